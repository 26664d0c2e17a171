// Hot-seat: the next person sees a hand-over screen, never the previous hand.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, startGame, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('the hand-over screen hides the previous hand', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 7 });
  assert.match(await page.textContent('[data-handover] h2'), /Weitergeben an Anna/);
  // nothing of any hand is in the page before the reveal
  assert.equal(await page.$$eval('[data-cm="hand"]', (b) => b.length), 0);
  await page.click('[data-action="reveal"]');
  const annaHand = await page.$$eval('[data-cm="hand"]', (bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.ok(annaHand.length > 0);
  // Anna plays her two actions: the first hand card at the first section, twice
  for (let action = 0; action < 2; action++) {
    await page.click('[data-cm="hand"][data-legal="true"]');
    await page.click('[data-cm="section"][data-legal="true"]');
  }
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.match(await page.textContent('[data-handover] h2'), /Weitergeben an Ben/);
  // the hand-over lists what Anna did, in words
  assert.match(await page.textContent('[data-handover]'), /Anna legt/);
  // Anna's hand is gone: no hand buttons, a blank canvas, the board hidden
  assert.equal(await page.$$eval('[data-cm="hand"]', (b) => b.length), 0);
  assert.equal(await page.$eval('[data-board] canvas', (c) => c.width * c.height), 0);
  assert.equal(await page.isVisible('[data-board]'), false);
  assert.ok(!(await page.textContent('body')).includes('Deine Hand'));
  await shot(page, 'desk-handover');
  await page.click('[data-action="reveal"]');
  assert.match(await page.textContent('[data-turn]'), /Ben/);
  const benHand = await page.$$eval('[data-cm="hand"]', (bs) => bs.length);
  assert.ok(benHand > 0);
  // Ben's view shows Anna's score as hidden, his own as known
  assert.equal(await page.getAttribute('[data-seats] [data-seat="0"] [data-score]', 'data-score'), 'hidden');
  assert.equal(await page.getAttribute('[data-seats] [data-seat="1"] [data-score]', 'data-score'), '0');
  assert.deepEqual(page.errors.map(String), []);
});
