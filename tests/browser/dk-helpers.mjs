// Pieces of the Dschingis Khan browser tests: the engine in Node (to script
// games and check the page against), starting a game in the page, and a
// driver that turns one engine move into the clicks a person would make.
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import * as st from '../../pkg/spieltisch.js';
import { ROOT } from './server.mjs';

st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
export { st };

export const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];

/** Opens the app and starts a Dschingis Khan game through the new-game dialog. */
export async function startDk(page, base, { players = 3, seed = 7, names = NAMES.slice(0, players) } = {}) {
  await page.goto(base);
  await page.click('[data-game="dschingis-khan"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', String(players));
  for (let i = 0; i < players; i++) await page.fill(`[data-setup="name-${i + 1}"]`, names[i]);
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-handover]:not([hidden])');
}

/**
 * A scripted game of `turns` turns: legal moves picked by a seeded policy
 * that likes building walls, and above all walls that move the Great Wall
 * (found by trying each legal wall on a copy of the state).
 */
export function script(seed, players, { turns }) {
  let s = seed;
  const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
  const table = new st.Table('dschingis-khan', { players, seed });
  const moves = [];
  const turnCount = () => table.view('spectator').view.log.filter((e) => e.event === 'turnStarted').length;
  while (!table.status().finished && turnCount() <= turns) {
    const legal = table.legalMoves();
    let move = legal[rnd(legal.length)];
    const walls = legal.filter((m) => m.type === 'buildWall');
    if (legal.some((m) => m.type === 'placeWalls') && rnd(2)) move = legal.find((m) => m.type === 'placeWalls');
    if (walls.length) {
      const state = table.state();
      const moving = walls.filter((m) => st.applyMove(state, m).state.log.findLast((e) => e.event === 'wallBuilt').changedSide.length > 0);
      if (moving.length) move = moving[rnd(moving.length)];
    }
    table.apply(move);
    moves.push(move);
  }
  const log = table.view('spectator').view.log;
  return { moves, log };
}

const legalSelector = (key) => `[data-key="${key}"][data-legal="true"]:not(:disabled)`;

/** Clicks the target `key`, which must be offered (highlighted) right now. */
export async function clickKey(page, key) {
  const el = await page.$(legalSelector(key));
  assert.ok(el, `the board offers ${key} (offered: ${(await offered(page)).join(' ')})`);
  await el.click();
}

export function offered(page) {
  return page.$$eval('[data-legal="true"]:not(:disabled)', (bs) => bs.map((b) => b.dataset.key));
}

async function chooseKind(page, kind) {
  if ((await page.getAttribute(`[data-key="token:${kind}"]`, 'aria-pressed')) !== 'true') await clickKey(page, `token:${kind}`);
}

async function choosing(page) {
  return !!(await page.$('[data-dk="cancel"]'));
}

/**
 * Makes `move` by clicking, as a person would. `gateLine(move)` names the
 * wall a gate step passes. Returns true if the way had to be chosen on
 * the walls (several ways led to the village).
 */
export async function playByClicks(page, move, gateLine) {
  switch (move.type) {
    case 'drawWall': case 'drawToken': case 'placeTokens': case 'placeWalls': case 'removeScout':
      await clickKey(page, move.type);
      return false;
    case 'setupToken':
      await chooseKind(page, move.token);
      await clickKey(page, `village:${move.village}`);
      return false;
    case 'setupScout': case 'enter':
      await clickKey(page, `village:${move.village}`);
      return false;
    case 'road': case 'gate': case 'walk': {
      await chooseKind(page, move.token);
      await clickKey(page, `village:${move.to}`);
      if (!(await choosing(page))) return false;
      if (move.type === 'road') await clickKey(page, 'road');
      else {
        // first the wall to climb, unless the board settled it (then only the way down is asked)
        const [up, down] = move.type === 'gate' ? [gateLine(move), gateLine(move)] : [move.climb, move.descend];
        const climb = await page.$(`[data-key="wall:${up}"][data-role="up"]`);
        if (climb) await clickKey(page, `wall:${up}`);
        if (await choosing(page)) await clickKey(page, `wall:${down}`);
      }
      return true;
    }
    case 'buildWall':
      await clickKey(page, `wall:${move.line}`);
      if (move.removeEnd !== undefined) await clickKey(page, `tower:${move.removeEnd}`);
      return false;
    default:
      throw new Error(`unknown move ${JSON.stringify(move)}`);
  }
}

/** The moves of the running game, as autosaved by the app. */
export function savedMoves(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`)).moves);
}

export async function isVisible(page, selector) {
  const el = await page.$(selector);
  return !!el && !(await el.evaluate((e) => e.hidden));
}
