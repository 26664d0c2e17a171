// The SVG figures outside the browser: MediaWiki turns an uploaded SVG into
// the PNG a wiki page shows with librsvg (rsvg-convert), not with Chromium.
// Over the registry, every rules figure's SVG download, drawn by
// rsvg-convert at the canvas's size, must be the picture the canvas shows.
// librsvg sets glyphs a little differently (its own hinting and font
// fallback), so the two are compared at a quarter of the size, where a
// glyph's edge averages out but a missing shape, gradient, shadow or a
// misplaced group still shows: the same figures with their gradients,
// shadows and clips left out differ in 14-91% of their pixels there, against
// at most 0.6% for the real ones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { setup } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { ROOT } from './server.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/** At a quarter of the size, at most this share of pixels may differ clearly. */
const FAR = 0.015;
/** And the mean difference over all pixels (of 4 x 255). */
const MEAN = 12;

/** The figure's PNG as librsvg draws its SVG, `width` × `height` pixels. */
function rsvg(svg, width, height) {
  try {
    return execFileSync('rsvg-convert', ['-w', String(width), '-h', String(height)], { input: svg, maxBuffer: 1 << 27 });
  } catch (e) {
    const err = /** @type {any} */ (e);
    if (err.code === 'ENOENT') throw new Error('rsvg-convert is missing: bash scripts/setup.sh installs librsvg2-bin');
    throw new Error(`rsvg-convert refused the SVG: ${err.stderr ?? err.message}`);
  }
}

/** Clearly different pixels (share) and the mean difference of two PNGs, both drawn at a quarter of the second's size. */
async function compareQuarter(blank, png, reference) {
  return blank.evaluate(async ({ png, reference }) => {
    const load = async (src) => { const i = new Image(); i.src = src; await i.decode(); return i; };
    const [a, b] = await Promise.all([load(png), load(reference)]);
    const w = Math.round(b.width / 4);
    const h = Math.round(b.height / 4);
    const pixels = (image) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d');
      g.imageSmoothingQuality = 'high';
      g.drawImage(image, 0, 0, w, h);
      return g.getImageData(0, 0, w, h).data;
    };
    const x = pixels(a);
    const y = pixels(b);
    let far = 0;
    let sum = 0;
    for (let i = 0; i < x.length; i += 4) {
      const d = Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) + Math.abs(x[i + 3] - y[i + 3]);
      sum += d;
      if (d > 96) far++;
    }
    return { far: far / (w * h), mean: sum / (w * h), width: a.width, height: a.height };
  }, { png: `data:image/png;base64,${png.toString('base64')}`, reference });
}

test('every rules figure of every game: librsvg (the wiki\'s SVG renderer) draws its SVG as the canvas shows it', { timeout: 300_000 }, async () => {
  const index = JSON.parse(fs.readFileSync(path.join(ROOT, 'www', 'figures', 'index.json'), 'utf8'));
  const blank = await env.page({ width: 600, height: 600 });
  for (const game of games) {
    const figures = index[game] ?? [];
    assert.ok(figures.length > 0, `${game}: rules figures to draw`);
    for (const [i, { id }] of figures.entries()) {
      const page = await env.page({ width: 600, height: 900 });
      await page.goto(`${env.base}embed.html?figure=${id}&lang=${i % 2 ? 'en' : 'de'}`);
      await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && document.fonts.status === 'loaded', null, { timeout: 20000 });
      const drawn = await page.evaluate(async () => {
        const vector = await /** @type {any} */ (window).spieltischFigure.vector();
        const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-board] canvas'));
        return { svg: vector.svg, png: canvas.toDataURL(), width: canvas.width, height: canvas.height };
      });
      assert.deepEqual(page.errors.map(String), [], `${id}: no page error`);
      await page.context().close();
      const facts = await compareQuarter(blank, rsvg(drawn.svg, drawn.width, drawn.height), drawn.png);
      assert.deepEqual([facts.width, facts.height], [drawn.width, drawn.height], `${id}: librsvg drew the figure's size`);
      assert.ok(facts.far < FAR && facts.mean < MEAN,
        `${id}: librsvg draws what the canvas shows (at a quarter size ${(facts.far * 100).toFixed(2)}% of pixels differ, mean ${facts.mean.toFixed(2)})`);
    }
  }
});
