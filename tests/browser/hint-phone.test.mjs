// The hint on a phone (issue 37, point 1), in every registered game at
// 390x844 and 360x740 with touch: the hint marks its move on the board
// (`.st-hint`, an enabled target among the marks), the marks outlive the
// redraws that follow (the hint's own notice takes room; the window changes
// size), and a tap on the marked target plays it and the marks go. At
// 1280x800 the same is checked by shell-every-game.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames, startAnyGame } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(() => env?.close());

/** The marks on the board: key, whether it is an enabled target, its middle on screen. */
const marks = (page) => page.$$eval('[data-board] .st-hint', (els) => els.map((e) => {
  const r = e.getBoundingClientRect();
  return { key: e.dataset.key, legal: e.dataset.legal === 'true' && !e.disabled, x: r.x + r.width / 2, y: r.y + r.height / 2 };
}));

for (const [width, height] of [[390, 844], [360, 740]]) {
  test(`every game at ${width}x${height} with touch: the hint marks its move and the marks stay until the player acts`, { timeout: 240_000 }, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, locale: 'de-DE', reducedMotion: 'reduce' });
    for (const id of games) {
      const page = await context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e));
      await startAnyGame(page, env.base, id, { seed: 5 });
      if (await page.$('[data-handover]:not([hidden])')) await page.tap('[data-action="reveal"]');
      await page.tap('[data-action="hint"]:not(:disabled)');
      await page.waitForFunction(() => {
        const n = document.querySelector('[data-notices] [data-key="hint"] p');
        return n && !/…|\.\.\./.test(n.textContent) && document.querySelector('[data-board] .st-hint');
      }, null, { timeout: 30_000 });
      assert.match(await page.textContent('[data-notices] [data-key="hint"] p'), /markiert/, `${id}: the hint says it marked`);
      let marked = await marks(page);
      assert.ok(marked.some((m) => m.legal), `${id} ${width}: no enabled target among the marks ${JSON.stringify(marked)}`);
      await shot(page, `hint-phone-${width}-${id}`);
      // redraws (the window narrower, then back: the board draws anew at each
      // width, two frames later at the latest): the marks are still there
      for (const w of [width - 30, width]) {
        await page.setViewportSize({ width: w, height });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        marked = await marks(page);
        assert.ok(marked.some((m) => m.legal), `${id} ${w}x${height}: the marks went with a redraw`);
      }
      // the player taps the marked target: the move is made, the marks go
      const logBefore = await page.$$eval('[data-log] li', (li) => li.length);
      const target = page.locator('[data-board] .st-hint[data-legal="true"]:not(:disabled)').last();
      await target.scrollIntoViewIfNeeded();
      await target.tap();
      await page.waitForFunction((n) => document.querySelectorAll('[data-log] li').length > n || !document.querySelector('[data-board] .st-hint'), logBefore);
      assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
      await page.close();
    }
    await context.close();
  });
}
