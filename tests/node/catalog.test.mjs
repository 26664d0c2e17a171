// The start page's static game list (www/js/games/catalog.js), shown before
// the wasm has loaded, is exactly the engine's `games()`: same games in the
// same order, same names, player counts, descriptions and hidden-information
// flag. scripts/build-wasm.sh writes it (scripts/catalog.mjs); fix a failure
// with `node scripts/catalog.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { CATALOG } from '../../www/js/games/catalog.js';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const st = await import(resolve(root, 'pkg/spieltisch.js'));
await st.default({ module_or_path: readFileSync(resolve(root, 'pkg/spieltisch_bg.wasm')) });

test('the static catalog is the engine games() list', () => {
  const engine = st.games();
  assert.deepEqual(CATALOG.map((g) => g.id), engine.map((g) => g.id), 'the same games in the same order');
  for (const [i, g] of engine.entries()) {
    assert.deepEqual({ ...CATALOG[i] }, { ...g }, `${g.id}: catalog entry = engine entry`);
  }
});

