// The computer players' thinking, off the page's thread: a Web Worker with a
// wasm instance of its own. Messages in: {id, state, options} (a state
// document and suggestMove's options); out: {id, move} or {id, error:
// {message, code}}. The page cancels a search by terminating the worker.
// One worker thinks about one game (`bot-worker.js?game=<id>`) and loads that
// game's module only (see engine.js).

const GAME = new URL(self.location.href).searchParams.get('game') || '';
const PKG_URL = new URL('../../../pkg/spieltisch.js', import.meta.url);
const WASM_URL = new URL(`../../../pkg/games/${encodeURIComponent(GAME)}.wasm`, import.meta.url);
let engine = null;

async function load() {
  if (!engine) {
    /** @type {typeof import('../../../pkg/spieltisch.js')} the engine's bindings (pkg/spieltisch.d.ts) */
    const mod = await import(PKG_URL.href);
    await mod.default({ module_or_path: WASM_URL });
    engine = mod;
  }
  return engine;
}

self.onmessage = async (event) => {
  const { id, state, options } = event.data;
  try {
    const st = await load();
    const started = performance.now();
    const move = st.suggestMove(state, options);
    self.postMessage({ id, move, ms: performance.now() - started });
  } catch (e) {
    self.postMessage({ id, error: { message: String(e?.message || e), code: e?.code || 'worker_failed' } });
  }
};
