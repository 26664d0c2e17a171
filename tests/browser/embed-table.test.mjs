// A playable embed shows the table (issue 24): in a 600 x 800 frame (a wiki
// column) every game opens with its board drawn above the fold, in the
// spectator's view (no hand on the page), the players, and a compact start
// control at the top; a hand appears only after its owner reveals, and the
// next hand-over puts the spectator's view back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { figureProbe } from './figure.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/** Where things are in the frame, and whose view the board shows. */
const layout = (page) => page.evaluate(() => {
  const box = (sel) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
  const canvas = box('[data-board] canvas');
  const bar = document.querySelector('[data-handover]');
  return {
    viewer: document.querySelector('section.st-play')?.dataset.viewer ?? null,
    canvasTop: canvas?.top ?? null,
    canvasHeight: canvas?.height ?? 0,
    seats: document.querySelectorAll('[data-seats] > li').length,
    barUp: !!bar && !bar.hidden,
    revealBottom: box('[data-action="reveal"]')?.bottom ?? null,
    mainHidden: document.querySelector('.st-play-main')?.hidden ?? null,
  };
});

test('a playable embed at 600x800 shows the board above the fold, hands hidden until their owner reveals', async () => {
  // one page, each game's embed loaded into it
  const page = await env.page({ width: 600, height: 800 });
  for (const game of games) {
    page.errors.length = 0;
    await page.goto(`${env.base}embed.html?game=${game}&names=Anna,Ben,Cem,Dora&lang=de`);
    await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && Number(document.documentElement.dataset.contentHeight) > 0);
    // laid out: fonts loaded, the page's height and the canvas's size unchanged for three animation frames
    await page.waitForFunction(() => {
      const canvas = document.querySelector('[data-board] canvas');
      const now = [document.documentElement.dataset.contentHeight, canvas.width, canvas.height].join();
      const last = /** @type {any} */ (window).__steady;
      /** @type {any} */ (window).__steady = { now, frames: last?.now === now ? last.frames + 1 : 0 };
      return document.fonts.status === 'loaded' && /** @type {any} */ (window).__steady.frames >= 3;
    });
    const first = await layout(page);
    assert.ok(first.canvasTop !== null && first.canvasTop < 800 - 150, `${game}: the board starts above the fold (${first.canvasTop})`);
    assert.ok(first.seats >= 2, `${game}: the players are shown`);
    const probe = await page.evaluate(figureProbe);
    assert.ok(probe.colours >= 8 && probe.opaque > 0.2, `${game}: the board is drawn (${JSON.stringify(probe)})`);
    if (first.barUp) {
      assert.equal(first.viewer, 'spectator', `${game}: behind the start control the table is the spectator's view`);
      assert.equal(first.mainHidden, false, `${game}: the table is not hidden`);
      assert.ok(first.revealBottom < 200, `${game}: the start control is at the top (${first.revealBottom})`);
      await page.click('[data-action="reveal"]');
      await page.waitForFunction(() => document.querySelector('section.st-play')?.dataset.viewer !== 'spectator');
      const revealed = await layout(page);
      assert.ok(!revealed.barUp && /^\d+$/.test(revealed.viewer), `${game}: after the reveal the owner's view (${revealed.viewer})`);
    } else {
      assert.notEqual(first.viewer, 'null', `${game}: a game without hidden hands starts at once`);
    }
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
});
