// Each game's own computer levels, where they differ from the shell's
// (www/js/shell/bot.js `LEVELS`: easy greedy, normal 300 and strong 10000
// iterations): smaller budgets where a game's iterations cost more, larger
// ones where the search needs them, and the games that offer expert. The
// options are suggestMove's (without the seed). Kept here with the other
// per-game tables (catalog.js, index.js), so the shell never names a game.

/**
 * Expert thinks for a time instead of a number of iterations (about 3 s a
 * move, as many iterations as the machine manages; not reproducible, but a
 * computer's moves are saved like anyone's). Offered only in the games where
 * it was measured to beat strong (BENCHMARKS.md).
 */
const EXPERT = { millis: 3000 };

/**
 * A level's `byPlayers` changes its budget at a table of that many players
 * (bot.js levelBudget merges it over the level's own).
 *
 * Games whose search iterations cost much more than the others' get smaller
 * budgets, so that each level still answers in time in the browser (Grand
 * Conquest: its move generator walks every piece's ways; see the bot section
 * of BENCHMARKS.md).
 */
export const GAME_LEVELS = {
  // Expert measured as 100,000 iterations (3 s give about 110,000 in
  // Chromium on a busy 2-core machine): it beat strong in 74.5 of 100 games
  // (BENCHMARKS.md). The other games are not measured yet: no expert there.
  'chinesische-mauer': { expert: EXPERT },
  // Here too the greedy player held its own against 1000 iterations (the
  // search won 1 of 8 games against three greedy players, BENCHMARKS.md), so
  // easy stays the small search it was (normal beat three of them 8 of 8).
  'grand-conquest': { easy: { iterations: 100 }, normal: { iterations: 1000 }, strong: { iterations: 4000 } },
  // Playouts here take the best of 16 sampled steps and stop after 12 moves
  // (DschingisKhan::playout_choice), judged without copying the state, so an
  // iteration costs about what the other games' do. The greedy player plays
  // its whole turn by the points on the board: the search needs 3000
  // iterations to beat it in about 4 of 5 games (1000: 58.5 of 100).
  // Strong searches 20000 and reads its opponents (`infer`: the others'
  // face-down tokens guessed from where they lie, DschingisKhan's
  // determinize_inferred): more iterations alone won only 56 of 100 against
  // normal, the reading search wins clearly (BENCHMARKS.md). With 3
  // players strong searches 30000: there 20000 won 46.5 of 100 against two
  // normal, short of 1.5 times the fair share, 30000 won 59.5 (BENCHMARKS.md,
  // "Dschingis Khan with 3 players"; since the search got faster, with the
  // same moves, about 0.8-1.0 s a move in Chromium, "Dschingis Khan's
  // search: the same moves, faster"). With 4 players 20000 won
  // 43 of 100, 1.7 times the fair share, so it stays 20000 there.
  'dschingis-khan': {
    normal: { iterations: 3000 },
    strong: { iterations: 20000, infer: true, byPlayers: { 3: { iterations: 30000 } } },
  },
};
