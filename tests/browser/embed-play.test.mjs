// A playable embed a reader can play alone (issue 36, point 5), in every
// registered game: the frame's opponents control seats computers from the
// second seat on (the same deal), the hint marks a move there, the game is
// kept in the reader's browser and a reload of the wiki page resumes it, the
// opponents then fixed; `computers=` seats them from the address, and a
// level the game does not offer is refused with a coded message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(() => env?.close());

/** The frame's save (the only one in this browser context). */
const kept = (page) => page.evaluate(() => {
  const keys = Object.keys(localStorage).filter((k) => k.startsWith('spieltisch.save.'));
  return keys.length === 1 ? JSON.parse(localStorage.getItem(keys[0])) : { keys };
});

/** Reveals when the frame's bar asks for it, until the hint can be asked (a person decides). */
async function untilPersonDecides(page, id) {
  await page.waitForFunction(() => {
    const reveal = document.querySelector('[data-handover]:not([hidden]) [data-action="reveal"]');
    return reveal || document.querySelector('[data-action="hint"]:not(:disabled)');
  }, null, { timeout: 30_000 });
  const reveal = await page.$('[data-handover]:not([hidden]) [data-action="reveal"]');
  if (reveal) await reveal.click();
  await page.waitForSelector('[data-action="hint"]:not(:disabled)', { timeout: 30_000 }).catch(() => assert.fail(`${id}: no decision for the reader`));
}

test('every game in a frame: computers chosen in the frame, the hint, and the game resumed after a reload', { timeout: 300_000 }, async () => {
  for (const id of games) {
    const page = await env.page({ width: 600, height: 900 });
    const url = `${env.base}embed.html?game=${id}&seed=11&lang=de&botPause=0`;
    await page.goto(url);
    await page.waitForSelector('[data-action="opponents"]');
    // in the frame's start bar while it covers the table (a game with hidden hands), else in the header
    const control = (await page.$('[data-handover]:not([hidden]) [data-action="opponents"]')) ? '[data-handover] [data-action="opponents"]' : 'header [data-action="opponents"]';
    assert.equal(await page.inputValue(control), '', `${id}: people only by default`);
    await page.selectOption(control, 'easy');
    await page.waitForSelector('[data-seats] [data-computer="easy"]');
    const computers = await page.$$eval('[data-seats] .st-seat', (li) => li.map((l) => l.dataset.computer ?? null));
    assert.equal(computers[0], null, `${id}: the reader keeps the first seat`);
    assert.ok(computers.slice(1).every((c) => c === 'easy'), `${id}: computers from the second seat on (${computers})`);
    await untilPersonDecides(page, id);
    // the hint, as in the app: a mark on the board, said in words
    await page.click('[data-action="hint"]');
    await page.waitForSelector('[data-board] .st-hint[data-legal="true"]:not(:disabled)', { timeout: 30_000 });
    assert.match(await page.textContent('[data-notices] [data-key="hint"]'), /Tipp: \S/);
    const before = (await kept(page)).moves.length;
    // the mark where the move goes (a card or piece the hint already chose is pressed)
    await page.click('[data-board] .st-hint[data-legal="true"]:not(:disabled):not([aria-pressed="true"])');
    await page.waitForFunction((n) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.'));
      return JSON.parse(localStorage.getItem(key)).moves.length > n;
    }, before);
    assert.equal(await page.isVisible('header [data-action="opponents"]'), false, `${id}: opponents fixed once the game runs (the seats' gears show them)`);
    await shot(page, `embed-play-${id}`);
    // the reader leaves the wiki page and comes back: the same game
    const save = await kept(page);
    assert.ok(save.moves.length > before, `${id}: the move is kept`);
    assert.deepEqual(save.options.computers.slice(1).every((c) => c === 'easy'), true);
    await page.reload();
    await page.waitForSelector('[data-action="opponents"]', { state: 'attached' });
    await page.waitForFunction((n) => document.querySelectorAll('[data-log] li').length > 0 && n > 0, save.moves.length);
    const again = await kept(page);
    assert.ok(again.moves.length >= save.moves.length, `${id}: resumed (${again.moves.length} of ${save.moves.length} moves)`);
    assert.deepEqual(again.moves.slice(0, save.moves.length), save.moves, `${id}: the same moves`);
    assert.equal(again.seed, save.seed, `${id}: the same deal`);
    assert.equal(await page.isVisible('header [data-action="opponents"]'), false);
    assert.ok((await page.$$eval('[data-seats] .st-seat', (li) => li.map((l) => l.dataset.computer ?? null))).slice(1).every((c) => c === 'easy'), `${id}: the computers are back`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

test('computers from the address; a level the game does not offer is refused', async () => {
  const id = games[0];
  const page = await env.page({ width: 600, height: 900 });
  await page.goto(`${env.base}embed.html?game=${id}&players=3&seed=4&lang=en&botPause=0&computers=,normal,person`);
  await page.waitForSelector('[data-seats] .st-seat');
  const computers = await page.$$eval('[data-seats] .st-seat', (li) => li.map((l) => l.dataset.computer ?? null));
  assert.deepEqual(computers, [null, 'normal', null]);
  // a save of the frame that cannot be read is kept as it is, with a message; the frame plays under a second name
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.embed-')));
  assert.ok(key, 'the frame keeps its game from the start');
  await page.evaluate((k) => localStorage.setItem(k, '{"format":"spieltisch-save", broken'), key);
  await page.reload();
  await page.waitForSelector('[data-notices] [data-key="storage"]');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), '{"format":"spieltisch-save", broken', 'the unreadable save is untouched');
  assert.ok(await page.evaluate((k) => localStorage.getItem(`${k}-b`) !== null, key), 'the frame plays under a second name');
  await page.goto(`${env.base}embed.html?game=${id}&players=2&lang=en&computers=,grandmaster`);
  await page.waitForSelector('[data-problem]');
  assert.equal(await page.getAttribute('[data-problem]', 'data-code'), 'bad_parameter');
  assert.match(await page.textContent('[data-problem]'), /computers/);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
