// A keyboard-only driver for any game (issue 13, item 1): it Tabs into a
// button row of the board, moves to the wanted button with the arrow keys
// (checking that every press moves the focus by exactly one member of the
// row) and presses it with Enter or Space, then checks the press did what
// the button says.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

/**
 * Opens a fixture save (tests/fixtures/saves/<name>.json) through the
 * saved-games route. `id`: stored under another id (a page that already
 * played the fixture keeps that game live under its own id).
 */
export async function openFixture(page, base, name, { id = null } = {}) {
  const save = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'saves', `${name}.json`), 'utf8'));
  if (id) save.id = id;
  if (!page.url().startsWith(base)) {
    await page.goto(base);
    await page.waitForSelector('[data-games]');
  }
  await page.evaluate((s) => localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)), save);
  await page.goto(`${base}#/play/${save.id}`);
  // the hand-over screen, the end screen, or something to press
  await page.waitForFunction((game) => {
    const screen = document.querySelector(`section[data-game="${game}"]`);
    const up = (sel) => { const el = screen?.querySelector(sel); return el && !el.hidden; };
    return screen && (up('[data-handover]') || up('[data-end]') || screen.querySelector('[data-board] [data-legal="true"]'));
  }, save.game);
  return save;
}

/**
 * What a control-row button must do when it makes a move at once: the key
 * (before any ':') to the move recorded in the save. Keys not listed select
 * or cancel something; for those the board must change.
 */
const INTENT = {
  'chinesische-mauer': { draw: () => ({ type: 'draw' }) },
  'dschingis-khan': {
    drawWall: () => ({ type: 'drawWall' }), drawToken: () => ({ type: 'drawToken' }),
    placeTokens: () => ({ type: 'placeTokens' }), placeWalls: () => ({ type: 'placeWalls' }),
    removeScout: () => ({ type: 'removeScout' }),
  },
  'kurier-des-zaren': {
    coin: () => ({ type: 'coin' }), stop: () => ({ type: 'stop' }), draw: () => ({ type: 'draw' }),
    pass: () => ({ type: 'pass' }), first: (kind) => ({ type: 'first', kind }),
  },
  'grand-conquest': {
    endTurn: () => ({ type: 'endTurn' }), decline: () => ({ type: 'decline' }),
    abtausch: (piece) => ({ type: 'abtausch', piece: Number(piece) }),
  },
  'chang-cheng': {
    action: (action) => ({ type: 'action', action }), pass: () => ({ type: 'pass' }),
    removeCard: (card) => ({ type: 'removeCard', card: Number(card) }),
    option: (option) => ({ type: 'choose', option }),
    threat: (territory) => ({ type: 'removeThreat', territory: Number(territory) }),
  },
};

/** The state a press must change: saved moves, log length, the board's buttons and their pressed state. */
function snapshot(page) {
  return page.evaluate(() => {
    const id = location.hash.split('/').pop();
    let moves = [];
    try { moves = JSON.parse(localStorage.getItem(`spieltisch.save.${id}`)).moves; } catch { /* not saved yet */ }
    const shown = (el) => !!el && !el.hidden && el.getClientRects().length > 0;
    const board = document.querySelector('[data-board]');
    const buttons = [...board.querySelectorAll('button')].filter((b) => shown(b) && !b.disabled)
      .map((b) => `${b.dataset.key}${b.getAttribute('aria-pressed') || ''}`).join('|');
    return {
      moves: moves.length, last: moves[moves.length - 1] ?? null,
      log: [...document.querySelectorAll('[data-log] li')].map((li) => li.textContent).join('\n'),
      buttons,
      prompt: document.querySelector('[data-board]')?.textContent.length,
      handover: shown(document.querySelector('[data-handover]')),
      end: shown(document.querySelector('[data-end]')),
    };
  });
}

const isControlRow = (cls) => /(^|\s)[a-z]+-controls(\s|$)/.test(cls);

/**
 * The legal buttons the keyboard can aim at, each with its row: rows are the
 * board's `role="toolbar"` groups. Marks rows and buttons with data-kt-* ids.
 */
function candidates(page) {
  return page.evaluate(() => {
    const shown = (el) => !!el && !el.hidden && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    for (const old of document.querySelectorAll('[data-kt-row]')) delete old.dataset.ktRow;
    const rows = [...document.querySelectorAll('[data-board] [role="toolbar"]')].filter(shown);
    const out = [];
    rows.forEach((row, r) => {
      row.dataset.ktRow = String(r);
      for (const b of row.querySelectorAll('button[data-legal="true"]:not(:disabled)')) {
        if (!shown(b) || b.closest('[role="toolbar"]') !== row) continue;
        if (b.getAttribute('aria-pressed') === 'true') continue; // already chosen: pressing again may do nothing
        out.push({ row: r, rowClass: row.className, key: b.dataset.key });
      }
    });
    return out;
  });
}

/** The members of row `r` (as rovingGroup sees them) and the index of the focused one. */
async function rowFocus(page, r) {
  const f = await page.evaluate((r) => {
    const row = document.querySelector(`[data-kt-row="${r}"]`);
    if (!row) return null;
    const list = [...row.querySelectorAll('button')].filter((b) => !b.disabled && !b.hidden);
    return { keys: list.map((b) => b.dataset.key), at: list.indexOf(document.activeElement), inRow: row.contains(document.activeElement) };
  }, r);
  if (!f) throw new RowGone();
  return f;
}

/** The row was redrawn under the driver (a late redraw): the step starts over. */
class RowGone extends Error {}

/** Two frames: whatever the last press scheduled has been drawn. */
const settle = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Tab (forwards) until the focus is in row `r`. */
async function tabInto(page, r) {
  for (let i = 0; i < 80; i++) {
    const f = await rowFocus(page, r);
    if (f.inRow && f.at >= 0) return f;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached row ${r}`);
}

/**
 * Moves with arrows from the focused member to `key`, asserting each press
 * moves exactly one member (wrapping at the ends).
 */
async function arrowTo(page, r, key) {
  let f = await rowFocus(page, r);
  const n = f.keys.length;
  const goal = f.keys.indexOf(key);
  assert.ok(goal >= 0, `${key} is a member of its row`);
  const forward = (goal - f.at + n) % n;
  const [arrow, steps, dir] = forward <= n - forward
    ? [forward % 2 ? 'ArrowRight' : 'ArrowDown', forward, 1]
    : [forward % 2 ? 'ArrowLeft' : 'ArrowUp', n - forward, -1];
  let presses = 0;
  for (let s = 0; s < steps; s++) {
    const expected = (f.at + dir + n) % n;
    await page.keyboard.press(arrow);
    presses += 1;
    const g = await rowFocus(page, r);
    assert.equal(g.at, expected, `one ${arrow} moves exactly one button (row ${f.keys.join(',')}: from ${f.at} to ${g.at}, wanted ${expected})`);
    f = g;
  }
  return presses;
}

/**
 * One keyboard decision in game `game`. Returns 'end' at the end screen,
 * else {control, moved, key, presses}. `pick(n)` chooses; control-row
 * buttons are preferred so the rows get exercised.
 */
export async function keyStep(page, game, pick, { space = false } = {}) {
  const before = await snapshot(page);
  if (before.end) return 'end';
  if (before.handover) {
    // the reveal button holds the focus
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'reveal');
    await page.keyboard.press(space ? ' ' : 'Enter');
    await page.waitForFunction(() => document.querySelector('[data-handover]').hidden
      && document.querySelector('[data-board] [data-legal="true"]:not(:disabled)'));
    return { control: false, moved: false, key: 'reveal', presses: 0 };
  }
  let choice, presses;
  for (let attempt = 0; ; attempt++) {
    await settle(page);
    const all = await candidates(page);
    assert.ok(all.length, 'something to press');
    const useful = all.filter((c) => c.key !== 'cancel');
    const controls = useful.filter((c) => isControlRow(c.rowClass));
    const pool = controls.length && pick(10) < 7 ? controls : (useful.length ? useful : all);
    choice = pool[pick(pool.length)];
    try {
      await tabInto(page, choice.row);
      presses = await arrowTo(page, choice.row, choice.key);
      break;
    } catch (e) {
      if (!(e instanceof RowGone) || attempt >= 3) throw e;
    }
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.key), choice.key, 'the wanted button has the focus');
  await page.keyboard.press(space ? ' ' : 'Enter');
  await page.waitForFunction((b) => {
    const id = location.hash.split('/').pop();
    let moves = 0;
    try { moves = JSON.parse(localStorage.getItem(`spieltisch.save.${id}`)).moves.length; } catch { /* */ }
    const board = document.querySelector('[data-board]');
    const shown = (el) => !!el && !el.hidden && el.getClientRects().length > 0;
    const buttons = [...board.querySelectorAll('button')].filter((x) => shown(x) && !x.disabled)
      .map((x) => `${x.dataset.key}${x.getAttribute('aria-pressed') || ''}`).join('|');
    return moves !== b.moves || buttons !== b.buttons || shown(document.querySelector('[data-handover]')) || shown(document.querySelector('[data-end]'));
  }, before, { timeout: 5000 }).catch(() => { throw new Error(`pressing ${choice.key} changed nothing`); });
  const after = await snapshot(page);
  const moved = after.moves > before.moves;
  const control = isControlRow(choice.rowClass);
  if (moved) {
    assert.equal(after.moves, before.moves + 1, 'one press, at most one move');
    // (a hand-over screen covers the log until the next person looks)
    if (!after.handover) assert.notEqual(after.log, before.log, 'the move is in the log');
    const [head, arg] = choice.key.split(':');
    const intent = control ? INTENT[game][head] : null;
    if (intent) assert.deepEqual(pickKeys(after.last, intent(arg)), intent(arg), `${choice.key} made its move`);
  }
  return { control, moved, key: choice.key, presses };
}

function pickKeys(obj, like) {
  return Object.fromEntries(Object.keys(like).map((k) => [k, obj?.[k]]));
}
