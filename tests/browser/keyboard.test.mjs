// One full turn and a hand-over with the keyboard alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, startGame, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return { key: el?.dataset?.key || el?.dataset?.action || null, cm: el?.dataset?.cm || null, label: el?.getAttribute('aria-label') || el?.textContent };
});

test('keyboard only: reveal, lay cards, draw, hand over', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 7 });
  // the reveal button has the focus: Enter shows Anna's cards
  assert.equal((await focused(page)).key, 'reveal');
  await page.keyboard.press('Enter');
  let f = await focused(page);
  assert.equal(f.cm, 'hand', 'focus lands on the hand');
  // arrows move within the hand
  await page.keyboard.press('ArrowRight');
  const second = await focused(page);
  assert.equal(second.cm, 'hand');
  assert.notEqual(second.key, f.key);
  // Enter selects, focus jumps to the targets; Escape cancels
  await page.keyboard.press('Enter');
  f = await focused(page);
  assert.equal(f.cm, 'section');
  await page.keyboard.press('Escape');
  assert.equal(await page.$$eval('[data-cm="section"]', (b) => b.length), 0, 'Escape dropped the selection');
  // select again, move to another section with the arrow keys, lay it there
  await page.keyboard.press('Enter');
  f = await focused(page);
  if (f.cm === 'hand') { await page.keyboard.press('Enter'); f = await focused(page); }
  assert.equal(f.cm, 'section');
  await page.keyboard.press('ArrowRight');
  f = await focused(page);
  assert.equal(f.cm, 'section');
  const section = Number(f.key.split(':')[1]);
  await shot(page, 'desk-keyboard-target');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-turn]').textContent.includes('3'));
  const log = await page.textContent('[data-log]');
  assert.match(log, new RegExp(`Anna legt .* an Bauabschnitt ${section + 1}\\.`));
  // Action 3: Tab from the hand reaches the Draw button
  f = await focused(page);
  assert.equal(f.cm, 'hand', 'focus is back on the hand for the next action');
  for (let i = 0; i < 6 && (await focused(page)).cm !== 'draw'; i++) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).cm, 'draw');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.match(await page.textContent('[data-handover] h2'), /Ben/);
  assert.match(await page.textContent('[data-handover]'), /Anna zieht eine Karte/);
  assert.equal((await focused(page)).key, 'reveal', 'the next person can continue with Enter');
  // a screen reader heard the moves
  await page.waitForFunction(() => document.querySelector('[data-live]')?.textContent.length > 0);
  assert.match(await page.textContent('[data-live]'), /Anna zieht eine Karte/);
  assert.deepEqual(page.errors.map(String), []);
});
