// By hand, to look at: a screenshot of every game (or those whose id contains
// the second argument) at the three sizes of tests/browser/fit.test.mjs, the
// window only, with a line of measurements each (page height, targets outside
// the window or under 24 px).  node tests/browser/fit-shots.mjs [dir] [game]
import { setup, ARTIFACTS } from './helpers.mjs';
import { startAnyGame, anyStep, rendererIds } from './any-game.mjs';
const out = process.argv[2] || ARTIFACTS;
const env = await setup();
const sizes = [[1280, 800], [1366, 768], [390, 844]];
const only = process.argv[3];
try {
  const p0 = await env.page(); await p0.goto(env.base); const games = await rendererIds(p0); await p0.close();
  for (const id of games) {
    if (only && !id.includes(only)) continue;
    for (const [w, hgt] of sizes) {
      const page = await env.page({ width: w, height: hgt });
      await startAnyGame(page, env.base, id);
      if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
      // laid out: a board drawn before it knew its width redraws in the next frame
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
      const m = await page.evaluate(() => ({ sh: document.scrollingElement.scrollHeight, ih: innerHeight,
        out: [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].filter((b) => { const r = b.getBoundingClientRect(); return r.bottom > innerHeight || r.right > innerWidth || r.top < 0; }).length,
        small: [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].filter((b) => { const r = b.getBoundingClientRect(); return r.width < 24 || r.height < 24; }).length,
        n: document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)').length }));
      console.log(id, w, hgt, JSON.stringify(m));
      await page.screenshot({ path: `${out}/${id}-${w}x${hgt}.png` });
      await page.context().close();
    }
  }
} finally { await env.close(); }
