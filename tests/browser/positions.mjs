// Browser tests that start where they test (issue 33): a position is played
// in Node with the same engine (pkg/, the all-games module) and opened in the
// page as a save, the way a player's own saved game opens (`#/play/<id>`),
// instead of being clicked to through the new-game dialog and the board.
import fs from 'node:fs';
import path from 'node:path';
import * as st from '../../pkg/spieltisch.js';
import { ROOT } from './server.mjs';
import { rng } from './helpers.mjs';

st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
export { st };

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'];

/**
 * The moves of a seeded game of random legal moves: `moves` of them, or all
 * but the last `beforeEnd` of a whole game (a game near its end).
 * @param {string} game
 * @param {{players: number, seed?: number, moves?: number, beforeEnd?: number, pickSeed?: number}} o
 */
export function randomMoves(game, { players, seed = 5, moves = Infinity, beforeEnd = null, pickSeed = seed }) {
  const table = new st.Table(game, { players, seed });
  const pick = rng(pickSeed);
  const list = [];
  while (list.length < moves && !table.status().finished) {
    const legal = table.legalMoves();
    const move = legal[pick(legal.length)];
    table.apply(move);
    list.push(move);
  }
  return beforeEnd === null ? list : list.slice(0, Math.max(0, list.length - beforeEnd));
}

/**
 * A save document as the page writes it (www/js/shell/saves.js), with the
 * engine's own version and position hash.
 * @param {{game: string, players: number, seed?: number, moves?: object[], names?: string[], computers?: (string|null)[], id?: string}} o
 */
export function saveDoc({ game, players, seed = 5, moves = [], names = NAMES.slice(0, players), computers = Array(players).fill(null), id = `test-${game}-${seed}` }) {
  const table = new st.Table(game, { players, seed });
  for (const m of moves) table.apply(m);
  const status = table.status();
  const now = new Date().toISOString();
  return {
    format: 'spieltisch-save',
    saveVersion: 2,
    id,
    game,
    options: { players, names, computers },
    seed,
    moves,
    createdAt: now,
    savedAt: now,
    progress: { moves: moves.length, finished: status.finished, active: status.active ?? [], winners: status.winners ?? [] },
    revision: 1,
    engine: st.version(),
    stateHash: table.hash(),
  };
}

/**
 * Opens `save` in the app as a player's saved game: one page load, then the
 * play screen of that save (`query`: e.g. `?botPause=0`).
 */
export async function openSave(page, base, save, { query = '' } = {}) {
  await page.goto(`${base}${query}`);
  await page.evaluate((s) => localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)), save);
  await page.evaluate((id) => { location.hash = `#/play/${id}`; }, save.id);
  await page.waitForFunction((game) => {
    const screen = document.querySelector(`section[data-game="${game}"]`);
    const handover = screen?.querySelector('[data-handover]');
    return screen && ((handover && !handover.hidden) || screen.querySelector('[data-board] [data-legal="true"], [data-end]:not([hidden])'));
  }, save.game);
}

/**
 * Opens `save` on a page that already shows the app (any screen), without a
 * page load: the save goes into localStorage and the address to its play
 * screen (`#/play/<id>`), as a saved game is opened from the list.
 */
export async function showSave(page, save) {
  await page.evaluate((s) => {
    // the screen shown now is marked, so the wait below is for the save's own
    for (const el of document.querySelectorAll('section[data-game]')) el.dataset.leaving = '';
    localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s));
    location.hash = `#/play/${s.id}`;
  }, save);
  await page.waitForFunction((game) => {
    const screen = document.querySelector(`section[data-game="${game}"]:not([data-leaving])`);
    const handover = screen?.querySelector('[data-handover]');
    return screen && ((handover && !handover.hidden) || screen.querySelector('[data-board] [data-legal="true"], [data-end]:not([hidden])'));
  }, save.game);
}
