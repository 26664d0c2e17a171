// The intermittent 184 px figure (issue 36, point 4). A wiki page with
// www/embed-resize.js and figures further down: a figure frame that starts
// loading on screen posts the height of its "Lade …" page (184 px) and the
// script sets it; the reader scrolls on before the board is drawn. The
// browser stops rendering a cross-origin frame that is off screen, so its
// requestAnimationFrame and ResizeObserver never ran: the figure's real
// height was never posted, and it stayed 184 px high, cut, until scrolled
// back to. (It depended on how fast the frame loaded against how fast the
// reader scrolled: intermittent.) js/embed-frame.js now also measures on a
// timer, which runs in such a frame. Here the figure's file is held back
// until the frame is scrolled off screen, 20 times (the rules figures of the
// registered games in turn), and each time the iframe must take the figure's
// whole height without being scrolled back to.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { ROOT } from './server.mjs';

const INDEX = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures/index.json'), 'utf8'));

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

test('a figure scrolled off screen while it loads still takes its whole height (20 loads)', { timeout: 240_000 }, async () => {
  const ids = games.flatMap((game) => (INDEX[game] ?? []).map((f) => f.id));
  assert.ok(ids.length >= games.length, 'rules figures of the registered games');
  const page = await env.page({ width: 640, height: 700 });
  // the figure files wait until the test lets them through
  let release = () => {};
  await page.route('**/www/figures/*.json', async (route) => {
    await new Promise((done) => { release = done; });
    await route.continue();
  });
  // a wiki article (another origin than the figures: about:blank), the figure at its top, text below
  await page.setContent(`<!doctype html><body style="margin:0;padding:0 20px"><div data-column style="width:600px"></div>
    <div style="height:6000px">…</div><script src="${env.base}embed-resize.js"></script></body>`);
  for (let load = 0; load < 20; load++) {
    const id = ids[(load * 7) % ids.length];
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.title = 'Figure';
      frame.setAttribute('style', 'width:100%;height:500px;border:0');
      frame.src = src;
      document.querySelector('[data-column]').replaceChildren(frame);
    }, `${env.base}embed.html?figure=${id}&lang=de`);
    // on screen, the frame posts its loading height and the script sets it
    await page.waitForFunction(() => Number(document.querySelector('iframe').dataset.spieltischHeight) > 0);
    const loadingHeight = await page.$eval('iframe', (f) => f.getBoundingClientRect().height);
    // the reader scrolls on; then the figure's file arrives
    await page.evaluate(() => window.scrollTo(0, 3000));
    assert.ok(await page.$eval('iframe', (f) => f.getBoundingClientRect().bottom < 0), 'the frame is off screen');
    release();
    const frame = await (await page.$('iframe')).contentFrame();
    await frame.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && document.fonts.status === 'loaded', null, { polling: 100 });
    // the figure's height, laid out now (reading it forces the layout even in a frame the browser does not render)
    const needed = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height
      + parseFloat(getComputedStyle(document.body).marginTop) + parseFloat(getComputedStyle(document.body).marginBottom)));
    assert.ok(needed > loadingHeight + 100, `${id}: the drawn figure (${needed} px) is taller than its loading page (${loadingHeight} px)`);
    // without scrolling back: the iframe takes that height (a timeout here is the 184 px figure)
    await page.waitForFunction((h) => Math.abs(document.querySelector('iframe').getBoundingClientRect().height - h) <= 1, needed, { timeout: 5000, polling: 100 })
      .catch(() => {});
    const height = await page.$eval('iframe', (f) => f.getBoundingClientRect().height);
    assert.ok(Math.abs(height - needed) <= 1, `load ${load + 1}, ${id}: the iframe is ${height} px high off screen, the figure needs ${needed} px`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
  }
  await page.context().close();
});
