// Writes www/js/games/catalog.js, the start page's static game list, from the
// engine's own `games()` (pkg/spieltisch.js with every game), so a new game
// needs no hand-made entry: its registry line in src/games/mod.rs is enough.
//
//   node scripts/catalog.mjs            write it (when it changed)
//
// scripts/build-wasm.sh runs this after writing pkg/ (before the precache
// list, which hashes the catalog); tests/node/catalog.test.mjs fails when the
// committed file and `games()` differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const OUTPUT = 'www/js/games/catalog.js';

const HEADER = `// Written by scripts/catalog.mjs from the engine's games(): do not edit.
// The game list the start page shows before the game's wasm module has
// arrived (issue 13, item 7), so the picker is interactive at once.
`;

/** The catalog module's text for the engine entries `games`. */
export function catalogSource(games) {
  return `${HEADER}\nexport const CATALOG = Object.freeze(${JSON.stringify(games, null, 2)}.map((g) => Object.freeze(g)));\n`;
}

async function engineGames() {
  const st = await import(join(ROOT, 'pkg/spieltisch.js'));
  await st.default({ module_or_path: readFileSync(join(ROOT, 'pkg/spieltisch_bg.wasm')) });
  return st.games();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const want = catalogSource(await engineGames());
  const path = join(ROOT, OUTPUT);
  let have = null;
  try { have = readFileSync(path, 'utf8'); } catch { /* missing: written below */ }
  if (have !== want) {
    writeFileSync(path, want);
    console.log(`catalog: wrote ${OUTPUT}`);
  }
}
