// embed.html: a fixed position from seed + moves in the URL, and a playable embed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot } from './helpers.mjs';
import { ROOT } from './server.mjs';
import * as st from '../../pkg/spieltisch.js';

let env;
before(async () => {
  st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  env = await setup();
});
after(async () => { await env?.close(); });

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Plays `n` moves (always the last legal one: it lays cards rather than drawing) in Node. */
function position(seed, n) {
  const table = new st.Table('chinesische-mauer', { players: 3, seed });
  const moves = [];
  for (let i = 0; i < n; i++) {
    const legal = table.legalMoves();
    const move = legal.find((m) => m.type === 'play' && m.count > 1) || legal[0];
    table.apply(move);
    moves.push(move);
  }
  return { moves, table };
}

test('embed.html shows a fixed position read-only', async () => {
  const { moves, table } = position(7, 14);
  const viewer = table.status().active[0];
  const expected = table.view(viewer).view;
  const page = await env.page({ width: 900, height: 700 });
  const url = `${env.base}embed.html?game=chinesische-mauer&players=3&seed=7&names=Anna,Ben,Cem&lang=de#moves=${b64url(moves)}&viewer=${viewer}`;
  await page.goto(url);
  await page.waitForSelector('[data-cm-description] li', { state: 'attached' });
  assert.match(await page.textContent('[data-turn]'), /^Stellung nach 14 Schritten · \w+ ist am Zug · Aktion [23] von 3$/);
  assert.equal(await page.$('[data-handover]:not([hidden])'), null, 'no hand-over in a still picture');
  assert.equal(await page.$$eval('[data-legal="true"]', (b) => b.length), 0, 'nothing to click');
  // the board shows exactly the engine's position
  const lines = await page.$$eval('[data-cm-description] li', (li) => li.map((l) => l.textContent));
  expected.sections.forEach((s, i) => {
    const cardCount = (lines[i].split('Karten von links: ')[1].match(/\(\d+\)/g) || []).length;
    assert.equal(cardCount, s.stacks.length, `section ${i + 1} has ${s.stacks.length} cards`);
    for (const seat of s.contributors) assert.ok(lines[i].includes(`${['Anna', 'Ben', 'Cem'][seat]} ${s.totals[seat]}`), lines[i]);
  });
  // and the viewer's hand, no one else's
  const hand = await page.$$eval('[data-cm="hand"]', (bs) => bs.map((b) => b.dataset.kind));
  assert.deepEqual(hand, [...new Set(expected.seats[viewer].hand)]);
  await shot(page, 'embed-position');
  // a spectator sees no hand at all
  await page.goto(url.replace(`viewer=${viewer}`, 'viewer=spectator'));
  await page.waitForSelector('[data-cm-description] li', { state: 'attached' });
  assert.equal(await page.$$eval('[data-cm="hand"]', (b) => b.length), 0);
  assert.deepEqual(page.errors.map(String), []);
});

test('embed.html without moves is a playable game; bad parameters explain themselves', async () => {
  const page = await env.page({ width: 360, height: 640 });
  await page.goto(`${env.base}embed.html?game=chinesische-mauer&players=2&seed=3&names=Lea,Max&lang=en`);
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.match(await page.textContent('[data-handover] h2'), /Pass to Lea/);
  await page.click('[data-action="reveal"]');
  await page.click('[data-cm="hand"][data-legal="true"]');
  await page.click('[data-cm="section"][data-legal="true"]');
  assert.match(await page.textContent('[data-log]'), /Lea lays/);
  // the game is kept in the reader's browser: one save, named by the frame's address (embed-play.test: resuming)
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('spieltisch.save.')).map((k) => k.split('.')[2].replace(/-[^-]+$/, ''))), ['embed-chinesische-mauer']);
  await shot(page, 'embed-phone');
  await page.goto(`${env.base}embed.html?game=chinesische-mauer&players=9&lang=en`);
  assert.match(await page.textContent('[data-problem]'), /players = 9/);
  await page.goto(`${env.base}embed.html?game=chinesische-mauer&players=3&seed=1&lang=en#moves=${b64url([{ type: 'draw' }, { type: 'cover', section: 5, stack: 0 }])}`);
  assert.match(await page.textContent('[data-problem]'), /step 2 is refused/);
  assert.deepEqual(page.errors.map(String), []);
});

// The snippet the app hands out (only after a game with hidden cards is over,
// and only for what the person at the screen may see) is tested in
// hardening.test.mjs ("a finished game embeds for any seat", "export during a
// running game").
