// Replay of finished games (from the saves list and from the end screen) and
// the catch-up after a hand-over / in the panel without one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, startGame, step, rng, shot } from './helpers.mjs';
import { ROOT } from './server.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const fixture = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/saves', name), 'utf8'));

/** Stores `save` under its id before the page's scripts run, and opens the start page. */
async function withSaves(page, saves) {
  await page.goto(env.base);
  await page.evaluate((list) => { for (const s of list) localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)); }, saves);
  await page.reload();
  await page.waitForSelector('[data-games]');
}

const count = (page) => page.textContent('[data-replay-count]');

test('a finished game from the saves list replays step by step, everything revealed, by buttons, slider and keys', async () => {
  const page = await env.page();
  const done = fixture('chinesische-mauer-3p-end.json');
  const running = fixture('chinesische-mauer-2p-30.json');
  await withSaves(page, [done, running]);
  // only the finished game offers a replay
  assert.equal(await page.$$eval(`[data-save-id="${running.id}"] [data-action="replay"]`, (b) => b.length), 0);
  await page.click(`[data-save-id="${done.id}"] [data-action="replay"]`);
  await page.waitForSelector('[data-replay-controls]');
  const n = done.moves.length;
  assert.equal(await count(page), `Schritt 0 von ${n}`);
  assert.equal(await page.isDisabled('[data-action="replay-back"]'), true);
  await page.click('[data-action="replay-forward"]');
  assert.equal(await count(page), `Schritt 1 von ${n}`);
  assert.ok(await page.$$eval('[data-log] [data-step-line]', (li) => li.length) > 0, 'the step\'s log line is highlighted');
  // keys: End, ArrowLeft, Home (focus on a replay button, not in the slider)
  await page.focus('[data-action="replay-forward"]');
  await page.keyboard.press('End');
  assert.equal(await count(page), `Schritt ${n} von ${n}`);
  assert.equal(await page.isDisabled('[data-action="replay-forward"]'), true);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await count(page), `Schritt ${n - 1} von ${n}`);
  await page.keyboard.press('Home');
  assert.equal(await count(page), `Schritt 0 von ${n}`);
  // the slider (and its own arrow keys)
  const mid = Math.floor(n / 2);
  await page.$eval('[data-replay-slider]', (s, v) => { s.value = String(v); s.dispatchEvent(new Event('input')); }, mid);
  assert.equal(await count(page), `Schritt ${mid} von ${n}`);
  await page.focus('[data-replay-slider]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await count(page), `Schritt ${mid + 1} von ${n}`);
  // everything revealed: in the middle of the game every seat's fame is shown (hidden during play)
  const scores = await page.$$eval('[data-seats] [data-score]', (s) => s.map((x) => x.dataset.score));
  assert.equal(scores.length, 3);
  assert.ok(scores.every((s) => s !== 'hidden'), `scores ${scores}`);
  // any seat's view can be chosen
  await page.selectOption('[data-replay-seat]', '2');
  assert.equal(await page.getAttribute('[data-replay]', 'data-viewer'), '2');
  await page.selectOption('[data-replay-seat]', '0');
  assert.equal(await page.getAttribute('[data-replay]', 'data-viewer'), '0');
  // exported like a save: the same game, opening at this step
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="replay-export"]')]);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(file.format, 'spieltisch-save');
  assert.deepEqual(file.moves, done.moves);
  assert.equal(file.replayStep, mid + 1);
  await shot(page, 'replay-desk');
  await page.click('[data-action="replay-close"]');
  await page.waitForSelector('[data-games]');
  // an unfinished game is refused by the engine (game_not_finished), not shown
  await page.evaluate((id) => { location.hash = `#/replay/${id}`; }, running.id);
  await page.waitForSelector('[data-notices] [data-key="replay"]');
  assert.match(await page.textContent('[data-notices] [data-key="replay"]'), /not over|nicht/);
  await page.waitForSelector('[data-games]');
  assert.equal(await page.$('[data-replay-controls]'), null);
  assert.deepEqual(page.errors.map(String), []);
});

test('the end screen opens the replay and comes back to it; the controls fit a phone', async () => {
  const page = await env.page({ width: 390, height: 844, dpr: 2 });
  const done = fixture('kurier-des-zaren-3p-end.json');
  await withSaves(page, [done]);
  await page.click(`[data-save-id="${done.id}"] [data-action="resume"]`);
  await page.waitForSelector('[data-end]:not([hidden])');
  await page.click('[data-end] [data-action="replay"]');
  await page.waitForSelector('[data-replay-controls]');
  await page.keyboard.press('End');
  assert.equal(await count(page), `Schritt ${done.moves.length} von ${done.moves.length}`);
  // every control of the replay is inside the phone's width, the controls on the first screen
  const boxes = await page.$$eval('[data-replay-controls] button, [data-replay-controls] input, [data-replay-controls] select',
    (els) => els.map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.bottom]; }));
  for (const [l, r, b] of boxes) assert.ok(l >= 0 && r <= 390 && b <= 844, `control at ${l}..${r}, bottom ${b}`);
  await shot(page, 'replay-phone');
  await page.click('[data-action="replay-close"]');
  await page.waitForSelector('[data-end]:not([hidden])');
  assert.deepEqual(page.errors.map(String), []);
});

/** Lines of `view`'s log in the renderer's words (in the page). */
async function secretCheck(page) {
  return page.evaluate(async () => {
    // the page's own instance of the game's module (www/js/shell/engine.js)
    const st = await import('../pkg/spieltisch.js?game=chinesische-mauer');
    const { loadRenderer } = await import('./js/games/index.js');
    const r = await loadRenderer('chinesische-mauer');
    const id = location.hash.split('/').pop();
    const save = JSON.parse(localStorage.getItem(`spieltisch.save.${id}`));
    let state = st.newGame('chinesische-mauer', { players: 3, seed: save.seed });
    for (const m of save.moves) state = st.applyMove(state, m);
    const lines = (viewer) => r.events(st.view(state, viewer)).map((e) => r.describeEvent(e, save.options.names, 'de')).filter(Boolean).map((d) => (typeof d === 'string' ? d : d.text));
    const open = new Set(lines('spectator'));
    const secret = [0, 1, 2].flatMap((s) => lines(s).filter((l) => !open.has(l)));
    const hands = [0, 1, 2].map((s) => st.view(state, s).view.seats[s].hand);
    const shown = [...document.querySelectorAll('[data-handover] [data-catchup] li')].map((li) => li.textContent);
    return { open: [...open], secret, shown, hands };
  });
}

test('3 players, hidden hands: the hand-over tells everything since that seat\'s own last decision, public words only', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 7 });
  assert.match(await page.textContent('[data-handover] [data-catchup] h3'), /Seit Spielbeginn/);
  const pick = rng(5);
  // Anna, Ben and Cem each finish a turn (their hand-overs are clicked by `step`)
  let handovers = 0;
  while (handovers < 4) {
    const before = await page.isVisible('[data-handover]');
    if (before) handovers += 1;
    if (handovers === 4) break;
    assert.notEqual(await step(page, pick), 'end');
  }
  // now Anna's second turn: she sees Ben's AND Cem's moves, not only Cem's
  assert.match(await page.textContent('[data-handover] h2'), /Anna/);
  assert.match(await page.textContent('[data-handover] [data-catchup] h3'), /Seit deinem letzten Zug/);
  const text = await page.textContent('[data-handover] [data-catchup]');
  assert.match(text, /Ben/);
  assert.match(text, /Cem/);
  const { open, secret, shown } = await secretCheck(page);
  assert.ok(shown.length >= 2, shown.join(' | '));
  // every line is a line of the public log; none is a line only a seat may read
  for (const line of shown) {
    if (line.startsWith('…')) continue;
    assert.ok(open.includes(line), `not public: ${line}`);
    assert.ok(!secret.includes(line), `secret: ${line}`);
  }
  await shot(page, 'catchup-handover');
  // after the reveal, the board rings what changed since Anna's last decision, until she acts
  await page.click('[data-action="reveal"]');
  assert.ok(await page.$$eval('[data-board] [data-highlight]', (m) => m.length) > 0);
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"], [data-cm="stack"][data-legal="true"]');
  assert.equal(await page.$$eval('[data-board] [data-highlight]', (m) => m.length), 0);
  assert.deepEqual(page.errors.map(String), []);
});

test('without a hand-over (a game without hidden information) a dismissible panel tells what the others did', async () => {
  const page = await env.page({ width: 390, height: 844, dpr: 2 });
  await page.goto(env.base);
  await page.click('[data-game="kurier-des-zaren"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', '3');
  await page.fill('[data-setup="seed"]', '3');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-board] [data-legal="true"]');
  assert.equal(await page.isVisible('[data-handover]'), false);
  assert.equal(await page.isVisible('[data-catchup-panel]'), false, 'no panel before anyone moved');
  // click until the first seat decides again
  const pick = rng(9);
  const first = await page.getAttribute('[data-play], section.st-play', 'data-viewer');
  let rounds = 0;
  for (let i = 0; i < 60; i++) {
    const targets = page.locator('[data-board] [data-legal="true"]:not(:disabled)');
    const n = await targets.count();
    if (!n) break;
    await targets.nth(pick(n)).click();
    const viewer = await page.getAttribute('section.st-play', 'data-viewer');
    if (viewer !== first) rounds = 1;
    if (rounds && viewer === first) break;
  }
  await page.waitForSelector('[data-catchup-panel]:not([hidden])');
  const text = await page.textContent('[data-catchup-panel]');
  assert.match(text, /Seit deinem letzten Zug/);
  assert.match(text, /Spieler 2/);
  assert.match(text, /Spieler 3/);
  await shot(page, 'catchup-panel-phone');
  await page.click('[data-catchup-panel] [data-action="catchup-close"]');
  assert.equal(await page.isVisible('[data-catchup-panel]'), false);
  assert.deepEqual(page.errors.map(String), []);
});
