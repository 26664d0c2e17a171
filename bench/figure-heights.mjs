// The README's table of fixed embed heights, measured: for every registered
// game (the page's registry) and every player count, the height a playable
// embed and a read-only position need in a 360, 600 and 800 px wiki column
// (tests/browser/embed-heights.mjs: long names; positions after 0, 25 and 60
// random moves, a game over 24 random clicks; the most any screen needed),
// with 10 px to spare, rounded up to the next 10 px. tests/browser/embed-fit.test.mjs checks the
// table against the same measurements.
//
//   node bench/figure-heights.mjs [--write] [--game <id>]
//
// `--write` puts the table into README.md between the figure-heights markers,
// and each example snippet's height at 600 px for its game and players.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup } from '../tests/browser/helpers.mjs';
import { rendererIds } from '../tests/browser/any-game.mjs';
import { COLUMNS, articles, engine, positionHeight, playHeight, readmeHeights } from '../tests/browser/embed-heights.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const write = process.argv.includes('--write');
const only = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : null;
// 10 px to spare (a font that sets a line a pixel taller), then up to the next 10
const up = (n) => Math.ceil((n + 10) / 10) * 10;

const env = await setup();
const probe = await env.page();
await probe.goto(env.base);
const games = (await rendererIds(probe)).filter((g) => !only || g === only);
await probe.context().close();
const article = articles(env);

const rows = [];
for (const game of games) {
  const info = engine().games().find((g) => g.id === game);
  for (let players = info.minPlayers; players <= info.maxPlayers; players++) {
    const play = [];
    const still = [];
    // a tall fixed frame: the whole page is on the article's screen (clicks land), its own height is what is measured
    for (const width of COLUMNS) play.push(up(await playHeight(article, env.base, game, players, width, { height: 2400 })));
    for (const width of COLUMNS) still.push(up(await positionHeight(article, env.base, game, players, width, { height: 2400 })));
    const row = `| \`${game}\` | ${players} | ${play.join(' | ')} | ${still.join(' | ')} |`;
    console.log(row);
    rows.push(row);
  }
}
await article.close();
await env.close();

const table = [
  `| game | players | ${COLUMNS.map((w) => `playable, ${w} px`).join(' | ')} | ${COLUMNS.map((w) => `position, ${w} px`).join(' | ')} |`,
  `| --- | ---: | ${COLUMNS.map(() => '---:').join(' | ')} | ${COLUMNS.map(() => '---:').join(' | ')} |`,
  ...rows,
].join('\n');

if (write && !only) {
  const file = path.join(root, 'README.md');
  const text = fs.readFileSync(file, 'utf8');
  const begin = '<!-- figure-heights:start (written by node bench/figure-heights.mjs --write) -->';
  const end = '<!-- figure-heights:end -->';
  const at = text.indexOf('<!-- figure-heights:start');
  if (at < 0) throw new Error('README.md has no figure-heights markers');
  let next = `${text.slice(0, at)}${begin}\n${table}\n${text.slice(text.indexOf(end, at))}`;
  // the README's example snippets take their game's height at 600 px from the table
  const heights = readmeHeights(next);
  next = next.replace(/(<iframe src="[^"]*embed\.html\?game=([\w-]+)&players=(\d)[^"#]*(#moves=)?[^"]*"[^>]*height:)(\d+)px/g,
    (all, head, game, players, moves) => `${head}${heights.get(game).get(Number(players))[moves ? 'position' : 'play'][600]}px`);
  fs.writeFileSync(file, next);
  console.log('README.md: table and example heights written');
} else {
  console.log(table);
}
