// Screenshots at desktop and phone size (look at them: tests/artifacts/),
// plus layout checks: nothing wider than the screen, a sharp canvas.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, startGame, step, rng, shot } from './helpers.mjs';
import { openSave, saveDoc, randomMoves } from './positions.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const SIZES = [
  { name: 'desk', width: 1280, height: 800, dpr: 1 },
  { name: 'phone', width: 360, height: 740, dpr: 2 },
];

for (const size of SIZES) {
  test(`screens at ${size.width}x${size.height}`, { timeout: 300_000 }, async () => {
    const page = await env.page(size);
    const fits = async (what) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${what}: no horizontal scrolling (${overflow}px too wide)`);
    };
    await page.goto(env.base);
    await page.waitForSelector('[data-games]');
    await shot(page, `${size.name}-home`);
    await fits('home');
    await page.click('[data-game="chinesische-mauer"] [data-action="new-game"]');
    await page.selectOption('[data-setup="players"]', '4');
    await shot(page, `${size.name}-setup`);
    await page.click('[data-setup-dialog] button[value="cancel"]');
    await startGame(page, env.base, { players: 4, names: ['Anna', 'Ben', 'Cem', 'Dora'], seed: 99 });
    await shot(page, `${size.name}-handover`);
    const pick = rng(17);
    for (let i = 0; i < 70; i++) await step(page, pick);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    // a selection in progress: a hand card chosen, targets lit
    const card = await page.$('[data-cm="hand"][data-legal="true"]');
    if (card) await card.click();
    await shot(page, `${size.name}-play`);
    await fits('play');
    // the canvas is drawn at the device pixel ratio
    const { backing, css } = await page.$eval('[data-board] canvas', (c) => ({ backing: c.width, css: c.getBoundingClientRect().width }));
    assert.equal(backing, Math.round(css * size.dpr));
    await page.click('[data-action="help"]');
    await shot(page, `${size.name}-help`);
    assert.match(await page.textContent('[data-courtesy]'), /Entwicklerwerkzeugen/);
    await page.click('[data-help-dialog] [data-action="close"]');
    // the rest of a game: a saved 4-player game a few moves before its end,
    // played in Node and opened as a player's save, clicked to the end screen
    const players = 4;
    await openSave(page, env.base, saveDoc({ game: 'chinesische-mauer', players, seed: 99, moves: randomMoves('chinesische-mauer', { players, seed: 99, beforeEnd: 6 }) }));
    while ((await step(page, pick)) !== 'end');
    await shot(page, `${size.name}-end`);
    await fits('end');
    await page.click('[data-action="view-board"]');
    await shot(page, `${size.name}-final-board`);
    assert.deepEqual(page.errors.map(String), []);
  });
}
