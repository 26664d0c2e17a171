// Offline and install: after one visit the service worker (www/sw.js) has the
// whole site, so the app reloads, starts and plays every game and resumes a
// save with the server gone; a new deployment is picked up on the next visit;
// the app is installable. The network is really cut: the test's own server is
// closed (Playwright's setOffline alone does not reach service workers).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { setup, shot, step, rng, CHROMIUM, BROWSER_ARGS } from './helpers.mjs';
import { startServer, ROOT } from './server.mjs';
import { rendererIds, startAnyGame, playSome, toMenu, waitForPlay } from './any-game.mjs';
import { writePrecache, computePrecache } from '../../scripts/precache.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Waits until the service worker controls the page and has its cache; fails after 20 s. */
async function waitForWorker(page) {
  return page.evaluate(() => {
    const ready = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
      }
      return caches.keys();
    })();
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error('no service worker took control within 20 s')), 20000));
    return Promise.race([ready, late]);
  });
}

/** A copy of the site (www/, pkg/) in a temporary folder, served on its own port (`close` may be called twice). */
async function siteCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spieltisch-site-'));
  for (const sub of ['www', 'pkg']) fs.cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
  const server = await startServer(dir);
  return { dir, server, base: `${server.url}/www/`, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

test('after one visit: offline reload, every game starts and plays, a save resumes', async () => {
  const site = await siteCopy();
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const requested = new Set();
  page.on('request', (r) => requested.add(new URL(r.url()).pathname));
  try {
    await page.goto(`${site.base}?sw`);
    await page.waitForSelector('[data-games]');
    const keys = await waitForWorker(page);
    const { version, urls } = computePrecache();
    assert.deepEqual(keys, [`spieltisch-${version}`], 'one cache, named after the content hash');
    // The start page loaded no game's module: every game below is played
    // offline from modules only the service worker fetched.
    assert.deepEqual([...requested].filter((p) => p.endsWith('.wasm')), [], 'the visit loaded no wasm');

    // The network goes away: the server is closed, the browser is offline.
    await site.server.close();
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-games]');
    const games = await rendererIds(page);
    assert.ok(games.length >= 2, `games with a renderer: ${games}`);
    for (const id of games) {
      await startAnyGame(page, site.base, id);
      const lines = await playSome(page, rng(id.length), 12);
      assert.ok(lines > 0, `${id}: moves were made offline`);
      await toMenu(page);
      await page.waitForSelector('[data-saves] .st-save');
    }

    // A Chinesische Mauer game played offline, then resumed from its save.
    await startAnyGame(page, site.base, 'chinesische-mauer', { seed: 21 });
    const pick = rng(5);
    for (let i = 0; i < 16; i++) await step(page, pick);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    const log = await page.textContent('[data-log]');
    await page.reload();
    await waitForPlay(page);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    assert.equal(await page.textContent('[data-log]'), log, 'resumed at the same position');
    await toMenu(page);
    await page.locator('[data-saves] .st-save').first().locator('[data-action="resume"]').click();
    await waitForPlay(page);
    await shot(page, 'offline-resumed');

    // Everything the pages asked for is in the precache list.
    const listed = new Set(urls.map((u) => new URL(u, `${site.base}sw.js`).pathname));
    const missing = [...requested].filter((p) => !listed.has(p) && !/\/www\/sw(-precache)?\.js$/.test(p));
    assert.deepEqual(missing, [], 'requests outside the precache list');
    assert.deepEqual(errors, []);
  } finally {
    // (also when an assertion failed before the network was cut: an open
    // server would keep this test file running forever)
    await context.close();
    await site.server.close();
    site.remove();
  }
});

test('a new deployment is picked up on the next visit, and the old cache is removed', async () => {
  const site = await siteCopy();
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  try {
    await page.goto(`${site.base}?sw`);
    await page.waitForSelector('[data-games]');
    const [first] = await waitForWorker(page);
    const title = await page.textContent('.st-brand');

    // Deploy: a changed label, and the precache list written for the new files.
    const i18n = path.join(site.dir, 'www/js/shell/i18n.js');
    fs.writeFileSync(i18n, fs.readFileSync(i18n, 'utf8').replaceAll("appTitle: 'Spieltisch',", "appTitle: 'Spieltisch 2',"));
    assert.ok(writePrecache(site.dir), 'the copy got a new precache list');

    // Visit: the old worker still serves this page, the browser finds the new one.
    await page.reload();
    await page.waitForSelector('[data-games]');
    assert.equal(await page.textContent('.st-brand'), title, 'this visit still runs the cached version');
    await page.waitForSelector('[data-notices] [data-key="update"]');
    // The new worker controls the page as soon as it activates; it then drops the old cache.
    let keys = [];
    for (let i = 0; i < 100; i++) {
      keys = await page.evaluate(() => caches.keys());
      if (keys.length === 1) break;
      await page.waitForTimeout(100);
    }
    assert.equal(keys.length, 1, `only the new cache is kept: ${keys}`);
    assert.notEqual(keys[0], first);
    // Next visit: the new version.
    await page.reload();
    await page.waitForSelector('[data-games]');
    assert.equal(await page.textContent('.st-brand'), 'Spieltisch 2');
  } finally {
    await context.close();
    await site.server.close();
    site.remove();
  }
});

test('the app is installable: manifest, icons, service worker', async () => {
  // Chromium never offers to install from an incognito profile, which new
  // contexts are: this test gets a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spieltisch-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await installable(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page) {
  await page.goto(`${env.base}?sw`);
  await page.waitForSelector('[data-games]');
  await waitForWorker(page);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    return (await fetch(link.href)).json();
  });
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    assert.ok(icon, `a ${size} PNG icon`);
    const dims = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    assert.equal(dims, size, `${icon.src} is really ${size}`);
  }
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon for Android launchers');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium finds nothing that stops an install');
}
