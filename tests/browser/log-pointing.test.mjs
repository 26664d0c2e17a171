// Log lines point at their places (issue 23): a line whose renderer names
// places (`EventLine.places`, www/js/types.d.ts) marks them on the board
// (`Board.pointAt`, drawn by canvas-board.js, one `[data-pointed]` marker per
// place) while the pointer or the keyboard focus is on it, and the marks go
// with it. Every registered game: a line without places marks nothing, and
// hovering or focusing any line never throws. At least one game (Grand
// Conquest) names places in its lines.
// Each game opens once, as a save of a seeded random game at the start of a
// person's turn (tests/browser/positions.mjs), shared by both tests: the log
// has lines by then, and where there is no hand-over screen the catch-up
// panel tells that person's news.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, rng } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { saveDoc, openSave, st } from './positions.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/**
 * The moves of a seeded random game up to the first turn, from move `from`
 * on, that starts a seat's turn again: that seat has moved before and the
 * last move was another seat's, so the others' moves since are its news.
 */
function turnStart(game, players, from, seed = 7) {
  const table = new st.Table(game, { players, seed });
  const pick = rng(seed);
  const moves = [];
  const moved = new Set();
  let last = null;
  while (!table.status().finished) {
    const seat = table.status().active[0];
    if (moves.length >= from && seat !== last && moved.has(seat)) break;
    const legal = table.legalMoves();
    const move = legal[pick(legal.length)];
    table.apply(move);
    moves.push(move);
    moved.add(seat);
    last = seat;
  }
  return moves;
}

// one page per game, opened by the first test that needs it
const pages = new Map();
async function gamePage(id) {
  if (!pages.has(id)) {
    const info = st.games().find((g) => g.id === id);
    const players = Math.min(Math.max(3, info.minPlayers), info.maxPlayers); // the new-game dialog's default
    const page = await env.page({ width: 1280, height: 800 });
    await openSave(page, env.base, saveDoc({ game: id, players, seed: 7, moves: turnStart(id, players, 14) }));
    pages.set(id, page);
  }
  return pages.get(id);
}

const pointed = (page) => page.$$eval('[data-board] [data-pointed]', (els) => els.map((e) => e.dataset.pointed).sort());

test('every game: log lines with places mark them on the board while pointed at or focused', { timeout: 600_000 }, async () => {
  const withPlaces = [];
  for (const id of games) {
    const page = await gamePage(id);
    // the board must be on screen (not a hand-over screen) to show marks
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    const lines = await page.$$eval('[data-log] li', (els) => els.map((li) => li.dataset.places || ''));
    assert.ok(lines.length > 0, `${id}: the log has lines`);
    let checked = 0;
    for (let i = lines.length - 1; i >= 0 && checked < 4; i--) {
      const li = page.locator('[data-log] li').nth(i);
      await li.scrollIntoViewIfNeeded();
      await li.hover();
      const keys = lines[i] ? lines[i].split(' ') : [];
      const shown = await pointed(page);
      // a place scrolled out of a zoomed map is not marked; every mark is one of the line's places
      assert.ok(shown.every((k) => keys.includes(k)), `${id}: line ${i} marks only its places (${shown} of ${keys})`);
      if (keys.length) {
        assert.ok(shown.length > 0, `${id}: line ${i} (${keys}) marks something`);
        checked += 1;
      }
      await page.mouse.move(2, 2);
      assert.deepEqual(await pointed(page), [], `${id}: the marks go with the pointer`);
    }
    if (checked) {
      withPlaces.push(id);
      // by keyboard: the log's lines are walked with the arrow keys, the focused one points
      await page.focus('[data-log]');
      let found = false;
      for (let k = 0; k < lines.length && !found; k++) {
        await page.keyboard.press('ArrowUp');
        const places = await page.evaluate(() => document.activeElement?.dataset?.places || '');
        if (places) {
          found = true;
          const shown = await pointed(page);
          assert.ok(shown.length > 0 && shown.every((key) => places.split(' ').includes(key)), `${id}: the focused line marks its places`);
        }
      }
      assert.ok(found, `${id}: a line with places is reached by keyboard`);
      await page.keyboard.press('Tab');
      assert.deepEqual(await pointed(page), [], `${id}: the marks go with the focus`);
    }
    assert.deepEqual(page.errors.map(String), [], id);
  }
  assert.ok(withPlaces.includes('grand-conquest'), `Grand Conquest names places in its log (games with places: ${withPlaces})`);
});

test('every game: the catch-up panel\'s lines with places mark them on the board too', { timeout: 600_000 }, async () => {
  const withPlaces = [];
  for (const id of games) {
    const page = await gamePage(id);
    const panelLine = '[data-catchup]:not([hidden]) li[data-places]';
    // the panel (games without a hand-over screen) of a turn's start, as the saved game opens
    if (await page.$(panelLine)) {
      const li = page.locator(panelLine).last();
      const keys = (await li.getAttribute('data-places')).split(' ');
      await li.scrollIntoViewIfNeeded();
      await li.hover();
      const shown = await pointed(page);
      assert.ok(shown.length > 0 && shown.every((k) => keys.includes(k)), `${id}: the panel's line marks its places (${shown} of ${keys})`);
      await page.mouse.move(2, 2);
      assert.deepEqual(await pointed(page), [], `${id}: the marks go with the pointer`);
      await li.focus();
      assert.ok((await pointed(page)).length > 0, `${id}: the focused panel line marks its places`);
      withPlaces.push(id);
    }
    assert.deepEqual(page.errors.map(String), [], id);
    await page.context().close();
    pages.delete(id);
  }
  assert.ok(withPlaces.includes('grand-conquest'), `Grand Conquest's catch-up panel names places (games: ${withPlaces})`);
});
