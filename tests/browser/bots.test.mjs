// Computer players in the page: one person against two computers by
// clicking (no hand-over screen, the page stays responsive while a computer
// thinks), cancelling by leaving, the hint, spectating, and saves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, step, rng, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Opens the new-game dialog (or the watch dialog) and starts with `seats`: '' = person, else a level. */
async function startWith(page, base, { seats, names = [], seed = 7, watch = false, pause = 60 }) {
  await page.goto(`${base}?botPause=${pause}`);
  await page.click(`[data-game="chinesische-mauer"] [data-action="${watch ? 'watch' : 'new-game'}"]`);
  await page.selectOption('[data-setup="players"]', String(seats.length));
  for (let i = 0; i < seats.length; i++) {
    await page.selectOption(`[data-setup="kind-${i + 1}"]`, seats[i]);
    if (names[i]) await page.fill(`[data-setup="name-${i + 1}"]`, names[i]);
  }
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-board]');
}

const savedGame = (page) => page.evaluate(() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.'));
  return key ? JSON.parse(localStorage.getItem(key)) : null;
});

test('one person plays a whole game against two computers by clicking', { timeout: 400_000 }, async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await startWith(page, env.base, { seats: ['', 'normal', 'easy'], names: ['Anna'], seed: 11 });
  const save = await savedGame(page);
  assert.deepEqual(save.options.computers, [null, 'normal', 'easy'], 'the save remembers the computers');
  assert.deepEqual(save.options.names, ['Anna', 'Computer 2', 'Computer 3']);
  const pick = rng(3);
  let clicks = 0;
  let computerTurns = 0;
  let probed = false;
  for (let guard = 0; guard < 5000; guard++) {
    assert.ok(!(await page.$('[data-handover]:not([hidden])')), 'no hand-over screen with one person');
    if (await page.$('[data-end]:not([hidden])')) break;
    const thinking = await page.$('[data-thinking]');
    if (thinking) {
      computerTurns++;
      // Anna's own hand stays on screen while the computers play.
      assert.ok(await page.$('[data-viewer="0"]'), "the person's view is shown during a computer turn");
      if (!probed) {
        probed = true;
        // The page answers while the worker searches: the log scrolls, help opens.
        const started = Date.now();
        await page.click('[data-log]');
        await page.click('[data-action="help"]');
        await page.waitForSelector('dialog[open]');
        assert.ok(Date.now() - started < 2000, 'clicks during a computer turn are handled at once');
        await page.keyboard.press('Escape');
        await shot(page, 'bots-thinking');
      }
      await page.waitForTimeout(30);
      continue;
    }
    const mine = await page.$('[data-cm="hand"][data-legal="true"]:not(:disabled), [data-cm="draw"]:not(:disabled), [data-cm="tile"][data-legal="true"]:not(:disabled)');
    if (!mine) {
      await page.waitForTimeout(30);
      continue;
    }
    const turn = await page.textContent('[data-turn]');
    assert.match(turn, /Anna/, `only Anna is asked to move: ${turn}`);
    await step(page, pick);
    clicks++;
  }
  assert.ok(await page.$('[data-end]:not([hidden])'), 'the game reached its end');
  assert.ok(computerTurns > 10, `the computers moved (${computerTurns} polls while thinking)`);
  assert.ok(clicks > 10, `Anna played (${clicks} clicks)`);
  const log = await page.$$eval('[data-log] li', (items) => items.map((li) => li.textContent));
  assert.ok(log.some((line) => line.includes('Computer 2')), 'the computers\u2019 moves are in the log');
  await shot(page, 'bots-end');
  assert.deepEqual(page.errors.map(String), []);
});

test('leaving while a computer thinks cancels it; the game resumes with the computer', { timeout: 120_000 }, async () => {
  const page = await env.page();
  await startWith(page, env.base, { seats: ['strong', ''], names: ['', 'Ben'], seed: 5, pause: 0 });
  await page.waitForSelector('[data-thinking="0"]');
  await page.click('header [data-action="menu"]');
  await page.waitForSelector('[data-games]');
  await page.waitForTimeout(1500);
  const save = await savedGame(page);
  assert.equal(save.moves.length, 0, 'no move arrived after leaving');
  assert.deepEqual(save.options.computers, ['strong', null]);
  // Resuming starts the computer again and it moves; then it is Ben's turn, without a hand-over.
  await page.click('[data-action="resume"]');
  await page.waitForFunction(() => !document.querySelector('[data-thinking]') && document.querySelector('[data-cm="hand"][data-legal="true"]'), null, { timeout: 60_000 });
  assert.ok(!(await page.$('[data-handover]:not([hidden])')));
  assert.ok((await savedGame(page)).moves.length >= 1);
  assert.deepEqual(page.errors.map(String), []);
});

test('the hint highlights a legal move on the board', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await startWith(page, env.base, { seats: ['', 'easy'], names: ['Anna'], seed: 3 });
  await page.waitForSelector('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-action="hint"]');
  await page.waitForSelector('.st-hint', { timeout: 20_000 });
  const marked = await page.$$eval('.st-hint', (els) => els.map((e) => e.dataset.key));
  assert.ok(marked.length >= 1, `hint marks ${marked}`);
  // the marked target is a move: clicking it is accepted
  const target = marked.find((k) => k.startsWith('section:') || k.startsWith('stack:') || k === 'draw');
  assert.ok(target, `a target to play is marked: ${marked}`);
  await page.click(`[data-key="${target}"]`);
  await page.waitForSelector('[data-thinking], [data-cm="hand"][data-legal="true"]');
  assert.equal((await savedGame(page)).moves.length >= 1, true);
  await shot(page, 'bots-hint');
  assert.deepEqual(page.errors.map(String), []);
});

test('a game of computers only can be watched from the home page', { timeout: 120_000 }, async () => {
  const page = await env.page({ width: 390, height: 844 });
  await startWith(page, env.base, { seats: ['easy', 'easy'], seed: 9, watch: true, pause: 0 });
  await page.waitForFunction(() => document.querySelectorAll('[data-log] li').length > 12, null, { timeout: 60_000 });
  assert.ok(!(await page.$('[data-handover]:not([hidden])')), 'no hand-over when nobody plays');
  assert.ok(await page.$('[data-action="undo"]:disabled'), 'nothing to undo for a spectator');
  assert.ok(await page.$('[data-action="hint"]:disabled'), 'no hint for a spectator');
  await shot(page, 'bots-watch-phone');
  await page.click('[data-action="menu"]');
  await page.waitForSelector('[data-games]');
  assert.deepEqual(page.errors.map(String), []);
});
