// Figures as SVG (js/games/svg-context.js): how big the files are and how long
// a board takes to paint itself into SVG, per game: a bench, never a test.
//
//   node bench/svg-size.mjs [--write]
//
// For every registered game (the page's registry), every rules figure
// (www/figures/index.json) is opened in the embed page at 600 px, as the
// picture download does, and `spieltischFigure.vector()` is called five
// times: the SVG's bytes, gzipped bytes (as a web server would send it) and
// the median time of a call (it draws the board twice: once into SVG, once
// on the canvas again). Also the size of the context itself. `--write` puts
// the table into BENCHMARKS.md between the svg markers.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { setup } from '../tests/browser/helpers.mjs';
import { writeSection } from './benchmarks-section.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const write = process.argv.includes('--write');
const index = JSON.parse(fs.readFileSync(path.join(root, 'www', 'figures', 'index.json'), 'utf8'));

const env = await setup();
const probe = await env.page();
await probe.goto(env.base);
const games = await probe.evaluate(() => import('./js/games/index.js').then((m) => m.rendererIds()));
await probe.context().close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

const rows = [];
for (const game of games) {
  const sizes = [];
  for (const { id } of index[game] ?? []) {
    const page = await env.page({ width: 600, height: 900 });
    await page.goto(`${env.base}embed.html?figure=${id}&lang=de`);
    await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && document.fonts.status === 'loaded', null, { timeout: 20000 });
    const r = await page.evaluate(async () => {
      const times = [];
      let svg = '';
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        svg = (await /** @type {any} */ (window).spieltischFigure.vector()).svg;
        times.push(performance.now() - t0);
      }
      return { svg, times };
    });
    sizes.push({ id, bytes: Buffer.byteLength(r.svg), gzip: zlib.gzipSync(r.svg).length, ms: median(r.times), elements: (r.svg.match(/<(path|text) /g) ?? []).length });
    await page.context().close();
  }
  const row = {
    game,
    figures: sizes.length,
    bytes: median(sizes.map((s) => s.bytes)),
    maxBytes: Math.max(...sizes.map((s) => s.bytes)),
    gzip: median(sizes.map((s) => s.gzip)),
    elements: median(sizes.map((s) => s.elements)),
    ms: median(sizes.map((s) => s.ms)),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
await env.close();

const own = fs.readFileSync(path.join(root, 'www', 'js', 'games', 'svg-context.js'));
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/svg-size.mjs --write\` (headless Chromium, every rules figure at 600 px; median over a game's figures, time per \`vector()\` call the median of 5, which draws the board into SVG and then on the canvas again). The context itself, \`www/js/games/svg-context.js\`: ${kb(own.length)}, ${kb(zlib.gzipSync(own).length)} gzipped, no library.`,
  '',
  '| game | figures | SVG median (largest) | gzipped median | shapes and texts (median) | vector() median |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.game} | ${r.figures} | ${kb(r.bytes)} (${kb(r.maxBytes)}) | ${kb(r.gzip)} | ${r.elements} | ${r.ms.toFixed(0)} ms |`),
].join('\n');
console.log(`\n${table}`);

if (write) {
  writeSection({
    name: 'svg', script: 'svg-size.mjs', title: 'Figures as SVG', table, before: 'pace',
    intro: 'How big a figure\'s SVG download is, and how long a board takes to paint itself into SVG (www/js/games/svg-context.js, the Export dialog\'s and the builder\'s "Vektorgrafik (SVG)").',
  });
}
