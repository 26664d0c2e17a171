// Every word the play screen shows in the page (not on a canvas: Chang
// Cheng's readable test measures those) is at least 12 px, on a desktop and
// on a phone, in every registered game: the seat summaries on a phone were
// 10.9 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames, startAnyGame } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/** Visible texts under 12 px on the play screen, as "size px: text". */
function smallTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const screen = document.querySelector('section.st-play');
    const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('[hidden], .st-visually-hidden, .visually-hidden, .sr-only')) continue;
      const rects = el.getClientRects();
      if (!rects.length || rects[0].width < 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0' || style.clipPath.startsWith('inset(50%')) continue;
      const size = parseFloat(style.fontSize);
      if (size < 11.95) out.push(`${size.toFixed(1)} px: ${text.slice(0, 40)}`);
    }
    return [...new Set(out)];
  });
}

for (const [width, height] of [[1280, 800], [390, 844]]) {
  test(`every game at ${width}x${height}: no text on the play screen under 12 px`, async () => {
    const found = {};
    for (const id of games) {
      const page = await env.page({ width, height });
      await startAnyGame(page, env.base, id);
      if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
      const small = await smallTexts(page);
      if (small.length) {
        found[id] = small;
        await shot(page, `text-size-${id}-${width}`);
      }
      await page.context().close();
    }
    assert.deepEqual(found, {}, `at ${width}x${height}`);
  });
}
