// Issue 12, item 3: one wasm module per game (pkg/games/<game>.wasm, built by
// scripts/build-wasm.sh), each within the size budget, each holding exactly
// its own game, driven by the shared bindings pkg/spieltisch.js, and playing
// exactly as the all-in-one module pkg/spieltisch_bg.wasm does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { CATALOG } from '../../www/js/games/catalog.js';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pkgDir = resolve(root, process.env.SPIELTISCH_PKG ?? 'pkg');
/** Gzipped bytes a module may have (issue 12: the wasm a visitor downloads, at most 250 KB). */
const BUDGET_GZ = 250_000;

const bindings = pathToFileURL(resolve(pkgDir, 'spieltisch.js')).href;
const all = await import(bindings);
await all.default({ module_or_path: readFileSync(resolve(pkgDir, 'spieltisch_bg.wasm')) });

/** `game`'s own module, in a module record of its own (as www/js/shell/engine.js loads it). */
async function single(game) {
  const st = await import(`${bindings}?game=${game}`);
  await st.default({ module_or_path: readFileSync(resolve(pkgDir, 'games', `${game}.wasm`)) });
  return st;
}

test('there is one module per registered game and nothing else in pkg/games', () => {
  const files = readdirSync(resolve(pkgDir, 'games')).sort();
  assert.deepEqual(files, CATALOG.map((g) => `${g.id}.wasm`).sort());
});

for (const info of CATALOG) {
  test(`${info.id}: its module is within ${BUDGET_GZ} bytes gzipped`, () => {
    const bytes = readFileSync(resolve(pkgDir, 'games', `${info.id}.wasm`));
    const gz = gzipSync(bytes, { level: 9 }).length;
    assert.ok(gz <= BUDGET_GZ, `${info.id}.wasm is ${gz} bytes gzipped (budget ${BUDGET_GZ})`);
    // and it is really smaller than all games together (the split pays)
    const allGz = gzipSync(readFileSync(resolve(pkgDir, 'spieltisch_bg.wasm')), { level: 9 }).length;
    assert.ok(gz < allGz / 2, `${info.id}: ${gz} bytes gzipped against ${allGz} for every game`);
  });

  test(`${info.id}: its module holds that game only and plays as the all-in-one does`, async () => {
    const st = await single(info.id);
    assert.deepEqual(st.games(), all.games().filter((g) => g.id === info.id));
    const other = CATALOG.find((g) => g.id !== info.id).id;
    assert.throws(() => st.newGame(other, { players: info.minPlayers, seed: 1 }), (e) => e.code === 'unknown_game');
    const players = info.maxPlayers;
    // whole seeded games: same moves, same winners
    assert.deepEqual(st.playout(info.id, players, 11, 3), all.playout(info.id, players, 11, 3));
    // the computer player: same state, seed and budget give the same move
    const state = st.newGame(info.id, { players, seed: 5 });
    assert.deepEqual(state, all.newGame(info.id, { players, seed: 5 }));
    const options = { iterations: 30, seed: 9 };
    assert.deepEqual(st.suggestMove(state, options), all.suggestMove(state, options));
  });
}
