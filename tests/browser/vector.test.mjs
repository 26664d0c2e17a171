// The SVG picture (issue 24: figures for wikis "as SVG where it can be had
// without a second renderer per game"): every board paints itself, with its
// own painting code, into a context that writes SVG (www/js/games/svg-context.js).
// Over the registry: every rules figure of every game, and a game played a
// few clicks in on a phone-wide playable embed (the board with its legal
// targets and a half-made choice), drawn from the SVG, must be the picture
// the canvas shows (rendering differences at glyph and curve edges only);
// the SVG parses and carries nothing the renderers cannot read (NaN, objects).
// And the context alone: a scene using every method it offers, drawn on a
// canvas and into SVG, must match (so a board that starts using, say, arcTo
// or a counter-clockwise arc gets a correct picture, not only one that draws).
//
// The same figures outside the browser (formerly librsvg.test.mjs; each
// figure is loaded once for both checks): MediaWiki turns an uploaded SVG
// into the PNG a wiki page shows with librsvg (rsvg-convert), not with
// Chromium. Every rules figure's SVG download, drawn by rsvg-convert at the
// canvas's size, must be the picture the canvas shows. librsvg sets glyphs a
// little differently (its own hinting and font fallback), so the two are
// compared at a quarter of the size, where a glyph's edge averages out but a
// missing shape, gradient, shadow or a misplaced group still shows: the same
// figures with their gradients, shadows and clips left out differ in 14-91%
// of their pixels there, against at most 0.6% for the real ones. A figure
// that shows a region is drawn up to 3 times larger, its glyphs too: it is
// compared at a quarter of its unzoomed size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { setup, rng } from './helpers.mjs';
import { setupWithGames, playSome } from './any-game.mjs';
import { ROOT } from './server.mjs';
import { vectorAgainstCanvas } from './picture-facts.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/** At most this share of pixels may differ clearly (antialiasing of glyphs and curves). */
const FAR = 0.01;
/** And the mean difference over all pixels (of 4 x 255) stays small. */
const MEAN = 4;

/** librsvg: at a quarter of the size, at most this share of pixels may differ clearly. */
const RSVG_FAR = 0.015;
/** And the mean difference over all pixels (of 4 x 255). */
const RSVG_MEAN = 12;

/** The board as SVG and its canvas as PNG, taken in one go (vector() draws the canvas again afterwards). */
async function both(page) {
  await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && document.fonts.status === 'loaded', null, { timeout: 20000 });
  return page.evaluate(async () => {
    const drawn = await /** @type {any} */ (window).spieltischFigure.vector();
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-board] canvas'));
    // a region's zoom (CanvasBoard's `data-view`: x y w h zoom)
    const zoom = Number(document.querySelector('[data-view]')?.getAttribute('data-view')?.split(' ')[4] ?? 1);
    return drawn && { ...drawn, png: canvas.toDataURL(), cssWidth: canvas.clientWidth, width: canvas.width, height: canvas.height, zoom };
  });
}

function check(what, drawn, facts, far = FAR) {
  assert.ok(drawn, `${what}: a picture`);
  assert.equal(facts.problem, null, `${what}: the SVG parses`);
  assert.doesNotMatch(drawn.svg, /NaN|undefined|\[object/, `${what}: only numbers and colours in the SVG`);
  assert.equal(facts.svgWidth, drawn.cssWidth, `${what}: as wide as the board on the page`);
  assert.ok(facts.far < far && facts.mean < MEAN, `${what}: the SVG draws what the canvas shows (${(facts.far * 100).toFixed(2)}% of pixels differ, mean ${facts.mean.toFixed(2)})`);
}

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

/**
 * Clearly different pixels (share) and the mean difference of two PNGs, both
 * drawn at a quarter of the second's size; a figure showing a region (drawn
 * `zoom` times larger, its glyphs too) at a quarter of its unzoomed size.
 */
async function compareQuarter(blank, png, reference, zoom = 1) {
  return blank.evaluate(async ({ png, reference, zoom }) => {
    const load = async (src) => { const i = new Image(); i.src = src; await i.decode(); return i; };
    const [a, b] = await Promise.all([load(png), load(reference)]);
    const w = Math.round(b.width / (4 * zoom));
    const h = Math.round(b.height / (4 * zoom));
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
  }, { png: `data:image/png;base64,${png.toString('base64')}`, reference, zoom });
}

/**
 * Every rules figure of every game, each loaded once (one page, one
 * embed.html?figure= load per figure) and drawn: its SVG, its canvas as PNG,
 * and the page's errors. Both figure tests below read this.
 * @type {Promise<{game: string, figures: {id: string, drawn: any, errors: string[]}[]}[]> | null}
 */
let allFigures = null;
function figuresDrawn() {
  allFigures ??= (async () => {
    const index = JSON.parse(fs.readFileSync(path.join(ROOT, 'www', 'figures', 'index.json'), 'utf8'));
    const page = await env.page({ width: 600, height: 900 });
    const out = [];
    for (const game of games) {
      const figures = [];
      for (const [i, { id }] of (index[game] ?? []).entries()) {
        page.errors.length = 0;
        await page.goto(`${env.base}embed.html?figure=${id}&lang=${i % 2 ? 'en' : 'de'}`);
        const drawn = await both(page);
        figures.push({ id, drawn, errors: page.errors.map(String) });
      }
      out.push({ game, figures });
    }
    await page.context().close();
    return out;
  })();
  return allFigures;
}

test('every rules figure of every game: its SVG is the picture its canvas shows', async () => {
  const blank = await env.page({ width: 600, height: 600 });
  for (const { game, figures } of await figuresDrawn()) {
    assert.ok(figures.length > 0, `${game}: rules figures to draw`);
    for (const { id, drawn, errors } of figures) {
      check(id, drawn, await vectorAgainstCanvas(blank, drawn.svg, drawn.png));
      assert.deepEqual(errors, [], `${id}: no page error`);
    }
  }
});

test('every rules figure of every game: librsvg (the wiki\'s SVG renderer) draws its SVG as the canvas shows it', { timeout: 300_000 }, async () => {
  const blank = await env.page({ width: 600, height: 600 });
  for (const { game, figures } of await figuresDrawn()) {
    assert.ok(figures.length > 0, `${game}: rules figures to draw`);
    for (const { id, drawn, errors } of figures) {
      assert.deepEqual(errors, [], `${id}: no page error`);
      assert.ok(drawn, `${id}: a picture`);
      const facts = await compareQuarter(blank, rsvg(drawn.svg, drawn.width, drawn.height), drawn.png, drawn.zoom);
      assert.deepEqual([facts.width, facts.height], [drawn.width, drawn.height], `${id}: librsvg drew the figure's size`);
      assert.ok(facts.far < RSVG_FAR && facts.mean < RSVG_MEAN,
        `${id}: librsvg draws what the canvas shows (at a quarter size ${(facts.far * 100).toFixed(2)}% of pixels differ, mean ${facts.mean.toFixed(2)})`);
    }
  }
});

test('every game played a little on a phone: the SVG of the board with its targets', async () => {
  const blank = await env.page({ width: 600, height: 600 });
  const page = await env.page({ width: 390, height: 844 });
  for (const game of games) {
    page.errors.length = 0;
    await page.goto(`${env.base}embed.html?game=${game}&seed=4711&lang=en`);
    await page.waitForSelector('[data-board] [data-legal="true"], [data-handover]:not([hidden])');
    await playSome(page, rng(11), 7);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    const drawn = await both(page);
    check(`${game} (played)`, drawn, await vectorAgainstCanvas(blank, drawn.svg, drawn.png));
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
});

test('the SVG context draws what a canvas draws: a scene using every method it offers', async () => {
  const page = await env.page({ width: 600, height: 600 });
  await page.goto(env.base);
  const drawn = await page.evaluate(async () => {
    const { SvgContext } = await import('./js/games/svg-context.js');
    const W = 480;
    const H = 360;
    /** @param {any} g */
    const scene = (g) => {
      g.fillStyle = '#fdf6e3';
      g.fillRect(0, 0, W, H);
      // paths: lines, curves, arcs both ways, a rotated ellipse, arcTo corners
      g.beginPath();
      g.moveTo(20, 20);
      g.lineTo(120, 30);
      g.quadraticCurveTo(160, 60, 120, 100);
      g.bezierCurveTo(90, 130, 40, 60, 20, 100);
      g.closePath();
      g.fillStyle = 'hsl(200 60% 50%)';
      g.fill();
      g.lineWidth = 4;
      g.lineJoin = 'round';
      g.strokeStyle = 'rgba(120, 20, 20, 0.7)';
      g.stroke();
      g.beginPath();
      g.arc(220, 60, 40, 0.3, 2.4);
      g.arc(220, 60, 20, 2.4, 0.3, true);
      g.closePath();
      g.fillStyle = '#2a9d8f';
      g.fill('evenodd');
      g.beginPath();
      g.ellipse(330, 60, 50, 22, 0.5, 0, 2 * Math.PI);
      g.strokeStyle = '#264653';
      g.lineWidth = 3;
      g.setLineDash([9, 5]);
      g.lineDashOffset = 3;
      g.stroke();
      g.setLineDash([]);
      g.beginPath();
      g.moveTo(400, 20);
      g.arcTo(460, 20, 460, 120, 25);
      g.arcTo(460, 120, 400, 120, 15);
      g.lineTo(400, 120);
      g.lineCap = 'round';
      g.lineWidth = 6;
      g.strokeStyle = '#e76f51';
      g.stroke();
      // rounded rectangles, rectangles, the even-odd rule
      g.beginPath();
      g.roundRect(20, 140, 90, 60, 14);
      g.roundRect(120, 140, 90, 60, [4, 24]);
      g.roundRect(220, 140, 90, 60, [2, 10, 20, 30]);
      g.fillStyle = '#e9c46a';
      g.fill();
      g.strokeRect(330, 140, 60, 60);
      g.beginPath();
      g.rect(400, 140, 60, 60);
      g.rect(415, 155, 30, 30);
      g.fillStyle = '#6d597a';
      g.fill('evenodd');
      // transforms, gradients in transformed coordinates, alpha, a shadow
      g.save();
      g.translate(80, 260);
      g.rotate(-0.4);
      g.scale(1.5, 1.5);
      const lin = g.createLinearGradient(-30, 0, 30, 0);
      lin.addColorStop(0, '#ff0000');
      lin.addColorStop(1, 'rgba(0, 0, 255, 0.5)');
      g.fillStyle = lin;
      g.fillRect(-30, -20, 60, 40);
      g.restore();
      g.save();
      const rad = g.createRadialGradient(200, 250, 5, 210, 260, 50);
      rad.addColorStop(0, '#ffffff');
      rad.addColorStop(1, '#1d3557');
      g.fillStyle = rad;
      g.shadowColor = 'rgba(0, 0, 0, 0.5)';
      g.shadowBlur = 8;
      g.shadowOffsetY = 4;
      g.beginPath();
      g.arc(210, 260, 50, 0, 2 * Math.PI);
      g.fill();
      g.restore();
      g.save();
      g.globalAlpha = 0.5;
      g.fillStyle = '#000000';
      g.fillRect(250, 230, 60, 60);
      g.restore();
      // a clip inside a clip
      g.save();
      g.beginPath();
      g.rect(330, 220, 80, 120);
      g.clip();
      g.beginPath();
      g.arc(390, 280, 55, 0, 2 * Math.PI);
      g.clip();
      g.fillStyle = '#588157';
      g.fillRect(300, 200, 200, 200);
      g.restore();
      // text: alignments, baselines, stroke, spacing, a squeezed line
      g.fillStyle = '#222222';
      g.font = '600 16px "DejaVu Sans", sans-serif';
      const lines = /** @type {[string, string, number][]} */ ([['left', 'top', 20], ['center', 'middle', 60], ['right', 'bottom', 100], ['start', 'alphabetic', 140]]);
      for (const [align, base, y] of lines) {
        g.textAlign = align;
        g.textBaseline = base;
        g.fillText(`${align} ${base} Ägyptén`, align === 'center' ? 240 : align === 'right' ? 460 : 20, 200 + y / 4 + 110);
      }
      g.textAlign = 'left';
      g.textBaseline = 'middle';
      g.letterSpacing = '2px';
      g.fillText(`spaced ${Math.round(g.measureText('spaced').width)}`, 20, 300);
      g.letterSpacing = '0px';
      g.fillText('a line squeezed into 60 px', 20, 330, 60);
      g.lineWidth = 1.5;
      g.strokeStyle = '#9b2226';
      g.font = '700 28px "DejaVu Sans", sans-serif';
      g.strokeText('Mauer', 120, 350);
    };
    const canvas = document.createElement('canvas');
    canvas.width = W;
    canvas.height = H;
    scene(canvas.getContext('2d'));
    const svg = new SvgContext(W, H);
    scene(svg);
    return { svg: String(svg), png: canvas.toDataURL(), cssWidth: W };
  });
  const blank = await env.page({ width: 600, height: 600 });
  // a scene of few large shapes: held to a tenth of the boards' share of differing pixels
  check('the scene', drawn, await vectorAgainstCanvas(blank, drawn.svg, drawn.png), FAR / 10);
  assert.deepEqual(page.errors.map(String), []);
});
