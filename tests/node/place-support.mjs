// What the free-placement tests of tests/node share: the all-games wasm
// engine, loaded once, a rules figure's state document, the seat names, and
// the engine's word on a document.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as st from '../../pkg/spieltisch.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });

export { st };

/** The state document of rules figure `id` (www/figures/<id>.json). */
export const figure = (id) => JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures', `${id}.json`), 'utf8')).state;

export const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil'];

/** The engine's refusal of a document, or null when it loads. */
export function refusal(doc) {
  try {
    st.Table.load(doc).free();
    return null;
  } catch (e) {
    return e;
  }
}

/** The engine's spectator view of a document. */
export const spectator = (doc) => st.view(doc, 'spectator').view;
