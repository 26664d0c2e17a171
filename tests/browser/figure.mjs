// One read-only figure per game (embed.html with a seed and `#moves=`) for the
// Firefox test (Chromium's is in shell-every-game.test.mjs): the address,
// worked out with the engine under Node, and an in-page probe of what the
// figure drew, written for any driver's evaluate.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';
import * as st from '../../pkg/spieltisch.js';

let ready = false;
function engine() {
  if (!ready) st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  ready = true;
  return st;
}

/** The engine's facts about `game` (players, hidden information). */
export function gameInfo(game) {
  const info = engine().games().find((g) => g.id === game);
  if (!info) throw new Error(`${game}: the engine does not know this game`);
  return info;
}

/** A seeded game `n` moves in (always the `k`-th legal move, k from a small generator), at its fewest players. */
export function figureUrl(base, game, { n = 6, seed = 5, lang = 'de' } = {}) {
  const info = gameInfo(game);
  const table = new (engine().Table)(game, { players: info.minPlayers, seed });
  const moves = [];
  let s = seed;
  for (let i = 0; i < n && !table.status().finished; i++) {
    const legal = table.legalMoves();
    s = (s * 1103515245 + 12345) % 2147483648;
    const move = legal[s % legal.length];
    table.apply(move);
    moves.push(move);
  }
  table.free();
  const fragment = `moves=${Buffer.from(JSON.stringify(moves)).toString('base64url')}&viewer=spectator`;
  return { url: `${base}embed.html?game=${game}&players=${info.minPlayers}&seed=${seed}&lang=${lang}#${fragment}`, moves: moves.length };
}

/** In the page: has the figure been drawn (a canvas of its game and a measured height)? */
export function figureReady() {
  return Number(document.documentElement.dataset.contentHeight) > 0 && !!document.querySelector('[data-board] canvas');
}

/**
 * In the page: what the figure shows. Run it with the driver's evaluate.
 * `colours` counts the distinct colours of a sample of canvas pixels (an empty
 * or blank canvas has one), `opaque` the share of sampled pixels not transparent.
 */
export async function figureProbe() {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const canvas = document.querySelector('[data-board] canvas');
  const { width, height } = canvas;
  const colours = new Set();
  let opaque = 0;
  let samples = 0;
  if (width && height) {
    const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const step = Math.max(1, Math.floor((width * height) / 20000));
    for (let p = 0; p < width * height; p += step) {
      const i = p * 4;
      samples += 1;
      if (data[i + 3] > 0) opaque += 1;
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2] | (data[i + 3] === 0 ? 1 << 24 : 0));
    }
  }
  return {
    width, height,
    colours: colours.size,
    opaque: samples ? opaque / samples : 0,
    readonly: !!document.querySelector('section.st-play.st-mode-readonly'),
    handover: !!document.querySelector('[data-handover]:not([hidden])'),
    turn: document.querySelector('[data-turn]')?.textContent ?? '',
    problem: document.querySelector('[data-problem]')?.textContent ?? null,
  };
}

/** The assertion messages' view of a probe: empty when the figure is fine. */
export function figureFaults(game, probe, moves) {
  const faults = [];
  if (probe.problem) faults.push(`${game}: the figure shows a problem: ${probe.problem}`);
  if (!(probe.width > 0 && probe.height > 0)) faults.push(`${game}: the figure's canvas has no size (${probe.width}x${probe.height})`);
  if (probe.colours < 8) faults.push(`${game}: the figure's canvas is blank (${probe.colours} colours in the sample)`);
  if (probe.opaque < 0.2) faults.push(`${game}: the figure's canvas is mostly transparent (${Math.round(probe.opaque * 100)}% painted)`);
  if (!probe.readonly) faults.push(`${game}: the figure is not a read-only play screen (section.st-mode-readonly)`);
  if (probe.handover) faults.push(`${game}: a hand-over screen covers the figure`);
  if (!probe.turn.includes(String(moves))) faults.push(`${game}: the turn line does not say the position is after ${moves} moves: "${probe.turn}"`);
  return faults;
}
