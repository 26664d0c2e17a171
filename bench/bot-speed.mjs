// Speed of the computer player, for scripts/bench-bots.sh (a bench, never a test).
//
//   node bench/bot-speed.mjs iterations <game> <players> [--positions K] [--iterations N]
//       search iterations per second natively (the CLI's `bot`) and in wasm
//       under Node, on the same K positions spread over one seeded random game
//   node bench/bot-speed.mjs chromium <game> <players> [--positions K]
//       milliseconds per move at each page level (www/js/shell/bot.js levelBudget)
//       in headless Chromium, median and max over the K positions
//
// Prints one JSON line.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const positionsWanted = option('--positions', 8);
const iterations = option('--iterations', 3000);
const [mode, game, players] = args;
if (!['iterations', 'chromium'].includes(mode) || !game || !(Number(players) > 0)) {
  console.error('usage: node bench/bot-speed.mjs iterations|chromium <game> <players> [--positions K] [--iterations N]');
  process.exit(1);
}

const st = await import(resolve(root, 'pkg/spieltisch.js'));
await st.default({ module_or_path: readFileSync(resolve(root, 'pkg/spieltisch_bg.wasm')) });

/** K positions spread evenly over one seeded random game. */
function positions(k) {
  let state = st.newGame(game, { players: Number(players), seed: 1 });
  const all = [];
  let x = 12345;
  while (!state.status.finished) {
    all.push(state);
    const moves = st.legalMoves(state);
    x = (x * 1103515245 + 12345) % 2147483648;
    state = st.applyMove(state, moves[x % moves.length]);
  }
  const every = Math.max(1, Math.floor(all.length / k));
  return all.filter((_, n) => n % every === 0).slice(0, k);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const states = positions(positionsWanted);

if (mode === 'iterations') {
  const cli = resolve(root, 'target/release/spieltisch');
  let native = 0;
  let wasm = 0;
  for (const [i, state] of states.entries()) {
    const input = JSON.stringify(state);
    const t0 = performance.now();
    execFileSync(cli, ['bot', '--iterations', String(iterations), '--seed', String(i)], { input });
    native += performance.now() - t0;
    const t1 = performance.now();
    st.suggestMove(state, { iterations, seed: i });
    wasm += performance.now() - t1;
  }
  const work = iterations * states.length;
  console.log(JSON.stringify({
    game, players: Number(players), positions: states.length, iterations,
    nativePerSecond: Math.round(work / (native / 1000)), wasmPerSecond: Math.round(work / (wasm / 1000)),
  }));
} else {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import(resolve(root, 'tests/browser/server.mjs'));
  const { levelNames, levelBudget } = await import(resolve(root, 'www/js/shell/bot.js'));
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/www/`);
    const levels = {};
    for (const level of levelNames(game)) {
      const budget = levelBudget(level, game, Number(players));
      const ms = await page.evaluate(async ({ states, budget, game }) => {
        // the game's own module, as the page's computer players load it
        const st = await import('../pkg/spieltisch.js');
        await st.default({ module_or_path: `../pkg/games/${game}.wasm` });
        return states.map((state, i) => {
          const t0 = performance.now();
          st.suggestMove(state, { ...budget, seed: i });
          return performance.now() - t0;
        });
      }, { states, budget, game });
      levels[level] = { median: Math.round(median(ms)), max: Math.round(Math.max(...ms)) };
    }
    console.log(JSON.stringify({ game, players: Number(players), positions: states.length, levels }));
  } finally {
    await browser.close();
    await server.close();
  }
}
