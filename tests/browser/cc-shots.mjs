// By hand, to look at: Chang Cheng in hot-seat with 2 and 4 players, in the
// middle of a game and at its end, at 1280x800, 1366x768 and 390x844, with
// measurements (the canvas's share of the window, the smallest canvas font).
//   node tests/browser/cc-shots.mjs [dir]
import { setup, ARTIFACTS } from './helpers.mjs';
import { script } from './cc-helpers.mjs';

const out = process.argv[2] || ARTIFACTS;
const env = await setup();
const sizes = process.env.SIZES ? JSON.parse(process.env.SIZES) : [[1280, 800], [1366, 768], [390, 844]];

function saveDoc(id, players, seed, moves) {
  return { format: 'spieltisch-save', saveVersion: 1, id, game: 'chang-cheng',
    options: { players, names: ['Anna', 'Ben', 'Cem', 'Dora'].slice(0, players) }, seed, moves };
}

try {
  const cases = [];
  for (const players of [2, 4]) {
    const mid = script(11 + players, players, (log, moves) => moves.length >= 40);
    const end = script(11 + players, players);
    cases.push({ name: `${players}p-mid`, players, seed: 11 + players, moves: mid.moves });
    cases.push({ name: `${players}p-end`, players, seed: 11 + players, moves: end.moves });
  }
  for (const c of cases) {
    for (const [w, hgt] of sizes) {
      const page = await env.page({ width: w, height: hgt });
      await page.goto(env.base);
      await page.waitForSelector('[data-games]');
      const id = `shot-${c.name}`;
      await page.evaluate((s) => localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)), saveDoc(id, c.players, c.seed, c.moves));
      await page.goto(`${env.base}#/play/${id}`);
      await page.waitForSelector('[data-handover]:not([hidden]), [data-end]:not([hidden])');
      if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
      await page.waitForTimeout(400);
      const m = await page.evaluate(() => {
        const c = document.querySelector('[data-board] canvas');
        const r = c?.getBoundingClientRect();
        return { sh: document.scrollingElement.scrollHeight, ih: innerHeight, canvas: r && `${Math.round(r.width)}x${Math.round(r.height)}`,
          minFont: document.querySelector('[data-board]')?.dataset.minFont };
      });
      console.log(c.name, w, hgt, JSON.stringify(m));
      await page.screenshot({ path: `${out}/cc-${c.name}-${w}x${hgt}.png` });
      if (c.name.endsWith('end')) {
        await page.click('[data-action="view-board"]');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/cc-${c.name}-board-${w}x${hgt}.png` });
      }
      if (page.errors.length) console.log('errors', page.errors.map(String));
      await page.context().close();
    }
  }
} finally { await env.close(); }
