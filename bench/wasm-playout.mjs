// Random playouts inside the wasm module under Node, for scripts/bench.sh.
//
//   node bench/wasm-playout.mjs <game> <players> <seed> <games> [--repeat N] [--pkg DIR]
//
// Calls the exported `playout` (the same Rust loop as the CLI's `playout`) and
// prints one JSON line: {game, players, seed, games, moves, winners, seconds,
// movesPerSecond}, with the best (shortest) of N timed runs after one warm-up.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const option = (name, fallback) => {
    const at = args.indexOf(name);
    if (at < 0) return fallback;
    const [, value] = args.splice(at, 2);
    return value;
};
const pkgDir = resolve(option('--pkg', new URL('../pkg', import.meta.url).pathname));
const repeat = Number(option('--repeat', '3'));
const [game, players, seed, games] = args;
if (!game || !(Number(players) > 0) || !(Number(seed) >= 0) || !(Number(games) > 0)) {
    console.error('usage: node bench/wasm-playout.mjs <game> <players> <seed> <games> [--repeat N] [--pkg DIR]');
    process.exit(1);
}

// The game's own module, as the page runs it (the all-in-one when there is none).
const own = resolve(pkgDir, 'games', `${game}.wasm`);
const wasm = await import(resolve(pkgDir, 'spieltisch.js'));
await wasm.default({ module_or_path: readFileSync(existsSync(own) ? own : resolve(pkgDir, 'spieltisch_bg.wasm')) });

const run = () => wasm.playout(game, Number(players), Number(seed), Number(games));
let summary = run(); // warm-up: lets the engine tier up before timing
let best = Infinity;
for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    summary = run();
    best = Math.min(best, (performance.now() - start) / 1000);
}
console.log(JSON.stringify({
    game, players: Number(players), seed: Number(seed), games: summary.games,
    moves: summary.moves, winners: summary.winners,
    seconds: best, movesPerSecond: Math.round(summary.moves / best),
}));
