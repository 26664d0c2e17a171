// The picture download (issue 24, for wikis without iframes): in every game
// the Export dialog saves the board of the view as a PNG at twice the
// screen's resolution, with a caption line and the credit. The file is a
// PNG, twice as wide as the board it shows (plus a margin), painted (many
// colours, not one flat fill); while a game with a secret seed runs the seed
// stays out of the page meanwhile (the picture is the board on the screen).
// The same as SVG: a file that parses, with the caption and the credit as
// text and the board (as wide as the one the PNG shows) as shapes; that its
// shapes are the canvas's picture is tests/browser/vector.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setup, rng } from './helpers.mjs';
import { setupWithGames, playSome, startAnyGame, toMenu } from './any-game.mjs';
import { pictureFacts, svgFileFacts } from './picture-facts.mjs';

const SEED = 918273645;

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

test('Export dialog: the board as a PNG at twice the resolution, with caption and credit, in every game', async () => {
  // the SVG files are read in a page without the site's CSP (its style attributes would be reported there)
  const blank = await env.page({ width: 600, height: 600 });
  // one app page: each game started from the start page's dialog, back to the menu after it
  const page = await env.page({ width: 1280, height: 800 });
  for (const game of games) {
    page.errors.length = 0;
    await startAnyGame(page, env.base, game, { seed: SEED });
    await playSome(page, rng(3), 4);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    await page.click('header [data-action="export"]');
    await page.waitForSelector('[data-export-dialog][open] [data-action="download-picture"]');
    await page.fill('[data-picture-caption]', `Caption of ${game}`);
    const secret = await page.evaluate(() => !document.querySelector('[data-export-dialog] [data-embed-code]'));
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30000 }),
      page.click('[data-action="download-picture"]'),
    ]);
    assert.match(download.suggestedFilename(), new RegExp(`^spieltisch-${game}-.*\\.png$`));
    const bytes = fs.readFileSync(await download.path());
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${game}: a PNG`);
    const facts = await pictureFacts(page, bytes);
    // The board is drawn at 600 px (the embed's column) or at its width on this screen, twice over.
    const boardWidth = secret ? await page.evaluate(() => document.querySelector('[data-board] canvas').clientWidth) : 600;
    assert.ok(facts.width >= 2 * boardWidth - 40 && facts.width <= 2 * boardWidth + 80, `${game}: ${facts.width} px wide for a ${boardWidth} px board`);
    assert.ok(facts.height > 300, `${game}: ${facts.height} px high`);
    assert.ok(facts.colours >= 16, `${game}: a painted board (${facts.colours} colours)`);
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 30000 }),
      page.click('[data-action="download-vector"]'),
    ]);
    assert.match(svgDownload.suggestedFilename(), new RegExp(`^spieltisch-${game}-.*\\.svg$`));
    const svg = await svgFileFacts(blank, fs.readFileSync(await svgDownload.path(), 'utf8'));
    assert.equal(svg.problem, null, `${game}: the SVG parses`);
    assert.ok(svg.xml, `${game}: an XML file`);
    // one unit a CSS pixel: the board on the screen, or the embed's board in its 600 px column
    assert.ok(secret ? svg.boardWidth === boardWidth : svg.boardWidth > boardWidth - 40 && svg.boardWidth <= boardWidth, `${game}: a board ${svg.boardWidth} units wide for a ${boardWidth} px board`);
    assert.equal(svg.width, svg.boardWidth + 20, `${game}: with the margin`);
    assert.equal(svg.texts[0], `Caption of ${game}`, `${game}: the caption`);
    assert.match(svg.texts[1] ?? '', /Spieltisch/, `${game}: the credit`);
    assert.ok(svg.shapes > 50, `${game}: a painted board (${svg.shapes} shapes)`);
    if (secret) {
      const html = await page.content();
      assert.ok(!html.includes(String(SEED)), `${game}: the running game's seed stayed out of the page`);
    }
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-export-dialog][open]', { state: 'detached' });
    await toMenu(page);
  }
  await page.context().close();
});
