// Issue 13, item 5: every card and piece on a board says what it is and does,
// not only the ones that are targets now. Each renderer describes the things
// it painted (canvas-board.js `describeRegions`); the shell shows the text in
// the shared tooltip on hover, on a long press and while the keyboard
// explores the board (one tab stop, arrow keys from piece to piece, each
// announced in the live region). Checked for every registered game after a
// few moves, with a piece that is NOT a target of the current decision.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot, rng } from './helpers.mjs';
import { rendererIds, startAnyGame, playSome } from './any-game.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** The described regions on screen whose centre is not under a button (what a hover there reaches). */
async function looseRegions(page) {
  return page.$$eval('[data-regions] .st-region', (els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return { key: el.dataset.region, tip: el.dataset.tip, x, y, reached: top === el, visible: r.width > 0 && y > 0 && y < innerHeight };
  }).filter((r) => r.reached && r.visible));
}

/**
 * Points at a piece in the middle of the board until its tooltip shows. A
 * board drawn anew under a resting pointer (a move's last paint, late on a
 * loaded machine) gets no pointerover until the pointer moves, so, as a
 * person would, the pointer leaves and points again (at most 4 times).
 */
async function hoverUntilTip(page, id) {
  await page.waitForFunction(() => !document.querySelector('[data-thinking]'));
  for (let attempt = 1; ; attempt++) {
    const regions = await looseRegions(page);
    const piece = regions[Math.floor(regions.length / 2)];
    await page.mouse.move(piece.x, piece.y);
    try {
      await page.waitForSelector('[data-tooltip]:not([hidden])', { timeout: 5000 });
      return piece;
    } catch (e) {
      if (attempt === 4) throw new Error(`${id}: no tooltip after pointing at ${piece.key} 4 times`, { cause: e });
      await page.mouse.move(2, 2);
    }
  }
}

async function revealIfHandover(page) {
  if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
}

test('every game: hover, long press and keyboard exploration tell what a piece is', { timeout: 240_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  const games = await rendererIds(page);
  assert.equal(games.length, 5);
  for (const id of games) {
    await startAnyGame(page, env.base, id, { seed: 11 });
    await playSome(page, rng(id.length + 3), 8);
    await revealIfHandover(page);
    await page.waitForSelector('[data-regions] .st-region', { state: 'attached' });
    const regions = await looseRegions(page);
    assert.ok(regions.length >= 3, `${id}: pieces to point at (${regions.length})`);
    for (const r of regions) assert.ok(r.tip && r.tip.length > 3, `${id}: ${r.key} has a text`);

    // hover: the shared tooltip shows that piece's text
    const piece = await hoverUntilTip(page, id);
    assert.equal(await page.textContent('[data-tooltip]'), piece.tip, `${id}: hover on ${piece.key}`);
    await page.mouse.move(2, 2);
    await page.waitForSelector('[data-tooltip]', { state: 'detached' });

    // keyboard: the board's pieces are one tab stop; arrows walk them, each announced
    const first = await page.$eval('[data-regions]', (layer) => {
      const stop = layer.querySelector('.st-region[tabindex="0"]');
      stop.focus();
      return stop.dataset.region;
    });
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement.dataset.region);
    assert.ok(second && second !== first, `${id}: the arrow moved on (${first} → ${second})`);
    const text = await page.evaluate(() => document.activeElement.dataset.tip);
    await page.waitForFunction((t) => [...document.querySelectorAll('[aria-live]')].some((el) => el.textContent === t), text);
    assert.equal(await page.textContent('[data-tooltip]'), text, `${id}: the focused piece's tip shows`);
    const tabStops = await page.$$eval('[data-regions] .st-region', (els) => els.filter((el) => el.tabIndex === 0).length);
    assert.equal(tabStops, 1, `${id}: one tab stop for all pieces`);
    await page.keyboard.press('Escape');
    await shot(page, `board-tips-${id}`);
    await page.evaluate(() => document.activeElement.blur());
    await page.click('header [data-action="menu"]');
    await page.waitForSelector('[data-games]');
  }
  assert.deepEqual(page.errors.map(String), []);
});

test('a long press on a phone shows a piece\'s text', { timeout: 60_000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  await page.goto(env.base);
  await startAnyGame(page, env.base, 'dschingis-khan', { seed: 5 });
  await revealIfHandover(page);
  await page.waitForSelector('[data-regions] .st-region', { state: 'attached' });
  const [piece] = await looseRegions(page);
  assert.ok(piece, 'a piece to press');
  const cdp = await page.context().newCDPSession(page);
  const point = [{ x: piece.x, y: piece.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
  await page.waitForSelector('[data-tooltip]:not([hidden])', { timeout: 3000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.equal(await page.textContent('[data-tooltip]'), piece.tip);
  assert.deepEqual(page.errors.map(String), []);
  await context.close();
});
