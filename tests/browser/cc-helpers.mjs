// Pieces of the Chang Cheng browser tests: the engine in Node (to script
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
const DECISIONS = ['removeCard', 'destroy', 'removeThreat', 'choose', 'swap', 'pass'];

/** Opens the app and starts a Chang Cheng game through the new-game dialog. */
export async function startCc(page, base, { players = 3, seed = 7, names = NAMES.slice(0, players) } = {}) {
  await page.goto(base);
  await page.click('[data-game="chang-cheng"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', String(players));
  for (let i = 0; i < players; i++) await page.fill(`[data-setup="name-${i + 1}"]`, names[i]);
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-handover]:not([hidden])');
}

/**
 * A seeded game: random legal moves, preferring walls (so provinces fill)
 * and cards early (so completions have cards to resolve). Stops after
 * `stop(log)` holds, or at the end.
 */
export function script(seed, players, stop = () => false) {
  let s = seed;
  const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
  const table = new st.Table('chang-cheng', { players, seed });
  const moves = [];
  while (!table.status().finished) {
    const legal = table.legalMoves();
    let move = legal[rnd(legal.length)];
    const pick = (type) => legal.filter((m) => m.type === type);
    const v = table.view('spectator').view;
    const cardsOut = v.provinces.reduce((n, p) => n + p.cards.length, 0);
    if (pick('action').length) {
      const want = cardsOut < 4 && rnd(2) ? 'cardWall' : 'walls';
      move = pick('action').find((m) => m.action === want) || move;
    }
    table.apply(move);
    moves.push(move);
    if (stop(table.view('spectator').view.log, moves)) break;
  }
  return { moves, log: table.view('spectator').view.log, table };
}

export const isDecision = (m) => DECISIONS.includes(m.type);

const legalSelector = (key) => `[data-key="${key}"][data-legal="true"]:not(:disabled)`;

export async function offered(page) {
  return page.$$eval('[data-legal="true"]:not(:disabled)', (bs) => bs.map((b) => b.dataset.key));
}

/** Clicks the target `key`, which must be offered (highlighted) right now. */
export async function clickKey(page, key) {
  const el = await page.$(legalSelector(key));
  assert.ok(el, `the board offers ${key} (offered: ${(await offered(page)).join(' ')})`);
  await el.click();
}

async function pressed(page, key) {
  return (await page.getAttribute(`[data-key="${key}"]`, 'aria-pressed')) === 'true';
}

/** Makes `move` by clicking, as a person would. */
export async function playByClicks(page, move) {
  switch (move.type) {
    case 'action': return clickKey(page, `action:${move.action}`);
    case 'wall': case 'double': case 'tower': case 'destroy': return clickKey(page, `site:${move.site}`);
    case 'card':
      if (!(await pressed(page, `hand:${move.card}`))) await clickKey(page, `hand:${move.card}`);
      return clickKey(page, `province:${move.province}`);
    case 'removeCard': return clickKey(page, `removeCard:${move.card}`);
    case 'removeThreat': return clickKey(page, `threat:${move.territory}`);
    case 'choose': return clickKey(page, `option:${move.option}`);
    case 'swap':
      await clickKey(page, `site:${move.site}`);
      return clickKey(page, `site:${move.with}`);
    case 'pass': return clickKey(page, 'pass');
    case 'expand':
      if (!(await pressed(page, `side:${move.side}`))) await clickKey(page, `side:${move.side}`);
      if (!(await pressed(page, `end:${move.end}`))) await clickKey(page, `end:${move.end}`);
      return clickKey(page, 'confirm');
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

/**
 * Plays `moves` in the page, revealing on every hand-over; `each(i, move)`
 * after each. `from`: the page already has the moves before it (a save).
 */
export async function playAll(page, moves, each = async () => {}, { from = 0 } = {}) {
  let handovers = 0;
  for (const [i, move] of moves.entries()) {
    if (i < from) continue;
    if (await isVisible(page, '[data-handover]')) {
      handovers++;
      await page.click('[data-action="reveal"]');
    }
    await playByClicks(page, move);
    await page.waitForFunction((n) => {
      const id = location.hash.split('/').pop();
      const save = JSON.parse(localStorage.getItem(`spieltisch.save.${id}`) || 'null');
      return save && save.moves.length >= n;
    }, i + 1);
    await each(i, move);
  }
  return handovers;
}
