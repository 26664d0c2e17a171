// Issue 13, item 7, and issue 12, item 3: the start page and its game picker
// need no wasm at all; a game's own module (pkg/games/<game>.wasm) is loaded
// when that game is started, with the loading progress on screen, compiled
// while it streams in; no other game's module and never the all-in-one
// pkg/spieltisch_bg.wasm is fetched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('the picker needs no wasm; starting a game loads its module only, with progress; then the game starts', { timeout: 60_000 }, async () => {
  const page = await env.page();
  const wasmRequests = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('.wasm')) wasmRequests.push(new URL(r.url()).pathname); });
  // hold the game's wasm until the test lets it go
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/pkg/games/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const original = WebAssembly.instantiateStreaming;
    window.streamingCalls = [];
    WebAssembly.instantiateStreaming = async (source, imports) => {
      const response = await source;
      window.streamingCalls.push(response.headers.get('Content-Type'));
      return original.call(WebAssembly, response, imports);
    };
  });
  await page.goto(env.base);
  // every game of the catalog is on the page, with its description and buttons
  await page.waitForSelector('[data-games] [data-game="grand-conquest"] [data-action="new-game"]');
  const ids = await page.$$eval('[data-games] [data-game]', (li) => li.map((x) => x.dataset.game));
  assert.deepEqual(ids, ['chinesische-mauer', 'dschingis-khan', 'chang-cheng', 'kurier-des-zaren', 'grand-conquest']);
  assert.match(await page.textContent('[data-game="dschingis-khan"]'), /2–4 Spieler/);
  assert.match(await page.textContent('[data-game="grand-conquest"] .st-game-players'), /^4 Spieler$/);
  // interactive without any wasm: language switch, new-game dialog
  await page.click('[data-action="lang"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.click('[data-action="lang"]');
  await page.waitForTimeout(300);
  assert.deepEqual(wasmRequests, [], 'the start page fetches no wasm');
  assert.equal(await page.$('[data-engine-progress]'), null, 'nothing is loading');
  await page.click('[data-game="chinesische-mauer"] [data-action="new-game"]');
  await page.waitForSelector('[data-setup-dialog][open]');
  await page.fill('[data-setup="name-1"]', 'Anna');
  await page.fill('[data-setup="seed"]', '7');
  // starting loads the game's engine (progress on screen), then goes on by itself
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-engine-progress="chinesische-mauer"]');
  assert.match(await page.textContent('[data-engine-progress]'), /Spiel-Engine wird geladen/);
  assert.equal(await page.evaluate(() => import('./js/shell/engine.js').then((m) => m.isLoaded('chinesische-mauer'))), false);
  assert.equal(await page.$('section.st-play'), null, 'no game before the engine is there');
  release();
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.match(await page.textContent('[data-handover] h2'), /Anna/);
  await page.waitForSelector('[data-engine-progress]', { state: 'detached' });
  // compiled while streaming, from a response that kept its wasm type
  assert.deepEqual(await page.evaluate(() => window.streamingCalls), ['application/wasm']);
  // that game's module and nothing else (the service worker, registered
  // afterwards, fetches the other games from its own context)
  assert.deepEqual(wasmRequests, ['/pkg/games/chinesische-mauer.wasm']);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('the progress counts the bytes as they arrive', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.waitForSelector('[data-games]');
  // a module instance of its own (fresh engine state), loaded with a listener
  const seen = await page.evaluate(async () => {
    const engine = await import('./js/shell/engine.js?progress-test');
    const steps = [];
    // (a restart: a fresh wasm-bindgen module, which fetches the wasm again)
    await engine.restartEngine('chang-cheng', { onProgress: (p) => steps.push(p) });
    const size = (await (await fetch('../pkg/games/chang-cheng.wasm')).arrayBuffer()).byteLength;
    return { steps, size, game: engine.gameInfo('chang-cheng')?.name };
  });
  assert.equal(seen.game, 'Chang Cheng', 'the engine loaded through the counting stream works');
  assert.ok(seen.steps.length >= 2, `several progress reports (${seen.steps.length})`);
  const last = seen.steps[seen.steps.length - 1];
  assert.equal(last.loaded, seen.size, 'every byte counted');
  assert.ok(last.total === null || last.total === seen.size, 'the total is the size or unknown');
  for (let i = 1; i < seen.steps.length; i++) assert.ok(seen.steps[i].loaded >= seen.steps[i - 1].loaded);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
