// Grand Conquest people can read (issue 37, point 3): in a game under way at
// 1280x800 on the whole map, every kind of piece is drawn at least 24 px
// high, no field name the board painted lies under a piece (the board notes
// its figures as marks `piece:<id>`, `marks()`), and the legend names the
// kinds in German and English. The whole map at 1280x800 and 1366x768 is
// grand-conquest.test.mjs's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { randomMoves, saveDoc, openSave } from './positions.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const save = saveDoc({ game: 'grand-conquest', players: 4, seed: 5, moves: randomMoves('grand-conquest', { players: 4, seed: 5, moves: 40 }), id: 'gc-readable' });

/** The board's figures (kind by piece id) and its painted names, in the canvas's CSS pixels. */
function painted(page) {
  return page.evaluate(() => {
    const board = globalThis.spieltischDebug.board();
    const pieces = board.data.v.pieces;
    return {
      figures: board.marks().filter((m) => m.kind.startsWith('piece:')).map((m) => ({ ...m, piece: pieces[Number(m.kind.slice(6))].kind })),
      labels: board.labels(),
      zoomedOut: document.querySelector('[data-key="zoomOut"]').disabled,
    };
  });
}

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844, isMobile: true, hasTouch: true }]) {
  test(`pieces ${size.width === 1280 ? 'at least 24 px high on the whole map' : 'on a phone'}, no field name under a piece, at ${size.width}x${size.height}`, async () => {
    const page = await env.page(size);
    await openSave(page, env.base, save, { query: '?debug' });
    const now = await painted(page);
    const kinds = new Set(now.figures.map((f) => f.piece));
    for (const kind of ['soldier', 'rider', 'elephant', 'chariot', 'ship']) assert.ok(kinds.has(kind), `a ${kind} is drawn`);
    if (size.width === 1280) {
      assert.ok(now.zoomedOut, 'the whole map is shown');
      const small = now.figures.filter((f) => f.h < 24 - 0.01);
      assert.deepEqual(small.map((f) => `${f.kind} (${f.piece}) ${f.h.toFixed(1)} px`), [], 'every figure at least 24 px high');
    }
    const names = now.labels.filter((l) => l.w >= 2 && l.h >= 2);
    assert.ok(names.length > 50, `field names painted (${names.length})`);
    const under = [];
    for (const l of names) {
      const f = now.figures.find((m) => l.x + 0.5 < m.x + m.w && m.x < l.x + l.w - 0.5 && l.y + 0.5 < m.y + m.h && m.y < l.y + l.h - 0.5);
      if (f) under.push(`"${l.text}" under ${f.kind} (${f.piece})`);
    }
    assert.deepEqual(under, [], 'no field name under a piece');
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });
}

test('the legend names the five kinds and their ranges, in German and English', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await openSave(page, env.base, save);
  const read = () => page.$$eval('[data-gc-legend] .gc-legend-item', (items) => items.map((li) => `${li.dataset.kind}: ${li.textContent}`));
  const de = await read();
  for (const word of ['Soldat', 'Reiter', 'Elefant', 'Streitwagen', 'Schiff']) assert.ok(de.some((t) => t.includes(word)), `German legend has ${word}: ${de.join(' | ')}`);
  assert.ok(de.some((t) => t.startsWith('soldier') && t.includes('bis 2 Felder')), 'the Soldier goes 2 fields');
  assert.ok(await page.$eval('[data-gc-legend]', (d) => d.open), 'open beside the map at 1280x800');
  const legend = await page.$eval('[data-gc-legend]', (d) => d.getBoundingClientRect().bottom);
  assert.ok(legend <= 800, 'the legend fits the window');
  await page.click('section.st-play [data-action="lang"]');
  await page.waitForFunction(() => document.querySelector('[data-gc-legend] summary')?.textContent === 'Pieces');
  const en = await read();
  for (const word of ['Soldier', 'Rider', 'Elephant', 'Chariot', 'Ship']) assert.ok(en.some((t) => t.includes(word)), `English legend has ${word}: ${en.join(' | ')}`);
  assert.ok(en.some((t) => t.startsWith('ship') && t.includes('up to 6 sea fields')));
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('on a phone with the whole map (no names printed), an empty field names itself on a long press; the notes stay out of the keyboard walk', async () => {
  const page = await env.page({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await openSave(page, env.base, save, { query: '?debug' });
  while (!(await page.$eval('[data-key="zoomOut"]', (b) => b.disabled))) await page.tap('[data-key="zoomOut"]');
  await page.waitForFunction(() => globalThis.spieltischDebug.board().labelFont === 0 && document.querySelector('[data-regions] .st-region-quiet'));
  // a field away from the pieces: a finger near a piece gets the piece's note (Chromium's touch adjustment snaps to it), which names its field too
  const note = await page.evaluate(() => {
    const centre = (el) => { const b = el.getBoundingClientRect(); return { el, x: b.x + b.width / 2, y: b.y + b.height / 2 }; };
    const pieces = [...document.querySelectorAll('[data-regions] .st-region:not(.st-region-quiet), [data-board] button')].map(centre);
    const free = [...document.querySelectorAll('[data-regions] .st-region-quiet')].map(centre)
      .filter((n) => document.elementFromPoint(n.x, n.y) === n.el)
      .map((n) => ({ ...n, d: Math.min(...pieces.map((p) => Math.hypot(p.x - n.x, p.y - n.y))) }))
      .sort((a, b) => b.d - a.d);
    const n = free[0];
    return n && { tip: n.el.dataset.tip, x: n.x, y: n.y, d: n.d, hidden: n.el.getAttribute('aria-hidden') };
  });
  assert.ok(note, 'an empty field\'s note under the finger (no button over it)');
  assert.match(note.tip, /^Feld [A-Z]\d+/, note.tip);
  assert.equal(note.hidden, 'true', 'no second name for a screen reader: the targets and pieces name their fields');
  // a long press: the shared tooltip shows the name
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: note.x, y: note.y }] });
  await page.waitForFunction(() => [...document.querySelectorAll('[role="tooltip"]')].some((t) => !t.hidden && t.textContent), null, { timeout: 5000 });
  const shown = await page.$$eval('[role="tooltip"]', (ts) => ts.filter((t) => !t.hidden).map((t) => t.textContent));
  assert.deepEqual(shown, [note.tip], `the field's name in the tooltip (${note.d.toFixed(0)} px from the nearest piece)`);
  await shot(page, 'gc-phone-field-name');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const walk = await page.$$eval('[data-regions] .st-region:not(.st-region-quiet)', (els) => els.length);
  assert.ok(walk > 0, 'the pieces stay in the walk');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
