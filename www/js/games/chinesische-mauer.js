// Renderer of Chinesische Mauer for the Spieltisch shell (interface: www/README.md).

import { scoreTable, resultHeadline } from './score-table.js';
import { Board, setDescriber } from './chinesische-mauer/board.js';
import { SEAT_COLORS } from './chinesische-mauer/paint.js';
import { w, cardsInSentence, kindName, sectionNo } from './chinesische-mauer/strings.js';
import { joinNames } from '../shell/i18n.js';
import { same } from './marks.js';
import { describeMove as moveWords } from './chinesische-mauer/describe.js';

const STYLESHEET = new URL('../../css/games/chinesische-mauer.css', import.meta.url).href;


/** Words for one log event; null for events not worth a line. */
function describeEvent(e, names, lang) {
  const n = e.section !== undefined ? sectionNo(e.section) : undefined;
  const name = names[e.seat];
  switch (e.event) {
    case 'turnStarted':
      return { text: w('evTurn', lang, { name }), tone: 'turn' };
    case 'tilePlaced':
      // A tile won by someone else since is no longer named (CM-A9).
      return { text: w(e.tile === null ? 'evPlacedHidden' : 'evPlaced', lang, { name, tile: e.tile, n }), tone: 'score' };
    case 'tilesAwarded': {
      const tile = e.tile === null ? w('hiddenTile', lang) : w('tileValue', lang, { v: e.tile });
      const placed = e.placedTile === null ? w('hiddenTile', lang) : w('tileValue', lang, { v: e.placedTile });
      if (e.placedOwner === e.seat) {
        const key = e.tile === null ? 'evAwardedSameHidden' : 'evAwardedSame';
        return { text: w(key, lang, { n, name, tile: e.tile, placed: e.placedTile }), tone: 'score' };
      }
      return { text: w('evAwarded', lang, { n, name, tile, owner: names[e.placedOwner], placed }), tone: 'score' };
    }
    case 'sectionRefilled': {
      const hidden = e.tiles.filter((t) => t === null).length;
      const key = ['evRefilled', 'evRefilledOneHidden', 'evRefilledHidden'][hidden];
      return w(key, lang, { n, a: e.tiles[0], b: e.tiles[1] });
    }
    case 'pairDiscarded':
      return w('evPair', lang, { n, v: e.tile });
    case 'sectionClosed':
      return w('evClosed', lang, { n });
    case 'played':
      return w('evPlayed', lang, { name, cards: cardsInSentence(e.kind, e.count, lang), n });
    case 'covered':
      return w('evCovered', lang, { name, n, owner: names[e.covered.owner], kind: kindName(e.covered.kind, lang) });
    case 'rode':
      return w('evRode', lang, { name, cards: cardsInSentence('horseman', e.count, lang), n });
    case 'drew':
      return w('evDrew', lang, { name });
    case 'lastRound':
      return { text: w('evLastRound', lang, { name: names[e.trigger] }), tone: 'end' };
    case 'scoringOnly':
      return { text: w('evScoringOnly', lang), tone: 'end' };
    case 'gameOver':
      return { text: w('evGameOver', lang), tone: 'end' };
    default:
      return null;
  }
}

setDescriber((e, names, lang) => {
  const d = describeEvent(e, names, lang);
  return typeof d === 'string' ? d : d?.text;
});


/** What changed for the catch-up: new or covered cards (`card:<section>:<n>`), sections newly closed or scored (`section:<n>`). */
function changedPlaces(before, after) {
  const keys = [];
  after.sections.forEach((s, i) => {
    const old = before.sections[i];
    if (!old) return;
    if (s.closed !== old.closed || !same(s.placed, old.placed) || !same(s.open, old.open)) keys.push(`section:${i + 1}`);
    if (s.closed) return;
    s.stacks.forEach((stack, k) => { if (!same(stack, old.stacks[k])) keys.push(`card:${i + 1}:${k + 1}`); });
  });
  return keys;
}

/** @type {import('../types').Renderer} */
const renderer = {
  id: 'chinesische-mauer',
  stylesheet: STYLESHEET,
  colors: SEAT_COLORS,
  seatColors: true,
  colorNames: { de: ['Rot', 'Blau', 'Grün', 'Gelb', 'Braun'], en: ['Red', 'Blue', 'Green', 'Yellow', 'Brown'] },

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
    return view.view.log;
  },

  describeEvent,

  turnLabel(view, names, lang) {
    const v = view.view;
    const parts = [];
    if (v.step.step === 'placeTile') parts.push(w('scoring', lang));
    else if (v.step.step === 'action') parts.push(w('action', lang, { n: v.step.number }));
    if (v.phase.phase === 'lastRound') parts.push(w('lastRound', lang));
    if (v.phase.phase === 'scoringOnly') parts.push(w('scoringOnly', lang));
    return parts.join(' · ');
  },

  seatSummary(view, seat, lang) {
    const s = view.view.seats[seat];
    return w('summary', lang, { hand: s.handSize, deck: s.deckSize, won: s.wonCount });
  },

  explainResult(view, names, lang) {
    const v = view.view;
    const headline = resultHeadline(view, names, lang, w);
    const paragraphs = [];
    const last = v.log.find((e) => e.event === 'lastRound');
    paragraphs.push(last ? w('endSetPlayed', lang, { name: names[last.trigger] }) : w('endLastTile', lang));
    const left = v.sections.flatMap((s, i) => (s.placed ? [w('endLeftItem', lang, { v: s.placed.value, n: sectionNo(i) })] : []));
    if (left.length) paragraphs.push(w('endLeft', lang, { list: joinNames(left, lang) }));
    paragraphs.push(w('endHow', lang));
    const head = [w('colPlayer', lang), w('colTiles', lang), w('colSum', lang)];
    const table = scoreTable(view, names, head, (seat) => {
      const won = (v.seats[seat].won || []).slice().sort((a, b) => b - a);
      return won.length ? won.join(' + ') : w('none', lang);
    });
    return { headline, paragraphs, table };
  },

  /** Free placement in the figure builder (`Placement`, js/types.d.ts). */
  placement: () => import('./chinesische-mauer/place.js'),

  helpSections(lang) {
    return ['Goal', 'Turn', 'Score', 'Cards', 'End'].map((k) => ({ title: w(`help${k}T`, lang), text: w(`help${k}`, lang) }));
  },
};

export default renderer;
