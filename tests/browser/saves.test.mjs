// Autosave, resume after reload, broken saves, storage trouble, export/import.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { setup, startGame, step, rng, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const toMenu = async (page) => {
  const overlay = await page.$('[data-handover]:not([hidden])');
  await page.click(overlay ? '[data-handover] [data-action="menu"]' : 'header [data-action="menu"]');
};
const boardText = (page) => page.textContent('[data-cm-description]');
const savedMoves = (page) => page.evaluate(() => {
  const id = location.hash.split('/').pop();
  return JSON.parse(localStorage.getItem(`spieltisch.save.${id}`)).moves.length;
});

test('reloading mid-game resumes from the autosave', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 21 });
  const pick = rng(9);
  for (let i = 0; i < 25; i++) await step(page, pick);
  if (await page.$('[data-handover]:not([hidden])')) await step(page, pick);
  const moves = await savedMoves(page);
  assert.ok(moves > 5, `moves were autosaved (${moves})`);
  const before = { board: await boardText(page), turn: await page.textContent('[data-turn]'), url: page.url() };
  await page.reload();
  // a resumed hidden-information game first asks for the right person
  await page.waitForSelector('[data-handover]:not([hidden])');
  await page.click('[data-action="reveal"]');
  assert.equal(page.url(), before.url);
  assert.equal(await page.textContent('[data-turn]'), before.turn);
  assert.equal(await boardText(page), before.board);
  assert.equal(await savedMoves(page), moves);
  // and the game goes on
  await step(page, pick);
  await step(page, pick);
  assert.ok((await savedMoves(page)) > moves);
  assert.deepEqual(page.errors.map(String), []);
});

test('corrupted, foreign and newer saves show a message and are kept', async () => {
  const page = await env.page();
  await page.goto(env.base);
  const broken = {
    'spieltisch.save.broken-json': '{"format":"spieltisch-save", "moves": [',
    'spieltisch.save.foreign': JSON.stringify({ hello: 'world' }),
    'spieltisch.save.newer': JSON.stringify({ format: 'spieltisch-save', saveVersion: 99, game: 'chinesische-mauer', options: { players: 3, names: ['A', 'B', 'C'] }, seed: 1, moves: [], savedAt: '2030-01-01T00:00:00Z' }),
    'spieltisch.save.bad-move': JSON.stringify({ format: 'spieltisch-save', saveVersion: 1, game: 'chinesische-mauer', options: { players: 3, names: ['A', 'B', 'C'] }, seed: 7, moves: [{ type: 'play', kind: 'dragon', count: 1, section: 0 }], savedAt: '2024-01-01T00:00:00Z' }),
  };
  await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, broken);
  await page.reload();
  await page.waitForSelector('[data-saves] .st-save-broken');
  const problems = await page.$$eval('[data-saves] .st-save-broken', (els) => Object.fromEntries(els.map((e) => [e.dataset.saveId, e.textContent])));
  assert.match(problems['broken-json'], /beschädigt/);
  assert.match(problems.foreign, /kein Spieltisch-Spielstand/);
  assert.match(problems.newer, /neueren Version/);
  assert.equal(problems['bad-move'], undefined, 'structurally fine: listed as a normal save');
  await shot(page, 'desk-broken-saves');
  // opening them directly explains and keeps them too
  await page.goto(`${env.base}#/play/broken-json`);
  assert.match(await page.textContent('[data-problem]'), /beschädigt/);
  await page.goto(`${env.base}#/play/bad-move`);
  await page.waitForSelector('[data-problem]');
  assert.match(await page.textContent('[data-problem]'), /Schritt 1 wird abgelehnt/);
  const kept = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(broken));
  assert.deepEqual(kept, Object.values(broken));
});

test('without usable storage the game stays playable and says so', async () => {
  for (const mode of ['blocked', 'full']) {
    const page = await env.page();
    await page.addInitScript((m) => {
      if (m === 'blocked') {
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
      } else {
        Storage.prototype.setItem = function setItem(key) {
          if (key.startsWith('spieltisch.save.')) throw new DOMException('full', 'QuotaExceededError');
        };
      }
    }, mode);
    await startGame(page, env.base, { seed: 3 });
    const notice = await page.textContent('[data-notices] [data-key="storage"]');
    assert.match(notice, mode === 'blocked' ? /nicht möglich/ : /voll/);
    const pick = rng(2);
    for (let i = 0; i < 12; i++) await step(page, pick);
    assert.ok(await page.$('[data-board] canvas'), 'still playing');
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  }
});

test('a save exports to a file and imports back', async () => {
  const page = await env.page();
  await startGame(page, env.base, { seed: 5, names: ['Ida', 'Jan', 'Kai'] });
  const pick = rng(4);
  for (let i = 0; i < 10; i++) await step(page, pick);
  const moves = await savedMoves(page);
  await toMenu(page);
  const item = page.locator('[data-saves] .st-save', { hasText: 'Ida' });
  const [download] = await Promise.all([page.waitForEvent('download'), item.locator('[data-action="export-save"]').click()]);
  const file = await download.path();
  const save = JSON.parse(await fs.readFile(file, 'utf8'));
  assert.equal(save.format, 'spieltisch-save');
  assert.equal(save.moves.length, moves);
  assert.deepEqual(save.options.names, ['Ida', 'Jan', 'Kai']);
  // delete asks first, then removes only that save
  await item.locator('[data-action="delete-save"]').click();
  await page.click('[data-confirm] [data-action="confirm"]');
  await page.locator('[data-saves] .st-save', { hasText: 'Ida' }).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('spieltisch.save.')).length), 0);
  await page.setInputFiles('[data-import-input]', file);
  await page.locator('[data-saves] .st-save', { hasText: 'Ida' }).waitFor();
  await page.locator('[data-saves] .st-save', { hasText: 'Ida' }).locator('[data-action="resume"]').click();
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.equal(await savedMoves(page), moves);
  // a foreign file is refused with a message
  await toMenu(page);
  await page.setInputFiles('[data-import-input]', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') });
  assert.match(await page.textContent('[data-notices] [data-key="import"][data-kind="error"]'), /kein Spieltisch-Spielstand/);
});
