// A second browser engine (issue 21, point 4): Debian's Firefox ESR, driven by
// puppeteer-core over WebDriver BiDi (no browser download). For every game
// with a renderer (the page's registry, js/games/index.js): start it from the
// start page, make a few moves by clicking legal targets (revealing on the
// hand-over screen), and open one read-only figure (embed.html with a seed and
// #moves=) whose canvas must be drawn, and whose SVG picture (the board
// painted into games/svg-context.js) must show what the canvas does; no page
// errors anywhere.
//
// Launched by firefox-launch.mjs (FIREFOX=/path/to/firefox overrides the binary).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchFirefox } from './firefox-launch.mjs';
import { startServer } from './server.mjs';
import { rng } from './helpers.mjs';
import { figureUrl, figureReady, figureProbe, figureFaults, gameInfo } from './figure.mjs';
import { vectorAgainstCanvas } from './picture-facts.mjs';

/** Clicks per game: enough for a few moves in every game (a move may take two or three clicks). */
const CLICKS = 14;

let server;
let browser;
let base;
let games;
before(async () => {
  server = await startServer();
  base = `${server.url}/www/`;
  browser = await launchFirefox();
  const page = await newPage();
  await page.goto(base);
  games = await page.evaluate(() => import('./js/games/index.js').then((m) => m.rendererIds()));
  await page.close();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page that records uncaught errors and console errors in `page.errors`. */
async function newPage() {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e?.message ?? e)));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  return page;
}

/** What is on the play screen now. */
const screenState = (page) => page.evaluate(() => {
  const shown = (el) => !!el && !el.hidden && el.getClientRects().length > 0;
  return {
    end: shown(document.querySelector('[data-end]')),
    handover: shown(document.querySelector('[data-handover]')),
    targets: [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].filter(shown).length,
    log: document.querySelectorAll('[data-log] li').length,
  };
});

/** Waits for the play screen of `game`: a hand-over screen or something to click. */
const waitForPlay = (page, game) => page.waitForFunction((id) => {
  const screen = document.querySelector(`section[data-game="${id}"]`);
  const handover = screen?.querySelector('[data-handover]');
  return screen && ((handover && !handover.hidden) || screen.querySelector('[data-board] [data-legal="true"]'));
}, { timeout: 20_000 }, game);

/** Clicks the first visible element matching `selector`; false when there is none (any more). */
async function clickFirst(page, selector) {
  for (const el of await page.$$(selector)) {
    if (!(await visible(el))) continue;
    try { await el.click(); return true; } catch { return false; }
  }
  return false;
}

/** Clicks one of the board's visible legal targets chosen by `pick`; false when they went away meanwhile. */
async function clickTarget(page, pick) {
  const targets = [];
  for (const el of await page.$$('[data-board] [data-legal="true"]:not(:disabled)')) {
    if (await visible(el)) targets.push(el);
  }
  if (targets.length === 0) return false;
  try { await targets[pick(targets.length)].click(); return true; } catch { return false; }
}

/** Whether an element handle is still in the page and shown (false once the page replaced it). */
const visible = (el) => el.evaluate((b) => b.isConnected && !b.hidden && b.getClientRects().length > 0).catch(() => false);

test('Firefox ESR: every registered game starts from the start page and takes a few moves by clicks', async () => {
  assert.ok(games.length > 0, 'the registry lists games');
  const version = await browser.version();
  assert.match(version, /firefox/i, `the browser is Firefox (${version})`);
  for (const game of games) {
    const page = await newPage();
    await page.goto(base);
    await page.locator(`[data-game="${game}"] [data-action="new-game"]`).click();
    await page.waitForSelector('[data-setup-dialog][open]');
    await page.locator('[data-setup="seed"]').fill('7');
    await page.locator('[data-action="start"]').click();
    await waitForPlay(page, game);
    const pick = rng(7);
    let reveals = 0;
    let state = await screenState(page);
    const firstHandover = state.handover;
    // The page redraws after each click (a hand-over screen may follow a move a
    // moment later), so a target found a moment ago may be gone: such a click
    // is retried from a fresh look at the screen, a bounded number of times.
    let clicks = 0;
    for (let looks = 0; clicks < CLICKS && !state.end && looks < 4 * CLICKS; looks++) {
      if (state.handover) {
        if (await clickFirst(page, '[data-handover] [data-action="reveal"]')) { reveals += 1; clicks += 1; }
      } else {
        if (await clickTarget(page, pick)) clicks += 1;
      }
      // the next state: a new hand-over screen, a redrawn board or the end
      await page.waitForFunction(() => document.querySelector('[data-handover]:not([hidden]), [data-end]:not([hidden])')
        || document.querySelector('[data-board] [data-legal="true"]:not(:disabled)'), { timeout: 10_000 });
      state = await screenState(page);
    }
    assert.ok(clicks >= CLICKS || state.end, `${game}: ${CLICKS} clicks made (${clicks})`);
    assert.equal(firstHandover, gameInfo(game).hiddenInformation, `${game}: a hand-over screen opens the game exactly when it has hidden information`);
    if (firstHandover) assert.ok(reveals >= 1, `${game}: revealed on the hand-over screen`);
    assert.ok(state.log >= 2, `${game}: moves were made and logged (${state.log} log lines after ${CLICKS} clicks)`);
    assert.deepEqual(page.errors, [], `${game}: no page errors in Firefox while playing`);
    await page.close();
  }
});

test('Firefox ESR: one read-only figure per registered game draws its canvas, and as SVG the same', async () => {
  const blank = await newPage(); // no site CSP here: the SVG is drawn from a data: address
  for (const game of games) {
    const page = await newPage();
    const { url, moves } = figureUrl(base, game);
    await page.goto(url);
    await page.waitForFunction(figureReady, { timeout: 20_000 });
    const probe = await page.evaluate(figureProbe);
    assert.deepEqual(figureFaults(game, probe, moves), [], `${game}: the figure in Firefox (${JSON.stringify(probe)})`);
    const drawn = await page.evaluate(async () => {
      const v = await /** @type {any} */ (window).spieltischFigure.vector();
      return v && { svg: v.svg, png: /** @type {HTMLCanvasElement} */ (document.querySelector('[data-board] canvas')).toDataURL() };
    });
    assert.ok(drawn, `${game}: an SVG picture in Firefox`);
    const facts = await vectorAgainstCanvas(blank, drawn.svg, drawn.png);
    assert.equal(facts.problem, null, `${game}: the SVG parses in Firefox`);
    assert.ok(facts.far < 0.01 && facts.mean < 4, `${game}: the SVG draws what the canvas shows in Firefox (${(facts.far * 100).toFixed(2)}% of pixels differ, mean ${facts.mean.toFixed(2)})`);
    assert.deepEqual(page.errors, [], `${game}: no page errors in Firefox in the figure`);
    await page.close();
  }
  await blank.close();
});
