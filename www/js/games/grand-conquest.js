// Renderer of Grand Conquest for the Spieltisch shell (interface: www/README.md).

import { scoreTable, resultHeadline } from './score-table.js';
import { Board, SEAT_COLORS, fieldOf } from './grand-conquest/board.js';
import { w, kindName, seatName, fieldNo } from './grand-conquest/strings.js';
import { same } from './marks.js';
import { describeMove as moveWords } from './grand-conquest/describe.js';
import { fieldName } from './grand-conquest/names.js';

const STYLESHEET = new URL('../../css/games/grand-conquest.css', import.meta.url).href;


/** The kind of a piece by id, as it was named at the time of the event (pieces keep their kind). */
function kindOf(v, id, lang) {
  return kindName(v.pieces[id].kind, lang);
}

/** Victory points in parts: taken, on the board, Grail, enemy castles. */
function vpParts(v, seat) {
  const top = new Map(v.pieces.flatMap((p) => (p.place.field !== undefined ? [[p.place.field, p.owner]] : [])));
  let grail = 0;
  let castles = 0;
  v.board.fields.forEach((f, i) => {
    if (top.get(i) !== seat) return;
    if (f.grail) grail++;
    if (f.castleOf !== undefined && f.castleOf !== seat) castles++;
  });
  return { c: v.seats[seat].captured, p: v.seats[seat].pieces, g: grail, k: castles };
}


/** What changed for the catch-up: fields whose pieces changed (`field:<n>`: arrivals, departures, takes). */
function changedPlaces(before, after) {
  const onFields = (v) => {
    const at = new Map();
    v.pieces.forEach((p, id) => {
      if (p.place.field === undefined) return;
      at.set(p.place.field, [...(at.get(p.place.field) || []), `${id}:${p.owner}`]);
    });
    return at;
  };
  const was = onFields(before);
  const now = onFields(after);
  const keys = [];
  for (const f of new Set([...was.keys(), ...now.keys()])) {
    if (!same(was.get(f), now.get(f))) keys.push(`field:${f + 1}`);
  }
  return keys.sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
}

/** @type {import('../types').Renderer} */
const renderer = {
  id: 'grand-conquest',
  stylesheet: STYLESHEET,
  colors: SEAT_COLORS,
  seatColors: true,
  // the box's sets (Weiß, Beige, Braun, Schwarz)
  colorNames: { de: ['Weiß', 'Beige', 'Braun', 'Schwarz'], en: ['White', 'Beige', 'Brown', 'Black'] },

  /** Catch-up marks (www/js/games/marks.js): the places that changed between two views of one seat. */
  markChanged(before, after) {
    return changedPlaces(before.view, after.view);
  },

  mount(container, ctx) {
    return new Board(container, ctx);
  },

  /** A legal move in words (the hint), named as `view` (the deciding seat's) shows the board. */
  describeMove(move, view, names, lang) {
    return moveWords(move, names, lang, view);
  },

  events(view) {
    // each event carries the view so pieces can be named
    return view.view.log.map((e) => ({ ...e, _v: view.view }));
  },

  describeEvent(e, names, lang) {
    const v = e._v;
    const name = (s) => names[s];
    const at = (f) => fieldName(v.board, f, lang);
    // the fields a line is about (markPlaces keys): the log marks them on the map on hover or focus
    const places = (...fields) => fields.map((f) => `field:${fieldNo(f)}`);
    switch (e.event) {
      case 'turnStarted':
        return { text: w('evTurn', lang, { name: name(e.seat), seat: seatName(e.seat, lang), n: e.points }), tone: 'turn' };
      case 'moved': {
        const boarded = e.aboard !== null && e.aboard !== undefined;
        const text = boarded
          ? w('evBoarded', lang, { name: name(e.seat), kind: kindOf(v, e.piece, lang), carrier: kindOf(v, e.aboard, lang), from: at(e.from), to: at(e.to) })
          : w('evMoved', lang, { name: name(e.seat), kind: kindOf(v, e.piece, lang), from: at(e.from), to: at(e.to) });
        return { text, tone: 'normal', places: places(e.from, e.to) };
      }
      case 'took': {
        const key = e.conquest ? 'evConquered' : 'evTook';
        const text = w(key, lang, { name: name(e.seat), kind: kindOf(v, e.piece, lang), victim: name(e.victim), f: at(e.at), n: e.removed.length });
        return { text: text + (e.waive ? w('evWaived', lang) : ''), tone: 'score', places: places(e.at) };
      }
      case 'abtauschOffered':
        return w('evOffered', lang, { name: name(e.seat) });
      case 'abtauschTaken':
        return { text: w('evAbtausch', lang, { name: name(e.seat), kind: kindOf(v, e.piece, lang), f: at(e.at) }), tone: 'score', places: places(e.at) };
      case 'abtauschDeclined':
        return w('evDeclined', lang, { name: name(e.seat) });
      case 'festgesetzt':
        return w('evFest', lang, { name: name(e.seat) });
      case 'gameOver':
        return { text: w('evOver', lang), tone: 'end' };
      default:
        return null;
    }
  },

  turnLabel(view, names, lang) {
    const v = view.view;
    return v.pending ? w('tAbtausch', lang) : w('tRound', lang, { r: v.round });
  },

  seatSummary(view, seat, lang) {
    const s = view.view.seats[seat];
    return `${seatName(seat, lang)} · ${w('summary', lang, { n: s.pieces, vp: s.victoryPoints })}${s.penalty ? w('summaryPen', lang, { p: 4 * s.penalty }) : ''}${s.festgesetzt ? w('summaryFest', lang) : ''}`;
  },

  explainResult(view, names, lang) {
    const v = view.view;
    const headline = resultHeadline(view, names, lang, w);
    const end = v.result?.ending || {};
    const n = (s) => `${names[s]} (${seatName(s, lang)})`;
    const reason = {
      lastTwoTaken: () => w('endLastTwo', lang, { winner: n(end.winner), victim: n(end.victim) }),
      allFestgesetzt: () => w('endFest', lang, { winner: n(end.winner) }),
      onePieceLeft: () => w('endOne', lang, { seat: n(end.seat) }),
      noPieces: () => w('endNone', lang, { seat: n(end.seat) }),
      noTakes: () => w('endQuiet', lang),
      ungeschuetzt: () => w(end.protected ? 'endProtected' : 'endUngeschuetzt', lang, { seat: n(end.seat) }),
      turnLimit: () => w('endLimit', lang),
    }[end.how];
    const paragraphs = [reason ? reason() : '', w('endHow', lang)].filter(Boolean);
    const head = [w('colPlayer', lang), w('colDetail', lang), w('colSum', lang)];
    const table = scoreTable(view, names, head, (seat) => w('detail', lang, vpParts(v, seat)) + (v.seats[seat].festgesetzt ? w('festTag', lang) : ''));
    return { headline, paragraphs, table };
  },

  placement: () => import('./grand-conquest/place.js'),

  helpSections(lang) {
    return ['Goal', 'Turn', 'Pieces', 'Take', 'Map', 'Names'].map((k) => ({ title: w(`help${k}T`, lang), text: w(`help${k}`, lang) }));
  },
};

export { fieldOf };

export default renderer;
