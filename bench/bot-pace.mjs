// How long a computer's turn takes on the page, at each speed (issue 23,
// point 2): a bench, never a test.
//
//   node bench/bot-pace.mjs [--turns N] [--games id,id] [--speeds slow,normal] [--write]
//
// For every registered game (the page's registry) and speed, a game of
// computers only (normal level) is watched in headless Chromium with the
// speed chosen as a person would (stored in the browser); the time of a turn
// is from one turn heading of the log to the next, as a person watching sees
// it. Prints the median and p90 per game and speed; `--write` puts the table
// into BENCHMARKS.md between the pace markers.
import { setup } from '../tests/browser/helpers.mjs';
import { writeSection } from './benchmarks-section.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const TURNS = Number(option('--turns', 12));
const SPEEDS = option('--speeds', 'slow,normal,fast,instant').split(',');
const only = option('--games', null)?.split(',');
const write = args.includes('--write');

const env = await setup();
const probe = await env.page();
await probe.goto(env.base);
const games = (await probe.evaluate(() => import('./js/games/index.js').then((m) => m.rendererIds()))).filter((g) => !only || only.includes(g));
await probe.context().close();

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};

/** Times of the first `turns` complete computer turns of a watched game. */
async function turnTimes(id, speed, turns) {
  const page = await env.page();
  await page.addInitScript((s) => localStorage.setItem('spieltisch.botSpeed', s), speed);
  await page.goto(env.base);
  await page.click(`[data-game="${id}"] [data-action="watch"]`);
  const players = Number(await page.inputValue('[data-setup="players"]'));
  for (let i = 0; i < players; i++) await page.selectOption(`[data-setup="kind-${i + 1}"]`, 'normal');
  await page.fill('[data-setup="seed"]', '21');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-log]', { state: 'attached' });
  // every time the log gains a turn heading, note the time
  await page.evaluate(() => {
    window.turnStarts = [];
    let seen = document.querySelectorAll('[data-log] .st-log-turn').length;
    new MutationObserver(() => {
      const n = document.querySelectorAll('[data-log] .st-log-turn').length;
      if (n > seen) window.turnStarts.push(performance.now());
      seen = n;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const { starts, over } = await page.evaluate(() => ({ starts: window.turnStarts.length, over: !document.querySelector('[data-end]')?.hidden }));
    if (starts > turns || over) break;
    await page.waitForTimeout(250);
  }
  const starts = await page.evaluate(() => window.turnStarts);
  await page.context().close();
  return starts.slice(1).map((t, i) => t - starts[i]);
}

const rows = [];
for (const id of games) {
  for (const speed of SPEEDS) {
    const times = await turnTimes(id, speed, TURNS);
    const row = { game: id, speed, turns: times.length, median: times.length ? quantile(times, 0.5) : null, p90: times.length ? quantile(times, 0.9) : null };
    rows.push(row);
    console.log(JSON.stringify({ ...row, median: Math.round(row.median), p90: Math.round(row.p90) }));
  }
}
await env.close();

const s = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/bot-pace.mjs --write\` (headless Chromium, all seats normal, seed 21, the first ${TURNS} turns of a watched game; a turn is from one turn heading of the log to the next, search included).`,
  '',
  `| game | ${SPEEDS.map((sp) => `${sp} median / p90`).join(' | ')} |`,
  `| --- | ${SPEEDS.map(() => '---').join(' | ')} |`,
  ...games.map((id) => `| ${id} | ${SPEEDS.map((sp) => { const r = rows.find((x) => x.game === id && x.speed === sp); return `${s(r.median)} / ${s(r.p90)}`; }).join(' | ')} |`),
].join('\n');
console.log(`\n${table}`);

if (write) {
  writeSection({
    name: 'pace', script: 'bot-pace.mjs', title: 'Computer turns on the page', table,
    intro: "How long one computer turn takes on the page at each speed (the header's Tempo; pauses shrink as a turn's steps add up, www/js/shell/play/pace.js).",
  });
}
