// Shared pieces of the browser tests: Debian's Chromium via playwright-core,
// the static server, and a driver that plays Chinesische Mauer by clicking.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, ROOT } from './server.mjs';
import { watchBrowser } from './stats.mjs';

export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });

/** The browser: CHROMIUM (scripts/test.sh sets Debian's chromium-headless-shell), else the full chromium. */
export const CHROMIUM = process.env.CHROMIUM || process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Browser + server for one test file; call `close()` in after(). */
export async function setup() {
  const server = await startServer();
  const browser = watchBrowser(await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS }));
  return {
    server,
    browser,
    base: `${server.url}/www/`,
    // `more`: further Playwright context options (e.g. `bypassCSP: true`).
    // Motion is reduced unless a test asks for it (`reducedMotion:
    // 'no-preference'`): the boards then draw each move once instead of
    // cutting and animating pictures, which is what the motion tests test and
    // the others only wait for.
    async page({ width = 1280, height = 800, dpr = 1, locale = 'de-DE', reducedMotion = 'reduce', ...more } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr, locale, reducedMotion, ...more });
      const page = await context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e));
      page.on('console', (m) => { if (m.type() === 'error') page.errors.push(new Error(m.text())); });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Opens the app and starts a game through the new-game dialog. */
export async function startGame(page, base, { players = 3, names = ['Anna', 'Ben', 'Cem'], seed = 7 } = {}) {
  await page.goto(base);
  await page.click('[data-game="chinesische-mauer"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', String(players));
  for (let i = 0; i < players; i++) await page.fill(`[data-setup="name-${i + 1}"]`, names[i] || '');
  if (seed !== null) await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-handover]:not([hidden])');
}

/** A small seeded generator so a test game is the same every run. */
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s % n;
  };
}

/**
 * Makes one decision by clicking, like a person: reveal on the hand-over
 * screen, else pick a tile and a card during scoring, else choose a hand card
 * and a highlighted target (or draw). Returns 'end' once the end screen shows.
 * With `keyboard`, every control is focused and pressed with Enter instead.
 */
export async function step(page, pick, { keyboard = false } = {}) {
  const state = await page.evaluate(() => {
    const visible = (sel) => { const el = document.querySelector(sel); return !!el && !el.hidden; };
    const legal = (sel) => [...document.querySelectorAll(`${sel}[data-legal="true"]:not(:disabled)`)].map((b) => b.dataset.key);
    return {
      end: visible('[data-end]'),
      handover: visible('[data-handover]'),
      tiles: legal('[data-cm="tile"]'),
      hand: legal('[data-cm="hand"]'),
      targets: legal('[data-cm="section"], [data-cm="stack"]'),
      draw: legal('[data-cm="draw"]').length > 0,
      up: legal('[data-cm="count-up"]').length > 0,
    };
  });
  const press = async (selector) => {
    if (!keyboard) return page.click(selector);
    await page.focus(selector);
    await page.keyboard.press('Enter');
  };
  const click = (key) => press(`[data-key="${key}"]`);
  if (state.end) return 'end';
  if (state.handover) return press('[data-action="reveal"]');
  if (state.tiles.length && !state.targets.length) return click(state.tiles[pick(state.tiles.length)]);
  if (state.targets.length) return click(state.targets[pick(state.targets.length)]);
  // prefer laying cards (shorter games), sometimes several at once
  if (state.hand.length && (pick(5) > 0 || !state.draw)) {
    await click(state.hand[pick(state.hand.length)]);
    if (pick(2)) while (await page.$('[data-cm="count-up"]:not(:disabled)')) await press('[data-cm="count-up"]');
    return;
  }
  if (state.draw) return click('draw');
  throw new Error(`no legal click: ${JSON.stringify(state)}`);
}
