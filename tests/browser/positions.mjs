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
 * Opens `save` in a page that already shows the app, without a page load:
 * the save is stored and the route changed to it (`#/play/<id>`), as a player
 * opens another saved game; waits for that game's new play screen (the
 * previous screen is marked so it is not mistaken for it). A page not yet on
 * the app, or already on this save's route, opens it with `openSave`.
 */
export async function switchSave(page, base, save, { query = '' } = {}) {
  // (the same id again: no route change would happen, so it loads anew)
  if (!page.url().startsWith(`${base}${query}`) || page.url().endsWith(`#/play/${save.id}`)) return openSave(page, base, save, { query });
  await page.evaluate((s) => {
    for (const old of document.querySelectorAll('section.st-play')) old.dataset.left = '';
    localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s));
    location.hash = `#/play/${s.id}`;
  }, save);
  await page.waitForFunction((game) => {
    const screen = document.querySelector(`section.st-play[data-game="${game}"]:not([data-left])`);
    const shown = (sel) => { const el = screen?.querySelector(sel); return !!el && !el.hidden; };
    return screen && (shown('[data-handover]') || shown('[data-end]') || screen.querySelector('[data-board] [data-legal="true"]'));
  }, save.game);
}

/**
 * Opens `save` on a page that already shows the app (any screen), without a
 * page load, as a saved game is opened from the list (`switchSave` on the
 * page's own address).
 */
export async function showSave(page, save) {
  return switchSave(page, page.url().replace(/#.*$/, ''), save);
}
