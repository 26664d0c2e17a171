// The SVG picture (issue 24: figures for wikis "as SVG where it can be had
// without a second renderer per game"): every board paints itself, with its
// own painting code, into a context that writes SVG (www/js/games/svg-context.js).
// Over the registry: every rules figure of every game, and a game played a
// few clicks in on a phone-wide playable embed (the board with its legal
// targets and a half-made choice), drawn from the SVG, must be the picture
// the canvas shows (rendering differences at glyph and curve edges only);
// the SVG parses and carries nothing the renderers cannot read (NaN, objects).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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

/** The board as SVG and its canvas as PNG, taken in one go (vector() draws the canvas again afterwards). */
async function both(page) {
  await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && document.fonts.status === 'loaded', null, { timeout: 20000 });
  return page.evaluate(async () => {
    const drawn = await /** @type {any} */ (window).spieltischFigure.vector();
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-board] canvas'));
    return drawn && { ...drawn, png: canvas.toDataURL(), cssWidth: canvas.clientWidth };
  });
}

function check(what, drawn, facts) {
  assert.ok(drawn, `${what}: a picture`);
  assert.equal(facts.problem, null, `${what}: the SVG parses`);
  assert.doesNotMatch(drawn.svg, /NaN|undefined|\[object/, `${what}: only numbers and colours in the SVG`);
  assert.equal(facts.svgWidth, drawn.cssWidth, `${what}: as wide as the board on the page`);
  assert.ok(facts.far < FAR && facts.mean < MEAN, `${what}: the SVG draws what the canvas shows (${(facts.far * 100).toFixed(2)}% of pixels differ, mean ${facts.mean.toFixed(2)})`);
}

test('every rules figure of every game: its SVG is the picture its canvas shows', async () => {
  const index = JSON.parse(fs.readFileSync(path.join(ROOT, 'www', 'figures', 'index.json'), 'utf8'));
  const blank = await env.page({ width: 600, height: 600 });
  for (const game of games) {
    const figures = index[game] ?? [];
    assert.ok(figures.length > 0, `${game}: rules figures to draw`);
    for (const [i, { id }] of figures.entries()) {
      const page = await env.page({ width: 600, height: 900 });
      await page.goto(`${env.base}embed.html?figure=${id}&lang=${i % 2 ? 'en' : 'de'}`);
      const drawn = await both(page);
      check(id, drawn, await vectorAgainstCanvas(blank, drawn.svg, drawn.png));
      assert.deepEqual(page.errors.map(String), [], `${id}: no page error`);
      await page.context().close();
    }
  }
});

test('every game played a little on a phone: the SVG of the board with its targets', async () => {
  const blank = await env.page({ width: 600, height: 600 });
  for (const game of games) {
    const page = await env.page({ width: 390, height: 844 });
    await page.goto(`${env.base}embed.html?game=${game}&seed=4711&lang=en`);
    await page.waitForSelector('[data-board] [data-legal="true"], [data-handover]:not([hidden])');
    await playSome(page, rng(11), 7);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    const drawn = await both(page);
    check(`${game} (played)`, drawn, await vectorAgainstCanvas(blank, drawn.svg, drawn.png));
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
    await page.context().close();
  }
});
