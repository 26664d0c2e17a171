// Chang Cheng in the browser: a scripted 3-player game played by clicks
// through a province completion with card decisions and the expansion, and
// a whole game by clicks to the end screen (its start clicked, its last moves
// clicked from a save near the end); screenshots
// at desktop and phone size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { startCc, script, playAll, savedMoves, isVisible, isDecision, NAMES } from './cc-helpers.mjs';
import { saveDoc, openSave } from './positions.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** The first seed whose scripted game makes a card decision and then the expansion. */
function scriptedUntilExpansion(players, from = 1) {
  for (let seed = from; seed < 200; seed++) {
    const done = (log, moves) => log.some((e) => e.event === 'expanded') && moves.some(isDecision);
    const run = script(seed, players, done);
    if (done(run.log, run.moves)) return { seed, ...run };
  }
  throw new Error('no seed found');
}

test('3 players by clicks: a province scored with card decisions, then the expansion', { timeout: 400_000 }, async () => {
  // (seeds 1 to 35 have none: the search starts at 36)
  const { seed, moves, log } = scriptedUntilExpansion(3, 36);
  const page = await env.page({ width: 1280, height: 800 });
  await startCc(page, env.base, { seed });
  let panelSeen = false;
  let shotDecision = false;
  const handovers = await playAll(page, moves, async (i, move) => {
    if (!panelSeen && (await isVisible(page, '[data-cc-scoring]'))) {
      panelSeen = true;
      assert.match(await page.textContent('[data-cc-scoring]'), /Provinz \d+ ist vollständig/);
    }
    const next = moves[i + 1];
    if (!shotDecision && next && isDecision(next) && !(await isVisible(page, '[data-handover]'))) {
      shotDecision = true;
      assert.match(await page.textContent('[data-cc-prompt]'), /Deine Karte \d/);
      await shot(page, 'cc-desk-card-decision');
    }
    if (next?.type === 'expand' && !(await isVisible(page, '[data-handover]'))) {
      assert.match(await page.textContent('[data-cc-prompt]'), /Kaiserkarte/);
      await page.click(`[data-key="side:${next.side}"]`);
      await shot(page, 'cc-desk-expansion-preview');
    }
  });
  const saved = await savedMoves(page);
  assert.deepEqual(saved, moves, 'every move was made by clicks');
  assert.ok(log.some((e) => e.event === 'completed' && e.cards.length), 'a province with cards completed');
  assert.ok(handovers > 5, `hand-overs: ${handovers}`);
  assert.ok(panelSeen, 'the scoring panel was shown');
  if (await isVisible(page, '[data-handover]')) await page.click('[data-action="reveal"]');
  const sites = await page.$$eval('[data-cc="site"]', (bs) => bs.length);
  assert.ok(sites > 0, 'the next wall can go on the new board');
  await shot(page, 'cc-desk-after-expansion');
  assert.deepEqual(page.errors, []);
});

test('a whole 3-player game by clicks to the end screen with the Mongol evaluation', { timeout: 600_000 }, async () => {
  const seed = 11;
  const { moves } = script(seed, 3);
  const page = await env.page({ width: 390, height: 844 });
  await startCc(page, env.base, { seed });
  // the start by clicks up to the middle of the game ...
  await playAll(page, moves.slice(0, 31), async (i) => {
    if (i === 30) {
      if (await isVisible(page, '[data-handover]')) await page.click('[data-action="reveal"]');
      await shot(page, 'cc-phone-midgame');
    }
  });
  // ... and, from a save of the same game a few moves before its end, the last moves by clicks
  const resume = Math.max(31, moves.length - 6);
  await openSave(page, env.base, saveDoc({ game: 'chang-cheng', players: 3, seed, moves: moves.slice(0, resume), names: NAMES.slice(0, 3) }));
  await playAll(page, moves, async () => {}, { from: resume });
  await page.waitForSelector('[data-end]:not([hidden])');
  const end = await page.textContent('[data-end]');
  assert.match(end, /(gewinnt|teilen sich den Sieg)/);
  assert.match(end, /Gebiet \d+ \(Bedrohung \d\)/);
  await shot(page, 'cc-phone-end');
  assert.deepEqual(page.errors, []);
});

test('desktop and phone screenshots of the opening', { timeout: 120_000 }, async () => {
  for (const [width, height, name] of [[1280, 800, 'cc-desk-start'], [390, 844, 'cc-phone-start']]) {
    const page = await env.page({ width, height });
    await startCc(page, env.base, { seed: 5 });
    await page.click('[data-action="reveal"]');
    await page.waitForSelector('[data-cc="site"][data-legal="true"]');
    const legal = await page.$$eval('[data-cc="site"][data-legal="true"]', (bs) => bs.length);
    assert.equal(legal, 24, 'the first turn offers every site for one wall');
    await shot(page, name);
    assert.deepEqual(page.errors, []);
  }
});

const focusedCc = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return { key: el?.dataset?.key || el?.dataset?.action || null, cc: el?.dataset?.cc || null };
});

test('keyboard only: the first wall, then an action and two cards', { timeout: 120_000 }, async () => {
  const page = await env.page();
  await startCc(page, env.base, { seed: 5 });
  assert.equal((await focusedCc(page)).key, 'reveal');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset?.cc === 'site');
  const first = await focusedCc(page);
  await page.keyboard.press('ArrowRight');
  const second = await focusedCc(page);
  assert.equal(second.cc, 'site');
  assert.notEqual(second.key, first.key, 'the arrow keys move between sites');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.equal((await focusedCc(page)).key, 'reveal');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset?.cc === 'action');
  assert.equal((await focusedCc(page)).key, 'action:walls');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focusedCc(page)).key, 'action:cards');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(() => document.activeElement?.dataset?.cc === 'hand');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.dataset?.cc === 'province');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => {
      const save = JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`));
      return save.moves.length === n;
    }, 3 + i);
  }
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.match(await page.textContent('[data-handover]'), /legt eine Karte verdeckt in Provinz/);
  assert.deepEqual(page.errors, []);
});
