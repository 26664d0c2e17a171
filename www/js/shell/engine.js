// The one door to the wasm engine. Every call goes through `call`, which turns
// what wasm throws into two kinds of error the shell can act on:
//  - EngineError: the engine refused (illegal move, bad options). It carries
//    the engine's `code`, `message` and `rule`; the game goes on unchanged.
//  - EnginePanic: anything else wasm threw: a trap (a Rust panic surfaces as
//    a RuntimeError), a RangeError (stack overflow), an Error without `code`.
//    The engine never throws those on purpose, so the instance may be corrupt:
//    it is dropped, and the caller restarts the engine with `restartEngine()`
//    and replays the game from its save.

const PKG_URL = new URL('../../../pkg/spieltisch.js', import.meta.url);

let api = null;
let instance = 0;
let faultArmed = null;

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

const WASM_URL = new URL('../../../pkg/spieltisch_bg.wasm', import.meta.url);

/**
 * Loads and initialises the wasm module once. `onProgress({loaded, total})`
 * hears the bytes as they arrive (`total` null when the server does not say,
 * or says the compressed size).
 */
export async function loadEngine({ onProgress = null } = {}) {
  if (api) return api;
  // A fresh module URL per restart: wasm-bindgen's init() keeps its instance
  // in module scope and returns it forever, so the only way to get a clean
  // instance after a trap is a new module record.
  const url = instance === 0 ? PKG_URL.href : `${PKG_URL.href}?instance=${instance}`;
  const [mod, response] = await Promise.all([import(url), fetchWasm(onProgress)]);
  // A Response: wasm-bindgen compiles it with WebAssembly.instantiateStreaming
  // while the bytes still arrive.
  await mod.default({ module_or_path: response });
  api = mod;
  return api;
}

/**
 * The wasm as a Response whose body counts the bytes on their way to the
 * streaming compiler. The Content-Type stays application/wasm (the streaming
 * compiler insists on it).
 */
async function fetchWasm(onProgress) {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} (${WASM_URL.pathname})`);
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

/** Throws away the (possibly corrupt) instance and loads a fresh one. */
export async function restartEngine(options = {}) {
  api = null;
  instance += 1;
  return loadEngine(options);
}

export function isLoaded() {
  return api !== null;
}

/** Runs `fn(api)` and classifies whatever it throws. */
export function call(fn) {
  if (!api) throw new EnginePanic('the engine is not loaded');
  try {
    if (faultArmed) {
      const kind = faultArmed;
      faultArmed = null;
      if (kind === 'range') throw new RangeError('Maximum call stack size exceeded (simulated)');
      if (kind === 'uncoded') throw new Error('recursive use of an object detected (simulated)');
      throw new WebAssembly.RuntimeError('unreachable (simulated panic)');
    }
    return fn(api);
  } catch (e) {
    throw classify(e);
  }
}

/**
 * An Error with a string `code` is the engine refusing; everything else that
 * comes out of a wasm call is a crash. (`call` wraps wasm calls only, so a
 * bug in our own JS does not pass through here.)
 */
export function classify(e) {
  if (e instanceof EngineError || e instanceof EnginePanic) return e;
  if (e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && typeof e.code === 'string') {
    return new EngineError(e.message, e.code, e.rule);
  }
  api = null; // never touch a possibly corrupt instance again
  return new EnginePanic(String(e?.message ?? e), e);
}

export const games = () => call((st) => st.games());

/** The engine's version, recorded in every save. */
export const engineVersion = () => call((st) => st.version());

/** A stateful game handle inside wasm (see Session). */
export function newTable(game, players, seed) {
  return call((st) => new st.Table(game, { players, seed }));
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
