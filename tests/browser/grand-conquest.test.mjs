// Grand Conquest in the browser: a scripted 4-player game played by clicks
// (pieces, destinations, boarding a transport, a take answered by an
// Abtausch prompt with its Decline button, a turn ended early), and a whole
// game through the overlay buttons to the end screen at phone size (its
// start clicked, its last moves clicked from a save near the end).
import fs from 'node:fs';
import path from 'node:path';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as st from '../../pkg/spieltisch.js';
import { setup, shot } from './helpers.mjs';
import { randomMoves, saveDoc, openSave } from './positions.mjs';
import { ROOT } from './server.mjs';

st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];
let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

async function startGc(page, base, seed) {
  await page.goto(base);
  await page.click('[data-game="grand-conquest"] [data-action="new-game"]');
  await page.selectOption('[data-setup="players"]', '4');
  for (let i = 0; i < 4; i++) await page.fill(`[data-setup="name-${i + 1}"]`, NAMES[i]);
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('.gc-canvas');
}

function savedMoves(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`)).moves);
}

/**
 * A scripted game: pieces head for the nearest enemy, takes are preferred
 * (those that open an Abtausch first), a Soldier boards a transport when it
 * can, turn 3 is ended early; the first Abtausch is declined, later ones taken.
 * Stops at the start of turn `turns` (every kind of move is in the first four).
 */
function script(seed, turns) {
  const table = new st.Table('grand-conquest', { players: 4, seed });
  const board = table.view('spectator').view.board;
  let s = seed;
  const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
  const moves = [];
  const notes = { boarded: 0, abtauschOffers: 0, endedEarly: 0 };
  let declined = false;
  let movesThisTurn = 0;
  while (!table.status().finished) {
    const v = table.view('spectator').view;
    if (v.turn >= turns && !v.pending) break;
    const legal = table.legalMoves();
    let move;
    if (v.pending) {
      notes.abtauschOffers++;
      move = !declined ? legal.find((m) => m.type === 'decline') : legal.find((m) => m.type === 'abtausch') || legal.find((m) => m.type === 'decline');
      declined = true;
    } else if (v.turn === 2 && movesThisTurn >= 2) {
      move = legal.find((m) => m.type === 'endTurn');
      notes.endedEarly++;
    } else {
      const top = new Map(v.pieces.flatMap((p, i) => (p.place.field !== undefined ? [[p.place.field, i]] : [])));
      const enemies = v.pieces.filter((p) => p.owner !== v.seat && p.place.field !== undefined).map((p) => board.fields[p.place.field]);
      const score = (m) => {
        if (m.type !== 'go' || m.waive) return -1e9;
        const there = top.get(m.to);
        if (there !== undefined && v.pieces[there].owner !== v.seat) {
          const after = st.applyMove(table.state(), m);
          return 1e6 + (after.state.pending ? 1e6 : 0);
        }
        if (there !== undefined && notes.boarded < 2 && v.pieces[m.piece].kind === 'soldier') return 5e5;
        const f = board.fields[m.to];
        return -Math.min(...enemies.map((e) => Math.hypot(e.x - f.x, e.y - f.y))) + rnd(40);
      };
      // each move scored once (a take is tried on a copy of the state)
      const scores = legal.map(score);
      move = legal[scores.indexOf(Math.max(...scores))];
      if (move.type === 'go' && top.has(move.to) && v.pieces[top.get(move.to)].owner === v.seat) notes.boarded++;
    }
    const before = table.view('spectator').view.turn;
    table.apply(move);
    moves.push(move);
    movesThisTurn = table.view('spectator').view.turn === before ? movesThisTurn + 1 : 0;
  }
  return { moves, notes, log: table.view('spectator').view.log };
}

/** Clicks what a person would click for `move`. */
async function clickMove(page, move, pieces) {
  const click = async (key) => {
    const sel = `[data-key="${key}"][data-legal="true"]:not(:disabled)`;
    await page.waitForSelector(sel, { timeout: 5000 }).catch(() => {});
    const el = await page.$(sel);
    const offered = await page.$$eval('[data-legal="true"]:not(:disabled)', (bs) => bs.map((b) => b.dataset.key));
    assert.ok(el, `the page offers ${key} (offered: ${offered.slice(0, 40).join(' ')})`);
    await el.click();
  };
  if (move.type === 'endTurn') return click('endTurn');
  if (move.type === 'decline') return click('decline');
  if (move.type === 'abtausch') return click(`abtausch:${move.piece}`);
  // a piece: its field's button, or the button of what carries it and then the cargo choice
  if (await page.$(`[data-key="piece:${move.piece}"]`)) {
    if ((await page.getAttribute(`[data-key="piece:${move.piece}"]`, 'aria-pressed')) !== 'true') await click(`piece:${move.piece}`);
  } else if ((await page.$(`[data-key="cargo:${move.piece}"]`)) === null) {
    let carrier = move.piece;
    while (pieces[carrier].place.aboard !== undefined) carrier = pieces[carrier].place.aboard;
    await click(`piece:${carrier}`);
    await click(`cargo:${move.piece}`);
  } else await click(`cargo:${move.piece}`);
  if (move.waive) await click('waive');
  await click(`field:${move.to}`);
}

test('4 players by clicks: moves, a transport, a take with the Abtausch prompt, a turn ended early', { timeout: 400_000 }, async () => {
  const seed = 11;
  const { moves, notes, log } = script(seed, 10);
  assert.ok(notes.boarded >= 1 && notes.abtauschOffers >= 1 && notes.endedEarly >= 1, JSON.stringify(notes));
  const page = await env.page({ width: 1280, height: 800 });
  await startGc(page, env.base, seed);
  await shot(page, 'gc-desk-start');
  const mirror = new st.Table('grand-conquest', { players: 4, seed });
  let promptSeen = false;
  for (const [i, move] of moves.entries()) {
    const v = mirror.view('spectator').view;
    if (v.pending && !promptSeen) {
      promptSeen = true;
      const prompt = await page.textContent('[data-gc-prompt]');
      assert.match(prompt, /Abtausch\?/);
      assert.match(prompt, new RegExp(NAMES[v.pending.victim]));
      assert.ok(await page.$('[data-key="decline"][data-legal="true"]'), 'a Decline button');
      await shot(page, 'gc-desk-abtausch');
    }
    await clickMove(page, move, v.pieces);
    mirror.apply(move);
    const saved = await savedMoves(page);
    assert.equal(saved.length, i + 1, `move ${i + 1} was made`);
    assert.deepEqual(saved[i], move, `move ${i + 1} is the one clicked`);
    // undo: offered exactly while the engine counts plain moves of the turn; never after a take
    const undoable = mirror.status().undoable;
    const last = mirror.view('spectator').view.log.at(-1);
    assert.equal(await page.isDisabled('[data-action="undo"]'), !(undoable > 0), `move ${i + 1}: undo ${undoable > 0 ? 'offered' : 'refused'}`);
    if (last.event === 'took' || last.event === 'abtauschOffered') {
      notes.undoRefusedAfterTake = (notes.undoRefusedAfterTake || 0) + 1;
      assert.equal(undoable, 0, 'a take cannot be taken back');
      await page.keyboard.press('Control+z');
      assert.equal((await savedMoves(page)).length, i + 1, 'Ctrl+Z after a take changes nothing');
    }
    if (i === 3) {
      // a piece selected: its destinations are lit and offered
      const key = await page.getAttribute('[data-gc="piece"]', 'data-key');
      await page.click(`[data-key="${key}"]`);
      assert.ok((await page.$$('[data-gc="target"]')).length > 0, 'destinations are offered');
      await shot(page, 'gc-desk-selected');
      await page.keyboard.press('Escape');
    }
  }
  assert.ok(promptSeen, 'the Abtausch prompt was shown to the victim');
  assert.ok(notes.undoRefusedAfterTake >= 1, 'undo was refused after a take');
  const turns = log.filter((e) => e.event === 'turnStarted').length;
  assert.ok(turns >= 9, `played ${turns} turns`);
  const text = await page.textContent('[data-log]');
  assert.match(text, /schlägt .* auf [SWNOM]\d+/, 'takes name their field');
  assert.doesNotMatch(text, /Feld \d/, 'no bare field numbers in the log');
  assert.match(text, /geht an Bord|Abtausch/);
  await shot(page, 'gc-desk-play');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, 'no horizontal scrolling');
  assert.deepEqual(page.errors.map(String), []);
});

/** Plays on inside the page through the offered buttons: answers Abtausch prompts, ends turns often. */
function playInPage(page, seed, limit) {
  return page.evaluate(async ({ seed, limit }) => {
    let s = seed;
    const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
    const shown = (sel) => { const el = document.querySelector(sel); return !!el && !el.hidden; };
    const offered = (sel) => [...document.querySelectorAll(`${sel}[data-legal="true"]:not(:disabled)`)];
    const settle = () => new Promise((r) => setTimeout(r, 0));
    let clicks = 0;
    while (clicks < limit && !shown('[data-end]')) {
      const answers = offered('[data-gc="abtausch"], [data-gc="decline"]');
      const pieces = offered('[data-gc="piece"]');
      if (answers.length) answers[rnd(answers.length)].click();
      else if (!pieces.length || rnd(3) === 0) offered('[data-gc="endTurn"]')[0].click();
      else {
        pieces[rnd(pieces.length)].click();
        await settle();
        const targets = offered('[data-gc="target"]');
        if (targets.length) targets[rnd(targets.length)].click();
      }
      clicks++;
      await settle();
      await settle();
    }
    return clicks;
  }, { seed, limit });
}

test('a whole game through the overlay buttons to the end screen (phone size)', { timeout: 400_000 }, async () => {
  const page = await env.page({ width: 390, height: 844, dpr: 2 });
  await startGc(page, env.base, 5);
  await shot(page, 'gc-phone-start');
  let clicks = await playInPage(page, 3, 12);
  await page.click('[data-gc="piece"]');
  await shot(page, 'gc-phone-play');
  await page.click('[data-key="zoomIn"]');
  await shot(page, 'gc-phone-zoom');
  await page.click('[data-key="zoomOut"]');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
  // the rest of a game: a seeded random game played in Node up to a few moves
  // before its end opens as a save in the same page, and its last moves are
  // clicked through the overlay buttons up to the end screen
  const moves = randomMoves('grand-conquest', { players: 4, seed: 8, beforeEnd: 6 });
  await openSave(page, env.base, saveDoc({ game: 'grand-conquest', players: 4, seed: 8, moves, names: NAMES }));
  const last = await playInPage(page, 4, 400);
  assert.ok(last >= 1, 'the end is reached by clicks');
  clicks += last;
  assert.ok(await page.$('[data-end]:not([hidden])'), 'the end screen is shown');
  const headline = await page.textContent('[data-end] [data-headline]');
  assert.match(headline, /(gewinnt mit \d+ Gewinnpunkten|teilen sich den Sieg)/);
  const body = await page.textContent('[data-end]');
  assert.match(body, /(Runden lang|letzten beiden|festgesetzt|nur noch eine Figur|keine Figur mehr|ungeschützt)/, 'the end screen says how the game was won');
  const rows = await page.$$eval('[data-end] tbody tr', (trs) => trs.length);
  assert.equal(rows, 4);
  await shot(page, 'gc-phone-end');
  assert.deepEqual(page.errors.map(String), []);
  console.log(`clicks: ${clicks}`);
});

const saveOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`)));

for (const [width, height] of [[1280, 800], [1366, 768]]) {
  test(`the whole map in view at ${width}x${height}, beside its buttons`, async () => {
    const page = await env.page({ width, height });
    await startGc(page, env.base, 3);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const m = await page.evaluate(() => {
      const r = (el) => el.getBoundingClientRect();
      const canvas = r(document.querySelector('.gc-canvas'));
      const root = r(document.querySelector('.gc-root'));
      const side = r(document.querySelector('.gc-side'));
      return {
        canvas: { left: canvas.left, top: canvas.top, right: canvas.right, bottom: canvas.bottom, width: canvas.width, height: canvas.height },
        root: root.width,
        side: side.width,
        sideLeft: side.left,
        wide: document.querySelector('.gc-root').classList.contains('gc-wide'),
        zoomOut: document.querySelector('[data-key="zoomOut"]').disabled,
        scroll: document.documentElement.scrollHeight - innerHeight,
        labels: [...document.querySelectorAll('[data-gc="piece"]')].map((b) => b.getAttribute('aria-label')),
        inner: [innerWidth, innerHeight],
      };
    });
    assert.ok(m.wide, 'prompt and buttons stand beside the map');
    assert.ok(m.zoomOut, 'not zoomed in: the whole map is shown');
    assert.ok(m.canvas.top >= 0 && m.canvas.left >= 0 && m.canvas.bottom <= m.inner[1] && m.canvas.right <= m.inner[0], `the map is inside the window: ${JSON.stringify(m.canvas)}`);
    assert.ok(m.scroll <= 0, `no scrolling (${m.scroll}px)`);
    assert.ok(m.canvas.width >= 560 && m.canvas.width === m.canvas.height, `a map of ${m.canvas.width}px`);
    assert.ok(m.sideLeft >= m.canvas.right && m.canvas.width + m.side >= m.root - 40, 'map and column use the panel\'s width');
    for (const label of m.labels) assert.match(label, /auf Feld [SWNOMBIA]\d+/, 'pieces are named by their field');
    await shot(page, `gc-whole-map-${width}x${height}`);
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });
}

test('one name per field: the map\'s labels, the path preview, the log and its pointing, focus after a step, undo', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await startGc(page, env.base, 3);
  const hash0 = (await saveOf(page)).stateHash;
  // a piece and a plain destination
  const piece = page.locator('[data-gc="piece"]').first();
  const pieceKey = await piece.getAttribute('data-key');
  const from = (await piece.getAttribute('aria-label')).match(/Feld ([A-Z]\d+)/)[1];
  await piece.click();
  // the way is drawn before the move, from the piece's field to the destination, along named fields
  assert.equal(await page.getAttribute('.gc-stage', 'data-gc-path'), '', 'no way before pointing at a destination');
  const targets = page.locator('[data-gc="target"][data-kind="move"]');
  const lengths = [];
  for (let i = 0; i < await targets.count(); i++) {
    await targets.nth(i).hover();
    lengths.push((await page.getAttribute('.gc-stage', 'data-gc-path')).split(' ').length - 1);
  }
  assert.ok(lengths.every((n) => n >= 1 && n <= 5), `ways of 1 to 5 steps (round 1: 5 points): ${lengths}`);
  assert.ok(lengths.some((n) => n >= 2), 'some ways are longer than one step');
  // one step (points are left: the turn goes on)
  const target = targets.nth(lengths.indexOf(1));
  const to = (await target.getAttribute('aria-label')).match(/Feld ([A-Z]\d+)/)[1];
  await target.hover();
  const way = (await page.getAttribute('.gc-stage', 'data-gc-path')).split(' ');
  assert.equal(way.length, 2, `a way: ${way}`);
  assert.equal(way[0], from);
  assert.equal(way.at(-1), to);
  await page.mouse.move(5, 5);
  assert.equal(await page.getAttribute('.gc-stage', 'data-gc-path'), '', 'the way goes with the pointer');
  await target.click();
  // the log names the same fields as the labels
  const line = page.locator('[data-log] li').last();
  assert.match(await line.textContent(), new RegExp(`von ${from} nach ${to}$`));
  assert.match(await page.getAttribute(`[data-key="${pieceKey}"]`, 'aria-label'), new RegExp(`auf Feld ${to}\\b`));
  // pointing at the line marks both fields, named alike
  await line.hover();
  const pointed = () => page.$$eval('[data-board] [data-pointed]', (els) => els.map((e) => e.getAttribute('aria-label')).sort());
  assert.deepEqual(await pointed(), [`Feld ${from}`, `Feld ${to}`].sort());
  await page.mouse.move(5, 5);
  assert.deepEqual(await pointed(), [], 'the marks go with the pointer');
  // and by keyboard: the log's lines are walked with the arrow keys
  await page.focus('[data-log]');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await pointed(), [`Feld ${from}`, `Feld ${to}`].sort(), 'the focused line marks its fields');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await pointed(), [], 'the turn line marks nothing');
  await page.keyboard.press('Tab');
  assert.deepEqual(await pointed(), []);
  // undo of the plain step: the position and its hash as before
  assert.equal(await page.isDisabled('[data-action="undo"]'), false, 'a plain step may be taken back');
  assert.notEqual((await saveOf(page)).stateHash, hash0);
  await page.click('[data-action="undo"]');
  const after = await saveOf(page);
  assert.equal(after.moves.length, 0);
  assert.equal(after.stateHash, hash0, 'undo restores the position');
  assert.match(await page.getAttribute(`[data-key="${pieceKey}"]`, 'aria-label'), new RegExp(`auf Feld ${from}\\b`));
  assert.equal(await page.isDisabled('[data-action="undo"]'), true);
  // by keyboard: focus stays on the map after a step, and a second Enter does not end the turn
  await page.focus(`[data-key="${pieceKey}"]`);
  // (still chosen after the undo: Enter would put it down again)
  if ((await page.getAttribute(`[data-key="${pieceKey}"]`, 'aria-pressed')) !== 'true') await page.keyboard.press('Enter');
  await page.focus(`[data-gc="target"][data-field="${(await target.getAttribute('data-field'))}"]`);
  await page.keyboard.press('Enter');
  assert.equal((await saveOf(page)).moves.length, 1, 'the step was made');
  const focused = await page.evaluate(() => ({ key: document.activeElement?.dataset?.key, onMap: !!document.activeElement?.closest('.gc-overlay') }));
  assert.ok(focused.onMap && focused.key !== 'endTurn', `focus stays on the map: ${JSON.stringify(focused)}`);
  await page.keyboard.press('Enter');
  const moves = (await saveOf(page)).moves;
  assert.equal(moves.length, 1, 'a second Enter makes no move');
  assert.notEqual(moves.at(-1)?.type, 'endTurn');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('help: castle fields are not pieces, field names explained; counted nouns in both languages', async () => {
  const { default: renderer } = await import('../../www/js/games/grand-conquest.js');
  for (const lang of ['de', 'en']) {
    const help = renderer.helpSections(lang).map((s) => `${s.title}: ${s.text}`).join('\n');
    assert.doesNotMatch(help, /(großes Quadrat = Elefant|big square = Elephant)/);
    assert.match(help, lang === 'de' ? /Burgfelder \(eckige Quadrate/ : /castle fields \(square fields/);
    assert.match(help, lang === 'de' ? /Feldnamen/ : /Field names/);
  }
  const v = { seats: [{ pieces: 1, victoryPoints: 1, penalty: 0, festgesetzt: false }] };
  assert.equal(renderer.seatSummary({ view: v }, 0, 'de'), 'Süd · 1 Figur · 1 Gewinnpunkt');
  assert.equal(renderer.seatSummary({ view: v }, 0, 'en'), 'South · 1 piece · 1 victory point');
});

test('ships in harbour cover no sea field\'s name: the plates beside them step aside', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    const seen = [];
    window.__gcTexts = seen;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function probe(text, x, y, ...rest) {
      const t = this.getTransform();
      const dpr = window.devicePixelRatio || 1;
      const r = this.canvas.getBoundingClientRect();
      seen.push({ text: String(text), x: r.left + (t.a * x + t.c * y + t.e) / dpr, y: r.top + (t.b * x + t.d * y + t.f) / dpr });
      return fillText.call(this, text, x, y, ...rest);
    };
  });
  await startGc(page, env.base, 5);
  if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
  // the map is drawn: its outer-sea names have been written (then one more frame for a redraw after layout)
  await page.waitForFunction(() => new Set(window.__gcTexts.filter((t) => /^A\d+$/.test(t.text)).map((t) => t.text)).size >= 40);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { labels, ships } = await page.evaluate(() => {
    const last = new Map();
    for (const t of window.__gcTexts) if (/^A\d+$/.test(t.text)) last.set(t.text, t);
    const ships = [...document.querySelectorAll('[data-board] .st-region[data-region^="piece:"]')].filter((b) => /Schiff|Galeone/.test(b.textContent + (b.getAttribute('aria-label') ?? '')))
      .map((b) => { const r = b.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2, half: r.width / 2 }; });
    return { labels: [...last.values()], ships };
  });
  assert.ok(ships.length >= 8 && labels.length >= 40, `ships (${ships.length}) and outer-sea names (${labels.length}) on the map`);
  // a ship's hull is about twice as wide as its piece's region; a name plate reaches about 6 px from its centre
  // (before the plates stepped aside the nearest stood 14.9 px from a ship's centre, now 22.9 px)
  const covered = labels.filter((l) => ships.some((s) => Math.hypot(l.x - s.x, l.y - s.y) < 2 * s.half + 6));
  assert.deepEqual(covered.map((l) => l.text), [], 'outer-sea names under a ship');
  await page.context().close();
});
