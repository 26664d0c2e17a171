// Phones (issue 37, point 5), in every registered game with the most players
// it allows, one person and computers under their default names: at 360x740
// and 390x844 with touch, the play screen does not scroll sideways, and
// every seat chip shows its whole name (no word cut, no "…"), so two
// computers differ by more than their colour.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames, waitForPlay } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(() => env?.close());

/** Each chip's name as shown: whether lines are cut off, whether its longest word is wider than the room. */
const chips = (page) => page.$$eval('.st-seat-name', (els) => els.map((el) => {
  const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
  const words = text.split(/\s+/).filter(Boolean);
  const probe = document.createElement('span');
  const style = getComputedStyle(el);
  probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing}`;
  document.body.append(probe);
  const widest = Math.max(...words.map((w) => { probe.textContent = w; return probe.getBoundingClientRect().width; }));
  probe.remove();
  return { text, clamped: el.scrollHeight > el.clientHeight + 1, wordCut: widest > el.clientWidth + 0.5 };
}));

for (const [width, height] of [[360, 740], [390, 844]]) {
  test(`every game at ${width}x${height}, the most players: no sideways scrolling, every seat's whole name`, { timeout: 240_000 }, async () => {
    const context = await env.browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, locale: 'de-DE', reducedMotion: 'reduce' });
    for (const id of games) {
      const page = await context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e));
      // computers at once, until the person decides (a computer may begin)
      await page.goto(`${env.base}?botPause=0`);
      await page.click(`[data-game="${id}"] [data-action="new-game"]`);
      const most = await page.$$eval('[data-setup="players"] option', (os) => Math.max(...os.map((o) => Number(o.value))));
      await page.selectOption('[data-setup="players"]', String(most));
      for (let seat = 2; seat <= most; seat++) await page.selectOption(`[data-setup="kind-${seat}"]`, 'easy');
      await page.click('[data-action="start"]');
      await waitForPlay(page, id);
      if (await page.$('[data-handover]:not([hidden])')) await page.tap('[data-action="reveal"]');
      await page.waitForSelector('section.st-play [data-board] [data-legal="true"]', { state: 'attached' });
      const shown = await chips(page);
      assert.equal(shown.length, most, `${id}: a chip per seat`);
      for (const c of shown) assert.ok(!c.clamped && !c.wordCut, `${id} ${width}px: the name "${c.text}" is cut`);
      const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `${id} ${width}px: the play screen scrolls sideways by ${overflow}px`);
      if (width === 360) await shot(page, `phone-seats-${id}`);
      assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
      await page.close();
    }
    await context.close();
  });
}
