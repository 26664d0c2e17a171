// Renderer of Kurier des Zaren for the Spieltisch shell (interface: www/README.md).
// Nothing is secret from one player and known to another, so the engine
// declares no hidden information and the shell shows no hand-over screen.

import { resultHeadline, scoreTable } from './score-table.js';
import { Board } from './kurier-des-zaren/board.js';
import { COLOURS } from './kurier-des-zaren/paint.js';
import { w, describeEvent, villageName, coinName, kindName, COLOUR_NAMES } from './kurier-des-zaren/strings.js';
import { seatHue } from './hues.js';
import { same } from './marks.js';
import { describeMove as moveWords } from './kurier-des-zaren/describe.js';

const STYLESHEET = new URL('../../css/games/kurier-des-zaren.css', import.meta.url).href;


/** A courier colour → the index into COLOURS it is drawn in, under a rules figure's `seatColors` (hues.js). */
const huesOf = (seatColors) => (c) => seatHue(seatColors, c, COLOURS.length);

const STEP_LABELS = { start: 'tStart', action: 'tAction', placeDrawn: 'tDrawn', order: 'tOrder', travel: 'tTravel', rubeln: 'tRubeln' };

/** Where a seat's dispatch is, in words. */
function dispatchWords(v, seat, lang) {
  const d = v.seats[seat].dispatch;
  if (d.at === 'guard') return w('atGuard', lang, { target: v.board.guardValue[d.guard] });
  if (d.at === 'inn') return `${v.board.innName[d.inn]} (${villageName(v.board.innVillage[d.inn], lang)})`;
  return '–';
}


/** What changed for the catch-up: inns by name (`inn:<name>`: rooms, departures, closing) and palace guards (`guard:<n>`). */
function changedPlaces(before, after) {
  const keys = [];
  after.inns.forEach((inn, i) => { if (!same(inn, before.inns[i])) keys.push(`inn:${after.board.innName[i]}`); });
  after.guards.forEach((g, i) => { if (!same(g, before.guards[i])) keys.push(`guard:${i + 1}`); });
  return keys;
}

/** @type {import('../types').Renderer} */
const renderer = {
  id: 'kurier-des-zaren',
  stylesheet: STYLESHEET,
  colors: COLOURS,
  seatColors: true,
  colorNames: { de: COLOUR_NAMES.de, en: COLOUR_NAMES.en.map((name) => name[0].toUpperCase() + name.slice(1)) },

  /** Catch-up marks (www/js/games/marks.js): the places that changed between two views of one seat. */
  markChanged(before, after) {
    return changedPlaces(before.view, after.view);
  },

  mount(container, ctx) {
    return new Board(container, ctx);
  },

  /** A legal move in words (the hint), named as `view` (the deciding seat's) shows the board. */
  describeMove(move, view, names, lang, seatColors) {
    return moveWords(move, names, lang, view, huesOf(seatColors));
  },

  /** The log, each event with the board's inn names and guard values for its words. */
  events(view) {
    const board = view.view.board;
    return view.view.log.map((e) => ({ ...e, board }));
  },

  /** Colours are named as drawn: `seatColors`, a rules figure's (`colors=`). */
  describeEvent(event, names, lang, seatColors) {
    return describeEvent(event, names, lang, event.board, huesOf(seatColors));
  },

  turnLabel(view, names, lang) {
    const key = STEP_LABELS[view.view.step.step];
    return key ? w(key, lang) : '';
  },

  seatSummary(view, seat, lang) {
    const v = view.view;
    const s = v.seats[seat];
    if (s.dispatch.at === 'guard') return w('summaryRubel', lang, { target: s.target, rubel: s.rubel });
    const display = s.display.length ? s.display.map((c) => kindName(c.kind, lang)).join(', ') : '–';
    return `${w('summary', lang, { display, deck: s.deck })} · ${w('summaryDispatch', lang, { where: dispatchWords(v, seat, lang) })}`;
  },

  explainResult(view, names, lang) {
    const v = view.view;
    const end = v.end;
    const headline = end.end === 'stalled' ? w('winNone', lang) : resultHeadline(view, names, lang, w);
    const paragraphs = [];
    if (end.end === 'bribed') {
      const s = v.seats[end.seat];
      paragraphs.push(w('endBribed', lang, { name: names[end.seat], target: s.target, n: s.rubel }));
    } else if (end.end === 'poolEmpty') paragraphs.push(w('endPool', lang, { name: names[end.seat] }));
    else paragraphs.push(w('endStalled', lang));
    const head = [w('colPlayer', lang), w('colDetail', lang), w('colSum', lang)];
    const table = scoreTable(view, names, head, (seat) => {
      const s = v.seats[seat];
      if (s.dispatch.at === 'guard') {
        const coins = s.secured.map((c) => coinName(c, lang)).join(', ') || w('none', lang);
        return w('detailGuard', lang, { target: s.target, coins });
      }
      const d = s.dispatch;
      return d.at === 'inn' ? w('detailOnBoard', lang, { inn: v.board.innName[d.inn], village: villageName(v.board.innVillage[d.inn], lang) }) : '–';
    });
    return { headline, paragraphs, table };
  },

  /** Free placement in the figure builder (`Placement`, js/types.d.ts). */
  placement: () => import('./kurier-des-zaren/place.js'),

  helpSections(lang) {
    return ['Goal', 'Turn', 'Rooms', 'Depart', 'Rubeln', 'Board'].map((k) => ({ title: w(`help${k}T`, lang), text: w(`help${k}`, lang) }));
  },
};


export default renderer;
