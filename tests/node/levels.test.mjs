// One definition of the computer levels (www/js/games/levels.json): the
// page's levelBudget (www/js/shell/bot.js) and the Rust side's level table
// (src/bot/levels.rs, which the arena's `level:<name>` seats play, printed by
// `spieltisch levels <game> --players N`) give exactly the same budget for
// every game, level and player count, and the same levels in the same order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const cli = resolve(root, process.env.SPIELTISCH_CLI ?? 'target/release/spieltisch');
const native = (...args) => JSON.parse(execFileSync(cli, args, { encoding: 'utf8' }));

const { levelBudget, levelNames, LEVELS } = await import(resolve(root, 'www/js/shell/bot.js'));
const { GAME_LEVELS } = await import(resolve(root, 'www/js/games/levels.js'));

for (const { id, minPlayers, maxPlayers } of native('games')) {
  test(`${id}: the page and the arena play the same levels with the same budgets at every table size`, () => {
    for (let players = minPlayers; players <= maxPlayers; players++) {
      const page = levelNames(id).map((level) => ({ level, budget: levelBudget(level, id, players) }));
      assert.deepEqual(native('levels', id, '--players', String(players)), page, `${id} with ${players} players`);
    }
  });
}

test('the page reads the levels from the JSON file the Rust side includes, not from a copy', () => {
  const data = JSON.parse(readFileSync(resolve(root, 'www/js/games/levels.json'), 'utf8'));
  assert.deepEqual(LEVELS, data.levels);
  assert.deepEqual(GAME_LEVELS, data.games);
  assert.match(readFileSync(resolve(root, 'src/bot/levels.rs'), 'utf8'), /include_str!\("\.\.\/\.\.\/www\/js\/games\/levels\.json"\)/);
});

test('every game a level table names is a registered game, and every reason names a level or a game', () => {
  const data = JSON.parse(readFileSync(resolve(root, 'www/js/games/levels.json'), 'utf8'));
  const ids = native('games').map((g) => g.id);
  for (const game of Object.keys(data.games)) assert.ok(ids.includes(game), `levels.json names ${game}`);
  for (const key of Object.keys(data.why)) assert.ok(['levels', 'games', 'expert', ...ids].includes(key), `why.${key}`);
});
