// Motion (issue 13, item 4; www/js/games/motion.js): a move animates in at
// most about 300 ms over the final picture, a click during the animation is
// taken at once and ends it, and with prefers-reduced-motion nothing
// animates: the board is final the moment a move is made.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, rng } from './helpers.mjs';
import { setupWithGames, startAnyGame } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/** Pictures cut for animations over the boards, and the page's running animations (with their lengths). */
const motion = (page) => page.evaluate(() => ({
  ghosts: document.querySelectorAll('[data-board] .st-motion').length,
  animations: document.getAnimations().filter((a) => a.playState === 'running').map((a) => a.effect.getTiming().duration),
}));
const logLength = (page) => page.$$eval('[data-log] li', (li) => li.length);
/** The board's pixels (a short digest), to see whether the picture is still changing. */
const pixels = (page) => page.$eval('[data-board] canvas', (c) => {
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let hash = 0;
  for (let i = 0; i < d.length; i += 7) hash = (hash * 31 + d[i]) | 0;
  return hash;
});
/** A selector for the first element matching `selector` that nothing else covers at its middle. */
function uncovered(page, selector) {
  return page.$$eval(selector, (els) => {
    const free = els.find((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === el;
    });
    return `[data-key="${free.dataset.key}"]`;
  });
}

/** One decision: reveal, or a random legal target of the board (not a zoom button); false when there is none. */
async function decide(page, pick) {
  if (await page.$('[data-end]:not([hidden])')) return false;
  if (await page.$('[data-handover]:not([hidden])')) {
    await page.click('[data-action="reveal"]');
    return true;
  }
  const targets = page.locator('[data-board] [data-legal="true"]:not(:disabled):not([data-key^="zoom"])');
  const n = await targets.count();
  if (!n) return false;
  await targets.nth(pick(n)).click();
  return true;
}

/** A real click (pointer events, no waiting for anything to settle) on the middle of `selector`. */
async function clickNow(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('with reduced motion nothing animates: the board is final at once, in every game', async () => {
  for (const id of games) {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', locale: 'de-DE' });
    const page = await context.newPage();
    await startAnyGame(page, env.base, id);
    const pick = rng(11);
    let moves = 0;
    for (let i = 0; i < 24 && moves < 4; i++) {
      const before = await logLength(page);
      if (!(await decide(page, pick))) break;
      if ((await logLength(page)) === before || await page.$('[data-handover]:not([hidden])')) continue;
      moves += 1;
      const now = await motion(page);
      assert.equal(now.ghosts, 0, `${id}: no animated pictures after a move`);
      assert.deepEqual(now.animations, [], `${id}: no animation runs`);
      const drawn = await pixels(page);
      await page.waitForTimeout(350);
      assert.equal(await pixels(page), drawn, `${id}: the picture was final at once`);
    }
    assert.ok(moves >= 1, `${id}: moves were made on a shown board`);
    await context.close();
  }
});

test('Grand Conquest: a piece travels, and a click during its trip is taken and ends it', async () => {
  const page = await env.page({ width: 1280, height: 800, reducedMotion: 'no-preference' });
  await startAnyGame(page, env.base, 'grand-conquest');
  // a step that leaves points for more (a move that ends the turn shows the next player's part of the map)
  let running = null;
  for (let i = 0; i < 6 && !running?.ghosts; i++) {
    if (!(await page.$('[data-gc="piece"][aria-pressed="true"]'))) await page.click(await uncovered(page, '[data-gc="piece"]'));
    const log = await logLength(page);
    await page.click(await uncovered(page, '[data-gc="target"]'));
    running = await motion(page);
    assert.ok((await logLength(page)) > log, 'the move was made');
  }
  assert.ok(running.ghosts > 0, 'the piece travels in a picture over the board');
  assert.ok(running.animations.length > 0 && running.animations.every((d) => d <= 300), `animations of at most 300 ms: ${running.animations}`);
  // during the trip: choose another piece
  const other = await page.$$eval('[data-gc="piece"]:not([aria-pressed="true"])', (b) => b.length);
  assert.ok(other > 0);
  const key = (await uncovered(page, '[data-gc="piece"]:not([aria-pressed="true"])')).slice(11, -2);
  await clickNow(page, `[data-key="${key}"]`);
  assert.equal(await page.getAttribute(`[data-key="${key}"]`, 'aria-pressed'), 'true', 'the click during the animation chose the piece');
  assert.equal((await motion(page)).ghosts, 0, 'the animation jumped to its end');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Chinesische Mauer: cards slide to their section, and drawing during the slide is taken', async () => {
  const page = await env.page({ width: 1280, height: 800, reducedMotion: 'no-preference' });
  await startAnyGame(page, env.base, 'chinesische-mauer');
  await page.click('[data-action="reveal"]');
  await page.click('[data-cm="hand"][data-legal="true"]');
  const log = await logLength(page);
  await page.click('[data-cm="section"]');
  const running = await motion(page);
  assert.ok(running.ghosts > 0, 'the cards slide in pictures over the board');
  assert.ok(running.animations.every((d) => d <= 300));
  const after = await logLength(page);
  assert.ok(after > log);
  await clickNow(page, '[data-cm="draw"]');
  // the draw was taken: the log grows, or the turn is over and the hand-over screen is up
  await page.waitForFunction((n) => document.querySelectorAll('[data-log] li').length > n || !document.querySelector('[data-handover]').hidden, after);
  assert.equal((await motion(page)).ghosts, 0, 'the slide jumped to its end');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
