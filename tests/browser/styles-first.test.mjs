// A board is never shown unstyled: every registered game's stylesheet has
// loaded before its board is mounted (`loadRenderer` waits for it). The CI
// failure this guards against: on a loaded machine Kurier des Zaren's board
// was drawn before kurier-des-zaren.css applied, and its inn buttons sat in
// the page's flow below the board, off a 1366x768 screen. Here the game
// stylesheets are held back for a second and a half; the first decision must
// still be laid out with the styles in force and every target on screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames, startAnyGame } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

test('every game: with its stylesheet slow to arrive, the board waits for it and the first decision is on screen', async () => {
  for (const id of games) {
    const page = await env.page({ width: 1366, height: 768, serviceWorkers: 'block' });
    let held = 0;
    await page.route('**/css/games/*.css', async (route) => {
      held += 1;
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await startAnyGame(page, env.base, id);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    const found = await page.evaluate((game) => {
      const out = [];
      const loaded = [...document.styleSheets].some((s) => s.href && s.href.endsWith(`/css/games/${game}.css`));
      if (!loaded) out.push('the game stylesheet has not loaded');
      const shown = (el) => !el.hidden && el.getClientRects().length > 0;
      const targets = [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].filter(shown);
      if (!targets.length) out.push('no legal target shown');
      for (const t of targets) {
        const r = t.getBoundingClientRect();
        if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
          out.push(`target ${t.dataset.key} at ${Math.round(r.left)},${Math.round(r.top)} outside ${innerWidth}x${innerHeight}`);
        }
      }
      return out;
    }, id);
    if (found.length) await shot(page, `styles-first-${id}`);
    assert.ok(held >= 1, `${id}: the game stylesheet was requested through the held route`);
    assert.deepEqual(found, [], id);
    assert.deepEqual(page.errors, [], id);
    await page.context().close();
  }
});
