// Everything the current decision needs is on screen without scrolling
// (issue 13, item 2), for every game with a renderer at 1280x800, 1366x768
// and a 390x844 phone (there also with the most players a game allows): at the start of a turn, after a first choice and at
// further decision points (a random legal click each), and on the hand-over
// screen, the prompt, the hand or supply (the board's `data-area="hand"`, or
// a game's own hand element) and every legal target lie inside the viewport,
// the page is never scrolled, and every target on the board is at least
// 24 px in both directions (a finger can hit it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot, rng } from './helpers.mjs';
import { setupWithGames, startAnyGame, toMenu } from './any-game.mjs';

const SIZES = [[1280, 800], [1366, 768], [390, 844]];
const DECISIONS = 8;
let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/**
 * One decision: reveal, or click a random legal target of the board (not the
 * zoom buttons: a map zoomed out by hand may show small targets). 'ok', or
 * 'end' / 'stuck'.
 */
async function decide(page, pick) {
  if (await page.$('[data-end]:not([hidden])')) return 'end';
  if (await page.$('[data-handover]:not([hidden])')) {
    await page.click('[data-action="reveal"]');
    return 'ok';
  }
  const targets = page.locator('[data-board] [data-legal="true"]:not(:disabled):not([data-key^="zoom"])');
  const n = await targets.count();
  if (!n) return 'stuck';
  await targets.nth(pick(n)).click();
  return 'ok';
}

/** What does not fit, in words (empty when everything does). */
function problems(page) {
  return page.evaluate(() => {
    const out = [];
    const shown = (el) => el && !el.hidden && el.getClientRects().length > 0;
    const inside = (el, what, minSize = 0) => {
      const r = el.getBoundingClientRect();
      if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
        out.push(`${what} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${innerWidth}x${innerHeight}`);
      }
      if (Math.min(r.width, r.height) < minSize) out.push(`${what} is ${r.width.toFixed(1)}x${r.height.toFixed(1)} px`);
    };
    if (scrollY !== 0 || scrollX !== 0) out.push(`page scrolled to ${scrollX},${scrollY}`);
    const handover = document.querySelector('[data-handover]');
    if (shown(handover)) {
      inside(handover.querySelector('[data-action="reveal"]'), 'reveal button');
      return out;
    }
    const board = document.querySelector('[data-board]');
    const prompt = [...board.querySelectorAll('p[class$="-prompt"]')].find(shown);
    if (prompt) inside(prompt, 'prompt');
    for (const el of board.querySelectorAll('[data-area="hand"], [data-cc-hand]')) if (shown(el)) inside(el, 'hand');
    const targets = [...board.querySelectorAll('[data-legal="true"]:not(:disabled)')].filter(shown);
    if (!targets.length) out.push('no legal target shown');
    for (const b of targets) inside(b, `target ${b.dataset.key}`, b.closest('[class$="-overlay"]') ? 24 : 0);
    return out;
  });
}

// every size with the dialog's default players, and the phone with the most (a row of seats more)
for (const [width, height, most] of [...SIZES, [390, 844, true]]) {
  test(`the decision fits a ${width}x${height} screen in every game${most ? ', with the most players' : ''}`, async () => {
    // one page for the size: each game started from the start page's new-game dialog, back to the menu after it
    const page = await env.page({ width, height });
    for (const id of games) {
      page.errors.length = 0;
      await startAnyGame(page, env.base, id, { most });
      const pick = rng(width + height);
      let checked = 0;
      for (let i = 0; i < DECISIONS; i++) {
        // what a person sees: after the page has laid itself out (a board drawn before it knew its width redraws in the next frame)
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const found = await problems(page);
        if (found.length) await shot(page, `fit-${id}-${width}x${height}${most ? '-most' : ''}-${i}`);
        assert.deepEqual(found, [], `${id} at ${width}x${height}, decision ${i + 1}`);
        checked += 1;
        if ((await decide(page, pick)) !== 'ok') break;
      }
      assert.ok(checked >= 3, `${id}: at least three decision points checked`);
      assert.deepEqual(page.errors, []);
      await toMenu(page);
    }
    await page.context().close();
  });
}
