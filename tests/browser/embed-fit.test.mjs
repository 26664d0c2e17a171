// Embeds that fit a wiki article, for every game with a renderer, in a 600 px
// and a 360 px column: with the README's fixed heights nothing is cut off and
// the iframe never scrolls inside; with www/embed-resize.js the iframe takes
// the height the page posts; names are never truncated; a figure shows its
// highlight marks; the Export dialog's snippet carries the measured height.
// Prints the measured heights (to update the README table when a game changes).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot, rng } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { rendererIds, anyStep } from './any-game.mjs';
import { openSave, saveDoc, randomMoves } from './positions.mjs';
import * as st from '../../pkg/spieltisch.js';

const WIDTHS = [600, 360];
let env;
let games;
before(async () => {
  st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  env = await setup();
  const page = await env.page();
  await page.goto(env.base);
  games = await rendererIds(page);
  await page.close();
});
after(async () => {
  for (const page of articles.values()) await page.context().close();
  await env?.close();
});

/** The README's fixed heights: `| id | play 600 | play 360 | position 600 | position 360 |`. */
function readmeHeights() {
  const text = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const rows = new Map();
  for (const m of text.matchAll(/^\| `([\w-]+)` \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)) {
    rows.set(m[1], { play: { 600: Number(m[2]), 360: Number(m[3]) }, position: { 600: Number(m[4]), 360: Number(m[5]) } });
  }
  return rows;
}

test('the README snippets use the table heights of their game (600 px column)', () => {
  const heights = readmeHeights();
  const text = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const snippets = [...text.matchAll(/<iframe src="[^"]*embed\.html\?game=([\w-]+)[^"#]*(#moves=)?[^"]*"[^>]*height:(\d+)px/g)];
  assert.ok(snippets.length >= 2, 'README has embed snippets');
  for (const [, game, moves, height] of snippets) {
    assert.equal(Number(height), heights.get(game)[moves ? 'position' : 'play'][600], `README snippet of ${game}`);
  }
});

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A position `n` random moves into a seeded game, played in Node. */
function position(game, players, n, seed = 5) {
  const table = new st.Table(game, { players, seed });
  const pick = rng(seed);
  const moves = [];
  for (let i = 0; i < n && !table.status().finished; i++) {
    const legal = table.legalMoves();
    const move = legal[pick(legal.length)];
    table.apply(move);
    moves.push(move);
  }
  return moves;
}

/**
 * The wiki-like article pages, one per column width (and one more with
 * www/embed-resize.js where a test wants it), each kept for the whole file:
 * a new iframe replaces the last one, so each figure or game is a fresh
 * embed.html load in the same article.
 * @type {Map<string, import('playwright-core').Page>}
 */
const articles = new Map();

/** A wiki-like page: one column `width` px wide holding the iframe at `height` (or resized by the script). */
async function article(width, src, { height = null, script = false } = {}) {
  // The article's window shows the whole iframe (Playwright clicks only what is on screen).
  const windowHeight = Math.min(12000, Math.max(1600, height ?? 1600) + 40);
  const key = `${width}${script ? ' script' : ''}`;
  let page = articles.get(key);
  if (!page) {
    page = await env.page({ width: width + 40, height: windowHeight });
    await page.setContent(`<!doctype html><body style="margin:0;padding:0 20px"><div data-column style="width:${width}px"></div>
      ${script ? `<script src="${env.base}embed-resize.js"></script>` : ''}</body>`);
    articles.set(key, page);
  } else if (page.viewportSize().height < windowHeight) {
    await page.setViewportSize({ width: width + 40, height: windowHeight });
  }
  page.errors.length = 0;
  const style = height === null ? 'width:100%;height:150px;border:0' : `width:100%;height:${height}px;border:0`;
  // the new iframe, loaded (its load event: embed.html and its modules are in)
  await page.evaluate(([src, style]) => new Promise((loaded) => {
    const frame = document.createElement('iframe');
    frame.title = 'Spieltisch';
    frame.setAttribute('style', style);
    frame.src = src;
    frame.addEventListener('load', loaded, { once: true });
    document.querySelector('[data-column]').replaceChildren(frame);
  }), [src, style]);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  return { page, frame };
}

/**
 * The iframe as anyStep's page: its evaluate, click and locator, and a mouse
 * that clicks the article page at the frame's point (a frame has no mouse of
 * its own; the article shows the whole iframe).
 */
function clicker(page, frame) {
  return {
    evaluate: (fn, arg) => frame.evaluate(fn, arg),
    click: (selector) => frame.click(selector),
    locator: (selector) => frame.locator(selector),
    mouse: {
      async click(x, y) {
        const box = await (await frame.frameElement()).boundingBox();
        await page.mouse.click(box.x + x, box.y + y);
      },
    },
  };
}

/** Inside the iframe: does the page fit (no inner scrolling, nothing cut off, no name or summary truncated or clamped)? */
async function fit(frame) {
  return frame.evaluate(() => {
    const doc = document.scrollingElement;
    const cut = [...document.querySelectorAll('.st-seat-name, .st-seat-summary, .st-play-title, .st-turn')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent);
    return {
      content: Number(document.documentElement.dataset.contentHeight || 0),
      scrollsDown: doc.scrollHeight > doc.clientHeight + 1,
      scrollsSideways: doc.scrollWidth > doc.clientWidth + 1,
      cut,
    };
  });
}

/**
 * Waits until the embed has drawn and its content height has stayed the same
 * for three animation frames (fonts loaded): the page is done laying out.
 */
let settles = 0;
async function steady(frame) {
  await frame.waitForFunction((token) => {
    const height = Number(document.documentElement.dataset.contentHeight || 0);
    const ready = height > 0 && document.fonts.status === 'loaded' && !!document.querySelector('[data-board] canvas, [data-problem]');
    const last = window.__steady?.token === token ? window.__steady : null;
    window.__steady = { token, height, frames: last && ready && last.height === height ? last.frames + 1 : 0 };
    return ready && window.__steady.frames >= 3;
  }, ++settles);
}

async function settle(frame) {
  await frame.waitForFunction(() => Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-board] canvas, [data-problem]'));
  await steady(frame);
  return frame.evaluate(() => Number(document.documentElement.dataset.contentHeight));
}

test('a read-only position fits its README height in 600 and 360 px columns, and the script sizes it exactly', async () => {
  const heights = readmeHeights();
  const measured = {};
  for (const game of games) {
    const info = st.games().find((g) => g.id === game);
    const row = heights.get(game);
    assert.ok(row, `README.md lists fixed embed heights for ${game}`);
    for (const width of WIDTHS) {
      let most = 0;
      for (const [players, n] of [[info.minPlayers, 0], [info.maxPlayers, 25], [info.maxPlayers, 60]]) {
        const names = ['Annemarie', 'Bartholomäus', 'Cem', 'Dorothea', 'Emil'].slice(0, players).join(',');
        const src = `${env.base}embed.html?game=${game}&players=${players}&seed=5&names=${encodeURIComponent(names)}&lang=de#moves=${b64url(position(game, players, n))}&viewer=0`;
        const fixed = await article(width, src, { height: row.position[width] });
        const content = await settle(fixed.frame);
        most = Math.max(most, content);
        const f = await fit(fixed.frame);
        assert.equal(f.scrollsDown, false, `${game} ${width}px ${players}p +${n}: no inner scrollbar at ${row.position[width]}px (needs ${content})`);
        assert.equal(f.scrollsSideways, false, `${game} ${width}px: nothing cut off at the side`);
        assert.deepEqual(f.cut, [], `${game} ${width}px: no truncated names`);
      }
      measured[`${game} position ${width}`] = [row.position[width], most];
    }
    // the resize script gives the iframe exactly the posted height
    const src = `${env.base}embed.html?game=${game}&players=${info.maxPlayers}&seed=5&lang=en#moves=${b64url(position(game, info.maxPlayers, 25))}&viewer=spectator&log=1`;
    const auto = await article(360, src, { script: true });
    const content = await settle(auto.frame);
    await auto.page.waitForFunction((h) => document.querySelector('iframe').dataset.spieltischHeight === String(h), content);
    assert.equal(await auto.page.$eval('iframe', (f) => f.getBoundingClientRect().height), content);
    assert.equal((await fit(auto.frame)).scrollsDown, false);
    await shot(auto.page, `embed-fit-${game}-360`);
  }
  console.log('position heights [README, needed]:', JSON.stringify(measured));
  for (const [what, [readme, needed]] of Object.entries(measured)) {
    assert.ok(readme - needed <= 60, `${what}: the README height ${readme} is not far above the ${needed} needed`);
  }
});

test('a playable embed fits its README height in 600 and 360 px columns while it is played', async () => {
  const heights = readmeHeights();
  const measured = {};
  for (const game of games) {
    const info = st.games().find((g) => g.id === game);
    for (const width of WIDTHS) {
      const height = heights.get(game).play[width];
      const names = ['Annemarie', 'Bartholomäus', 'Cem', 'Dorothea', 'Emil'].slice(0, info.maxPlayers).join(',');
      const src = `${env.base}embed.html?game=${game}&players=${info.maxPlayers}&seed=9&names=${encodeURIComponent(names)}&lang=de`;
      const { page, frame } = await article(width, src, { height });
      await frame.waitForSelector('[data-handover]:not([hidden]), [data-board] [data-legal="true"]');
      let most = 0;
      const pick = rng(width);
      for (let i = 0; i < 24; i++) {
        await steady(frame);
        const f = await fit(frame);
        most = Math.max(most, f.content);
        assert.equal(f.scrollsDown, false, `${game} ${width}px, click ${i}: no inner scrollbar at ${height}px (needs ${f.content})`);
        assert.equal(f.scrollsSideways, false);
        assert.deepEqual(f.cut, []);
        if ((await anyStep(clicker(page, frame), pick)) !== 'ok') break;
      }
      measured[`${game} play ${width}`] = [height, most];
    }
  }
  console.log('playable heights [README, needed]:', JSON.stringify(measured));
  for (const [what, [readme, needed]] of Object.entries(measured)) {
    assert.ok(readme - needed <= 80, `${what}: the README height ${readme} is not far above the ${needed} needed`);
  }
});

test('highlight marks places in a figure; renderers without it ignore it', async () => {
  const marks = {
    'chinesische-mauer': ['section:2', 'card:1:1'],
    'dschingis-khan': ['village:5', 'wall:1:2'],
  };
  for (const game of games) {
    const info = st.games().find((g) => g.id === game);
    const keys = marks[game] || ['village:1', 'section:1'];
    const moves = position(game, info.minPlayers, 12);
    const src = `${env.base}embed.html?game=${game}&players=${info.minPlayers}&seed=5&lang=en#moves=${b64url(moves)}&viewer=spectator&highlight=${keys.join(',')}`;
    const { page, frame } = await article(600, src, { script: true });
    await settle(frame);
    const shown = await frame.$$eval('[data-highlight]', (els) => els.map((el) => el.dataset.highlight));
    if (marks[game]) {
      // CM's card:1:1 needs a card in section 1: a mark per key that has a place on this board.
      assert.ok(shown.includes(keys[0]), `${game}: ${keys[0]} is marked (${shown})`);
      for (const key of shown) {
        const box = await frame.$eval(`[data-highlight="${key}"]`, (el) => { const r = el.getBoundingClientRect(); return [r.width, r.height]; });
        assert.ok(box[0] > 4 && box[1] > 4, `${game}: ${key} mark has a size`);
      }
      await shot(page, `embed-highlight-${game}`);
    }
    assert.deepEqual(page.errors.map(String), []);
  }
});

test('the Export dialog hands out the snippet with the height the position needs', async () => {
  // one app page: each game a saved game a few moves in (its default table size), opened from localStorage
  const page = await env.page({ width: 1280, height: 800 });
  for (const game of games) {
    const info = st.games().find((g) => g.id === game);
    const players = Math.min(Math.max(3, info.minPlayers), info.maxPlayers);
    await openSave(page, env.base, saveDoc({ game, players, seed: 7, moves: randomMoves(game, { players, seed: 7, moves: 6 }) }));
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    await page.click('header [data-action="export"]');
    if (info.secretSeed) {
      // While a game whose seed is secret runs, the seed would give every card and draw away: no snippet, and the dialog says why.
      const running = await page.waitForSelector('[data-export-dialog] [data-embed-running]');
      assert.ok(await running.isVisible(), `${game}: the dialog says why there is no snippet`);
      assert.match(await running.textContent(), /seed|Startwert/i, `${game}: names the seed as the reason`);
      assert.equal(await page.$('[data-export-dialog] [data-embed-code]'), null, `${game}: no snippet during a running game`);
      assert.equal(await page.$('[data-export-dialog] [data-action="copy-embed"]'), null, `${game}: nothing to copy`);
      continue;
    }
    await page.waitForFunction(() => /height:\d+px/.test(document.querySelector('[data-embed-code]').value) && !document.querySelector('[data-embed-code]').dataset.measuring);
    const snippet = await page.inputValue('[data-embed-code]');
    const height = Number(snippet.match(/height:(\d+)px/)[1]);
    const src = snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
    const { frame } = await article(600, src, { height });
    const content = await settle(frame);
    assert.ok(content <= height && height - content <= 40, `${game}: snippet height ${height} for content ${content}`);
    assert.equal((await fit(frame)).scrollsDown, false);
  }
  await page.context().close();
});
