// Kurier des Zaren in the browser: a scripted 3-player game played by
// clicks through departures, a Durchmarsch and a Rubeln turn (desk size; the
// turns between the Durchmarsch and the Rubeln turn open from a save),
// and a whole game through the overlay buttons to the end screen (phone
// size: its start clicked, its last moves clicked from a save near the end).
import fs from 'node:fs';
import path from 'node:path';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as st from '../../pkg/spieltisch.js';
import { ROOT } from './server.mjs';
import { setup, shot } from './helpers.mjs';
import { randomMoves, saveDoc, openSave } from './positions.mjs';

st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });

const GAME = 'kurier-des-zaren';
const NAMES = ['Anna', 'Ben', 'Cem'];

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

async function start(page, { players = 3, seed = 7 } = {}) {
  await page.goto(env.base);
  await page.click(`[data-game="${GAME}"] [data-action="new-game"]`);
  await page.selectOption('[data-setup="players"]', String(players));
  for (let i = 0; i < players; i++) await page.fill(`[data-setup="name-${i + 1}"]`, NAMES[i]);
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('.kz-canvas');
}

/**
 * A scripted game until a player has rubeled after a Durchmarsch happened:
 * departures are preferred, and in the palace one more coin is likely.
 */
function script(seed, players) {
  let s = seed;
  const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
  const table = new st.Table(GAME, { players, seed });
  const moves = [];
  const log = () => table.view('spectator').view.log;
  const done = () => {
    const l = log();
    const march = l.findIndex((e) => e.event === 'durchmarsch');
    return march >= 0 && l.slice(march).some((e) => e.event === 'secured');
  };
  while (!table.status().finished && !done() && moves.length < 3000) {
    const legal = table.legalMoves();
    const departs = legal.filter((m) => m.type === 'depart');
    let move = legal[rnd(legal.length)];
    if (departs.length && rnd(10) < 8) move = departs[rnd(departs.length)];
    // Rubeln: one coin at least, then stop half of the time
    if (legal.some((m) => m.type === 'coin')) {
      const wanted = table.view('spectator').view.pending.length && rnd(2) ? 'stop' : 'coin';
      move = legal.find((m) => m.type === wanted);
    }
    table.apply(move);
    moves.push(move);
  }
  return { moves, table, ok: done() };
}

/** The first seed from `seed` on whose script shows all three. */
function findScript(seed, players) {
  for (let k = seed; k < seed + 50; k++) {
    const run = script(k, players);
    if (run.ok) return { ...run, seed: k };
  }
  throw new Error('no seed gives a Durchmarsch and a secured Rubeln turn');
}

const legalSelector = (key) => `[data-key="${key}"][data-legal="true"]:not(:disabled)`;

async function offered(page) {
  return page.$$eval('[data-legal="true"]:not(:disabled)', (bs) => bs.map((b) => b.dataset.key));
}

async function clickKey(page, key) {
  const el = await page.$(legalSelector(key));
  assert.ok(el, `the page offers ${key} (offered: ${(await offered(page)).join(' ')})`);
  await el.click();
}

/** Makes `move` by clicking, as a person would. */
async function playByClicks(page, move, useRoom) {
  switch (move.type) {
    case 'start': case 'placeDrawn': case 'lodge': case 'depart':
      return clickKey(page, `inn:${move.inn}`);
    case 'place': {
      const key = `display:${move.colour}:${move.kind}`;
      const many = (await page.$$('[data-kz="display"]')).length > 1;
      if (many && (await page.getAttribute(`[data-key="${key}"]`, 'aria-pressed')) !== 'true') await clickKey(page, key);
      return clickKey(page, `inn:${move.inn}`);
    }
    case 'handover':
      await clickKey(page, 'handover');
      return clickKey(page, `room:${move.inn}:${move.kind}`);
    case 'first': {
      const inn = await page.$eval('[data-kz="room"]', (b) => b.dataset.inn);
      return clickKey(page, useRoom ? `room:${inn}:${move.kind}` : `first:${move.kind}`);
    }
    default:
      return clickKey(page, move.type);
  }
}

function savedMoves(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`)).moves);
}

async function fits(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what}: no horizontal scrolling (${overflow}px too wide)`);
}

test('3 players by clicks: departures, a Durchmarsch and a Rubeln turn (desk)', { timeout: 600_000 }, async () => {
  const { moves, table, seed } = findScript(11, 3);
  const log = table.view('spectator').view.log;
  assert.ok(log.some((e) => e.event === 'durchmarsch'), 'the script has a Durchmarsch');
  assert.ok(log.some((e) => e.event === 'coinDrawn'), 'the script has Rubeln');
  const page = await env.page({ width: 1280, height: 800 });
  await start(page, { seed });
  assert.equal(await page.$('[data-handover]:not([hidden])'), null, 'no hand-over screen: nothing is secret');
  const mirror = new st.Table(GAME, { players: 3, seed });
  // Clicked: the start up to the Durchmarsch, and from a few moves before the
  // first Rubeln turn to the end; the turns between open from a save.
  const probe = new st.Table(GAME, { players: 3, seed });
  const marched = moves.findIndex((m) => {
    const v = probe.view('spectator').view;
    probe.apply(m);
    return v.step.step === 'travel' && v.step.village > v.board.innVillage[v.step.from] + 1;
  }) + 1;
  const resume = Math.max(marched, moves.findIndex((m) => m.type === 'coin') - 4);
  assert.ok(marched > 0 && resume < moves.length, `the Durchmarsch after move ${marched}, Rubeln from move ${resume}`);
  const shots = { order: false, march: false, rubeln: false };
  for (const [i, move] of moves.entries()) {
    if (i < resume && i >= marched) continue;
    if (i === resume && resume > marched) {
      await openSave(page, env.base, saveDoc({ game: GAME, players: 3, seed, moves: moves.slice(0, resume), names: NAMES }));
      for (const m of moves.slice(marched, resume)) mirror.apply(m);
    }
    const v = mirror.view('spectator').view;
    if (!shots.order && v.step.step === 'order') {
      assert.match(await page.textContent('[data-kz-prompt]'), /Wer bricht zuerst auf/);
      await shot(page, 'kz-desk-order');
      shots.order = true;
    }
    if (!shots.march && v.step.step === 'travel' && v.step.village > v.board.innVillage[v.step.from] + 1) {
      assert.match(await page.textContent('[data-kz-prompt]'), /Durchmarsch/);
      await shot(page, 'kz-desk-march');
      shots.march = true;
    }
    if (!shots.rubeln && v.step.step === 'rubeln' && v.pending.length) {
      assert.match(await page.textContent('[data-kz-prompt]'), /von \d+/);
      await shot(page, 'kz-desk-rubeln');
      shots.rubeln = true;
    }
    await playByClicks(page, move, i % 2 === 0);
    mirror.apply(move);
    const saved = await savedMoves(page);
    assert.equal(saved.length, i + 1, `move ${i + 1} was made`);
    assert.deepEqual(saved[i], move, `move ${i + 1} is the one clicked`);
  }
  assert.ok(shots.order && shots.march && shots.rubeln, `seen on screen: ${JSON.stringify(shots)}`);
  const text = await page.textContent('[data-log]');
  assert.match(text, /läutet in .* zum Aufbruch/);
  assert.match(text, /Durchmarsch: /);
  assert.match(text, /deckt auf: /);
  assert.match(text, /sichert die Münzen/, text.slice(-400));
  // the state in the page is the engine's
  assert.deepEqual(await savedMoves(page), moves);
  await shot(page, 'kz-desk-play');
  await fits(page, 'desk');
  // the board with its decisions fits on a 1280x800 screen
  const bottom = await page.$eval('.kz-canvas', (c) => c.getBoundingClientRect().bottom + window.scrollY);
  assert.ok(bottom <= 800 + 40, `the board ends at ${bottom}px`);
  assert.deepEqual(page.errors.map(String), []);
  console.log(`moves by clicks: ${marched + moves.length - resume} of ${moves.length}`);
});

/** Random clicks on offered buttons inside the page (never "cancel") until the end screen. */
function playInPage(page, seed, limit) {
  return page.evaluate(async ({ seed, limit }) => {
    let s = seed;
    const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
    const shown = (sel) => { const el = document.querySelector(sel); return !!el && !el.hidden; };
    let clicks = 0;
    while (clicks < limit && !shown('[data-end]')) {
      const offered = [...document.querySelectorAll('[data-legal="true"]:not(:disabled)')].filter((b) => b.dataset.key !== 'cancel');
      if (!offered.length) throw new Error('nothing to click');
      const departs = offered.filter((b) => b.dataset.kz === 'inn' && /Aufbruch/.test(b.getAttribute('aria-label')));
      const coin = offered.find((b) => b.dataset.key === 'coin');
      if (coin && rnd(3)) coin.click();
      else if (departs.length && rnd(4)) departs[rnd(departs.length)].click();
      else offered[rnd(offered.length)].click();
      clicks++;
      await new Promise((r) => setTimeout(r, 0));
    }
    return clicks;
  }, { seed, limit });
}

test('a whole game through the overlay buttons to the end screen (phone)', { timeout: 600_000 }, async () => {
  const page = await env.page({ width: 390, height: 844, dpr: 2 });
  const seed = 5;
  await start(page, { seed });
  await shot(page, 'kz-phone-start');
  let clicks = await playInPage(page, 3, 60);
  await shot(page, 'kz-phone-play');
  await fits(page, 'play');
  const { backing, css } = await page.$eval('.kz-canvas', (c) => ({ backing: c.width, css: c.getBoundingClientRect().width }));
  assert.equal(backing, Math.round(css * 2), 'the canvas is drawn at the device pixel ratio');
  // the rest of a game: a seeded random game played in Node up to a few moves
  // before its end opens as a save in the same page, and its last moves are
  // clicked through the overlay buttons up to the end screen
  const endSeed = 6;
  await openSave(page, env.base, saveDoc({ game: GAME, players: 3, seed: endSeed, moves: randomMoves(GAME, { players: 3, seed: endSeed, beforeEnd: 8 }), names: NAMES }));
  const last = await playInPage(page, 4, 600);
  assert.ok(last >= 1, 'the end is reached by clicks');
  clicks += last;
  assert.ok(await page.$('[data-end]:not([hidden])'), 'the end screen is shown');
  const headline = await page.textContent('[data-end] [data-headline]');
  const moves = await savedMoves(page);
  const mirror = new st.Table(GAME, { players: 3, seed: endSeed });
  for (const m of moves) mirror.apply(m);
  const final = mirror.view('spectator');
  assert.equal(final.status.finished, true);
  const winner = final.status.winners[0];
  assert.match(headline, new RegExp(`${NAMES[winner]} ist Kurier des Zaren`));
  const rows = await page.$$eval('[data-end] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, 3);
  for (const [name, , sum] of rows) assert.equal(Number(sum), final.status.scores[NAMES.indexOf(name)], `${name}: the Rubel`);
  const why = await page.textContent('[data-end]');
  assert.ok(/Wächter .* Rubel|Als Erster|als Erster/.test(why), 'the end screen says how the game was won');
  await shot(page, 'kz-phone-end');
  await fits(page, 'end');
  assert.deepEqual(page.errors.map(String), []);
  console.log(`clicks: ${clicks}, moves: ${moves.length}`);
});
