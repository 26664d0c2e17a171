// How tall an embed is in a wiki column, measured the one way both
// tests/browser/embed-fit.test.mjs (which checks the README's table) and
// bench/figure-heights.mjs (which writes it) use: a wiki-like article page
// per column width, a new iframe per embed; a read-only position after 0, 25
// and 60 random moves (seeded, played in Node) and a playable game over 24
// random clicks, with long names; the most height any of them needed.
import fs from 'node:fs';
import path from 'node:path';
import { rng } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { anyStep } from './any-game.mjs';
import * as st from '../../pkg/spieltisch.js';

/** The column widths a wiki author chooses from (the builder's choice, the README's table). */
export const COLUMNS = [360, 600, 800];

/** Long names, as many as seats: nothing may be cut for them. */
export const LONG_NAMES = ['Annemarie', 'Bartholomäus', 'Cem', 'Dorothea', 'Emil'];

let ready = false;
/** The engine under Node (for positions and the games' player counts). */
export function engine() {
  if (!ready) st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  ready = true;
  return st;
}

export const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A position `n` random moves into a seeded game, played in Node. */
export function position(game, players, n, seed = 5) {
  const table = new (engine().Table)(game, { players, seed });
  const pick = rng(seed);
  const moves = [];
  for (let i = 0; i < n && !table.status().finished; i++) {
    const legal = table.legalMoves();
    const move = legal[pick(legal.length)];
    table.apply(move);
    moves.push(move);
  }
  table.free?.();
  return moves;
}

/** The README's table of fixed heights: game → players → {play: {360, 600, 800}, position: {…}}. */
export function readmeHeights(text = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')) {
  const rows = new Map();
  for (const m of text.matchAll(/^\| `([\w-]+)` \| (\d) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)) {
    const [, game, players, ...h] = m;
    if (!rows.has(game)) rows.set(game, new Map());
    rows.get(game).set(Number(players), {
      play: { 360: Number(h[0]), 600: Number(h[1]), 800: Number(h[2]) },
      position: { 360: Number(h[3]), 600: Number(h[4]), 800: Number(h[5]) },
    });
  }
  return rows;
}

/** The addresses of the read-only positions measured for `game` with `players` (long names, seat 0's view). */
export function positionSources(base, game, players) {
  const names = LONG_NAMES.slice(0, players).join(',');
  return [0, 25, 60].map((n) => `${base}embed.html?game=${game}&players=${players}&seed=5&names=${encodeURIComponent(names)}&lang=de#moves=${b64url(position(game, players, n))}&viewer=0`);
}

/** The address of the playable embed measured for `game` with `players`. */
export function playSource(base, game, players) {
  const names = LONG_NAMES.slice(0, players).join(',');
  return `${base}embed.html?game=${game}&players=${players}&seed=9&names=${encodeURIComponent(names)}&lang=de`;
}

/**
 * Wiki-like article pages, one per column width (and one more with
 * www/embed-resize.js where asked), kept for the caller's whole run: a new
 * iframe replaces the last one, so each embed is a fresh embed.html load.
 */
export function articles(env) {
  /** @type {Map<string, import('playwright-core').Page>} */
  const pages = new Map();
  /** A wiki-like page: one column `width` px wide holding the iframe at `height` (or resized by the script). */
  async function article(width, src, { height = null, script = false } = {}) {
    // The article's window shows the whole iframe (Playwright clicks only what is on screen).
    const windowHeight = Math.min(12000, Math.max(1600, height ?? 1600) + 40);
    const key = `${width}${script ? ' script' : ''}`;
    let page = pages.get(key);
    if (!page) {
      page = await env.page({ width: width + 40, height: windowHeight });
      await page.setContent(`<!doctype html><body style="margin:0;padding:0 20px"><div data-column style="width:${width}px"></div>
        ${script ? `<script src="${env.base}embed-resize.js"></script>` : ''}</body>`);
      pages.set(key, page);
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
  article.close = async () => {
    for (const page of pages.values()) await page.context().close();
    pages.clear();
  };
  return article;
}

/**
 * The iframe as anyStep's page: its evaluate, click and locator, and a mouse
 * that clicks the article page at the frame's point (a frame has no mouse of
 * its own; the article shows the whole iframe).
 */
export function clicker(page, frame) {
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
export async function fit(frame) {
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
export async function steady(frame) {
  await frame.waitForFunction((token) => {
    const height = Number(document.documentElement.dataset.contentHeight || 0);
    const ready = height > 0 && document.fonts.status === 'loaded' && !!document.querySelector('[data-board] canvas, [data-problem]');
    const last = window.__steady?.token === token ? window.__steady : null;
    window.__steady = { token, height, frames: last && ready && last.height === height ? last.frames + 1 : 0 };
    return ready && window.__steady.frames >= 3;
  }, ++settles);
}

/** The embed's content height once drawn and steady. */
export async function settle(frame) {
  await frame.waitForFunction(() => Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-board] canvas, [data-problem]'));
  await steady(frame);
  return frame.evaluate(() => Number(document.documentElement.dataset.contentHeight));
}

/**
 * The most height the read-only positions of `game` with `players` need in a
 * `width` px column; `check(fit, src)` sees each (the test's assertions).
 */
export async function positionHeight(article, base, game, players, width, { height = null, check = null } = {}) {
  let most = 0;
  for (const src of positionSources(base, game, players)) {
    const { frame } = await article(width, src, { height });
    most = Math.max(most, await settle(frame));
    if (check) await check(await fit(frame), src);
  }
  return most;
}

/**
 * The most height the playable embed of `game` with `players` needs in a
 * `width` px column over 24 random clicks; `check(fit, click)` sees each screen.
 */
export async function playHeight(article, base, game, players, width, { height = null, check = null } = {}) {
  const { page, frame } = await article(width, playSource(base, game, players), { height });
  await frame.waitForSelector('[data-handover]:not([hidden]), [data-board] [data-legal="true"]');
  let most = 0;
  const pick = rng(width);
  for (let i = 0; i < 24; i++) {
    await steady(frame);
    const f = await fit(frame);
    most = Math.max(most, f.content);
    if (check) await check(f, i);
    if ((await anyStep(clicker(page, frame), pick)) !== 'ok') break;
  }
  return most;
}
