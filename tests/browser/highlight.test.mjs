// The embed's `highlight=` parameter, one test per game: a figure with the
// parameter rings the named places on the canvas (the pixels differ from the
// same figure without it, inside each mark's box) and exposes one
// `[data-highlight="<key>"]` element per mark; keys without a place on the
// board are ignored. The keys are the README's examples (embed section), on a position 12
// seeded random moves into the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { b64url, position } from './embed-heights.mjs';
import * as st from '../../pkg/spieltisch.js';

/** Per game a key that names no place on its board. */
const UNKNOWN = {
  'chinesische-mauer': 'section:9',
  'dschingis-khan': 'village:99',
  'chang-cheng': 'province:99',
  'kurier-des-zaren': 'inn:99',
  'grand-conquest': 'field:9999',
};

/** The README's embed examples: the highlight keys given for each game. */
function readmeKeys() {
  const text = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const keys = new Map();
  for (const [, game, list] of text.matchAll(/embed\.html\?game=([\w-]+)[^"]*[#&]highlight=([^"&]+)"/g)) keys.set(game, list.split(','));
  return keys;
}

let env;
before(async () => {
  st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  env = await setup();
});
after(async () => {
  for (const page of pages.values()) await page.context().close();
  await env?.close();
});

/**
 * Two pages kept for the whole file, one for the plain figure and one for the
 * marked one (both are read at once to compare their pixels): each test loads
 * its game's figures into them.
 * @type {Map<string, import('playwright-core').Page>}
 */
const pages = new Map();

/** An embed figure (in the page kept as `which`), with the marks' boxes in canvas pixels. */
async function figure(which, src) {
  let page = pages.get(which);
  if (!page) pages.set(which, page = await env.page({ width: 640, height: 900 }));
  page.errors.length = 0;
  // a new address, not a change of the fragment alone (embed.html reloads itself on hashchange)
  if (page.url().split('#')[0] === src.split('#')[0]) await page.goto('about:blank');
  await page.goto(src);
  await page.waitForFunction(() => Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-board] canvas'));
  // drawn and laid out: fonts loaded, and the page's height, the canvas's size
  // and the marks unchanged for three animation frames (a board drawn before
  // it knew its width redraws in the next frame)
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-board] canvas');
    const now = [document.documentElement.dataset.contentHeight, canvas.width, canvas.height, document.querySelectorAll('[data-highlight]').length].join();
    const last = /** @type {any} */ (window).__steady;
    /** @type {any} */ (window).__steady = { now, frames: last?.now === now ? last.frames + 1 : 0 };
    return document.fonts.status === 'loaded' && /** @type {any} */ (window).__steady.frames >= 3;
  });
  const shape = await page.evaluate(() => {
    const canvas = document.querySelector('[data-board] canvas');
    const c = canvas.getBoundingClientRect();
    const ratio = canvas.width / c.width;
    const marks = [...document.querySelectorAll('[data-highlight]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { key: el.dataset.highlight, x: (r.left - c.left) * ratio, y: (r.top - c.top) * ratio, w: r.width * ratio, h: r.height * ratio };
    });
    return { width: canvas.width, height: canvas.height, marks };
  });
  return { page, ...shape };
}

/** RGB of the canvas around `box` (grown by `pad`: the ring is drawn around the box). */
function pixelsNear(page, box, pad = 12) {
  return page.evaluate(({ box, pad }) => {
    const canvas = document.querySelector('[data-board] canvas');
    const x = Math.max(0, Math.floor(box.x - pad));
    const y = Math.max(0, Math.floor(box.y - pad));
    const w = Math.min(canvas.width, Math.ceil(box.x + box.w + pad)) - x;
    const h = Math.min(canvas.height, Math.ceil(box.y + box.h + pad)) - y;
    const data = canvas.getContext('2d').getImageData(x, y, w, h).data;
    return Array.from(data.filter((_, i) => i % 4 !== 3));
  }, { box, pad });
}

/** How many pixels around `box` differ between the two figures. */
async function changedNear(a, b, box) {
  const [p, q] = await Promise.all([pixelsNear(a.page, box), pixelsNear(b.page, box)]);
  let changed = 0;
  for (let i = 0; i < p.length; i += 3) {
    if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 30) changed++;
  }
  return changed;
}

for (const [game, unknown] of Object.entries(UNKNOWN)) {
  test(`${game}: highlight= rings the named places in a figure`, async () => {
    const keys = readmeKeys().get(game);
    assert.ok(keys?.length, `README.md has a highlight example for ${game}`);
    const info = st.games().find((g) => g.id === game);
    const moves = position(game, info.minPlayers, 12);
    const base = `${env.base}embed.html?game=${game}&players=${info.minPlayers}&seed=5&lang=en#moves=${b64url(moves)}&viewer=spectator`;
    const plain = await figure('plain', base);
    const marked = await figure('marked', `${base}&highlight=${[...keys, unknown].join(',')}`);
    assert.deepEqual(marked.marks.map((m) => m.key).sort(), [...keys].sort(), `${game}: one mark per key with a place, none for ${unknown}`);
    assert.deepEqual(plain.marks, [], `${game}: no marks without the parameter`);
    assert.equal(marked.width, plain.width, `${game}: same canvas size`);
    assert.equal(marked.height, plain.height, `${game}: same canvas size`);
    for (const box of marked.marks) {
      assert.ok(box.w > 4 && box.h > 4, `${game}: ${box.key} mark has a size`);
      const changed = await changedNear(plain, marked, box);
      assert.ok(changed > 40, `${game}: ${box.key} drew a ring on the canvas (${changed} pixels changed)`);
    }
    await shot(marked.page, `highlight-${game}`);
    for (const { page } of [plain, marked]) assert.deepEqual(page.errors.map(String), []);
  });
}
