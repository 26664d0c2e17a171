// Marks and labels that do not collide (issue 37, point 2), in every
// registered game at 1280x800, 390x844 and 360x740 (the phones with touch):
// in a position with legal targets and the hint shown, no text the board
// painted (a village's number, an inn's name, a card's value) lies under a
// mark painted after it: a legal target's ring, the selection, the last
// move, a catch-up ring (the board's `marks()`, renderer contract) or the
// hint's outline round a target button (`.st-hint`, over everything). A
// ring covers what its stroke crosses, not what it goes round. At 1280x800
// every such text is at least 12 px. The boards say what they painted
// (`labels()`, `marks()`; www/js/types.d.ts); the page hands the board to
// the test under `?debug` (`spieltischDebug.board()`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { randomMoves, saveDoc, switchSave, st } from './positions.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 360, height: 740, isMobile: true, hasTouch: true },
];

/** A position some random moves in, with the fewest players the game allows (a hot-seat game, so catch-up rings show too). */
function position(id) {
  const players = st.games().find((g) => g.id === id).minPlayers;
  return saveDoc({ game: id, players, seed: 5, moves: randomMoves(id, { players, seed: 5, moves: 12 }), id: `marks-${id}` });
}

/**
 * What the board shows now, in the window's CSS pixels: its painted labels,
 * its painted marks and the hint's outlines (rings of the outline's width
 * round each `.st-hint`, painted after everything).
 */
function painted(page) {
  return page.evaluate(() => {
    const board = globalThis.spieltischDebug.board();
    const c = board.canvas.getBoundingClientRect();
    const moved = (r) => ({ ...r, x: r.x + c.x, y: r.y + c.y });
    const hints = [...document.querySelectorAll('section.st-play:not([data-left]) [data-board] .st-hint')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const line = parseFloat(s.outlineWidth);
      if (s.outlineStyle === 'none' || !line || !r.width) return [];
      const grow = parseFloat(s.outlineOffset) + line / 2;
      // a button rounded to a circle has a round outline
      const radius = s.borderTopLeftRadius;
      const round = radius.endsWith('%') ? parseFloat(radius) >= 50 : parseFloat(radius) >= Math.min(r.width, r.height) / 2 - 0.5;
      return [{ kind: `hint ${el.dataset.key}`, x: r.x - grow, y: r.y - grow, w: r.width + 2 * grow, h: r.height + 2 * grow, round, line, seq: Infinity }];
    });
    return {
      labels: board.labels().map(moved),
      marks: [...board.marks().map(moved), ...hints],
      legal: document.querySelectorAll('section.st-play:not([data-left]) [data-board] [data-legal="true"]').length,
    };
  });
}

/** Whether the point lies on what `m` paints: its stroke for a ring, its inside otherwise. */
function paints(m, px, py) {
  const cx = m.x + m.w / 2;
  const cy = m.y + m.h / 2;
  const inside = (grow) => {
    const a = m.w / 2 + grow;
    const b = m.h / 2 + grow;
    if (a <= 0 || b <= 0) return false;
    if (m.round) return ((px - cx) / a) ** 2 + ((py - cy) / b) ** 2 <= 1;
    return Math.abs(px - cx) <= a && Math.abs(py - cy) <= b;
  };
  if (!m.line) return inside(0);
  return inside(m.line / 2) && !inside(-m.line / 2);
}

/** The labels a mark painted after them covers: a grid of points over each label's ink, 1 px in from its edge. */
function covered({ labels, marks }) {
  const out = [];
  for (const l of labels) {
    if (l.w < 2 || l.h < 2) continue;
    const pts = [];
    for (let i = 0; i <= 6; i++) for (let j = 0; j <= 2; j++) pts.push([l.x + 1 + (i / 6) * (l.w - 2), l.y + 1 + (j / 2) * (l.h - 2)]);
    const over = marks.find((m) => m.seq > l.seq && pts.some(([x, y]) => paints(m, x, y)));
    if (over) out.push(`"${l.text}" under ${over.kind}`);
  }
  return [...new Set(out)];
}


test('no label under a mark, in every game at every size; labels at least 12 px at 1280x800', { timeout: 150_000 }, async (t) => {
  const found = {};
  for (const size of SIZES) {
    const { width, height, ...more } = size;
    const page = await env.page({ width, height, ...more });
    for (const id of games) {
      await switchSave(page, env.base, position(id), { query: '?debug' });
      const screen = 'section.st-play:not([data-left])';
      if (await page.$(`${screen} [data-handover]:not([hidden])`)) await page.click(`${screen} [data-action="reveal"]`);
      await page.click(`${screen} [data-action="hint"]:not(:disabled)`);
      await page.waitForFunction((sel) => {
        const n = document.querySelector(`${sel} [data-notices] [data-key="hint"] p`);
        return n && !/…|\.\.\./.test(n.textContent) && document.querySelector(`${sel} [data-board] .st-hint`);
      }, screen, { timeout: 30_000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const now = await painted(page);
      const where = `${id} ${width}x${height}`;
      assert.ok(now.labels.length > 0, `${where}: the board painted labels`);
      const problems = covered(now);
      if (!(now.legal > 0 && now.marks.length > 0)) problems.push(`no marks (${now.legal} legal targets, ${now.marks.length} marks)`);
      // the hint shows: an outline round a button, or a ring the board painted under its labels
      if (!now.marks.some((m) => m.kind.startsWith('hint'))) problems.push('the hint shows nowhere');
      if (width === 1280) problems.push(...new Set(now.labels.filter((l) => l.px < 12 - 0.01).map((l) => `"${l.text}" is ${l.px.toFixed(1)} px`)));
      if (problems.length) {
        (found[id] ||= []).push(...problems.map((p) => `${width}x${height}: ${p}`));
        await shot(page, `marks-labels-${id}-${width}`);
      }
    }
    assert.deepEqual(page.errors.map(String), [], `${width}x${height}: page errors`);
    await page.context().close();
  }
  if (process.env.MARKS_DUMP) (await import('node:fs')).writeFileSync(process.env.MARKS_DUMP, JSON.stringify(found, null, 1));
  for (const id of games) await t.test(id, () => assert.deepEqual(found[id] || [], []));
});
