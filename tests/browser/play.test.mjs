// A whole 3-player game of Chinesische Mauer, played by clicking, and one
// played with the keyboard alone: each starts through the new-game dialog and
// is played for a while (60 clicks or key presses), then a saved game of it a
// few moves before the end (played in Node, tests/browser/positions.mjs) is
// opened from the start page and played to its end screen the same way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, startGame, step, rng, shot } from './helpers.mjs';
import { toMenu } from './any-game.mjs';
import { randomMoves, saveDoc, showSave } from './positions.mjs';

/** Leaves the running game for a save of a 3-player game (seed `seed`) `beforeEnd` moves before its end. */
async function nearTheEnd(page, seed, beforeEnd = 12) {
  await toMenu(page);
  const moves = randomMoves('chinesische-mauer', { players: 3, seed, beforeEnd });
  await showSave(page, saveDoc({ game: 'chinesische-mauer', players: 3, seed, moves, names: ['Anna', 'Ben', 'Cem'], id: `near-end-${seed}` }));
}

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('a 3-player game played to the end by clicking shows the result', { timeout: 300_000 }, async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await startGame(page, env.base, { players: 3, names: ['Anna', 'Ben', 'Cem'], seed: 11 });
  const pick = rng(5);
  let clicks = 0;
  let handovers = 0;
  while (clicks < 2000) {
    if (await page.$('[data-handover]:not([hidden])')) handovers++;
    if ((await step(page, pick)) === 'end') break;
    clicks++;
    if (clicks === 60) {
      await shot(page, 'desk-midgame');
      await nearTheEnd(page, 11);
    }
  }
  assert.ok(await page.$('[data-end]:not([hidden])'), 'the end screen is shown');
  assert.ok(handovers > 10, `hand-over screens between turns (${handovers})`);
  const headline = await page.textContent('[data-end] [data-headline]');
  assert.match(headline, /(gewinnt|teilen sich den Sieg)/);
  const rows = await page.$$eval('[data-end] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, 3);
  for (const row of rows) assert.ok(['Anna', 'Ben', 'Cem'].includes(row[0]));
  // the table's sums are the sums of the listed tiles, and the first row won
  for (const [, tiles, sum] of rows) {
    const total = tiles === '–' ? 0 : tiles.split(' + ').reduce((a, b) => a + Number(b), 0);
    assert.equal(total, Number(sum));
  }
  assert.ok(headline.includes(rows[0][0]));
  // scores in the seat list are now all revealed
  const hidden = await page.$$('[data-seats] [data-score="hidden"]');
  assert.equal(hidden.length, 0);
  await shot(page, 'desk-end');
  // the board stays viewable behind the result
  await page.click('[data-action="view-board"]');
  assert.ok(await page.$('[data-end][hidden]'));
  await page.click('[data-action="show-result"]');
  assert.ok(await page.$('[data-end]:not([hidden])'));
  assert.deepEqual(page.errors.map(String), []);
  console.log(`clicks: ${clicks}, hand-overs: ${handovers}`);
});

test('a 3-player game played to the end with the keyboard alone', { timeout: 300_000 }, async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await startGame(page, env.base, { players: 3, names: ['Anna', 'Ben', 'Cem'], seed: 23 });
  const pick = rng(9);
  let presses = 0;
  while (presses < 2000 && (await step(page, pick, { keyboard: true })) !== 'end') {
    presses++;
    if (presses === 60) await nearTheEnd(page, 23);
  }
  assert.ok(await page.$('[data-end]:not([hidden])'), 'the end screen is shown');
  assert.match(await page.textContent('[data-end] [data-headline]'), /(gewinnt|teilen sich den Sieg)/);
  // the end screen's buttons are reachable by keyboard too: focus is on one of them
  const focusedAction = await page.evaluate(() => document.activeElement?.dataset?.action);
  assert.ok(['rematch', 'menu', 'view-board'].includes(focusedAction), `focus on an end-screen button, not ${focusedAction}`);
  assert.deepEqual(page.errors.map(String), []);
  console.log(`key presses: ${presses}`);
});
