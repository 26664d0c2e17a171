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
  // a game whose levels read the table (`infer`) says in both languages what they read there
  for (const game of Object.keys(data.inferWords)) assert.ok(ids.includes(game), `inferWords names ${game}`);
  for (const [game, levels] of Object.entries(data.games)) {
    if (!Object.values(levels).some((b) => b.infer || Object.values(b.byPlayers ?? {}).some((m) => m.infer))) continue;
    for (const language of ['de', 'en']) assert.ok(data.inferWords[game]?.[language]?.length > 20, `${game}: what its reading levels do, in ${language}`);
  }
});

test('what the page says a level held against (level-evidence.json): every game, plan and level named exists, a level only against a lower one, every plan is worded in both languages', async () => {
  const data = JSON.parse(readFileSync(resolve(root, 'www/js/games/level-evidence.json'), 'utf8'));
  const { levelMatches } = await import(resolve(root, 'www/js/shell/bot.js'));
  const registered = native('games');
  for (const { id } of registered) {
    const plans = native('plans', id).map((p) => p.id);
    assert.deepEqual(Object.keys(data.plans[id] ?? {}).sort(), [...plans].sort(), `${id}: every plan worded, no other`);
    for (const plan of plans) for (const language of ['de', 'en']) assert.ok(data.plans[id][plan][language]?.length > 10, `${id} ${plan} in ${language}`);
  }
  assert.ok(data.matches.length > 0);
  for (const m of data.matches) {
    const game = registered.find((g) => g.id === m.game);
    assert.ok(game, `a match of ${m.game}`);
    assert.ok(levelNames(m.game).includes(m.level), `${m.game} offers ${m.level}`);
    assert.ok(m.players >= game.minPlayers && m.players <= game.maxPlayers, `${m.game} at ${m.players} players`);
    // against a plan player or against a lower level of the same game, one of the two
    const opponent = m.plan !== undefined ? `plan ${m.plan}` : `level ${m.against}`;
    assert.ok((m.plan === undefined) !== (m.against === undefined), `${m.game} ${m.level}: a plan or a level to play against, not both`);
    if (m.against !== undefined) {
      const order = levelNames(m.game);
      assert.ok(order.includes(m.against) && order.indexOf(m.against) < order.indexOf(m.level), `${m.game} ${m.level} vs ${m.against}: a lower level the game offers`);
    }
    // `won` to one decimal at most (shared wins at three come in thirds)
    assert.ok(Number.isInteger(m.games) && m.games > 0 && m.won >= 0 && m.won <= m.games && Number.isInteger(Math.round(m.won * 1e6) / 1e5), `${m.game} ${m.level} vs ${opponent}: ${m.won} of ${m.games}`);
    assert.ok(Number.isSafeInteger(m.seed), 'the seed that repeats the match');
    // the page sums the matches against one opponent (fresh seeds beside the first ones)
    const same = data.matches.filter((o) => o.game === m.game && o.level === m.level && o.players === m.players && o.plan === m.plan && o.against === m.against);
    const [won, games] = [same.reduce((n, o) => n + o.won, 0), same.reduce((n, o) => n + o.games, 0)];
    const said = levelMatches(m.level, m.game, m.players, 'en')
      .filter((s) => (m.plan !== undefined ? s.plan === data.plans[m.game][m.plan].en : s.against === m.against));
    assert.equal(said.length, 1, `the page says ${m.game} ${m.level} vs ${opponent} once`);
    assert.deepEqual([said[0].percent, said[0].games, said[0].fair], [Math.round((100 * won) / games), games, Math.round(100 / m.players)], `${m.game} ${m.level} vs ${opponent}: all its games`);
    assert.ok(same.every((o) => o === m || o.seed !== m.seed), `${m.game} ${m.level} vs ${opponent}: each match on its own seeds`);
  }
  assert.deepEqual(levelMatches('normal', 'chinesische-mauer', 5, 'en'), [], 'nothing said where nothing was measured');
});
