// The computer levels: a thin reader of levels.json, the one definition that
// the page and the Rust side (src/bot/levels.rs, the arena's `level:<name>`
// seats) both read, so that a match in the arena measures exactly what a
// player meets. Why each budget is what it is: levels.json `why`.
//
// Imported as a JSON module (import attributes: Chromium 123, Firefox 138,
// Node 20.10): allowed by the page's CSP (connect-src 'self'), precached by
// the service worker like every other .json under www/.

import data from './levels.json' with { type: 'json' };
import evidence from './level-evidence.json' with { type: 'json' };

/**
 * A level's search budget: suggestMove's options without the seed, and per
 * table size the changes (`byPlayers`) that bot.js levelBudget merges over it.
 * @typedef {{ greedy?: boolean, iterations?: number, millis?: number, infer?: boolean, candidates?: number, exploration?: number, horizon?: number, sample?: number,
 *   byPlayers?: Record<string, { iterations?: number, millis?: number, infer?: boolean, candidates?: number, exploration?: number, horizon?: number, sample?: number }> }} LevelBudget
 */

/** The shell's levels (easy greedy, normal 300 and strong 10000 iterations), every game's unless it has its own. @type {Record<string, LevelBudget>} */
export const LEVELS = data.levels;

/** Each game's own levels, where they differ from `LEVELS`. @type {Record<string, Record<string, LevelBudget>>} */
export const GAME_LEVELS = data.games;

/** Every level a game may offer, weakest first. @type {string[]} */
export const LEVEL_ORDER = data.order;

/** What a level that reads the table (`infer`) does in each game, in a player's words. @type {Record<string, { en: string, de: string }>} */
export const INFER_WORDS = data.inferWords;

/**
 * A measured match of a level against a plan player (`plan`) or against a
 * lower level (`against`), one of the two (level-evidence.json).
 * @typedef {{ game: string, players: number, level: string, plan?: string, against?: string, won: number, games: number, seed: number }} LevelMatch
 */

/** Each game's plans in a player's words (the end of "against a player who …"). @type {Record<string, Record<string, { en: string, de: string }>>} */
export const PLAN_WORDS = evidence.plans;

/** The measured matches of the levels against the plans and the levels below. @type {LevelMatch[]} */
export const LEVEL_MATCHES = evidence.matches;
