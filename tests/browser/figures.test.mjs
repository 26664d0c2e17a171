// Figures (issue 24) in the browser: every rules page shows its figures
// (www/figures/<id>.json through embed.html?figure=<id>), each drawn by the
// game's own renderer, non-empty, with one mark per highlight key of its file,
// at the position hash its Rust test wrote (tests/figure_support), sized to
// its content by embed-resize.js (no scrolling inside the frame), with no
// control in it, the page's or the board's (issue 36: no "Hilfe", no "EN", no
// zoom button, no button at all), for every registered game. And the
// figure loader's refusals: an unknown figure, a file whose hash is not its
// position's, an impossible position in the `#state=` fragment, each shown
// with its code; a good `#state=` shows its position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { setup, shot } from './helpers.mjs';
import { ROOT, startServer } from './server.mjs';
import { figureProbe } from './figure.mjs';
import { SEAT_COLORS as CM_COLORS } from '../../www/js/games/chinesische-mauer/paint.js';

const LIST = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/rulebook-examples.json'), 'utf8'));
// every registered game (the renderers' registry), not a fixed list: each has a rules page with figures
const GAMES = (await import('../../www/js/games/index.js')).rendererIds();
const read = (id) => JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures', `${id}.json`), 'utf8'));

let env;
before(async () => { env = await setup(); });
after(async () => {
  for (const page of rulesPages.values()) await page.context().close();
  await env?.close();
});

/** In the rules page: the figure frame `id` once drawn (its probe, hash, marks and sizes), or null while loading. */
async function frameState(page, id) {
  const seen = await page.evaluate((id) => {
    const frame = /** @type {HTMLIFrameElement} */ (document.querySelector(`[data-figure="${id}"] iframe`));
    const doc = frame.contentDocument;
    const root = doc?.documentElement;
    if (doc?.querySelector('[data-problem]')) return { problem: doc.querySelector('[data-problem]').textContent };
    if (!root || !(Number(root.dataset.contentHeight) > 0) || !doc.querySelector('[data-board] canvas')) return null;
    if (Math.abs(frame.getBoundingClientRect().height - Number(root.dataset.contentHeight)) > 1) return null; // embed-resize.js not yet done
    return {
      hash: root.dataset.stateHash,
      marks: [...doc.querySelectorAll('[data-highlight]')].map((el) => el.dataset.highlight).sort(),
      // issue 36: a figure shows what its text is about, not a place drawn only to say it is gone
      // (Chinesische Mauer's "Bauabschnitt 2 – entfernt" bands): no line of its board says so
      filler: [...doc.querySelectorAll('li, h2, h3, p')].filter((el) => el.getClientRects().length > 0 || el.closest('[data-board]'))
        .filter((el) => !el.closest('.st-log, [data-figure-extra]') && /^\S+ \d+ – (entfernt|removed)\b/.test(el.textContent.trim()))
        .map((el) => el.textContent.trim()),
      frameHeight: frame.clientHeight,
      scrollHeight: doc.scrollingElement.scrollHeight,
      lazy: frame.loading,
      // a static figure is a picture (issue 36): no control anywhere in it, the
      // board's own included (help, language, undo, a board's zoom): no button,
      // nothing acting as one, no enabled form control on screen
      controls: [...doc.querySelectorAll('button, [role="button"], a.st-btn, input, select, textarea, [contenteditable="true"]')]
        .filter((el) => el.getClientRects().length > 0 && doc.defaultView.getComputedStyle(el).visibility !== 'hidden')
        .filter((el) => el.matches('button, [role="button"], a.st-btn') || !el.disabled)
        .map((el) => `${el.localName}: ${el.getAttribute('aria-label') || el.textContent.trim() || el.className}`),
    };
  }, id);
  if (!seen || seen.problem) return seen;
  const frame = await (await page.$(`[data-figure="${id}"] iframe`)).contentFrame();
  return { ...seen, figure: await frame.evaluate(figureProbe) };
}

/**
 * Waits (up to 30 s) until figure `id`'s frame in the rules page is drawn and
 * settled: its embed refused, or drawn with embed-resize.js's height and no
 * scrolling inside. A body that has just grown is measured on the next
 * animation frame, so the wait polls on animation frames.
 */
async function frameSettled(page, id) {
  await page.waitForFunction((id) => {
    const frame = /** @type {HTMLIFrameElement} */ (document.querySelector(`[data-figure="${id}"] iframe`));
    const doc = frame?.contentDocument;
    const root = doc?.documentElement;
    if (doc?.querySelector('[data-problem]')) return true;
    if (!root || !(Number(root.dataset.contentHeight) > 0) || !doc.querySelector('[data-board] canvas')) return false;
    if (Math.abs(frame.getBoundingClientRect().height - Number(root.dataset.contentHeight)) > 1) return false;
    return doc.scrollingElement.scrollHeight <= frame.clientHeight + 1;
  }, id, { timeout: 30000 }).catch(() => {});
}

/** The rules pages of the figure tests, kept open for the colour test below (the same page, its figures loaded once). */
const rulesPages = new Map();

for (const game of GAMES) {
  for (const lang of ['de', 'en']) {
    test(`${game} (${lang}): the rules page shows every figure, drawn, highlighted, at its tested position`, async () => {
      const page = await env.page({ width: 1280, height: 800, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
      await page.goto(`${env.base}rules/${game}.${lang}.html`);
      const ids = await page.$$eval('[data-figure]', (els) => els.map((el) => el.dataset.figure));
      for (const e of LIST[game] ?? []) assert.ok(ids.includes(e.id), `example ${e.id} has a figure`);
      assert.ok(ids.some((id) => id.endsWith('-setup')), 'the set-up has a figure');
      for (const id of ids) {
        await page.locator(`[data-figure="${id}"] iframe`).scrollIntoViewIfNeeded();
        // Drawn and settled; a reading that caught the frame growing again is
        // retried (a frame stuck too small still fails below, after 30 s).
        let state = null;
        const settled = (s) => s && (s.problem !== undefined || s.scrollHeight <= s.frameHeight + 1);
        for (const until = Date.now() + 30000; !settled(state) && Date.now() < until;) {
          await frameSettled(page, id);
          state = await frameState(page, id);
        }
        assert.ok(state, `${id}: drawn within 30 s`);
        assert.equal(state.problem, undefined, `${id}: ${state.problem}`);
        const file = read(id);
        assert.equal(state.hash, file.stateHash, `${id}: the position its Rust test wrote`);
        assert.ok(state.figure.colours >= 8 && state.figure.opaque > 0.2, `${id}: a painted board (${JSON.stringify(state.figure)})`);
        assert.ok(state.figure.readonly && !state.figure.handover, `${id}: a read-only figure`);
        assert.deepEqual(state.marks, [...file.highlight].sort(), `${id}: one mark per highlight key`);
        assert.ok(state.scrollHeight <= state.frameHeight + 1, `${id}: no scrolling inside (${state.scrollHeight} > ${state.frameHeight})`);
        // the height for a page without embed-resize.js (bench/rules-heights.mjs --write): all of it, little to spare
        const fixed = Number(await page.getAttribute(`[data-figure="${id}"] iframe`, 'height'));
        assert.ok(fixed >= state.frameHeight && fixed <= state.frameHeight + 24, `${id}: height="${fixed}" for ${state.frameHeight} px of figure (node bench/rules-heights.mjs --write)`);
        assert.equal(state.lazy, 'lazy');
        assert.deepEqual(state.filler, [], `${id}: no place shown only as removed`);
        assert.deepEqual(state.controls, [], `${id}: no button or other control in a static figure`);
      }
      // a picture to look at: one per game (the German page; a rules page's full height with every figure)
      if (lang === 'de') {
        await page.locator(`[data-figure="${ids[0]}"]`).scrollIntoViewIfNeeded();
        await shot(page, `figures-${game}-${lang}`);
      }
      assert.deepEqual(page.errors.map(String), []);
      if (game === 'chinesische-mauer') rulesPages.set(lang, page);
      else await page.context().close();
    });
  }
}

/** Chinesische Mauer's colour words (the rulebook's and the English page's: the renderer's `colorNames`) → its palette index. */
const CM_NAMES = (await import('../../www/js/games/chinesische-mauer.js')).default.colorNames;
const CM_WORDS = Object.fromEntries(['de', 'en'].flatMap((l) => CM_NAMES[l].map((name, i) => [name, i])));
const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const lang of ['de', 'en']) {
  test(`chinesische-mauer (${lang}): each seat of a rules figure is drawn in the colour its text names it`, async () => {
    // the rules page the figure test above opened (and scrolled through), else a fresh one
    let page = rulesPages.get(lang);
    rulesPages.delete(lang);
    if (!page) {
      page = await env.page({ width: 1280, height: 800, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
      await page.goto(`${env.base}rules/chinesische-mauer.${lang}.html`);
    }
    const named = await page.$$eval('[data-figure] iframe', (els) => els.filter((el) => /[?&]names=/.test(el.getAttribute('src'))).map((el) => el.closest('[data-figure]').dataset.figure));
    assert.ok(named.length >= 6, `the examples name their seats (${named})`);
    for (const id of named) {
      await page.locator(`[data-figure="${id}"] iframe`).scrollIntoViewIfNeeded();
      const frame = await (await page.$(`[data-figure="${id}"] iframe`)).contentFrame();
      await frame.waitForSelector('[data-seat-colors] canvas', { timeout: 30000 });
      const seats = await frame.$$eval('.st-seat', (els) => els.map((el) => ({
        name: el.querySelector('.st-seat-name').textContent,
        swatch: getComputedStyle(el.querySelector('.st-seat-swatch')).backgroundColor,
      })));
      const board = (await frame.$eval('[data-seat-colors]', (el) => el.dataset.seatColors)).split(',');
      assert.equal(board.length, seats.length, `${id}: the board colours every seat`);
      seats.forEach(({ name, swatch }, seat) => {
        assert.ok(name in CM_WORDS, `${id}: seat ${seat} is named by a colour ("${name}")`);
        const want = CM_COLORS[CM_WORDS[name]];
        assert.equal(board[seat], want, `${id}: ${name} (seat ${seat}) drawn in its colour on the board`);
        assert.equal(swatch, rgb(want), `${id}: ${name} (seat ${seat}) has its colour in the player box`);
      });
    }
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });
}

test('colors= is refused unless it gives each seat a different colour of the game', async () => {
  const page = await env.page({ width: 600, height: 800 });
  for (const bad of ['0', '0,0', '0,9', '0,x']) {
    await page.goto(`${env.base}embed.html?figure=cm-4&lang=en&colors=${bad}`);
    const el = await page.waitForSelector('[data-problem]', { timeout: 20000 });
    assert.match(await el.textContent(), /colors/, `colors=${bad}`);
  }
  await page.goto(`${env.base}embed.html?figure=cm-4&lang=en&colors=4,1`);
  await page.waitForSelector('[data-seat-colors] canvas', { timeout: 20000 });
  assert.equal(await page.$eval('[data-seat-colors]', (el) => el.dataset.seatColors), `${CM_COLORS[4]},${CM_COLORS[1]}`);
  await page.goto(`${env.base}embed.html?figure=cm-4&lang=en`);
  await page.waitForSelector('[data-seat-colors] canvas', { timeout: 20000 });
  assert.equal(await page.$eval('[data-seat-colors]', (el) => el.dataset.seatColors), `${CM_COLORS[0]},${CM_COLORS[1]}`, 'without colors=: seat s in colour s');
  // every game recolours now: the same refusal in another game (every game: seat-colors.test.mjs)
  await page.goto(`${env.base}embed.html?figure=dk-1&lang=en&colors=9,9`);
  assert.match(await (await page.waitForSelector('[data-problem]', { timeout: 20000 })).textContent(), /colors/);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

/** The embed's refusal: its code and text, once shown. */
async function problem(page) {
  const el = await page.waitForSelector('[data-problem]', { timeout: 20000 });
  return { code: await el.getAttribute('data-code'), text: await el.textContent() };
}

test('figure refusals are shown with their code: unknown figure, a hash that is not the position\'s, an impossible state', async () => {
  const page = await env.page({ width: 600, height: 800 });
  await page.goto(`${env.base}embed.html?figure=zz-nothing`);
  assert.equal((await problem(page)).code, 'figure_not_found');

  const tampered = { ...read('cm-4'), stateHash: '0123456789abcdef' };
  await page.route('**/figures/cm-4.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(tampered) }));
  await page.goto(`${env.base}embed.html?figure=cm-4&lang=en`);
  const mismatch = await problem(page);
  assert.equal(mismatch.code, 'figure_hash_mismatch');
  assert.match(mismatch.text, /0123456789abcdef/);
  await page.unroute('**/figures/cm-4.json');

  const state = structuredClone(read('cm-5').state);
  state.state.sections[0].stacks[0].top.owner = 7; // no such seat
  const fragment = zlib.deflateRawSync(Buffer.from(JSON.stringify(state))).toString('base64url');
  await page.goto(`${env.base}embed.html?lang=en#state=${fragment}`);
  const refused = await problem(page);
  assert.equal(refused.code, 'malformed_state');
  assert.match(refused.text, /malformed_state/);

  await page.goto(`${env.base}embed.html?lang=en#state=not-deflate`);
  assert.equal((await problem(page)).code, 'malformed_state');
  await page.context().close();
});

test('a position carried in the fragment (#state=, deflate-raw) is shown and validated like a file', async () => {
  const page = await env.page({ width: 600, height: 800 });
  const file = read('kz-3');
  const fragment = zlib.deflateRawSync(Buffer.from(JSON.stringify(file.state))).toString('base64url');
  assert.ok(fragment.length < JSON.stringify(file.state).length / 2, 'compact');
  await page.goto(`${env.base}embed.html?lang=de#state=${fragment}&highlight=inn:katharina`);
  await page.waitForFunction(() => document.documentElement.dataset.positionHash && document.querySelector('[data-board] canvas'));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.positionHash), file.stateHash);
  assert.deepEqual(await page.$$eval('[data-highlight]', (els) => els.map((el) => el.dataset.highlight)), ['inn:katharina']);
  const probe = await page.evaluate(figureProbe);
  assert.ok(probe.colours >= 8 && probe.readonly, JSON.stringify(probe));
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('offline: after one visit a rules page shows its figures with the server gone', async () => {
  // a copy of the site on a server of its own, closed after the visit (as in offline.test.mjs)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spieltisch-figures-'));
  for (const sub of ['www', 'pkg']) fs.cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
  const server = await startServer(dir);
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/www/?sw`);
    await page.waitForSelector('[data-games]');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    });
    await server.close();
    await page.goto(`${server.url}/www/rules/kurier-des-zaren.de.html`);
    await page.locator('[data-figure="kz-1"] iframe').scrollIntoViewIfNeeded();
    await frameSettled(page, 'kz-1');
    const state = await frameState(page, 'kz-1');
    assert.ok(state && !state.problem, `kz-1 drawn offline (${JSON.stringify(state)})`);
    assert.equal(state.hash, read('kz-1').stateHash);
  } finally {
    await context.close();
    await server.close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
