// The rules pages' figure heights, measured: each figure's iframe carries a
// `height=` for a page where embed-resize.js does not run (the frame then
// keeps it). Measured at 1280x800 (the rules page's column), as the page
// shows it with embed-resize.js: the height the figure's content needs, plus
// 8 px to spare (a font that sets a line a pixel taller). tests/browser/
// figures.test.mjs checks every figure against it.
//
//   node bench/rules-heights.mjs [--write]
//
// `--write` puts the measured heights into www/rules/*.html.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup } from '../tests/browser/helpers.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const write = process.argv.includes('--write');
export const SPARE = 8;

const env = await setup();
try {
  for (const file of fs.readdirSync(path.join(root, 'www/rules')).filter((f) => f.endsWith('.html')).sort()) {
    const page = await env.page({ width: 1280, height: 800 });
    await page.goto(`${env.base}rules/${file}`);
    const ids = await page.$$eval('[data-figure]', (els) => els.map((el) => el.dataset.figure));
    const heights = {};
    for (const id of ids) {
      await page.locator(`[data-figure="${id}"] iframe`).scrollIntoViewIfNeeded();
      const frame = await page.$(`[data-figure="${id}"] iframe`);
      // drawn (not the "Lade …" line of a figure still loading), embed-resize.js
      // has set the content's height, and it holds for a moment
      await frame.evaluate((f) => new Promise((done) => {
        const drawn = () => (f.contentDocument?.querySelector('[data-board] canvas, [data-problem]') ? done(null) : setTimeout(drawn, 50));
        drawn();
      }));
      let last = 0;
      for (let same = 0; same < 3;) {
        await page.waitForTimeout(200);
        const now = Number(await frame.evaluate((f) => f.dataset.spieltischHeight || 0));
        same = now > 0 && now === last ? same + 1 : 0;
        last = now;
      }
      heights[id] = last + SPARE;
    }
    await page.context().close();
    let html = fs.readFileSync(path.join(root, 'www/rules', file), 'utf8');
    const changes = [];
    html = html.replace(/(<figure class="st-rules-figure" data-figure="([\w-]+)"><iframe [^>]*?height=")(\d+)(")/g, (all, head, id, old, tail) => {
      if (!(id in heights) || Number(old) === heights[id]) return all;
      changes.push(`${id} ${old}->${heights[id]}`);
      return `${head}${heights[id]}${tail}`;
    });
    console.log(`${file}: ${changes.join(', ') || 'as measured'}`);
    if (write && changes.length) fs.writeFileSync(path.join(root, 'www/rules', file), html);
  }
} finally {
  await env.close();
}
