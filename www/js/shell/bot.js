// Computer players for the page: levels as search budgets, and a client for
// the worker (bot-worker.js) that thinks without freezing the page.
//
// The levels (easy greedy, normal and strong searches of a fixed number of
// iterations, expert a fixed time where a game offers it) and why each
// budget is what it is: www/js/games/levels.json, read by ../games/levels.js
// here and by the arena (src/bot/levels.rs). The bench
// (scripts/bench-bots.sh) measures the milliseconds each level takes per move
// in headless Chromium and how often each level beats the one below
// (BENCHMARKS.md, "Computer players").

import { GAME_LEVELS, LEVELS, LEVEL_ORDER, LEVEL_MATCHES, PLAN_WORDS, INFER_WORDS } from '../games/levels.js';

export { LEVELS };

/** Every level a game may offer, weakest first. */
const ALL_LEVELS = LEVEL_ORDER;

/**
 * The search budget of `level` in game `gameId` at a table of `players`
 * (suggestMove options without the seed); undefined where the game does not
 * offer it. A game's level may change with the number of players (its
 * `byPlayers`, ../games/levels.js); without `players` the level's own budget.
 * @param {string} level
 * @param {string} gameId
 * @param {number} [players]
 */
export function levelBudget(level, gameId, players) {
  const own = GAME_LEVELS[gameId];
  const budget = own && Object.hasOwn(own, level) ? own[level] : Object.hasOwn(LEVELS, level) ? LEVELS[level] : undefined;
  if (!budget || !budget.byPlayers) return budget;
  const { byPlayers, ...base } = budget;
  const more = players !== undefined && Object.hasOwn(byPlayers, players) ? byPlayers[players] : {};
  return { ...base, ...more };
}

/** The levels game `gameId` offers, weakest first. */
export function levelNames(gameId) {
  return ALL_LEVELS.filter((level) => levelBudget(level, gameId) !== undefined);
}

/**
 * What `level` of game `gameId` was measured to do at a table of `players`:
 * each plan player it was measured against, with the plan in a player's
 * words in `language`, and each lower level it was measured against
 * (`against`, the level's id: the page names it), with the games of all
 * their matches summed (level-evidence.json; none where nothing was
 * measured). `fair`: the percent of the games a seat wins by its share.
 * @param {string} level
 * @param {string} gameId
 * @param {number} players
 * @param {'de' | 'en'} language
 * @returns {{ plan?: string, against?: string, percent: number, games: number, others: number, fair: number }[]}
 */
export function levelMatches(level, gameId, players, language) {
  // matches against one plan or level on other seeds (a check on fresh seeds) read as one: their games summed
  /** @type {Map<string, { plan?: string, against?: string, won: number, games: number }>} */
  const byOpponent = new Map();
  for (const m of LEVEL_MATCHES) {
    if (m.game !== gameId || m.level !== level || m.players !== players) continue;
    const key = m.plan !== undefined ? `plan:${m.plan}` : `level:${m.against}`;
    const sum = byOpponent.get(key) ?? { plan: m.plan, against: m.against, won: 0, games: 0 };
    byOpponent.set(key, { ...sum, won: sum.won + m.won, games: sum.games + m.games });
  }
  return [...byOpponent.values()].map(({ plan, against, won, games }) => ({
    ...(plan !== undefined ? { plan: PLAN_WORDS[gameId]?.[plan]?.[language] ?? plan } : { against }),
    percent: Math.round((100 * won) / games), games, others: players - 1, fair: Math.round(100 / players),
  }));
}

/**
 * What a level that reads the table (`infer`) does in game `gameId`, in
 * `language` (levels.json `inferWords`); undefined where the game has no words.
 * @param {string} gameId
 * @param {'de' | 'en'} language
 * @returns {string | undefined}
 */
export function inferWords(gameId, language) {
  return INFER_WORDS[gameId]?.[language];
}

/** Whether `value` names a level of game `gameId` (saves are checked with it). */
export function isLevel(value, gameId) {
  return typeof value === 'string' && levelNames(gameId).includes(value);
}

/** A per-decision seed: the same game position always gets the same answer. */
export function botSeed(gameSeed, moveCount) {
  return (gameSeed + moveCount * 7919) % Number.MAX_SAFE_INTEGER;
}

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * One worker, one question at a time. `suggest` resolves with a move or
 * rejects (CancelledError after `cancel`, else an Error with `code`).
 */
export class BotClient {
  /** @param {string} game  the game id: the worker loads that game's module only */
  constructor(game) {
    this.game = game;
    this.worker = null;
    this.pending = null;
    this.nextId = 1;
  }

  suggest(state, options) {
    this.cancel();
    if (!this.worker) {
      const url = new URL('./bot-worker.js', import.meta.url);
      url.searchParams.set('game', this.game);
      this.worker = new Worker(url, { type: 'module' });
      this.worker.onmessage = (e) => this.onAnswer(e.data);
      this.worker.onerror = (e) => this.fail(Object.assign(new Error(e.message || 'worker error'), { code: 'worker_failed' }));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker.postMessage({ id, state, options });
    });
  }

  onAnswer({ id, move, error }) {
    if (!this.pending || this.pending.id !== id) return;
    const { resolve } = this.pending;
    if (error) {
      this.fail(Object.assign(new Error(error.message), { code: error.code }));
      return;
    }
    this.pending = null;
    resolve(move);
  }

  fail(error) {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }

  /** Stops a search under way: the worker is ended (wasm cannot be interrupted) and made anew on the next question. */
  cancel() {
    if (!this.pending) return;
    this.worker?.terminate();
    this.worker = null;
    this.fail(new CancelledError());
  }

  /** Whether a search is under way. */
  get busy() {
    return this.pending !== null;
  }

  dispose() {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
