// Chang Cheng readable (issue 23, point 5): the map fills the panel at
// desktop sizes (a legend in the room of a half-full last row covering
// nothing of it), one board side per row on a phone, no text on the canvas
// (or in the board's rows) is under 12 px at any size, the labels are words
// with a legend, the player boxes in words; and, for every game, the end
// screen shows the score table before the details, its head and winner's
// row and the buttons on screen at 1280x800 (the rest of a long table and
// the details scroll inside the card).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { script, st } from './cc-helpers.mjs';
import { switchSave } from './positions.mjs';
import { ROOT } from './server.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

const SIZES = [[1280, 800], [1366, 768], [390, 844]];

/** Hot-seat games of 2 and 4 players in the middle (after the expansion) and at the end. */
const CASES = [2, 4].flatMap((players) => {
  const seed = 11 + players;
  return [
    { name: `${players}p-start`, players, seed, moves: script(seed, players, (log, moves) => moves.length >= 4).moves },
    { name: `${players}p-mid`, players, seed, moves: script(seed, players, (log, moves) => moves.length >= 40).moves },
    { name: `${players}p-end`, players, seed, moves: script(seed, players).moves },
  ];
});

/** Every text the page draws on a canvas: its size in CSS pixels (the font size times the transform's scale over the device pixel ratio). */
function probeCanvasText() {
  const seen = [];
  window.__ccTexts = seen;
  const wrap = (proto) => {
    const fillText = proto.fillText;
    proto.fillText = function probe(text, ...rest) {
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1]);
      const t = this.getTransform();
      const scale = Math.hypot(t.a, t.b) / (window.devicePixelRatio || 1);
      seen.push({ text: String(text), px: px * scale, font: this.font });
      return fillText.call(this, text, ...rest);
    };
  };
  wrap(CanvasRenderingContext2D.prototype);
}

/**
 * Opens case `c` as a saved game: in a page already on the app without a
 * page load (`switchSave`), so one page serves every case of a size; shows the
 * board (revealed, or the final board from the end screen), the canvas texts
 * probed afresh.
 */
async function openGame(page, c) {
  const id = `readable-${c.name}`;
  const save = { format: 'spieltisch-save', saveVersion: 1, id, game: 'chang-cheng',
    options: { players: c.players, names: ['Anna', 'Ben', 'Cem', 'Dora'].slice(0, c.players) }, seed: c.seed, moves: c.moves };
  await page.evaluate(() => { if (window.__ccTexts) window.__ccTexts.length = 0; }).catch(() => {});
  await switchSave(page, env.base, save);
  const screen = 'section.st-play:not([data-left])';
  if (await page.$(`${screen} [data-handover]:not([hidden])`)) await page.click(`${screen} [data-action="reveal"]`);
  if (await page.$(`${screen} [data-end]:not([hidden])`)) await page.click(`${screen} [data-end] [data-action="view-board"]`);
  await page.waitForSelector(`${screen} [data-board] .st-region`);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('no text on the map, in the legend or the rows of the board is under 12 px', { timeout: 300_000 }, async () => {
  for (const [width, height] of SIZES) {
    // one page per size: the cases open in it one after another
    const page = await env.page({ width, height, dpr: 2 });
    await page.addInitScript(probeCanvasText);
    for (const c of CASES.filter((x) => !x.name.endsWith('start'))) {
      await openGame(page, c);
      // the legend's swatches too: open it
      if (!(await page.$eval('[data-cc-legend] details', (d) => d.open))) await page.click('[data-cc-legend] summary');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const texts = await page.evaluate(() => window.__ccTexts);
      assert.ok(texts.length > 50, `${c.name} ${width}x${height}: the map has texts (${texts.length})`);
      const small = texts.filter((t) => t.px < 12 - 0.01);
      assert.deepEqual(small.slice(0, 5), [], `${c.name} at ${width}x${height}: canvas texts under 12 px`);
      // the words on the map are words: territories, provinces and boards named (short forms only where a name does not fit)
      const drawn = texts.map((t) => t.text);
      assert.ok(drawn.some((t) => /^Gebiet \d+$/.test(t)), 'territories named in words');
      assert.ok(drawn.some((t) => /^Provinz \d+$/.test(t)), 'provinces named in words');
      assert.ok(drawn.some((t) => /^Spielplan \d[AB]$/.test(t)), 'board sides named in words');
      // the HTML of the board: every visible text at least 12 px
      const tiny = await page.evaluate(() => {
        const out = [];
        const walk = document.createTreeWalker(document.querySelector('[data-board]'), NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const el = n.parentElement;
          if (!n.textContent.trim() || !el.getClientRects().length || el.closest('.st-sr-only')) continue;
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px < 12 - 0.01) out.push(`${n.textContent.trim().slice(0, 30)}: ${px}px`);
        }
        return out;
      });
      assert.deepEqual(tiny, [], `${c.name} at ${width}x${height}: HTML texts under 12 px`);
      // the legend explains the short forms and the board sides, in words of the rulebook
      const legend = await page.textContent('[data-cc-legend]');
      for (const word of ['G7', 'P3', 'Bedrohungsmarker', 'Prestige-Marke', 'Kaiserkarte', 'Einfachmauer', 'Doppelmauer', 'Turm', 'Seite A']) {
        assert.ok(legend.includes(word), `the legend names ${word}`);
      }
      // the player boxes in words of the rulebook
      assert.match(await page.textContent('[data-seats]'), /\d+ Einfachmauern? · \d+ Aktionskarten?/);
      assert.deepEqual(page.errors, []);
    }
    await page.context().close();
  }
});

test('the legend in English explains the English short forms', async () => {
  const page = await env.page({ width: 1280, height: 800, locale: 'en-GB' });
  await page.addInitScript(probeCanvasText);
  await openGame(page, CASES[1]);
  if ((await page.getAttribute('html', 'lang')) !== 'en') await page.click('header [data-action="lang"]');
  await page.waitForFunction(() => document.querySelector('[data-cc-legend] summary')?.textContent === 'Legend');
  const legend = await page.textContent('[data-cc-legend]');
  for (const word of ['T7', 'P3', 'threat counter', 'reputation counter', 'emperor card', 'single wall', 'double wall', 'tower', 'side A']) {
    assert.ok(legend.includes(word), `the legend names ${word}`);
  }
  const drawn = (await page.evaluate(() => window.__ccTexts)).map((t) => t.text);
  assert.ok(drawn.some((t) => /^Territory \d+$/.test(t)), 'territories named in English');
  assert.ok(drawn.some((t) => /^Board \d[AB]$/.test(t)), 'board sides named in English');
  // the player boxes in words
  assert.match(await page.textContent('[data-seats]') ?? '', /\d+ single walls? · \d+ action cards?/);
  await page.context().close();
});

test('the map fills the panel at desktop sizes: at least 70 % of the room below the decision', { timeout: 300_000 }, async () => {
  for (const [width, height] of SIZES.slice(0, 2)) {
    // one page per size: the cases open in it one after another
    const page = await env.page({ width, height });
    for (const c of CASES) {
      await openGame(page, c);
      const m = await page.evaluate(() => {
        const stage = document.querySelector('[data-board] [class$="-stage"]').getBoundingClientRect();
        const boxes = [...document.querySelectorAll('[data-board] .st-region')].map((r) => r.getBoundingClientRect());
        const left = Math.min(...boxes.map((b) => b.left));
        const right = Math.max(...boxes.map((b) => b.right));
        const top = Math.min(...boxes.map((b) => b.top));
        const bottom = Math.max(...boxes.map((b) => b.bottom));
        // the panel: the stage's width, from its top to the bottom of the window
        const panel = stage.width * (innerHeight - stage.top);
        // a legend in the room of a last row not full of board sides covers nothing of the map
        const legend = document.querySelector('[data-cc-legend]');
        const inset = legend.classList.contains('cc-legend-inset') ? legend.getBoundingClientRect() : null;
        const covered = inset ? boxes.filter((b) => b.left < inset.right - 1 && b.right > inset.left + 1 && b.top < inset.bottom - 1 && b.bottom > inset.top + 1).length : 0;
        return { share: ((right - left) * (bottom - top)) / panel, bottom, scroll: document.scrollingElement.scrollHeight - innerHeight,
          inset: !!inset, covered, open: legend.querySelector('details').open };
      });
      if (c.name.endsWith('mid') && c.players === 2) assert.ok(m.inset && m.open, `${c.name} at ${width}x${height}: 3 boards in 2 rows, the legend open in the empty half row`);
      assert.equal(m.covered, 0, `${c.name} at ${width}x${height}: the legend covers no place of the map`);
      if (m.share < 0.7) await shot(page, `cc-readable-${c.name}-${width}x${height}`);
      assert.ok(m.share >= 0.7, `${c.name} at ${width}x${height}: the map covers ${(m.share * 100).toFixed(0)} % of the panel`);
      assert.ok(m.bottom <= height, `${c.name} at ${width}x${height}: the map ends on screen (${m.bottom})`);
      assert.ok(m.scroll <= 0, `${c.name} at ${width}x${height}: the page does not scroll (${m.scroll} px)`);
    }
    await page.context().close();
  }
});

/** The moves of a 4-player game up to its first choice of an action with all four board sides laid. */
function actionWithFourSides(seed = 15) {
  const { moves } = script(seed, 4);
  const table = new st.Table('chang-cheng', { players: 4, seed });
  for (let i = 0; i < moves.length; i++) {
    if (table.view('spectator').view.line.length >= 4 && table.legalMoves().some((m) => m.type === 'action')) return moves.slice(0, i);
    table.apply(moves[i]);
  }
  throw new Error('no choice of an action after the expansion');
}

test('on a phone the map is one board side per row, all four on screen, its sites wide enough for a finger', async () => {
  const cases = [CASES.find((c) => c.name === '4p-mid'), { name: '4p-action', players: 4, seed: 15, moves: actionWithFourSides() }];
  const page = await env.page({ width: 390, height: 844 });
  for (const c of cases) {
    await openGame(page, c);
    const rows = await page.evaluate(() => {
      const sites = [...document.querySelectorAll('[data-board] .st-region[data-region^="site:"]')].map((r) => r.getBoundingClientRect());
      return { tops: new Set(sites.map((b) => Math.round(b.top / 40))).size, minW: Math.min(...sites.map((b) => b.width)), minH: Math.min(...sites.map((b) => b.height)),
        right: Math.max(...sites.map((b) => b.right)), bottom: Math.max(...sites.map((b) => b.bottom)), scrolled: scrollY,
        actions: [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].map((b) => b.getBoundingClientRect().bottom),
        seatRows: new Set([...document.querySelectorAll('.st-seat')].map((e) => Math.round(e.getBoundingClientRect().top))).size,
        namesCut: [...document.querySelectorAll('.st-seat-name')].filter((e) => e.scrollWidth > e.clientWidth + 1).length };
    });
    if (rows.bottom > 844 || process.env.SHOTS) await shot(page, `cc-phone-${c.name}`);
    assert.ok(rows.minW >= 28 && rows.minH >= 24, `${c.name}: sites ${rows.minW}x${rows.minH} px`);
    assert.ok(rows.right <= 390, `${c.name}: no site off the screen`);
    assert.ok(rows.tops >= 4, `${c.name}: 4 boards in 4 rows (${rows.tops})`);
    // the whole wall is on screen (four board sides: the compact bands of layout.js), and every button to press
    assert.ok(rows.bottom <= 844, `${c.name}: the last board side ends on screen (${rows.bottom})`);
    assert.ok(rows.actions.length > 0 && rows.actions.every((b) => b <= 844), `${c.name}: every target on screen`);
    assert.equal(rows.scrolled, 0);
    // the board asked for the height (data-fit-tight): the seats in one row, their names whole
    assert.equal(rows.seatRows, 1, `${c.name}: the four seats in one row`);
    assert.equal(rows.namesCut, 0, `${c.name}: no name cut`);
    assert.deepEqual(page.errors, []);
  }
  await page.context().close();
});

test('every game: the end screen shows the score table before the details, its buttons on screen at 1280x800', { timeout: 300_000 }, async () => {
  const fixtures = fs.readdirSync(path.join(ROOT, 'tests', 'fixtures', 'saves')).filter((f) => f.endsWith('-end.json'));
  // one page: each game's end fixture opens in it one after another
  const page = await env.page({ width: 1280, height: 800 });
  for (const id of games) {
    const file = fixtures.find((f) => f.startsWith(`${id}-`));
    assert.ok(file, `an end fixture for ${id}`);
    const save = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'saves', file), 'utf8'));
    await switchSave(page, env.base, save);
    await page.waitForSelector('section.st-play:not([data-left]) [data-end]:not([hidden])');
    const m = await page.evaluate(() => {
      const end = document.querySelector('section.st-play:not([data-left]) [data-end]');
      const r = (el) => el && el.getBoundingClientRect();
      const table = r(end.querySelector('table'));
      const first = r(end.querySelector('tbody tr'));
      const details = end.querySelector('[data-end-details]');
      return {
        table: table && { top: table.top, bottom: table.bottom, firstRow: first.bottom },
        details: details && { top: r(details).top, after: !!(end.querySelector('table').compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING) },
        buttons: [...end.querySelectorAll('.st-end-buttons button')].map((b) => ({ action: b.dataset.action, top: r(b).top, bottom: r(b).bottom })),
        page: document.scrollingElement.scrollTop,
      };
    });
    assert.ok(m.table, `${id}: a score table`);
    assert.ok(m.table.top >= 0 && m.table.firstRow <= 800, `${id}: the table's head and first row (the winner) are on screen`);
    if (m.details) {
      assert.ok(m.details.after && m.details.top >= m.table.bottom - 1, `${id}: the details come below the table`);
    }
    assert.equal(m.page, 0, `${id}: the page is not scrolled`);
    assert.ok(m.buttons.length >= 2, `${id}: the end buttons`);
    for (const b of m.buttons) assert.ok(b.top >= 0 && b.bottom <= 800, `${id}: the ${b.action} button is on screen (${b.top}–${b.bottom})`);
    if (id === 'chang-cheng') {
      await shot(page, 'cc-readable-end-1280x800');
      assert.ok(m.details, 'Chang Cheng has details (the Mongol attack)');
    }
    assert.deepEqual(page.errors, []);
  }
  await page.context().close();
});
