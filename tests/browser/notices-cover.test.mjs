// Notices never cover the board (issue 22): with storage full, the "storage
// full" notice stays up, and before it went above the board's targets
// (Chinesische Mauer's "Karte ziehen" at 1280x800), so clicks landed on it.
// For every registered game, at a desktop and a phone size: every enabled
// control of the board is what a click at its centre hits, and the notice
// can be dismissed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot, rng } from './helpers.mjs';
import { setupWithGames, startAnyGame, anyStep, toMenu } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

/** Board controls a click at whose centre hits something else: [{key, hit}] (each scrolled to first, as a click would). */
async function covered(page) {
  return page.$$eval('[data-board] button:not(:disabled)', (els) => els
    .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const name = el.dataset.key || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
      const what = (n) => (n ? `${n.tagName.toLowerCase()}${n.className ? `.${String(n.className).split(' ').join('.')}` : ''}${n.closest('[data-notices]') ? ' (in the notices)' : ''}` : 'nothing');
      return el === hit || el.contains(hit) ? null : { key: name, hit: what(hit) };
    })
    .filter(Boolean));
}

test('with storage full, the notice covers no target of the board and can be dismissed', async () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    // one page for the size: each game started from the start page, back to the menu after it
    const page = await env.page({ width, height });
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function stub(key, value) {
        if (String(key).startsWith('spieltisch.save.')) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    for (const game of games) {
      page.errors.length = 0;
      await startAnyGame(page, env.base, game, { seed: 5 });
      const pick = rng(7);
      const where = `${game} at ${width}x${height}`;
      for (let click = 0; click < 5; click++) {
        if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
        await page.waitForSelector('[data-notices] [data-key="storage"]', { timeout: 5000 })
          .catch(() => assert.fail(`${where}: no storage notice with storage full`));
        await page.waitForSelector('[data-board] [data-legal="true"]');
        const bad = await covered(page);
        if (bad.length) await shot(page, `notices-cover-${game}-${width}`);
        assert.deepEqual(bad, [], `${where}, before click ${click + 1}: a click at the centre of these board controls hits something else: ${bad.map((b) => `${b.key} → ${b.hit}`).join('; ')}`);
        if ((await anyStep(page, pick)) !== 'ok') break;
      }
      if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
      if (game === games[0]) await shot(page, `notices-storage-full-${width}`);
      await page.click('[data-notices] [data-key="storage"] button[aria-label="Ausblenden"]');
      assert.equal(await page.$('[data-notices] [data-key="storage"]'), null, `${where}: the notice is dismissed`);
      assert.deepEqual(page.errors.map(String), [], `${where}: no page error`);
      await toMenu(page);
    }
    await page.context().close();
  }
});
