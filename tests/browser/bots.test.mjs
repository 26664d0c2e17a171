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
  await page.waitForSelector('[data-board]', { state: 'attached' });
}

const savedGame = (page) => page.evaluate(() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.'));
  return key ? JSON.parse(localStorage.getItem(key)) : null;
});

test('one person plays a whole game against two computers by clicking', { timeout: 400_000 }, async () => {
  const page = await env.page({ width: 1280, height: 800 });
  // Easy and normal: a whole game of strong (20000 iterations over informed
  // playouts, most of a second a move) would spend minutes on the computers'
  // thinking, which is not what this test is about; strong moves below.
  await startWith(page, env.base, { seats: ['', 'easy', 'normal'], names: ['Anna'], seed: 11 });
  const save = await savedGame(page);
  assert.deepEqual(save.options.computers, [null, 'easy', 'normal'], 'the save remembers the computers');
  assert.deepEqual(save.options.names, ['Anna', 'Computer 2', 'Computer 3']);
  const pick = rng(3);
  let clicks = 0;
  let computerTurns = 0;
  let probed = false;
  for (let guard = 0; guard < 5000; guard++) {
    assert.ok(!(await page.$('[data-handover]:not([hidden])')), 'no hand-over screen with one person');
    if (await page.$('[data-end]:not([hidden])')) break;
    // Read in one go: the computer's move may end the game between two queries.
    const now = await page.evaluate(() => ({
      thinking: document.querySelector('[data-thinking]') !== null,
      viewer: document.querySelector('[data-viewer]')?.dataset.viewer,
    }));
    if (now.thinking) {
      computerTurns++;
      // Anna's own hand stays on screen while the computers play.
      assert.equal(now.viewer, '0', "the person's view is shown during a computer turn");
      if (!probed) {
        probed = true;
        // The page answers while the computer thinks: a click on the log and
        // on help are handled in the same turn of the page's event loop in
        // which the thinking state is still shown (the search runs in the worker).
        assert.match(await page.textContent('[data-turn]'), /überlegt/);
        const answered = await page.evaluate(() => {
          const thinking = document.querySelector('[data-thinking]') !== null;
          document.querySelector('[data-log]').click();
          document.querySelector('[data-action="help"]').click();
          return thinking && document.querySelector('dialog[open]') !== null;
        });
        assert.ok(answered, 'the help dialog opened during a computer turn');
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
  // A long pause keeps the computer's turn open (searching, then waiting) long
  // enough to leave in it whatever the machine's load.
  await startWith(page, env.base, { seats: ['strong', ''], names: ['', 'Ben'], seed: 5, pause: 3000 });
  await page.waitForSelector('[data-thinking="0"]');
  await page.click('header [data-action="menu"]');
  await page.waitForSelector('[data-games]');
  await page.waitForTimeout(4000);
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
  await shot(page, 'bots-hint');
  await page.click(`[data-key="${target}"]`);
  await page.waitForSelector('[data-thinking], [data-cm="hand"][data-legal="true"]');
  assert.equal((await savedGame(page)).moves.length >= 1, true);
  assert.deepEqual(page.errors.map(String), []);
});

test('the hint marks a Dschingis Khan move too', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(`${env.base}?botPause=60`);
  await page.click('[data-game="dschingis-khan"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', '2');
  await page.selectOption('[data-setup="kind-2"]', 'easy');
  await page.fill('[data-setup="seed"]', '3');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-action="hint"]:not(:disabled)');
  await page.click('[data-action="hint"]');
  await page.waitForSelector('.st-hint', { timeout: 20_000 });
  const marked = await page.$$eval('.st-hint', (els) => els.map((e) => e.dataset.key));
  const target = marked.find((k) => k.startsWith('village:'));
  assert.ok(target, `a village is marked: ${marked}`);
  await page.click(`[data-key="${target}"]`);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.')))).moves.length >= 1);
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
  // the menu button of the header, or of the end screen if the computers
  // already finished (which may happen between looking and clicking: then again)
  for (let i = 0; i < 5 && !(await page.$('[data-games]')); i++) {
    const end = await page.$('[data-end]:not([hidden]) [data-action="menu"]');
    await (end ? end.click({ timeout: 3000 }) : page.click('header [data-action="menu"]', { timeout: 3000 })).catch(() => {});
    await page.waitForSelector('[data-games]', { timeout: 3000 }).catch(() => {});
  }
  await page.waitForSelector('[data-games]');
  assert.deepEqual(page.errors.map(String), []);
});

test('a save from before computer players loads with every seat a person', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.evaluate(() => {
    const old = {
      format: 'spieltisch-save', saveVersion: 1, id: 'old-one', game: 'chinesische-mauer',
      options: { players: 2, names: ['Ada', 'Bo'] }, seed: 4, moves: [{ type: 'draw' }],
      createdAt: '2026-01-01T00:00:00.000Z', savedAt: '2026-01-01T00:00:00.000Z', progress: null,
    };
    localStorage.setItem('spieltisch.save.old-one', JSON.stringify(old));
    localStorage.setItem('spieltisch.save.bad-one', JSON.stringify({ ...old, id: 'bad-one', options: { ...old.options, computers: ['genius', null] } }));
  });
  await page.reload();
  await page.waitForSelector('[data-save-id="old-one"]');
  assert.ok(await page.$('[data-save-id="bad-one"][data-problem="shape"]'), 'an unknown level is refused with a reason');
  await page.click('[data-save-id="old-one"] [data-action="resume"]');
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.equal(await page.$('[data-thinking]'), null, 'nobody is a computer');
  const computers = await page.evaluate(() => JSON.parse(localStorage.getItem('spieltisch.save.old-one')).options.computers);
  assert.deepEqual(computers, [null, null], 'saved again with both seats as people');
  assert.deepEqual(page.errors.map(String), []);
});

test('two people and a computer: the hand-over is only ever between the people', { timeout: 120_000 }, async () => {
  const page = await env.page();
  await startWith(page, env.base, { seats: ['', '', 'easy'], names: ['Anna', 'Ben'], seed: 13 });
  const pick = rng(7);
  const handovers = [];
  let computerTurns = 0;
  for (let guard = 0; guard < 400 && (computerTurns < 2 || handovers.length < 4); guard++) {
    if (await page.$('[data-end]:not([hidden])')) break;
    if (await page.$('[data-handover]:not([hidden])')) {
      handovers.push(await page.textContent('[data-handover] h2'));
      await page.click('[data-action="reveal"]');
      continue;
    }
    if (await page.$('[data-thinking="2"]')) {
      computerTurns++;
      // the computer plays behind the table's view: neither its own hand nor the last person's
      assert.ok(!(await page.$('[data-viewer="2"]')), "the computer's view is never shown");
      assert.ok(await page.$('[data-viewer="spectator"]'), "the last person's hand is covered while the computer plays");
      await page.waitForSelector('[data-thinking="2"]', { state: 'detached' });
      continue;
    }
    await step(page, pick);
  }
  assert.ok(computerTurns >= 2, `the computer moved (${computerTurns})`);
  assert.ok(handovers.length >= 4, `hand-overs happened (${handovers.length})`);
  for (const title of handovers) assert.match(title, /Anna|Ben/, `a hand-over to a person only: ${title}`);
  assert.deepEqual(page.errors.map(String), []);
});
