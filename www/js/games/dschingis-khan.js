// Renderer of Dschingis Khan for the Spieltisch shell (interface: www/README.md).

import { scoreTable, resultHeadline } from './score-table.js';
import { Board } from './dschingis-khan/board.js';
import { SEAT_COLORS } from './dschingis-khan/paint.js';
import { annotate } from './dschingis-khan/recent.js';
import { describeEvent, describeMove as moveWords } from './dschingis-khan/describe.js';
import { w, count, kindName, villageNo, sideName, KINDS } from './dschingis-khan/strings.js';
import { same } from './marks.js';

const STYLESHEET = new URL('../../css/games/dschingis-khan.css', import.meta.url).href;


/** "+7", "−3", "0" (with a real minus sign). */
function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** One village of the final scoring in words: "Dorf 12 (China): 2× Krieger, Bauer → +7". */
function villageScore(s, lang) {
  const tokens = KINDS.flatMap((kind, i) => {
    const n = s.counts[i];
    return n ? [`${n > 1 ? `${n}× ` : ''}${kindName(kind, lang, 1, { short: true })}`] : [];
  });
  return w('scoreVillage', lang, { v: villageNo(s.village), side: sideName(s.side, lang), tokens: tokens.join(', '), points: signed(s.points) });
}

const STEP_LABELS = { setup: 'tSetup', choose: 'tChoose', enter: 'tEnter', tokens: 'tTokens', walls: 'tWalls' };


/** What changed for the catch-up: villages whose stack, country or scout changed (`village:<n>`), new walls (`wall:<a>:<b>`). */
function changedPlaces(before, after) {
  const keys = [];
  after.villages.forEach((v, i) => {
    const old = before.villages[i];
    if (old && (!same(v.stack, old.stack) || v.side !== old.side || v.scout !== old.scout)) keys.push(`village:${i + 1}`);
  });
  const had = new Set(before.walls.map((wall) => wall.line));
  for (const wall of after.walls) {
    if (had.has(wall.line)) continue;
    const [a, b] = after.board.lineVillages[wall.line];
    keys.push(`wall:${a + 1}:${b + 1}`);
  }
  return keys;
}

/** @type {import('../types').Renderer} */
const renderer = {
  id: 'dschingis-khan',
  stylesheet: STYLESHEET,
  colors: SEAT_COLORS,
  seatColors: true,
  colorNames: { de: ['Rot', 'Blau', 'Lila', 'Schwarz', 'Grün'], en: ['Red', 'Blue', 'Purple', 'Black', 'Green'] },

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

  /** The log, with the villages beside each line and each changed village's new country filled in. */
  events(view) {
    return annotate(view.view);
  },

  describeEvent,

  turnLabel(view, names, lang) {
    const v = view.view;
    const parts = [];
    if (v.step.step === 'draw') parts.push(w('tDraw', lang, { n: v.step.picks + 1 }));
    else if (STEP_LABELS[v.step.step]) parts.push(w(STEP_LABELS[v.step.step], lang));
    if (v.phase.phase === 'ending') parts.push(w(v.phase.finalRound ? 'tFinal' : 'tEnding', lang));
    return parts.join(' · ');
  },

  seatSummary(view, seat, lang) {
    const v = view.view;
    const s = v.seats[seat];
    const parts = [w('summary', lang, { tokens: count('stones', s.tokens, lang), walls: count('walls', s.walls, lang), passive: s.passive })];
    if (s.scout === null && v.step.step !== 'setup' && v.step.step !== 'over') parts.push(w('summaryOff', lang));
    if (s.lost) parts.push(w('summaryLost', lang, { n: s.lost }));
    return parts.join(' · ');
  },

  explainResult(view, names, lang) {
    const v = view.view;
    const headline = resultHeadline(view, names, lang, w);
    const paragraphs = [];
    const trigger = v.log.find((e) => e.event === 'endTriggered');
    if (trigger) paragraphs.push(w('endTriggered', lang, { name: names[trigger.seat] }));
    else if (v.log.some((e) => e.event === 'roundLimit')) paragraphs.push(w('endLimit', lang));
    paragraphs.push(w('endHow', lang));
    const scoring = v.scoring || [];
    const head = [w('colPlayer', lang), w('colVillages', lang), w('colSum', lang)];
    const table = scoreTable(view, names, head, (seat) => {
      const mine = scoring.filter((s) => s.controller === seat).sort((a, b) => b.points - a.points || a.village - b.village);
      return mine.length ? mine.map((s) => villageScore(s, lang)) : w('none', lang);
    });
    return { headline, paragraphs, table };
  },

  /** Free placement in the figure builder (./dschingis-khan/place.js). */
  placement: () => import('./dschingis-khan/place.js'),

  helpSections(lang) {
    return ['Goal', 'Turn', 'Scout', 'Walls', 'Score', 'End', 'Board'].map((k) => ({ title: w(`help${k}T`, lang), text: w(`help${k}`, lang) }));
  },
};

export default renderer;
