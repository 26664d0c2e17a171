// Writes www/figures/index.json: the figure files (written by the Rust tests,
// tests/figure_support) by game, for the figure builder (www/figure.html).
//
//   node scripts/figures-index.mjs           write it
//   node scripts/figures-index.mjs --check   exit 1 if it is stale
// tests/node/figures.test.mjs fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'www/figures');
export const INDEX = path.join(DIR, 'index.json');

/** `{game: [{id, players, highlight}]}` in file name order (numbers as numbers: cm-2 before cm-10). */
export function figureIndex() {
  const ids = fs.readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json').map((f) => f.slice(0, -5));
  ids.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const out = {};
  for (const id of ids) {
    const doc = JSON.parse(fs.readFileSync(path.join(DIR, `${id}.json`), 'utf8'));
    (out[doc.game] ||= []).push({ id, players: doc.players });
  }
  return out;
}

export const indexText = () => `${JSON.stringify(figureIndex(), null, 1)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = indexText();
  if (process.argv.includes('--check')) {
    const now = fs.existsSync(INDEX) ? fs.readFileSync(INDEX, 'utf8') : '';
    if (now !== text) {
      console.error('www/figures/index.json is stale: node scripts/figures-index.mjs');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(INDEX, text);
    console.log(`wrote ${path.relative(ROOT, INDEX)}`);
  }
}
