// Saves whose fields have the wrong shape (issue 22): every field the saves
// list reads is checked, a bad entry is listed with its reason and kept, and
// it never hides the good ones, neither from storage nor through Import.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const good = (id, extra = {}) => ({
  format: 'spieltisch-save', saveVersion: 2, id, game: 'chinesische-mauer',
  options: { players: 3, names: ['Anna', 'Ben', 'Cem'], computers: [null, null, null] },
  seed: 7, moves: [], createdAt: '2024-05-01T10:00:00Z', savedAt: '2024-05-01T10:00:00Z',
  progress: { moves: 0, finished: false, active: [0], winners: null },
  revision: 1, engine: '0.1.0', stateHash: '0123456789abcdef', ...extra,
});
const GOOD = {
  'good-1': good('good-1'),
  'good-2': good('good-2', { options: { players: 3, names: ['Ida', 'Jan', 'Kai'] }, progress: { moves: 4, finished: true, active: [], winners: [1, 2] } }),
  'good-3': good('good-3', { saveVersion: 1, progress: undefined, revision: undefined, engine: undefined, stateHash: undefined }),
  'good-4': good('good-4', { progress: null }),
};
// (seed 99: not the same game as a good save, so an import is not taken for a duplicate)
const progress = (p) => (id) => good(id, { seed: 99, progress: p });
const field = (k, v) => (id) => good(id, { seed: 99, [k]: v });
/** Each bad save: its id and what makes it bad. */
const BAD = {
  'winners-number': progress({ finished: true, winners: 1 }),
  'winners-string': progress({ finished: true, winners: 'Anna' }),
  'winners-object': progress({ finished: true, winners: { 0: 0 } }),
  'winners-out-of-range': progress({ finished: true, winners: [5] }),
  'winners-null-seat': progress({ finished: true, winners: [null] }),
  'active-number': progress({ finished: false, active: 0 }),
  'active-string': progress({ finished: false, active: '0' }),
  'active-negative': progress({ finished: false, active: [-1] }),
  'active-fraction': progress({ finished: false, active: [0.5] }),
  'finished-string': progress({ finished: 'yes', winners: [0] }),
  'moves-string': progress({ moves: '3' }),
  'moves-negative': progress({ moves: -1 }),
  'progress-string': progress('done'),
  'progress-array': progress([1, 2]),
  'progress-number': progress(3),
  'names-numbers': field('options', { players: 3, names: [1, 2, 3] }),
  'names-string': field('options', { players: 3, names: 'Anna' }),
  'options-null': field('options', null),
  'game-number': field('game', 5),
  'moves-object': field('moves', {}),
  'saved-number': field('savedAt', 1714557600000),
  'saved-object': field('savedAt', { day: 1 }),
  'created-array': field('createdAt', ['2024']),
  'id-object': field('id', { x: 1 }),
  'seed-string': field('seed', '7'),
};

const fill = (items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); };
const stored = () => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('spieltisch.save.')).map((k) => [k, localStorage.getItem(k)]));
const listed = (page) => page.$$eval('[data-saves] .st-save', (els) => els.map((e) => ({
  id: e.dataset.saveId, broken: e.classList.contains('st-save-broken'),
  problem: e.querySelector('[data-save-problem]')?.textContent ?? null, text: e.textContent,
})));

test('corrupted saves of every listed field are listed with a message, kept, and hide no good save', async () => {
  const page = await env.page();
  await page.goto(env.base);
  const items = {};
  for (const [id, doc] of Object.entries(GOOD)) items[`spieltisch.save.${id}`] = JSON.stringify(doc);
  for (const [id, make] of Object.entries(BAD)) items[`spieltisch.save.${id}`] = JSON.stringify(make(id));
  await page.evaluate(fill, items);
  // on every later load, not only the first
  for (const round of [1, 2]) {
    await page.reload();
    await page.waitForSelector('[data-games]');
    await page.waitForFunction(() => document.querySelector('[data-saves]')?.children.length, null, { timeout: 5000 })
      .catch(() => assert.fail(`load ${round}: the saves list stays empty (page errors: ${page.errors.map(String).join('; ')})`));
    const entries = await listed(page);
    const byId = Object.fromEntries(entries.map((e) => [e.id, e]));
    for (const id of Object.keys(GOOD)) {
      assert.ok(byId[id], `load ${round}: the good save ${id} is listed (listed: ${entries.map((e) => e.id).join(', ') || 'nothing'})`);
      assert.equal(byId[id].broken, false, `load ${round}: the good save ${id} is listed as usable, not: ${byId[id].problem}`);
    }
    assert.match(byId['good-2'].text, /beendet – Jan und Kai/, 'a finished good save names its winners');
    for (const id of Object.keys(BAD)) {
      assert.ok(byId[id], `load ${round}: the bad save ${id} is listed (listed: ${entries.map((e) => e.id).join(', ') || 'nothing'})`);
      assert.equal(byId[id].broken, true, `load ${round}: the bad save ${id} is listed as unreadable, not as a game: "${byId[id].text}"`);
      assert.match(byId[id].problem || '', /unvollständig oder beschädigt \(.+\)/, `load ${round}: the bad save ${id} says what is wrong`);
    }
    assert.doesNotMatch(entries.map((e) => e.text).join('\n'), /undefined|NaN|\[object/, 'no list entry shows undefined, NaN or [object …]');
    assert.deepEqual(await page.evaluate(stored), items, `load ${round}: every save is kept unchanged`);
    assert.deepEqual(page.errors.map(String), [], `load ${round}: no page error`);
  }
  const problems = await page.$$eval('[data-saves] .st-save-broken', (els) => Object.fromEntries(els.map((e) => [e.dataset.saveId, e.querySelector('[data-save-problem]').textContent])));
  assert.match(problems['winners-number'], /progress\.winners/, 'the message names the field');
  assert.match(problems['active-string'], /progress\.active/);
  assert.match(problems['saved-number'], /savedAt/);
  await shot(page, 'saves-corrupt-list');
  // opening one directly explains and keeps it too
  await page.goto(`${env.base}#/play/winners-number`);
  assert.match(await page.textContent('[data-problem]'), /progress\.winners/);
  assert.deepEqual(await page.evaluate(stored), items);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('importing a corrupted save is refused with a message and the list stays whole', async () => {
  const page = await env.page();
  await page.goto(env.base);
  const items = Object.fromEntries(Object.entries(GOOD).map(([id, doc]) => [`spieltisch.save.${id}`, JSON.stringify(doc)]));
  await page.evaluate(fill, items);
  await page.reload();
  await page.waitForSelector('[data-saves] .st-save');
  for (const [id, make] of Object.entries(BAD)) {
    await page.evaluate(() => document.querySelector('[data-notices]')?.replaceChildren());
    await page.setInputFiles('[data-import-input]', { name: `${id}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(make(id))) });
    const notice = await page.waitForSelector('[data-notices] [data-key="import"]');
    const text = await notice.textContent();
    assert.equal(await notice.getAttribute('data-kind'), 'error', `import of ${id}: refused, not "${text}"`);
    assert.match(text, /unvollständig oder beschädigt.*nichts gespeichert/s, `import of ${id}: the message says why and that nothing was stored`);
    assert.deepEqual(await page.evaluate(stored), items, `import of ${id}: nothing was stored`);
    const entries = await listed(page);
    assert.deepEqual(entries.map((e) => e.id).sort(), Object.keys(GOOD).sort(), `import of ${id}: the good saves are still listed`);
  }
  // and after a reload the list is whole too
  await page.reload();
  await page.waitForSelector('[data-saves] .st-save');
  assert.deepEqual((await listed(page)).map((e) => e.id).sort(), Object.keys(GOOD).sort());
  assert.deepEqual(page.errors.map(String), [], 'no page error');
  await page.context().close();
});
