// The one door to the wasm engine. Every call goes through `call`, which turns
// what wasm throws into two kinds of error the shell can act on:
//  - EngineError: the engine refused (illegal move, bad options). It carries
//    the engine's `code`, `message` and `rule`; the game goes on unchanged.
//  - EnginePanic: anything else wasm threw: a trap (a Rust panic surfaces as
//    a RuntimeError), a RangeError (stack overflow), an Error without `code`.
//    The engine never throws those on purpose, so the instance may be corrupt:
//    it is dropped, and the caller restarts the engine with `restartEngine()`
//    and replays the game from its save.

// One wasm module per game (pkg/games/<game>.wasm, scripts/build-wasm.sh):
// a visitor downloads only the games they open. Every module is driven by the
// same bindings (pkg/spieltisch.js), imported once per game under its own URL
// so that each game has a module record, and so an instance, of its own.
// (pkg/spieltisch_bg.wasm, every game in one module, is for node and npm; the
// page never loads it.)

const PKG_URL = new URL('../../../pkg/spieltisch.js', import.meta.url);

/** The URL of `game`'s module (also used by the computer players' worker). */
export const wasmUrl = (game) => new URL(`../../../pkg/games/${encodeURIComponent(game)}.wasm`, import.meta.url);

/** Per game: the loaded bindings (`api`), the restart count, a load under way. */
const modules = new Map();
let faultArmed = null;

/** @typedef {{api: Engine | null, instance: number, loading: Promise<Engine> | null}} Slot */

/** @returns {Slot} */
function slot(game) {
  if (!modules.has(game)) modules.set(game, { api: null, instance: 0, loading: null });
  return modules.get(game);
}

export class EngineError extends Error {
  constructor(message, code, rule) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.rule = rule;
  }
}

export class EnginePanic extends Error {
  constructor(message, cause) {
    super(message, { cause });
    this.name = 'EnginePanic';
  }
}

/**
 * Loads and initialises `game`'s module once. `onProgress({loaded, total})`
 * hears the bytes as they arrive (`total` null when the server does not say,
 * or says the compressed size).
 */
export async function loadEngine(game, { onProgress = null } = {}) {
  const m = slot(game);
  if (m.api) return m.api;
  if (!m.loading) {
    m.loading = instantiate(game, m.instance, onProgress).then(
      (api) => { m.api = api; m.loading = null; return api; },
      (e) => { m.loading = null; throw e; },
    );
  }
  return m.loading;
}

/** The engine's JS bindings (their types: pkg/spieltisch.d.ts, written by wasm-bindgen). */
/** @typedef {typeof import('../../../pkg/spieltisch.js')} Engine */

/** @returns {Promise<Engine>} */
async function instantiate(game, instance, onProgress) {
  // A module URL per game and per restart: wasm-bindgen's init() keeps its
  // instance in module scope and returns it forever, so a game of its own (or
  // a clean instance after a trap) needs a module record of its own.
  const query = new URLSearchParams({ game });
  if (instance > 0) query.set('instance', String(instance));
  /** @type {[Engine, Response]} */
  const [mod, response] = await Promise.all([import(`${PKG_URL.href}?${query}`), fetchWasm(wasmUrl(game), onProgress)]);
  // A Response: wasm-bindgen compiles it with WebAssembly.instantiateStreaming
  // while the bytes still arrive.
  await mod.default({ module_or_path: response });
  return mod;
}

/**
 * The wasm as a Response whose body counts the bytes on their way to the
 * streaming compiler. The Content-Type stays application/wasm (the streaming
 * compiler insists on it).
 */
async function fetchWasm(url, onProgress) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} (${url.pathname})`);
  if (!onProgress || !response.body) return response;
  const length = Number(response.headers.get('Content-Length')) || null;
  // A compressed transfer's length is not the size of the bytes we count.
  const total = response.headers.get('Content-Encoding') ? null : length;
  let loaded = 0;
  const counter = new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      onProgress({ loaded, total });
      controller.enqueue(chunk);
    },
  });
  onProgress({ loaded, total });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'Content-Type': 'application/wasm' },
  });
}

/** Throws away `game`'s (possibly corrupt) instance and loads a fresh one. */
export async function restartEngine(game, options = {}) {
  const m = slot(game);
  m.api = null;
  m.loading = null;
  m.instance += 1;
  return loadEngine(game, options);
}

export function isLoaded(game) {
  return modules.get(game)?.api != null;
}

/**
 * Runs `fn(api)` on `game`'s module and classifies whatever it throws.
 * @template T
 * @param {string} game
 * @param {(api: Engine) => T} fn
 * @returns {T}
 */
export function call(game, fn) {
  const m = modules.get(game);
  if (!m?.api) throw new EnginePanic(`the engine for ${game} is not loaded`);
  try {
    if (faultArmed) {
      const kind = faultArmed;
      faultArmed = null;
      if (kind === 'range') throw new RangeError('Maximum call stack size exceeded (simulated)');
      if (kind === 'uncoded') throw new Error('recursive use of an object detected (simulated)');
      throw new WebAssembly.RuntimeError('unreachable (simulated panic)');
    }
    return fn(m.api);
  } catch (e) {
    const error = classify(e);
    if (error instanceof EnginePanic) m.api = null; // never touch a possibly corrupt instance again
    throw error;
  }
}

/**
 * An Error with a string `code` is the engine refusing; everything else that
 * comes out of a wasm call is a crash. (`call` wraps wasm calls only, so a
 * bug in our own JS does not pass through here.)
 */
export function classify(e) {
  if (e instanceof EngineError || e instanceof EnginePanic) return e;
  const coded = /** @type {Error & {code?: unknown, rule?: string}} */ (e);
  if (e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && typeof coded.code === 'string') {
    return new EngineError(e.message, coded.code, coded.rule);
  }
  return new EnginePanic(String(e?.message ?? e), e);
}

/** `game`'s entry in the engine's game list (as the static catalog has it). */
export const gameInfo = (game) => call(game, (st) => st.games().find((g) => g.id === game));

/** The engine's version, recorded in every save. */
export const engineVersion = (game) => call(game, (st) => st.version());

/** A stateful game handle inside wasm (see Session). */
export function newTable(game, players, seed) {
  return call(game, (st) => new st.Table(game, { players, seed }));
}

/** A table from a state document (a figure's built position): the engine validates it and refuses with a code. */
export function loadTable(game, state) {
  return call(game, (st) => st.Table.load(state));
}

/**
 * Test hook: the next engine call throws as a broken instance would:
 * `'trap'` (a RuntimeError), `'range'` (a RangeError) or `'uncoded'` (an
 * Error without code). Only reachable from pages opened with `?debug=1`
 * (see app.js), so the recovery can be tested without a Rust bug to trigger it.
 */
export function armFault(kind = 'trap') {
  faultArmed = kind;
}
