// Every registered game can be played in the page by one person against
// computers (issue 11 point 4): the first seat is a computer, the second the
// person, the rest computers. The computer moves first, then the person makes
// a move by clicking, and the computers answer; with one person there is never
// a hand-over screen and the person's view is the one shown. Short on
// purpose: the full game against computers is in bots.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, rng, shot } from './helpers.mjs';
import { rendererIds } from './any-game.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const savedMoves = (page) => page.evaluate(() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.'));
  return key ? JSON.parse(localStorage.getItem(key)).moves.length : 0;
});

const shown = async (page, selector) => page.evaluate((sel) => {
  const el = document.querySelector(sel);
  return !!el && !el.hidden && el.getClientRects().length > 0;
}, selector);

/** Waits until no computer thinks and the person (seat 1) has a legal target on the board. */
async function personsTurn(page) {
  await page.waitForFunction(() => !document.querySelector('[data-thinking]')
    && [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].some((el) => el.getClientRects().length > 0),
  null, { timeout: 60_000 });
}

test('one person against computers in every game: the computer moves, the person moves, no hand-over', { timeout: 90_000 }, async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await page.goto(`${env.base}?botPause=0`);
  const ids = await rendererIds(page);
  assert.ok(ids.length >= 5, `all games have a renderer: ${ids}`);
  for (const id of ids) {
    await page.goto(`${env.base}?botPause=0`);
    await page.evaluate(() => localStorage.clear());
    await page.click(`[data-game="${id}"] [data-action="new-game"]`);
    const players = Number(await page.inputValue('[data-setup="players"]'));
    for (let i = 1; i <= players; i++) await page.selectOption(`[data-setup="kind-${i}"]`, i === 2 ? '' : 'easy');
    await page.fill('[data-setup="name-2"]', 'Anna');
    await page.fill('[data-setup="seed"]', '5');
    await page.click('[data-action="start"]');
    await page.waitForSelector(`section[data-game="${id}"] [data-board]`, { state: 'attached' });

    // Whoever starts, the computers and Anna take turns: Anna clicks legal
    // targets when it is her turn (a move may take several clicks: a piece,
    // then where it goes) until she has made a move and a computer has too.
    const pick = rng(3);
    const computerMoved = () => page.$$eval('[data-log] li', (li) => li.some((l) => /Computer/.test(l.textContent)));
    let annaMoved = false;
    for (let click = 0; click < 40 && !(annaMoved && (await computerMoved())); click++) {
      await personsTurn(page);
      assert.ok(!(await shown(page, '[data-handover]')), `${id}: no hand-over screen with one person`);
      assert.ok(await page.$(`section[data-game="${id}"][data-viewer="1"]`), `${id}: Anna's view is shown`);
      assert.match(await page.textContent('[data-turn]'), /Anna/, `${id}: only Anna is asked to move`);
      const before = await savedMoves(page);
      const targets = page.locator('[data-board] [data-legal="true"]:not(:disabled)');
      await targets.nth(pick(await targets.count())).click();
      if ((await savedMoves(page)) > before) annaMoved = true;
    }
    assert.ok(annaMoved, `${id}: Anna's clicks made a move`);
    assert.ok(await computerMoved(), `${id}: a computer's move is in the log`);
    await shot(page, `bots-every-game-${id}`);
    assert.ok(!(await shown(page, '[data-handover]')), `${id}: no hand-over after Anna's move`);
  }
  assert.deepEqual(page.errors.map(String), []);
});
