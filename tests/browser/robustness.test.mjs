// Undo within a turn, refused moves, engine crash recovery, language switch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, startGame } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const handSize = (page) => page.$$eval('[data-cm="hand"]', (bs) => bs.reduce((n, b) => n + Number((b.getAttribute('aria-label').match(/^(\d+) /) || [0, 1])[1]), 0));
const savedMoves = (page) => page.evaluate(() => JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`)).moves.length);

test('undo takes back own steps of this turn, and no further', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 7 });
  await page.click('[data-action="reveal"]');
  assert.ok(await page.isDisabled('[data-action="undo"]'), 'nothing to undo at the start');
  const board = await page.textContent('[data-cm-description]');
  const cards = await handSize(page);
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"]');
  assert.equal(await handSize(page), cards - 1);
  assert.ok(await page.isEnabled('[data-action="undo"]'));
  await page.click('[data-action="undo"]');
  assert.equal(await handSize(page), cards);
  assert.equal(await page.textContent('[data-cm-description]'), board);
  assert.equal(await savedMoves(page), 0, 'the autosave follows the undo');
  // Ctrl+Z does the same as the button
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"]');
  assert.equal(await savedMoves(page), 1);
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => !document.querySelector('[data-turn]').textContent.includes('3 von 3'));
  assert.equal(await savedMoves(page), 0);
  // drawing reveals a card: it cannot be taken back
  await page.click('[data-cm="draw"]');
  assert.ok(await page.isDisabled('[data-action="undo"]'));
  assert.equal(await savedMoves(page), 1);
  assert.deepEqual(page.errors.map(String), []);
});

test('a refused move shows the engine message; a wasm crash restarts the engine without losing the game', async () => {
  const page = await env.page();
  await page.goto(`${env.base}?debug=1`);
  await page.click('[data-game="chinesische-mauer"] [data-action="new-game"]');
  await page.fill('[data-setup="seed"]', '7');
  await page.click('[data-action="start"]');
  await page.click('[data-action="reveal"]');
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"]');
  const moves = await savedMoves(page);
  const board = await page.textContent('[data-cm-description]');
  // the next engine call traps as a Rust panic would
  await page.evaluate(() => globalThis.spieltischDebug.armFault());
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"]');
  await page.waitForSelector('[data-notices] [data-key="panic"]');
  assert.match(await page.textContent('[data-notices] [data-key="panic"]'), /neu gestartet/);
  assert.equal(await savedMoves(page), moves, 'the game is as saved');
  assert.equal(await page.textContent('[data-cm-description]'), board, 'and on screen again');
  // play goes on with the fresh engine
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"]');
  assert.equal(await savedMoves(page), moves + 1);
  // a move the rules refuse comes back as the engine's message (sent directly: the board never offers one)
  const message = await page.evaluate(async () => {
    const { call } = await import('./js/shell/engine.js');
    try { call('chinesische-mauer', (st) => st.applyMove(st.newGame('chinesische-mauer', { players: 3, seed: 7 }), { type: 'ride', count: 2, section: 0 })); } catch (e) { return `${e.name}|${e.code}|${e.rule}`; }
    return 'accepted';
  });
  assert.match(message, /^EngineError\|\w+\|CM-\d+$/);
  assert.deepEqual(page.errors.filter((e) => !/engine panic|simulated/.test(String(e))).map(String), []);
});

test('language switch relabels the shell and the move log', async () => {
  const page = await env.page({ locale: 'en-US' });
  await startGame(page, env.base, { seed: 7 });
  assert.match(await page.textContent('[data-handover] h2'), /Pass to Anna/);
  await page.click('[data-action="reveal"]');
  await page.click('[data-cm="draw"]');
  assert.match(await page.textContent('[data-log]'), /Anna draws a card/);
  await page.click('[data-action="lang"]');
  assert.match(await page.textContent('[data-log]'), /Anna zieht eine Karte/);
  assert.match(await page.textContent('[data-turn]'), /Aktion 3 von 3/);
  await page.reload();
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.match(await page.textContent('[data-handover] h2'), /Weitergeben an Anna/, 'the choice is remembered');
  assert.deepEqual(page.errors.map(String), []);
});
