// A running game: the game id, options, seed and the list of moves. That list
// is the truth; the wasm Table is only a cache of "seed + moves replayed",
// which is what makes undo, saves and crash recovery one and the same thing.

import { call, newTable, loadTable, engineVersion, EngineError } from './engine.js';

export class ReplayError extends Error {
  constructor(index, cause) {
    super(cause.message);
    this.name = 'ReplayError';
    this.index = index; // 0-based index of the refused move
    this.cause = cause;
  }
}

/** Largest seed the engine accepts (2^53 - 1, a JSON-safe integer). */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

export function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  // 21 high bits + 32 low bits = 53 bits.
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

export class Session {
  /**
   * @param {object} o
   * @param {string} o.game      game id
   * @param {number} o.players
   * @param {string[]} o.names   one per seat
   * @param {number} o.seed
   * @param {import('../types').Move[]} [o.moves]
   * @param {string} [o.id]      save id (autosave key)
   * @param {string} [o.createdAt]  when the game began (ISO date; now if absent)
   * @param {number} [o.revision] revision of the save this session was read from (0: none)
   * @param {(string|null)[]} [o.computers]  per seat: a computer level (bot.js LEVELS) or null for a person
   * @param {boolean[] | null} [o.remote]  per seat: true for a person on another device (net/host.js)
   * @param {object|null} [o.start]  a state document to begin from instead of the seed's deal (a figure's
   *   built position, www/figures/): the engine validates it; the moves are played on from there
   */
  constructor({ game, players, names, seed, moves = [], id = null, createdAt = null, computers = null, remote = null, revision = 0, start = null }) {
    this.game = game;
    this.start = start;
    this.players = players;
    this.names = names;
    this.computers = computers?.length === players ? computers.slice() : Array(players).fill(null);
    this.remote = remote?.length === players ? remote.map((r, seat) => r === true && !this.computers[seat]) : Array(players).fill(false);
    this.seed = seed;
    this.moves = [];
    this.id = id;
    this.createdAt = createdAt || new Date().toISOString();
    this.revision = revision;
    this.table = null;
    this.rebuild(moves);
  }

  /** Replays `moves` from the seed on a fresh table; throws ReplayError at the first refused move. */
  rebuild(moves = this.moves) {
    const table = this.fresh();
    moves.forEach((move, index) => {
      try {
        call(this.game, () => table.apply(move));
      } catch (e) {
        freeTable(table);
        throw e instanceof EngineError ? new ReplayError(index, e) : e;
      }
    });
    freeTable(this.table);
    this.table = table;
    this.moves = moves.slice();
  }

  /** A table at the beginning: the seed's deal, or the start position. */
  fresh() {
    return this.start ? loadTable(this.game, this.start) : newTable(this.game, this.players, this.seed);
  }

  /** Spectator status: finished, active seats, winners, undoable. */
  status() {
    return call(this.game, () => this.table.status());
  }

  /** The seat that must decide now, or null once the game is over. */
  activeSeat() {
    const { active } = this.status();
    return active.length ? active[0] : null;
  }

  /** The position's hash (16 hex digits), as saves record it. */
  hash() {
    return call(this.game, () => this.table.hash());
  }

  engine() {
    return engineVersion(this.game);
  }

  /** The level of the computer at `seat`, or null for a person. */
  computerAt(seat) {
    return seat === null || seat === undefined ? null : this.computers[seat] ?? null;
  }

  /** Seats played by people at this screen (not by computers, not on other devices). */
  people() {
    return this.computers.flatMap((level, seat) => (level || this.remote[seat] ? [] : [seat]));
  }

  /** The full state document, for the computer players' worker only (never shown). */
  stateForBot() {
    return call(this.game, () => this.table.state());
  }

  view(viewer) {
    return call(this.game, () => this.table.view(viewer));
  }

  legalMoves() {
    return call(this.game, () => this.table.legalMoves());
  }

  /** Applies a move; on refusal throws EngineError and nothing changes. */
  apply(move) {
    call(this.game, () => this.table.apply(move));
    this.moves.push(move);
  }

  /** Takes back the last move by replaying without it. The caller checks `undoable`. */
  undo() {
    if (!this.moves.length) return;
    this.rebuild(this.moves.slice(0, -1));
  }

  /**
   * Replays the moves on a scratch table and calls `visit(index, position)`
   * before move `index` and once more after the last (index = moves.length);
   * `position` has `status()` and `view(viewer)` of that moment. The history
   * the moves alone do not tell (who decided each move, what a seat saw
   * then) comes from here, e.g. the catch-up after a reload.
   */
  walk(visit) {
    const table = this.fresh();
    const position = {
      status: () => call(this.game, () => table.status()),
      view: (viewer) => call(this.game, () => table.view(viewer)),
    };
    try {
      for (let i = 0; i <= this.moves.length; i++) {
        visit(i, position);
        if (i < this.moves.length) call(this.game, () => table.apply(this.moves[i]));
      }
    } finally {
      freeTable(table);
    }
  }

  dispose() {
    freeTable(this.table);
    this.table = null;
  }
}

function freeTable(table) {
  // A table from a trapped instance cannot be freed safely; dropping it is enough.
  try { table?.free(); } catch { /* ignore */ }
}
