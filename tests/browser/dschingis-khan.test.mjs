// Dschingis Khan in the browser: a scripted 3-player game played by clicks
// (setup, scout steps, walls, a loop that moves the Great Wall), and a whole
// game through the overlay buttons to the end screen (its start clicked, its
// last moves clicked from a save near the end).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { randomMoves, saveDoc, openSave } from './positions.mjs';
import { st, startDk, script, playByClicks, savedMoves, isVisible, NAMES } from './dk-helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('3 players, 16 turns by clicks: scout steps, walls and a loop that moves the Great Wall', { timeout: 300_000 }, async () => {
  const seed = 36;
  const { moves, log } = script(seed, 3, { turns: 16 });
  const loops = log.filter((e) => e.event === 'wallBuilt' && e.effect.effect === 'loop' && e.changedSide.length);
  assert.ok(loops.length, 'the scripted game closes a loop that moves the Great Wall');
  const page = await env.page({ width: 1280, height: 800 });
  await startDk(page, env.base, { seed });
  const mirror = new st.Table('dschingis-khan', { players: 3, seed });
  const board = mirror.view('spectator').view.board;
  const lineBetween = (a, b) => board.lineVillages.findIndex((l) => l.includes(a) && l.includes(b));
  const gateLine = (move) => {
    const v = mirror.view('spectator').view;
    return lineBetween(v.seats[v.turn].scout, move.to);
  };
  let handovers = 0;
  let choices = 0;
  let resolved = 0;
  for (const [i, move] of moves.entries()) {
    if (await isVisible(page, '[data-handover]')) {
      handovers++;
      await page.click('[data-action="reveal"]');
    }
    choices += await playByClicks(page, move, gateLine);
    mirror.apply(move);
    const saved = await savedMoves(page);
    assert.equal(saved.length, i + 1, `move ${i + 1} was made`);
    assert.deepEqual(saved[i], move, `move ${i + 1} is the one clicked`);
    const built = mirror.view('spectator').view.log.at(-1);
    if (built.event === 'wallBuilt' && built.changedSide.length && !(await isVisible(page, '[data-handover]'))) {
      // the same person is still at the board: the news says what moved
      resolved++;
      assert.ok(await isVisible(page, '[data-dk-news]'), 'the wall news is shown');
      const news = await page.textContent('[data-dk-news]');
      assert.match(news, /Neues von der Großen Mauer/);
      assert.match(news, /(Schleife|neues Ende)/);
      assert.match(news, /entfernt/);
      for (const v of built.changedSide) assert.match(news, new RegExp(`\\b${v + 1}\\b`), `village ${v + 1} is named`);
      const marked = await page.getAttribute('[data-dk-news]', 'data-changed');
      assert.deepEqual(marked.split(',').map(Number).sort(), [...built.changedSide].sort(), 'the changed villages are marked on the map');
      const ghosts = (await page.getAttribute('[data-dk-news]', 'data-removed')).split(',').filter(Boolean).map(Number);
      for (const line of built.removed) if (!mirror.view('spectator').view.walls.some((w) => w.line === line)) assert.ok(ghosts.includes(line), `removed wall ${line} is drawn as a ghost`);
      if (resolved === 1) await shot(page, 'dk-desk-loop');
    }
    if (i === 12) await shot(page, 'dk-desk-setup');
  }
  const turns = log.filter((e) => e.event === 'turnStarted').length;
  assert.ok(turns >= 15, `played ${turns} turns`);
  assert.ok(resolved >= 1, 'a loop was resolved on screen');
  assert.ok(handovers >= 15, `hand-over screens between turns (${handovers})`);
  assert.ok(moves.some((m) => m.type === 'buildWall') && moves.some((m) => m.type === 'walk' || m.type === 'gate'), 'walls built and the wall walked or passed');
  // the log tells the story in words
  const text = await page.textContent('[data-log]');
  assert.match(text, /baut eine Mauer zwischen Dorf \d+ und \d+ und schließt eine Schleife/);
  assert.match(text, /(jetzt in China|jetzt in der Mongolei)/);
  // the next person sees the wall news since their own last turn
  await shot(page, 'dk-desk-handover');
  await page.click('[data-action="reveal"]');
  const end = mirror.view('spectator').view;
  const since = end.log.findLastIndex((e, i) => e.event === 'turnStarted' && e.seat === end.turn && i < end.log.length - 1);
  const moved = end.log.findLastIndex((e) => e.event === 'wallBuilt' && e.changedSide.length);
  if (moved > since) {
    assert.ok(await isVisible(page, '[data-dk-news]'));
    for (const v of end.log[moved].changedSide) assert.match(await page.textContent('[data-dk-news]'), new RegExp(`Dorf ${v + 1} liegt jetzt`));
  }
  await shot(page, 'dk-desk-play');
  assert.deepEqual(page.errors.map(String), []);
  console.log(`moves: ${moves.length}, turns: ${turns}, hand-overs: ${handovers}, way choices: ${choices}, wall news: ${resolved}`);
});

/**
 * Plays on inside the page, as fast as the page allows: reveal on the
 * hand-over screen, else click a random offered target (overlay button or
 * control) – never "cancel", so every choice ends in a move. Stops at the
 * end screen or after `limit` clicks; returns the number of clicks.
 */
function playInPage(page, seed, limit) {
  return page.evaluate(async ({ seed, limit }) => {
    let s = seed;
    const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
    const shown = (sel) => { const el = document.querySelector(sel); return !!el && !el.hidden; };
    let clicks = 0;
    while (clicks < limit && !shown('[data-end]')) {
      if (shown('[data-handover]')) document.querySelector('[data-action="reveal"]').click();
      else {
        const offered = [...document.querySelectorAll('[data-legal="true"]:not(:disabled)')].filter((b) => b.dataset.key !== 'cancel');
        const moves = offered.filter((b) => !b.dataset.key.startsWith('token:'));
        if (!moves.length) throw new Error('nothing to click');
        // now and then choose another token kind first
        if (offered.length > moves.length && rnd(3) === 0) offered.filter((b) => b.dataset.key.startsWith('token:'))[0].click();
        else moves[rnd(moves.length)].click();
      }
      clicks++;
      await new Promise((r) => setTimeout(r, 0));
    }
    return clicks;
  }, { seed, limit });
}

test('a whole game through the overlay buttons ends with a per-village scoring (phone size)', { timeout: 300_000 }, async () => {
  const page = await env.page({ width: 360, height: 740, dpr: 2 });
  const seed = 5;
  await startDk(page, env.base, { seed });
  const fits = async (what) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${what}: no horizontal scrolling (${overflow}px too wide)`);
  };
  await shot(page, 'dk-phone-handover');
  let clicks = await playInPage(page, 3, 70);
  if (await isVisible(page, '[data-handover]')) await page.click('[data-action="reveal"]');
  await shot(page, 'dk-phone-play');
  await fits('play');
  const { backing, css } = await page.$eval('.dk-canvas', (c) => ({ backing: c.width, css: c.getBoundingClientRect().width }));
  assert.equal(backing, Math.round(css * 2), 'the canvas is drawn at the device pixel ratio');
  // the rest of a game: a seeded random game played in Node up to a few moves
  // before its end opens as a save in the same page, and its last moves are
  // clicked through the overlay buttons up to the end screen
  const endSeed = 5;
  await openSave(page, env.base, saveDoc({ game: 'dschingis-khan', players: 3, seed: endSeed, moves: randomMoves('dschingis-khan', { players: 3, seed: endSeed, beforeEnd: 5 }), names: NAMES.slice(0, 3) }));
  const last = await playInPage(page, 4, 600);
  assert.ok(last >= 1, 'the end is reached by clicks');
  clicks += last;
  assert.ok(await isVisible(page, '[data-end]'), 'the end screen is shown');
  const headline = await page.textContent('[data-end] [data-headline]');
  assert.match(headline, /(gewinnt mit -?\d+ Punkten|teilen sich den Sieg)/);
  // the breakdown: per player the villages with their points, summing up to the total
  const rows = await page.$$eval('[data-end] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, 3);
  const moves = await savedMoves(page);
  const mirror = new st.Table('dschingis-khan', { players: 3, seed: endSeed });
  for (const m of moves) mirror.apply(m);
  const final = mirror.view('spectator');
  for (const [name, villages, sum] of rows) {
    const seat = NAMES.indexOf(name);
    const points = [...villages.matchAll(/→ ([+−]?\d+)/g)].map((m) => Number(m[1].replace('−', '-')));
    assert.equal(points.reduce((a, b) => a + b, 0), Number(sum), `${name}: the villages add up`);
    assert.equal(Number(sum), final.status.scores[seat], `${name}: the engine's score`);
    const controlled = final.view.scoring.filter((s) => s.controller === seat);
    assert.equal(points.length, controlled.length, `${name}: one entry per controlled village`);
    for (const s of controlled) assert.match(villages, new RegExp(`Dorf ${s.village + 1} \\((China|Mongolei)\\)`));
  }
  assert.ok(headline.includes(rows[0][0]), 'the winner heads the table');
  await shot(page, 'dk-phone-end');
  await fits('end');
  // the final board shows every stack turned over
  await page.click('[data-action="view-board"]');
  const description = await page.textContent('[data-dk-description]');
  const tokens = final.view.villages.reduce((n, vil) => n + vil.stack.length, 0);
  const named = description.match(/\((chinesischer Krieger|mongolischer Reiter|Bauer|Pest|Heilkraut)\)/g) || [];
  assert.equal(named.length, tokens, 'every token on the final board is shown with its kind');
  await shot(page, 'dk-phone-final-board');
  assert.deepEqual(page.errors.map(String), []);
  console.log(`clicks: ${clicks}, moves: ${moves.length}`);
});

test('keyboard only: setup, drawing, building a wall', { timeout: 120_000 }, async () => {
  const page = await env.page();
  await startDk(page, env.base, { seed: 7 });
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return { key: el?.dataset?.key || el?.dataset?.action || null, dk: el?.dataset?.dk || null };
  });
  const made = async () => (await savedMoves(page)).length;
  // A key press applies a move asynchronously: wait until the page settles
  // (the focused control's `dk` or `key`, or the number of moves made).
  const read = {
    dk: async () => (await focused()).dk,
    key: async () => (await focused()).key,
    moves: made,
  };
  const settled = async (what, want, message) => {
    const reached = await page.waitForFunction(({ what, want }) => {
      const el = document.activeElement;
      const now = what === 'dk' ? el?.dataset?.dk || null
        : what === 'key' ? el?.dataset?.key || el?.dataset?.action || null
          : JSON.parse(localStorage.getItem(`spieltisch.save.${location.hash.split('/').pop()}`)).moves.length;
      return now === want;
    }, { what, want }, { timeout: 10_000 }).then(() => true, () => false);
    if (!reached) assert.equal(await read[what](), want, message);
  };
  const focusDk = (want, message) => settled('dk', want, message);
  const focusKey = (want, message) => settled('key', want, message);
  const movesAre = (want, message) => settled('moves', want, message);
  for (let seat = 0; seat < 3; seat++) {
    await focusKey('reveal', 'the next person can start with Enter');
    await page.keyboard.press('Enter');
    await focusDk('village', 'focus lands on the villages to choose from');
    let f = await focused();
    if (seat === 0) {
      // the arrow keys move between villages; Shift+Tab reaches the supply
      await page.keyboard.press('ArrowRight');
      const next = await focused();
      assert.equal(next.dk, 'village');
      assert.notEqual(next.key, f.key);
      await page.keyboard.press('Shift+Tab');
      await focusDk('token');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /Gewählt|gewählt/.test(document.querySelector('[data-live]')?.textContent || ''));
      await focusDk('village', 'after choosing a token the focus is back on the villages');
      f = await focused();
    }
    const before = await made();
    await page.keyboard.press('Enter');
    await movesAre(before + 1, 'Enter lays the token');
    await focusDk('village', 'focus stays on the villages');
    await page.keyboard.press('Enter');
    await focusDk('village', 'now the scout');
    await page.keyboard.press('Enter');
    await movesAre(before + 3);
    await page.waitForSelector('[data-handover]:not([hidden])');
  }
  await page.keyboard.press('Enter');
  // drawing: the buttons under the board
  await focusDk('drawWall');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Nachziehen 2 von 2/.test(document.querySelector('[data-turn]')?.textContent || ''));
  await focusDk('drawWall', 'focus stays on the button');
  await page.keyboard.press('Enter');
  // choose to build walls, then build one on the first offered line
  await focusDk('placeTokens');
  await page.keyboard.press('ArrowRight');
  await focusDk('placeWalls');
  await page.keyboard.press('Enter');
  await focusDk('wall', 'focus moves to the wall lines');
  const line = (await focused()).key;
  const built = await made();
  await page.keyboard.press('Enter');
  await movesAre(built + 1, 'Enter builds the wall');
  const last = (await savedMoves(page)).at(-1);
  assert.deepEqual(last, { type: 'buildWall', line: Number(line.split(':')[1]) });
  assert.match(await page.textContent('[data-log]'), /baut eine Mauer zwischen Dorf \d+ und \d+/);
  await shot(page, 'dk-desk-keyboard');
  assert.deepEqual(page.errors.map(String), []);
});

test('a new end with two equal old pieces: the end tower whose piece goes is chosen on the map', { timeout: 120_000 }, async () => {
  // a game that builds many walls, up to the first such tie
  const seed = 34;
  let s = seed;
  const rnd = (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
  const table = new st.Table('dschingis-khan', { players: 3, seed });
  const moves = [];
  let tie = null;
  while (!tie) {
    const legal = table.legalMoves();
    tie = legal.filter((m) => m.type === 'buildWall' && m.removeEnd !== undefined);
    if (tie.length) break;
    tie = null;
    let move = legal[rnd(legal.length)];
    if (legal.some((m) => m.type === 'placeWalls') && rnd(2)) move = legal.find((m) => m.type === 'placeWalls');
    if (legal.some((m) => m.type === 'drawWall') && rnd(3)) move = legal.find((m) => m.type === 'drawWall');
    table.apply(move);
    moves.push(move);
  }
  const pick = tie.find((m) => m.line === tie[0].line && m.removeEnd === tie.at(-1).removeEnd);
  // resume the game from a save, as after a reload
  const page = await env.page();
  const id = 'dk-tie-test';
  const save = {
    format: 'spieltisch-save', saveVersion: 1, id, game: 'dschingis-khan',
    options: { players: 3, names: NAMES.slice(0, 3) }, seed, moves,
    createdAt: new Date().toISOString(), savedAt: new Date().toISOString(),
    progress: { moves: moves.length, finished: false, active: table.status().active, winners: null },
  };
  await page.goto(env.base);
  await page.evaluate((doc) => localStorage.setItem(`spieltisch.save.${doc.id}`, JSON.stringify(doc)), save);
  await page.goto(`${env.base}#/play/${id}`);
  await page.waitForSelector('[data-handover]:not([hidden])');
  await page.click('[data-action="reveal"]');
  await page.click(`[data-key="wall:${pick.line}"][data-legal="true"]`);
  assert.equal((await savedMoves(page)).length, moves.length, 'the wall needs a choice first');
  assert.match(await page.textContent('[data-dk-prompt]'), /gleich lang/);
  const towers = await page.$$eval('[data-dk="tower"][data-legal="true"]', (bs) => bs.map((b) => Number(b.dataset.tower)).sort());
  assert.deepEqual(towers, tie.filter((m) => m.line === pick.line).map((m) => m.removeEnd).sort());
  await shot(page, 'dk-desk-tie');
  // Escape goes back to choosing a line
  await page.keyboard.press('Escape');
  // the board redraws after the key: wait for it (a loaded machine is slow), then check
  await page.waitForFunction(() => document.querySelectorAll('[data-dk="tower"]').length === 0, null, { timeout: 10_000 }).catch(() => {});
  assert.equal(await page.$$eval('[data-dk="tower"]', (bs) => bs.length), 0);
  await page.click(`[data-key="wall:${pick.line}"][data-legal="true"]`);
  await page.click(`[data-key="tower:${pick.removeEnd}"][data-legal="true"]`);
  assert.deepEqual((await savedMoves(page)).at(-1), pick);
  assert.match(await page.textContent('[data-log]'), /neues Ende der Großen Mauer/);
  assert.deepEqual(page.errors.map(String), []);
});

/** Records every text the canvases paint, with its box on screen (CSS px of the canvas). */
function probeTextBoxes() {
  window.__texts = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function probe(text, x, y, ...rest) {
    const t = this.getTransform();
    const dpr = window.devicePixelRatio || 1;
    const scale = Math.hypot(t.a, t.b) / dpr;
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1]) * scale;
    const w = this.measureText(String(text)).width * scale;
    const sx = (t.a * x + t.c * y + t.e) / dpr;
    const sy = (t.b * x + t.d * y + t.f) / dpr;
    const left = { left: sx, right: sx - w, end: sx - w, center: sx - w / 2 }[this.textAlign] ?? sx;
    const top = { top: sy, middle: sy - px / 2, bottom: sy - px }[this.textBaseline] ?? sy - px * 0.8;
    window.__texts.push({ text: String(text), x: left, y: top, w, h: px });
    return fillText.call(this, text, x, y, ...rest);
  };
}

test('the supply\'s counts never run over each other: walls, passive and tokens out of the game (issue 37)', { timeout: 120_000 }, async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const save = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/saves/dschingis-khan-3p-end.json'), 'utf8'));
  for (const [width, height] of [[1280, 800], [390, 844], [360, 740]]) {
    for (const lang of ['de', 'en']) {
      const page = await env.page({ width, height });
      await page.addInitScript(probeTextBoxes);
      await page.goto(env.base);
      await page.evaluate(([s, l]) => { localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)); localStorage.setItem('spieltisch.lang', l); }, [save, lang]);
      await page.goto(`${env.base}#/replay/${save.id}`);
      await page.waitForSelector('[data-replay-controls]');
      // a step after Spieler 1's scout got stuck (a token out of the game), in Spieler 1's view
      await page.evaluate(() => { const s = document.querySelector('[data-replay-slider]'); s.value = '82'; s.dispatchEvent(new Event('input')); });
      await page.selectOption('[data-replay-seat]', '0');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const texts = await page.evaluate(() => window.__texts);
      const last = (re) => texts.filter((t) => re.test(t.text)).pop();
      const boxes = [last(/^\d+ (Mauern?|walls?)$/), last(/^(passiv|passive): \d+/), last(/(aus dem Spiel|out of the game)$/)];
      assert.ok(boxes.every(Boolean), `${width} ${lang}: the supply's three counts are painted: ${JSON.stringify(boxes)}`);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          assert.ok(apart, `${width} ${lang}: "${a.text}" runs over "${b.text}"`);
        }
      }
      if (lang === 'en') await shot(page, `dk-supply-lost-${width}`);
      await page.context().close();
    }
  }
});
