// Keyboard focus where play goes on (issue 37, point 4), in every
// registered game: after a computer's turn the focus, which fell to the page
// while the board had nothing to press, is back on the board's first target
// of the person's decision; after the hand-over screen too. Each case starts
// where it tests: a save with a computer about to move, stored in
// localStorage and opened with #/play/<id>; at 1280x800 and on phones
// (390x844, 360x740: a phone or tablet with a keyboard). The arrow keys walk the board's
// targets in reading order (Chang Cheng: from site 1 to its neighbour 2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot } from './helpers.mjs';
import { rendererIds } from './any-game.mjs';
import { openFixture } from './keys-helpers.mjs';
import { ROOT } from './server.mjs';

const SAVES = path.join(ROOT, 'tests/fixtures/saves');

let env;
let page;
let games;
before(async () => {
  env = await setup();
  page = await env.page({ width: 1280, height: 800 });
  await page.goto(`${env.base}?botPause=0`);
  await page.waitForSelector('[data-games]');
  games = await rendererIds(page);
});
after(async () => { await env?.close(); });

/**
 * A fresh game of `id` as a save whose first decision is a computer's
 * (`players` seats; every other seat a person), built by the page's engine
 * so that its hash is the engine's own.
 */
function computerFirst(id, players) {
  return page.evaluate(async ({ id, players }) => {
    const engine = await import('./js/shell/engine.js');
    await engine.loadEngine(id);
    const table = engine.newTable(id, players, 11);
    const first = table.status().active[0];
    const save = {
      format: 'spieltisch-save', saveVersion: 2, id: `focus-${id}-${players}`, game: id,
      options: { players, names: Array.from({ length: players }, (_, s) => (s === first ? 'Computer' : `Mensch ${s + 1}`)), computers: Array.from({ length: players }, (_, s) => (s === first ? 'easy' : null)) },
      seed: 11, moves: [], createdAt: '2026-01-01T00:00:00.000Z', savedAt: '2026-01-01T00:00:00.000Z',
      progress: { moves: 0, finished: false, active: [first], winners: null },
      revision: 1, engine: engine.engineVersion(id), stateHash: table.hash(),
    };
    table.free();
    localStorage.setItem(`spieltisch.save.${save.id}`, JSON.stringify(save));
    return save;
  }, { id, players });
}

/**
 * Opens the save as a keyboard user would (a key pressed on the page
 * before), while the computer is about to move.
 */
async function openAsKeyboardUser(save) {
  await page.keyboard.press('Shift');
  await page.evaluate((id) => { location.hash = `#/play/${id}`; }, save.id); // the same page: the key is remembered
  await page.waitForSelector(`section[data-game="${save.game}"]`);
}

/** Where the focus is: inside the board on an enabled button, and which. */
const focused = () => page.evaluate(() => {
  const el = /** @type {HTMLElement} */ (document.activeElement);
  const board = document.querySelector('[data-board]');
  return {
    onBoard: !!el && board.contains(el) && el.tagName === 'BUTTON' && !(/** @type {HTMLButtonElement} */ (el).disabled) && el.getClientRects().length > 0,
    what: el === document.body ? 'body' : `${el?.tagName} ${el?.dataset?.key ?? el?.dataset?.action ?? el?.className}`,
  };
});

/** Waits until a person decides on the board (the hint can be asked). */
const personDecides = () => page.waitForFunction(() => !document.querySelector('[data-thinking]')
  && !!document.querySelector('[data-action="hint"]:not(:disabled)'), null, { timeout: 60_000 });

/** The sizes the focus is checked at (issue 37: a phone with a keyboard too). */
const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844, isMobile: true, hasTouch: true }, { width: 360, height: 740, isMobile: true, hasTouch: true }];

/** A fresh page at `size` (the tests below use `page`). */
async function pageAt(size) {
  await page?.context().close();
  page = await env.page(size);
  await page.goto(`${env.base}?botPause=0`);
  await page.waitForSelector('[data-games]');
}

for (const size of SIZES) {
test(`after a computer's turn the focus is on the board's first target, in every game, at ${size.width}x${size.height}`, { timeout: 240_000 }, async () => {
  await pageAt(size);
  const catalog = await page.evaluate(() => import('./js/games/catalog.js').then((m) => m.CATALOG));
  for (const id of games) {
    const info = catalog.find((g) => g.id === id);
    // one person with hidden information (no hand-over), else as few seats as the game allows
    const players = Math.max(2, info.minPlayers);
    const save = await computerFirst(id, players);
    await openAsKeyboardUser(save);
    await personDecides();
    assert.ok(!(await page.$('[data-handover]:not([hidden])')), `${id}: no hand-over screen`);
    const at = await focused();
    assert.ok(at.onBoard, `${id}: after the computer's turn the focus is on ${at.what}, not on the board`);
    if (id === games[0]) await shot(page, `keys-focus-after-computer-${size.width}`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
  }
});

test(`after the hand-over screen that follows a computer's turn the focus is on the board, in every game with one, at ${size.width}x${size.height}`, { timeout: 240_000 }, async () => {
  const catalog = await page.evaluate(() => import('./js/games/catalog.js').then((m) => m.CATALOG));
  const hidden = games.filter((id) => catalog.find((g) => g.id === id).hiddenInformation);
  assert.ok(hidden.length >= 3, `games with a hand-over screen: ${hidden}`);
  for (const id of hidden) {
    const info = catalog.find((g) => g.id === id);
    assert.ok(info.maxPlayers >= 3, `${id}: two people and a computer fit`);
    const save = await computerFirst(id, 3);
    await openAsKeyboardUser(save);
    await page.waitForSelector('[data-handover]:not([hidden]) [data-action="reveal"]', { timeout: 60_000 });
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'reveal', `${id}: the hand-over screen has the focus`);
    await page.keyboard.press('Enter');
    await personDecides();
    const at = await focused();
    assert.ok(at.onBoard, `${id}: after the hand-over the focus is on ${at.what}, not on the board`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
  }
});
}

/** The first target group on the board with at least `least` targets on at least two rows, as drawn; null if none. */
const targetGroup = (least) => page.evaluate((least) => {
  const groups = [...document.querySelectorAll('[data-board] [role="toolbar"]')];
  for (const [g, group] of groups.entries()) {
    const spots = [...group.querySelectorAll('button')].filter((b) => !b.disabled && b.getClientRects().length > 0).map((b) => {
      const r = b.getBoundingClientRect();
      return { key: b.dataset.key, x: r.x, y: r.y + r.height / 2, h: r.height };
    });
    if (spots.length < least || !spots.every((sp) => sp.key)) continue;
    // rows as a person reads them: a spot belongs to the row whose first spot it overlaps in height
    const rows = [];
    for (const sp of [...spots].sort((p, q) => p.y - q.y)) {
      const row = rows[rows.length - 1];
      if (row && sp.y - row[0].y <= row[0].h / 2) row.push(sp); else rows.push([sp]);
    }
    if (rows.length < 2) continue;
    return { g, rows: rows.map((r) => r.sort((p, q) => p.x - q.x).map((sp) => sp.key)) };
  }
  return null;
}, least);

/** Focuses the group's first target, presses → along it; the keys the focus visits. */
async function walkRight(group) {
  const expected = group.rows.flat();
  await page.focus(`[data-board] [data-key="${expected[0]}"]`);
  const walked = [expected[0]];
  for (let i = 1; i < expected.length; i++) {
    await page.keyboard.press('ArrowRight');
    walked.push(await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).dataset.key));
  }
  return { walked, expected };
}

test('chang-cheng: the right arrow walks the wall\'s sites in their order on the wall', { timeout: 60_000 }, async () => {
  if (!games.includes('chang-cheng')) return;
  await pageAt(SIZES[0]);
  await openFixture(page, env.base, 'chang-cheng-2p-30');
  if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
  await page.click('[data-cc="action"][data-key="action:walls"]');
  await page.waitForSelector('[data-cc="site"]');
  // the sites as drawn: rows of the plan from the top, each from west to east
  const drawn = await page.$$eval('[data-cc="site"]', (bs) => bs.map((b) => {
    const r = b.getBoundingClientRect();
    return { key: b.dataset.key, x: r.x, y: r.y + r.height / 2, h: r.height };
  }));
  const rows = [];
  for (const s of [...drawn].sort((p, q) => p.y - q.y)) {
    const row = rows.find((r) => Math.abs(r[0].y - s.y) < s.h);
    if (row) row.push(s); else rows.push([s]);
  }
  const expected = rows.flatMap((r) => r.sort((p, q) => p.x - q.x)).map((s) => s.key);
  assert.ok(rows.length >= 2 && rows[0].length >= 3, `several sites on a row: ${JSON.stringify(rows.map((r) => r.map((s) => s.key)))}`);
  await page.focus(`[data-key="${expected[0]}"]`);
  const walked = [expected[0]];
  for (let i = 1; i < expected.length; i++) {
    await page.keyboard.press('ArrowRight');
    walked.push(await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).dataset.key));
  }
  assert.deepEqual(walked, expected, 'the right arrow goes to the next site to the east, then to the next plan');
});

test('the right arrow walks a board\'s targets in reading order, in every game that has such a group', { timeout: 120_000 }, async (t) => {
  const checked = [];
  for (const id of games) {
    // the game's running save among the fixtures (<id>-<N>p-<moves>.json)
    const name = fs.readdirSync(SAVES).find((f) => f.startsWith(`${id}-`) && !f.endsWith('-end.json'));
    assert.ok(name, `${id}: a running save in tests/fixtures/saves`);
    await openFixture(page, env.base, name.replace(/\.json$/, ''));
    for (let step = 0; step < 6; step++) {
      if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
      const group = await targetGroup(4);
      if (group) {
        const { walked, expected } = await walkRight(group);
        assert.deepEqual(walked, expected, `${id}: → follows the rows from the top, each from left to right`);
        checked.push(id);
        break;
      }
      const next = page.locator('[data-board] [data-legal="true"]:not(:disabled)');
      if (!(await next.count())) break;
      await next.first().click();
    }
  }
  t.diagnostic(`groups of targets walked in: ${checked.join(', ')}`);
  assert.ok(checked.includes('chang-cheng') && checked.length >= 2, `groups of targets checked in ${checked}`);
});
