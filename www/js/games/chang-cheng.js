// Renderer of Chang Cheng for the Spieltisch shell (interface: www/README.md).

import { scoreTable, resultHeadline } from './score-table.js';
import { Board } from './chang-cheng/board.js';
import { SEAT_COLORS } from './chang-cheng/paint.js';
import { describeEvent, threatText, describeMove as moveWords } from './chang-cheng/describe.js';
import { w } from './chang-cheng/strings.js';
import { same } from './marks.js';

const STYLESHEET = new URL('../../css/games/chang-cheng.css', import.meta.url).href;


/** Points per seat by source, from the public log. */
function breakdown(log, players) {
  const rows = Array.from({ length: players }, () => ({ prov: 0, dbl: 0, mongol: 0 }));
  for (const e of log) {
    if (e.event === 'scored') for (const s of e.winners) rows[s].prov += e.value;
    if (e.event === 'doublePlaced') rows[e.seat].dbl += e.points;
    if (e.event === 'threat') for (const s of e.result.losers) rows[s].mongol += e.result.threat;
  }
  return rows;
}


/** What changed for the catch-up: building sites (`site:<n>`), provinces' cards and scoring (`province:<n>`), Mongol territories (`territory:<n>`). */
function changedPlaces(before, after) {
  const keys = [];
  after.sites.forEach((s, i) => { if (!same(s, before.sites[i])) keys.push(`site:${i + 1}`); });
  after.provinces.forEach((p, i) => { if (!same(p, before.provinces[i])) keys.push(`province:${i + 1}`); });
  after.territories.forEach((t, i) => { if (!same(t, before.territories[i])) keys.push(`territory:${i + 1}`); });
  return keys;
}

/** @type {import('../types').Renderer} */
const renderer = {
  id: 'chang-cheng',
  stylesheet: STYLESHEET,
  colors: SEAT_COLORS,
  seatColors: true,
  colorNames: { de: ['Rot', 'Blau', 'Grün', 'Gelb'], en: ['Red', 'Blue', 'Green', 'Yellow'] },

  /** Catch-up marks (www/js/games/marks.js): the places that changed between two views of one seat. */
  markChanged(before, after) {
    return changedPlaces(before.view, after.view);
  },

  /** Free placement in the figure builder (www/README.md "Free placement"). */
  placement: () => import('./chang-cheng/place.js'),

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
    if (v.scoring) return w('tScoring', lang);
    if (v.expansions > 0) return w('tExpand', lang);
    if (v.step.step === 'choose') return w('tChoose', lang);
    return '';
  },

  seatSummary(view, seat, lang) {
    const s = view.view.seats[seat];
    return w('summary', lang, { walls: s.walls, cards: s.handSize });
  },

  explainResult(view, names, lang) {
    const v = view.view;
    const headline = resultHeadline(view, names, lang, w);
    const paragraphs = [w(v.log.some((e) => e.event === 'earlyEnd') ? 'endEarly' : 'endComplete', lang), w('endHow', lang)];
    for (const r of v.evaluation || []) paragraphs.push(threatText(r, names, lang));
    const rows = breakdown(v.log, names.length);
    const head = [w('colPlayer', lang), w('colDetail', lang), w('colSum', lang)];
    const table = scoreTable(view, names, head, (seat) => w('detail', lang, rows[seat]));
    return { headline, paragraphs, table };
  },

  helpSections(lang) {
    return ['Goal', 'Turn', 'Score', 'End', 'Board'].map((k) => ({ title: w(`help${k}T`, lang), text: w(`help${k}`, lang) }));
  },
};

export default renderer;
