// Issue 13, item 3: the catch-up survives a reload and a resumed save. What
// happened since a person's own last decision is read back from the moves
// (who decided each one, by a replay), so the hand-over after a reload lists
// the same lines as before it, and the board still rings what changed; a
// panel the person closed stays closed in that tab, and opens again with
// news after the next moves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, startGame, step, rng, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const catchUpLines = (page, where) => page.$$eval(`${where} [data-catchup] li`, (li) => li.map((x) => x.textContent));

test('hidden hands, 3 players: after a reload and after resuming from the list, the hand-over tells the same news', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 7 });
  const pick = rng(5);
  let handovers = 0;
  while (handovers < 4) {
    if (await page.isVisible('[data-handover]')) handovers += 1;
    if (handovers === 4) break;
    assert.notEqual(await step(page, pick), 'end');
  }
  // Anna's second turn: Ben's and Cem's moves since her last one
  assert.match(await page.textContent('[data-handover] h2'), /Anna/);
  const before = await catchUpLines(page, '[data-handover]');
  assert.ok(before.some((l) => /Ben/.test(l)) && before.some((l) => /Cem/.test(l)), before.join(' | '));
  assert.match(await page.textContent('[data-handover] [data-catchup] h3'), /Seit deinem letzten Zug/);

  await page.reload();
  await page.waitForSelector('[data-handover]:not([hidden]) [data-catchup]');
  assert.match(await page.textContent('[data-handover] h2'), /Anna/);
  assert.match(await page.textContent('[data-handover] [data-catchup] h3'), /Seit deinem letzten Zug/);
  assert.deepEqual(await catchUpLines(page, '[data-handover]'), before, 'the same news after the reload');
  await shot(page, 'catchup-after-reload');
  // the board still rings what changed since her last decision
  await page.click('[data-action="reveal"]');
  assert.ok(await page.$$eval('[data-board] [data-highlight]', (m) => m.length) > 0, 'marks after the reload');

  // back to the menu and resumed from the list: the same again
  await page.click('header [data-action="menu"]');
  await page.waitForSelector('[data-saves] .st-save');
  await page.locator('[data-saves] .st-save').first().locator('[data-action="resume"]').click();
  await page.waitForSelector('[data-handover]:not([hidden]) [data-catchup]');
  assert.deepEqual(await catchUpLines(page, '[data-handover]'), before, 'the same news when resumed');
  assert.deepEqual(page.errors.map(String), []);
});

test('no hand-over: the panel comes back after a reload until closed; closed, it stays closed; news open it again', async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.click('[data-game="kurier-des-zaren"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', '3');
  await page.fill('[data-setup="seed"]', '3');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-board] [data-legal="true"]');
  const pick = rng(9);
  /** Clicks until the seat on screen has played and its turn comes round again. */
  async function aRound() {
    const first = await page.getAttribute('section.st-play', 'data-viewer');
    let away = false;
    for (let i = 0; i < 80; i++) {
      const targets = page.locator('[data-board] [data-legal="true"]:not(:disabled)');
      const n = await targets.count();
      assert.ok(n > 0, 'something to click');
      await targets.nth(pick(n)).click();
      const viewer = await page.getAttribute('section.st-play', 'data-viewer');
      if (viewer !== first) away = true;
      if (away && viewer === first) return;
    }
    assert.fail('the turn did not come round');
  }
  await aRound();
  await page.waitForSelector('[data-catchup-panel]:not([hidden])');
  const lines = await catchUpLines(page, '[data-catchup-panel]');
  assert.ok(lines.length >= 2, lines.join(' | '));

  // a reload before closing it: the same panel
  await page.reload();
  await page.waitForSelector('[data-catchup-panel]:not([hidden])');
  assert.deepEqual(await catchUpLines(page, '[data-catchup-panel]'), lines, 'the same panel after a reload');

  // closed, then reloaded: it stays closed
  await page.click('[data-catchup-panel] [data-action="catchup-close"]');
  await page.reload();
  await page.waitForSelector('[data-board] [data-legal="true"]');
  await page.waitForTimeout(200);
  assert.equal(await page.isVisible('[data-catchup-panel]'), false, 'closed stays closed after a reload');

  // the next round brings news: the panel is back, with the new moves
  await aRound();
  await page.waitForSelector('[data-catchup-panel]:not([hidden])');
  assert.notDeepEqual(await catchUpLines(page, '[data-catchup-panel]'), lines);
  assert.deepEqual(page.errors.map(String), []);
});
