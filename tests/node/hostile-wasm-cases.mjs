// Arguments of the wrong type at the wasm boundary (issue 22): every exported
// function, every argument. Before, wasm-bindgen's glue copied a game id into
// wasm memory by its `length` before looking at its type: `newGame(42, …)`
// trapped (memory access out of bounds), an array-like or Proxy of length
// 2^32-1 trapped (unreachable), `{length: 5e8}` grew the memory by 478 MiB for
// good; arrays, null and undefined gave uncoded TypeErrors, and `playout`
// ran `valueOf` on its numbers (uncoded TypeError, RangeError).
//
// Plain ES module without Node imports: tests/node/hostile.test.mjs runs it
// under Node and tests/browser/hostile-wasm.test.mjs inside Chromium, so both
// make exactly the same calls.

export const CM = 'chinesische-mauer';

/** Values that are no game id (and mostly nothing else either). */
export function hostileValues() {
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = () => { throw new Error('valueOf'); };
    return {
        'the number 42': 42,
        null: null,
        undefined,
        'an empty array': [],
        'an array holding the id': [CM],
        'an array-like of length 2^32-1': { length: 2 ** 32 - 1 },
        'a Proxy of length 2^32-1': new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : t[k]) }),
        'an array-like of length 5e8': { length: 5e8 },
        'an array-like of length 5e9': { length: 5e9 },
        'a symbol': Symbol('id'),
        'a bigint': 10n,
        'a function': () => CM,
        'a String object': new String(CM),
        'an object whose valueOf throws': { valueOf: throwing, toString: throwing },
        'a revoked Proxy': revoked,
    };
}

/** Values that are no JS number, for `playout`'s players, seed and games. */
export function hostileNumbers() {
    const throwing = () => { throw new Error('valueOf'); };
    return {
        'the string "3"': '3',
        'an object whose valueOf is 3': { valueOf: () => 3 },
        'an object whose valueOf throws': { valueOf: throwing, toString: throwing },
        'the bigint 3n': 3n,
        'a symbol': Symbol('n'),
        null: null,
        undefined,
        'the array [3]': [3],
        'an array-like of length 5e8': { length: 5e8 },
    };
}

/**
 * The calls: `{name, call, code}`, each to be refused with `code`. `st` is
 * the imported pkg/spieltisch.js after init.
 */
export function hostileCalls(st) {
    const state = st.newGame(CM, { players: 3, seed: 7 });
    const table = new st.Table(CM, { players: 3, seed: 7 });
    const calls = [];
    const add = (name, code, call) => calls.push({ name, code, call });
    const ids = hostileValues();
    // A string over the limit: refused before it is copied.
    ids['a string of 10 million characters'] = 'x'.repeat(10_000_000);
    for (const [what, v] of Object.entries(ids)) {
        add(`newGame(${what}, options)`, 'unknown_game', () => st.newGame(v, { players: 3 }));
        add(`new Table(${what}, options)`, 'unknown_game', () => new st.Table(v, { players: 3 }));
        add(`playout(${what}, 3, 1, 1)`, 'unknown_game', () => st.playout(v, 3, 1, 1));
    }
    for (const [what, v] of Object.entries(hostileNumbers())) {
        add(`playout(id, ${what}, 1, 1)`, 'invalid_options', () => st.playout(CM, v, 1, 1));
        add(`playout(id, 3, ${what}, 1)`, 'invalid_options', () => st.playout(CM, 3, v, 1));
        add(`playout(id, 3, 1, ${what})`, 'invalid_options', () => st.playout(CM, 3, 1, v));
    }
    add('playout()', 'unknown_game', () => st.playout());
    add('newGame()', 'unknown_game', () => st.newGame());
    add('new Table()', 'unknown_game', () => new st.Table());
    // Every other argument of every export. Left out where they mean the
    // defaults (bot options): null, undefined, and an object whose only keys
    // hold functions (read as {}, as JSON.stringify does).
    const values = hostileValues();
    for (const [what, v] of Object.entries(values)) {
        const blank = v === null || v === undefined || what === 'an object whose valueOf throws';
        add(`newGame(id, ${what})`, 'invalid_options', () => st.newGame(CM, v));
        add(`new Table(id, ${what})`, 'invalid_options', () => new st.Table(CM, v));
        add(`legalMoves(${what})`, 'malformed_state', () => st.legalMoves(v));
        add(`applyMove(${what}, move)`, 'malformed_state', () => st.applyMove(v, { type: 'draw' }));
        add(`applyMove(state, ${what})`, 'malformed_move', () => st.applyMove(state, v));
        add(`view(${what}, 0)`, 'malformed_state', () => st.view(v, 0));
        add(`view(state, ${what})`, 'invalid_viewer', () => st.view(state, v));
        add(`stateHash(${what})`, 'malformed_state', () => st.stateHash(v));
        add(`replayStep(${what}, 0)`, 'malformed_state', () => st.replayStep(v, 0));
        add(`suggestMove(${what}, options)`, 'malformed_state', () => st.suggestMove(v, { iterations: 10 }));
        if (!blank) add(`suggestMove(state, ${what})`, 'invalid_options', () => st.suggestMove(state, v));
        add(`Table.load(${what})`, 'malformed_state', () => st.Table.load(v));
        add(`table.apply(${what})`, 'malformed_move', () => table.apply(v));
        add(`table.view(${what})`, 'invalid_viewer', () => table.view(v));
        if (!blank) add(`table.suggestMove(${what})`, 'invalid_options', () => table.suggestMove(v));
    }
    // replayStep's step is read before the save is looked at only where it
    // cannot be read at all.
    for (const what of ['a symbol', 'a bigint', 'a function', 'a revoked Proxy']) {
        add(`replayStep(save, ${what})`, 'invalid_step', () => st.replayStep(state, values[what]));
    }
    return calls;
}

/** Ordinary calls still work, on free functions and on a Table; throws if not. */
export function checkHealthy(st) {
    const state = st.newGame(CM, { players: 3, seed: 7 });
    if (st.legalMoves(state).length !== 16) throw new Error('legalMoves broken');
    const table = new st.Table(CM, { players: 3, seed: 7 });
    table.apply(table.legalMoves()[0]);
    if (table.view(0).viewer !== 0) throw new Error('Table broken');
    table.free();
}

/**
 * Makes every call and reports, per call, what it threw and whether the
 * instance still worked afterwards; `memory()` gives the wasm memory's size.
 */
export function runHostileCalls(st, memory) {
    const start = memory();
    const results = [];
    for (const { name, code, call } of hostileCalls(st)) {
        const result = { name, expected: code, accepted: false };
        try {
            call();
            result.accepted = true;
        } catch (e) {
            result.isError = e instanceof Error;
            result.trap = e instanceof WebAssembly.RuntimeError;
            result.code = e?.code;
            result.messageLength = String(e?.message ?? '').length;
            result.message = String(e?.message ?? e).slice(0, 120);
        }
        try {
            checkHealthy(st);
            result.healthy = true;
        } catch (e) {
            result.healthy = false;
            result.sickness = String(e).slice(0, 120);
        }
        results.push(result);
    }
    return { results, grew: memory() - start };
}
