// By hand, to look at: the figure builder's placement mode of every game with
// a scenario in tests/browser/placement/ (or those whose id contains the
// second argument), at 1280x800 and on a 390x844 phone, the window only: a
// place's list of choices open, and the engine's refusal of an impossible
// position.  node tests/browser/placement-shots.mjs [dir] [game]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup, ARTIFACTS } from './helpers.mjs';
import { rendererIds } from '../../www/js/games/index.js';

const out = process.argv[2] || ARTIFACTS;
const only = process.argv[3];
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'placement');
const env = await setup();
const sizes = [{ width: 1280, height: 800 }, { width: 390, height: 844, isMobile: true, hasTouch: true }];
try {
  for (const id of rendererIds()) {
    if ((only && !id.includes(only)) || !fs.existsSync(path.join(DIR, `${id}.mjs`))) continue;
    const s = (await import(`./placement/${id}.mjs`)).default;
    for (const size of sizes) {
      const page = await env.page({ ...size, locale: 'de-DE' });
      const url = `${env.base}figure.html?game=${id}${s.figure ? `&figure=${s.figure}` : `&players=${s.players}`}&lang=de`;
      const open = async () => {
        await page.goto(url);
        await page.waitForFunction((game) => document.documentElement.dataset.builderGame === game && document.querySelector('[data-builder-board] canvas'), id);
        await page.check('[data-builder-mode="place"]');
        await page.waitForSelector('[data-builder-layer]:not([hidden]) [data-place]');
      };
      const choose = async ({ key, option }) => {
        await page.click(`[data-place="${key}"]`);
        await page.click(`[data-place-options="${key}"]:not([hidden]) [data-place-option="${option}"]`);
        await page.waitForSelector('[data-place-options][hidden]', { state: 'attached' });
      };
      await open();
      for (const c of s.placed.slice(0, -1)) await choose(c);
      const last = s.placed.at(-1);
      await page.click(`[data-place="${last.key}"]`);
      await page.waitForSelector(`[data-place-options="${last.key}"]:not([hidden])`);
      const box = await (await page.$('[data-place-options]')).boundingBox();
      console.log(id, size.width, 'options', JSON.stringify(box));
      await page.screenshot({ path: `${out}/place-${id}-${size.width}-options.png` });
      await open();
      for (const c of s.impossible) {
        await page.click(`[data-place="${c.key}"]`);
        await page.click(`[data-place-options="${c.key}"]:not([hidden]) [data-place-option="${c.option}"]`);
        await page.waitForSelector('[data-place-options][hidden]', { state: 'attached' });
      }
      await page.waitForSelector('[data-place-problem]:not([hidden])');
      console.log(id, size.width, 'problem', JSON.stringify(await (await page.$('[data-place-problem]')).boundingBox()));
      await page.screenshot({ path: `${out}/place-${id}-${size.width}-refused.png` });
      await page.context().close();
    }
  }
} finally { await env.close(); }
