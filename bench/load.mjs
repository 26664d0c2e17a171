// Page load times, for `bash scripts/bench.sh load` (a bench, never a test).
//
//   node bench/load.mjs [--runs 5] [--game kurier-des-zaren]
//
// In headless Chromium against the local static server (scripts/static-server.mjs,
// localhost, no throttling), each run in a fresh browser context:
//   - picker: navigation start → the game picker's buttons are on the page
//     (the start page loads no wasm at all);
//   - engine: navigation start → the game's own wasm module (pkg/games/<game>.wasm)
//     is compiled and the progress bar gone, when a saved game is opened by URL;
//   - board: navigation start → the first board of a saved game is drawn
//     (a fixture save of --game, which has no hand-over screen, opened by URL).
// Cold = the first visit of a fresh context (empty HTTP cache, no service
// worker). Warm = the second load in that context: the service worker the
// first visit installed (the page registers it; `?sw` allows that under
// automation) answers from its cache. Each figure is the median of --runs.
// Bytes: every file the page fetched on the cold visit, raw and gzip -9
// (the static server does not compress; a real host would), summed.
// Prints Markdown (the BENCHMARKS.md section) on stdout.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/static-server.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const RUNS = Number(option('--runs', 5));
const GAME = option('--game', 'kurier-des-zaren');
const SLOW_RUNS = Number(option('--slow-runs', 3));
const CHROMIUM = process.env.CHROMIUM || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const fixtureName = readdirFixture(GAME);
const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/saves', fixtureName), 'utf8'));

function readdirFixture(game) {
  for (const name of [`${game}-2p-30.json`, `${game}-4p-30.json`]) {
    if (existsSync(join(ROOT, 'tests/fixtures/saves', name))) return name;
  }
  throw new Error(`no fixture save for ${game}`);
}

// Marks, in page time (ms since navigation start), when the picker appears,
// when the engine's progress bar goes, and when a board has something to press.
function marks() {
  window.loadMarks = {};
  const seen = () => {
    const m = window.loadMarks;
    const now = performance.now();
    if (!m.picker && document.querySelector('[data-games] [data-action="new-game"]')) m.picker = now;
    if (!m.progress && document.querySelector('[data-engine-progress]')) m.progress = now;
    if (m.progress && !m.engine && !document.querySelector('[data-engine-progress]')) m.engine = now;
    if (!m.board && document.querySelector('[data-board] [data-legal="true"]')) m.board = now;
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
}

async function waitMarks(page, keys) {
  await page.waitForFunction((keys) => keys.every((k) => window.loadMarks?.[k]), keys, { timeout: 60_000 });
  return page.evaluate(() => window.loadMarks);
}

async function swReady(page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => {
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
        setTimeout(done, 5000);
      });
    }
    return reg.active?.state;
  });
}

// Chromium's "Fast 3G"-like profile, for the slow-network row.
const SLOW = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

/**
 * Cold then warm visit of `url` in a fresh context; returns both sets of
 * marks and the cold fetches. `slow`: the cold visit only, over SLOW.
 */
async function visit(browser, url, keys, { save = null, slow = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  await context.addInitScript(marks);
  if (save) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem(`spieltisch.save.${s.id}`)) localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s));
    }, save);
  }
  const page = await context.newPage();
  const fetched = new Set();
  const onResponse = (r) => { if (r.status() === 200) fetched.add(new URL(r.url()).pathname); };
  page.on('response', onResponse);
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW);
  }
  await page.goto(url);
  const cold = await waitMarks(page, keys);
  page.off('response', onResponse);
  if (slow) {
    await context.close();
    return { cold, fetched: [...fetched] };
  }
  await swReady(page);
  await page.reload();
  const warm = await waitMarks(page, keys);
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  await context.close();
  return { cold, warm, fetched: [...fetched], controlled };
}

function bytes(paths) {
  let raw = 0, gz = 0;
  for (const p of paths) {
    const file = join(ROOT, decodeURIComponent(p));
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    raw += data.length;
    gz += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gz, files: paths.length };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${Math.round(x)} ms`;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

async function main() {
  const { server, url } = await startServer({ root: ROOT, port: 0 });
  const base = `${url.replace(/\/$/, '')}/www/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });
  const runs = { picker: [], board: [], slow: [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      runs.picker.push(await visit(browser, `${base}?sw`, ['picker']));
      runs.board.push(await visit(browser, `${base}?sw#/play/${fixture.id}`, ['engine', 'board'], { save: fixture }));
    }
    for (let i = 0; i < SLOW_RUNS; i++) runs.slow.push(await visit(browser, `${base}#/play/${fixture.id}`, ['engine', 'board'], { save: fixture, slow: true }));
  } finally {
    await browser.close();
    server.closeAllConnections?.();
    server.close();
  }
  const fig = (list, phase, key) => median(list.map((r) => r[phase][key]));
  const home = bytes(runs.picker[0].fetched);
  const board = bytes(runs.board[0].fetched);
  const wasm = runs.board[0].fetched.find((p) => p.endsWith('.wasm'));
  const homeWasm = runs.picker[0].fetched.filter((p) => p.endsWith('.wasm'));
  const wasmBytes = wasm ? bytes([wasm]) : { raw: 0, gz: 0 };
  const warmFromWorker = runs.picker.every((r) => r.controlled) && runs.board.every((r) => r.controlled);
  const version = (await import('../node_modules/playwright-core/package.json', { with: { type: 'json' } })).default.version;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`bash scripts/bench.sh load\` (bench/load.mjs): headless Chromium`,
    `(${CHROMIUM}, playwright-core ${version}) against the local static server on localhost, no throttling, 1280x800;`,
    `median of ${RUNS} runs, each in a fresh browser context. Cold: first visit (empty cache, no service worker).`,
    `Warm: second load in the same context, ${warmFromWorker ? 'served by the service worker the first visit installed' : 'service worker NOT in control (HTTP cache only)'}.`,
    'Times are from navigation start. Picker = the game list with its buttons is on the page and works',
    '(it loads no wasm); engine = the game\'s own wasm module compiled (streaming) and ready; board = the first',
    `board of a saved ${GAME} game drawn with its targets (both opened by URL).`,
    '',
    '| | picker interactive | game engine ready | first board drawn |',
    '| --- | ---: | ---: | ---: |',
    `| cold | ${ms(fig(runs.picker, 'cold', 'picker'))} | ${ms(fig(runs.board, 'cold', 'engine'))} | ${ms(fig(runs.board, 'cold', 'board'))} |`,
    `| warm | ${ms(fig(runs.picker, 'warm', 'picker'))} | ${ms(fig(runs.board, 'warm', 'engine'))} | ${ms(fig(runs.board, 'warm', 'board'))} |`,
    ...(runs.slow.length ? [`| cold, slow network¹ | – | ${ms(fig(runs.slow, 'cold', 'engine'))} | ${ms(fig(runs.slow, 'cold', 'board'))} |`] : []),
    '',
    `Bytes the page fetched on a cold visit (sum of the files, gzip -9 as a compressing host would send them):`,
    `start page ${home.files} files, ${kb(home.gz)} gzipped (${kb(home.raw)} raw), ${homeWasm.length ? `WARNING: with wasm ${homeWasm.join(', ')}` : 'no wasm'};`,
    `opening a ${GAME} game by URL ${board.files} files, ${kb(board.gz)} gzipped (${kb(board.raw)} raw);`,
    `of that the wasm (${wasm || 'none'}) ${kb(wasmBytes.gz)} gzipped (${kb(wasmBytes.raw)} raw). The service worker then fetches the other games' modules in the background for offline play.`,
    ...(runs.slow.length ? ['', `¹ Emulated by Chromium: 1.6 Mbit/s down, 150 ms latency (like DevTools' "Fast 3G"), median of ${runs.slow.length}; the local server sends`,
      'the wasm uncompressed, so its engine time is what an uncompressing host would give; a gzip host is about 3.5x less for the wasm.',
      'Since the split into one module per game (issue 12) a game loads only its own module (120-165 KB gzipped instead of 425 KB for all five).'] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
