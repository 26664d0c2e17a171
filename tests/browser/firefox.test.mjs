// A second browser engine (issue 21, point 4): Debian's Firefox ESR, driven by
// puppeteer-core over WebDriver BiDi (no browser download). For every game
// with a renderer (the page's registry, js/games/index.js): start it from the
// start page, make a few moves by clicking legal targets (revealing on the
// hand-over screen), and open one read-only figure (embed.html with a seed and
// #moves=) whose canvas must be drawn; no page errors anywhere.
//
// FIREFOX=/path/to/firefox overrides the binary (default /usr/bin/firefox-esr).
// It runs headless as root without a display, in a fresh profile puppeteer
// makes for each launch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { startServer } from './server.mjs';
import { rng } from './helpers.mjs';
import { figureUrl, figureReady, figureProbe, figureFaults, gameInfo } from './figure.mjs';

const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
/** Clicks per game: enough for a few moves in every game (a move may take two or three clicks). */
const CLICKS = 14;

let server;
let browser;
let base;
let games;
before(async () => {
  server = await startServer();
  base = `${server.url}/www/`;
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, MOZ_HEADLESS: '1' },
    extraPrefsFirefox: {
      // nothing leaves the machine: no updates, telemetry or safe-browsing lists
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
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
    for (let i = 0; i < CLICKS && !state.end; i++) {
      if (state.handover) {
        await page.locator('[data-handover] [data-action="reveal"]').click();
        reveals += 1;
      } else {
        assert.ok(state.targets > 0, `${game}: something to click after ${i} clicks`);
        const targets = [];
        for (const el of await page.$$('[data-board] [data-legal="true"]:not(:disabled)')) {
          if (await el.evaluate((b) => b.getClientRects().length > 0 && !b.hidden)) targets.push(el);
        }
        await targets[pick(targets.length)].click();
      }
      // the next state: a new hand-over screen, a redrawn board or the end
      await page.waitForFunction(() => document.querySelector('[data-handover]:not([hidden]), [data-end]:not([hidden])')
        || document.querySelector('[data-board] [data-legal="true"]:not(:disabled)'), { timeout: 10_000 });
      state = await screenState(page);
    }
    assert.equal(firstHandover, gameInfo(game).hiddenInformation, `${game}: a hand-over screen opens the game exactly when it has hidden information`);
    if (firstHandover) assert.ok(reveals >= 1, `${game}: revealed on the hand-over screen`);
    assert.ok(state.log >= 2, `${game}: moves were made and logged (${state.log} log lines after ${CLICKS} clicks)`);
    assert.deepEqual(page.errors, [], `${game}: no page errors in Firefox while playing`);
    await page.close();
  }
});

test('Firefox ESR: one read-only figure per registered game draws its canvas', async () => {
  for (const game of games) {
    const page = await newPage();
    const { url, moves } = figureUrl(base, game);
    await page.goto(url);
    await page.waitForFunction(figureReady, { timeout: 20_000 });
    const probe = await page.evaluate(figureProbe);
    assert.deepEqual(figureFaults(game, probe, moves), [], `${game}: the figure in Firefox (${JSON.stringify(probe)})`);
    assert.deepEqual(page.errors, [], `${game}: no page errors in Firefox in the figure`);
    await page.close();
  }
});
