// The Export dialog and the seed (issue 22): while a game whose seed is
// secret runs (`secretSeed` in the engine's games(): a future draw or deal
// depends on it, Kurier des Zaren's decks and coins too), nothing in the
// page's DOM holds the seed; once it is over, the embed snippet has it.
// A game without a secret seed offers its snippet, seed and all, at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, rng } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { setupWithGames, playSome, startAnyGame, toMenu } from './any-game.mjs';
import { showSave } from './positions.mjs';
import * as st from '../../pkg/spieltisch.js';

const SEED = 918273645; // a number nothing else on the page says
const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'];

let env;
let games;
before(async () => {
  ({ env, games } = await setupWithGames(setup));
  st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
});
after(async () => { await env?.close(); });

/** Every text, attribute value and form value in the page, iframes' addresses included. */
const everything = (page) => page.evaluate(() => {
  const out = [];
  const walk = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let n = walk.currentNode; n; n = walk.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) { out.push(n.data); continue; }
    for (const a of n.attributes) out.push(`${a.name}=${a.value}`);
    if ('value' in n && typeof n.value === 'string') out.push(`value=${n.value}`);
  }
  return out.join('\n');
});

/** A finished game of `id` with seed SEED, played by random legal moves in Node, as a save. */
function finishedSave(id, players) {
  const table = new st.Table(id, { players, seed: SEED });
  const pick = rng(11);
  const moves = [];
  for (let i = 0; i < 5000 && !table.status().finished; i++) {
    const legal = table.legalMoves();
    const move = legal[pick(legal.length)];
    table.apply(move);
    moves.push(move);
  }
  assert.ok(table.status().finished, `${id}: a random game ends within 5000 moves`);
  const status = table.status();
  const save = {
    format: 'spieltisch-save', saveVersion: 2, id: `finished-${id}`, game: id,
    options: { players, names: NAMES.slice(0, players), computers: Array(players).fill(null) },
    seed: SEED, moves, createdAt: '2024-05-01T10:00:00Z', savedAt: '2024-05-01T10:00:00Z',
    progress: { moves: moves.length, finished: true, active: [], winners: status.winners ?? [] },
    revision: 1, engine: st.version(), stateHash: table.hash(),
  };
  table.free();
  return save;
}

test('while a game with a secret seed runs, the page holds no seed; once it is over the snippet has it', async () => {
  const infos = st.games();
  // one page for every game: each starts from the start page, and whatever
  // an earlier game left in the page could only add to what is searched
  const page = await env.page();
  for (const game of games) {
    const info = infos.find((g) => g.id === game);
    assert.equal(typeof info.secretSeed, 'boolean', `${game}: games() declares secretSeed`);
    await startAnyGame(page, env.base, game, { seed: SEED });
    await playSome(page, rng(3), 6);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    await page.click('header [data-action="export"]');
    await page.waitForSelector('[data-export-dialog][open]');
    if (info.secretSeed) {
      await page.waitForSelector('[data-export-dialog] [data-embed-running], [data-export-dialog] [data-embed-code]');
      // an embed measurement would start at once, as the dialog is built: a frame later it would be in the page
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const dom = await everything(page);
      const at = dom.indexOf(String(SEED));
      assert.equal(at, -1, `${game} (secret seed), running game, Export dialog open: the page holds the seed: "…${dom.slice(Math.max(0, at - 80), at + 20)}…"`);
      assert.equal(await page.$('[data-export-dialog] [data-embed-code]'), null, `${game}: no snippet while the game runs`);
    } else {
      await page.waitForSelector('[data-export-dialog] [data-embed-code]');
      assert.match(await page.inputValue('[data-embed-code]'), new RegExp(`seed=${SEED}&`), `${game} (no secret seed): the running game's snippet has its seed`);
    }
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-export-dialog]', { state: 'detached' });
    await toMenu(page);
    if (!info.secretSeed) continue;
    // The same game over: the snippet carries the seed.
    const players = Math.min(Math.max(3, info.minPlayers), info.maxPlayers);
    const save = finishedSave(game, players);
    await showSave(page, save);
    await page.waitForSelector('[data-end]:not([hidden])');
    await page.click('[data-action="view-board"]');
    await page.click('header [data-action="export"]');
    await page.waitForSelector('[data-export-dialog] [data-embed-code]');
    assert.match(await page.inputValue('[data-embed-code]'), new RegExp(`seed=${SEED}&`), `${game}: the finished game's snippet has its seed`);
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error after the end`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-export-dialog]', { state: 'detached' });
    await toMenu(page);
  }
  await page.context().close();
});
