// Issue 13, item 1: every game played with the keyboard alone, by arrow keys
// in its button rows. Each press of an arrow must move the focus by exactly
// one button however often the row has been redrawn, and every pressed
// control must make the move it names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, rng, shot } from './helpers.mjs';
import { openFixture, keyStep } from './keys-helpers.mjs';

let env;
// One page for every test of this file: each opens its position as a saved
// game in it (a route change, no page load).
let page;
before(async () => { env = await setup(); page = await env.page(); });
after(async () => { await env?.close(); });

// A position 30 moves in, past every setup phase, so the control rows are in use.
const GAMES = [
  ['chinesische-mauer', 'chinesische-mauer-2p-30'],
  ['dschingis-khan', 'dschingis-khan-2p-30'],
  ['chang-cheng', 'chang-cheng-2p-30'],
  ['kurier-des-zaren', 'kurier-des-zaren-2p-30'],
  ['grand-conquest', 'grand-conquest-4p-30'],
];

for (const [game, fixture] of GAMES) {
  test(`${game}: turns played with Tab, arrow keys and Enter/Space`, { timeout: 60_000 }, async () => {
    await openFixture(page, env.base, fixture);
    const pick = rng(11);
    let moves = 0, controlPresses = 0, controlMoves = 0, arrows = 0;
    for (let i = 0; i < 40 && (moves < 6 || controlMoves < 2); i++) {
      const r = await keyStep(page, game, pick, { space: i % 3 === 2 });
      if (r === 'end') break;
      if (r.moved) moves += 1;
      if (r.control) controlPresses += 1;
      if (r.control && r.moved) controlMoves += 1;
      arrows += r.presses;
    }
    await shot(page, `keys-${game}`);
    assert.ok(moves >= 6, `moves made by keyboard (${moves})`);
    assert.ok(controlMoves >= 2, `control-row buttons made moves (${controlMoves} of ${controlPresses} presses)`);
    assert.ok(arrows >= 3, `the arrow keys were used (${arrows} presses)`);
    assert.deepEqual(page.errors.map(String), []);
  });
}

// The bug of the issue: the row under the board is redrawn after every step
// and each redraw used to add a handler, so after a while one arrow press
// jumped several buttons and "Mauern bauen" could not be reached.
test('dschingis-khan: after many redraws one arrow still moves one button to "Mauern bauen"', { timeout: 60_000 }, async () => {
  // (under an id of its own: the page still has the game the test above played)
  await openFixture(page, env.base, 'dschingis-khan-2p-30', { id: 'keys-dk-redraws' });
  const pick = rng(5);
  // play by keyboard until the choice "place tokens / build walls" is offered
  for (let i = 0; i < 40 && !(await page.$('[data-dk="placeWalls"]:not(:disabled)')); i++) {
    const r = await keyStep(page, 'dschingis-khan', pick);
    assert.notEqual(r, 'end');
  }
  const walls = await page.$('[data-dk="placeWalls"]:not(:disabled)');
  assert.ok(walls, 'the choice came up');
  // redraw the row several more times (language switch there and back redraws everything)
  for (let i = 0; i < 4; i++) {
    await page.click('header [data-action="lang"]');
  }
  await page.focus('[data-dk="placeTokens"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.dk), 'placeWalls');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const id = location.hash.split('/').pop();
    const moves = JSON.parse(localStorage.getItem(`spieltisch.save.${id}`)).moves;
    return moves[moves.length - 1].type === 'placeWalls';
  });
  assert.deepEqual(page.errors.map(String), []);
});
