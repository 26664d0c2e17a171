// Hostile input to the wasm module (issue 7): every defect the outside review
// found, reproduced, and shown refused with a coded Error while the instance
// stays healthy. The same inputs go to the native CLI, which must refuse them
// with the same code.
//
//   node --test tests/node/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pkgDir = resolve(root, process.env.SPIELTISCH_PKG ?? 'pkg');
const cli = resolve(root, process.env.SPIELTISCH_CLI ?? 'target/release/spieltisch');

import { runHostileCalls } from './hostile-wasm-cases.mjs';
import { assertAllRefused, MAX_MESSAGE } from './hostile-wasm-check.mjs';

const st = await import(resolve(pkgDir, 'spieltisch.js'));
const wasm = await st.default({ module_or_path: readFileSync(resolve(pkgDir, 'spieltisch_bg.wasm')) });

const CM = 'chinesische-mauer';
const DK = 'dschingis-khan';
const state = st.newGame(CM, { players: 3, seed: 7 });
const dkState = st.newGame(DK, { players: 3, seed: 7 });

/** `fn` must throw an Error with `code`, a short message, and leave the instance healthy. */
function refused(fn, code, what) {
    let thrown;
    try {
        fn();
    } catch (e) {
        thrown = e;
    }
    assert.ok(thrown !== undefined, `${what}: accepted`);
    assert.ok(thrown instanceof Error, `${what}: threw a non-Error ${thrown}`);
    assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${what}: wasm trap ${thrown}`);
    assert.equal(thrown.code, code, `${what}: ${thrown.constructor.name} ${thrown.code}: ${thrown.message.slice(0, 200)}`);
    assert.ok(thrown.message.length <= MAX_MESSAGE, `${what}: message of ${thrown.message.length} characters`);
    healthy(what);
    return thrown;
}

/** Ordinary calls still work, on free functions and on a Table. */
function healthy(after) {
    assert.equal(st.legalMoves(state).length, 16, `after ${after}: legalMoves broken`);
    const table = Table(CM);
    table.apply(table.legalMoves()[0]);
    assert.equal(table.view(0).viewer, 0, `after ${after}: Table broken`);
    table.free();
}

const Table = (game, seed = 7) => new st.Table(game, { players: 3, seed });

function nested(depth, inner = 1) {
    let value = inner;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
}

/** The wasm memory in bytes (it never shrinks, so growth is what a call took). */
const memory = () => wasm.memory.buffer.byteLength;

function cliRefuses(args, stdin, code, what) {
    assert.ok(existsSync(cli), `no CLI binary at ${cli}: run cargo build --release first`);
    const out = spawnSync(cli, args, { input: stdin, encoding: 'utf8', maxBuffer: 1 << 26 });
    assert.equal(out.status, 2, `${what}: CLI exit ${out.status}: ${out.stderr.slice(0, 200)}`);
    const error = JSON.parse(out.stderr);
    assert.equal(error.code, code, `${what}: CLI ${error.message}`);
    assert.ok(error.message.length <= MAX_MESSAGE, `${what}: CLI message of ${error.message.length} characters`);
}

test('deeply nested JSON is refused with a code and does not corrupt the instance', () => {
    // Before: about 3,300 levels threw an uncoded RangeError and the next deep call trapped.
    for (const depth of [40, 3_300, 10_000, 100_000]) {
        refused(() => st.applyMove(state, { type: 'draw', extra: nested(depth) }), 'malformed_move', `move ${depth} deep`);
        refused(() => st.applyMove(state, nested(depth)), 'malformed_move', `move ${depth} deep`);
        refused(() => st.legalMoves({ ...state, state: nested(depth) }), 'malformed_state', `state ${depth} deep`);
        refused(() => st.view(state, nested(depth)), 'invalid_viewer', `viewer ${depth} deep`);
        refused(() => st.newGame(CM, { players: 3, seed: nested(depth) }), 'invalid_options', `options ${depth} deep`);
        refused(() => st.suggestMove(nested(depth), { iterations: 10 }), 'malformed_state', `bot state ${depth} deep`);
        refused(() => st.suggestMove(state, { iterations: nested(depth) }), 'invalid_options', `bot options ${depth} deep`);
    }
    // The text the page's import and the embed's `#moves=` would parse, the same way.
    const text = '['.repeat(5_000) + ']'.repeat(5_000);
    refused(() => st.applyMove(state, JSON.parse(text)), 'malformed_move', 'parsed deep text');
    cliRefuses(['apply', text], JSON.stringify(state), 'malformed_move', 'CLI deep move');
    cliRefuses(['legal'], `{"game":"${CM}","state":${text}}`, 'malformed_state', 'CLI deep state');
});

test('a Table given a hostile move stays usable', () => {
    // Before: "recursive use of an object detected" on every later call.
    const table = Table(CM);
    const before = table.state();
    refused(() => table.apply(nested(10_000)), 'malformed_move', 'deep move on a Table');
    refused(() => table.apply({ get type() { throw new Error('getter'); } }), 'malformed_move', 'throwing getter on a Table');
    refused(() => table.apply(new Proxy({}, { ownKeys() { throw new Error('trap'); } })), 'malformed_move', 'throwing Proxy on a Table');
    assert.deepEqual(table.state(), before, 'a refused move changed the table');
    table.apply(table.legalMoves()[0]);
    assert.equal(table.status().active.length, 1);
    table.free();
});

test('large arguments are refused before they are converted, without growing memory', () => {
    // Before: 1M references to one object took 127 s and 1.4 GB; an ignored
    // extra key holding a large array ran the instance out of memory.
    const player = { hand: [1, 2, 3] };
    const start = memory();
    const many = new Array(1_000_000).fill(player);
    refused(() => st.legalMoves({ ...state, extra: many }), 'malformed_state', '1M references in a state');
    refused(() => st.applyMove(state, { type: 'draw', ignored: many }), 'malformed_move', '1M references in a move');
    refused(() => st.view({ ...state, state: { ...state.state, players: many } }, 0), 'malformed_state', '1M players');
    // Many arrays, each under the array limit, together over the value limit.
    const wide = Array.from({ length: 20 }, () => new Array(9_000).fill(0));
    refused(() => st.legalMoves({ ...state, extra: wide }), 'malformed_state', '180,000 values');
    refused(() => st.applyMove(state, { type: 'x'.repeat(10_000_000) }), 'malformed_move', 'a 10 MB string');
    // A sparse array claims a huge length without holding anything.
    refused(() => st.applyMove(state, { type: 'draw', sparse: new Array(2 ** 32 - 1) }), 'malformed_move', 'a sparse array');
    assert.ok(memory() - start <= 4 << 20, `wasm memory grew by ${memory() - start} bytes`);
});

test('a state with a huge log is refused, so views stay fast', () => {
    // Before: a 1M-event log was accepted and every view then took 21 s.
    const table = Table(CM);
    for (let i = 0; i < 6; i++) table.apply(table.legalMoves()[0]);
    const doc = table.state();
    const logKey = Object.keys(doc.state).find((k) => Array.isArray(doc.state[k]) && /log|events/i.test(k));
    assert.ok(logKey, `no log array in ${Object.keys(doc.state)}`);
    const event = doc.state[logKey][0];
    refused(() => st.view({ ...doc, state: { ...doc.state, [logKey]: new Array(1_000_000).fill(event) } }, 0), 'malformed_state', '1M-event log');
    refused(() => st.view({ ...doc, state: { ...doc.state, [logKey]: new Array(20_000).fill(event) } }, 0), 'malformed_state', '20,000-event log');
    table.free();
});

test('numbers are range-checked as 64-bit, never wrapped', () => {
    // Before: view(state, 2**32) returned seat 0's private view, and
    // newGame({players: 2**32+3}) made a 3-player game.
    for (const viewer of [2 ** 32, 2 ** 32 + 1, 2 ** 53, 2 ** 64, -1, -(2 ** 32), 1.5, 0.5, NaN, Infinity]) {
        refused(() => st.view(state, viewer), 'invalid_viewer', `viewer ${viewer}`);
        const table = Table(CM);
        refused(() => table.view(viewer), 'invalid_viewer', `Table viewer ${viewer}`);
        table.free();
    }
    for (const players of [2 ** 32 + 3, 2 ** 32 + 2, 2 ** 64 + 3, -3, 3.5]) {
        refused(() => st.newGame(CM, { players }), 'invalid_options', `players ${players}`);
        refused(() => new st.Table(CM, { players }), 'invalid_options', `Table players ${players}`);
    }
    refused(() => st.newGame(CM, { players: 3, seed: 2 ** 53 }), 'invalid_options', 'seed 2^53');
    refused(() => st.newGame(CM, { players: 3, seed: -0.5 }), 'invalid_options', 'seed -0.5');
    refused(() => st.legalMoves({ ...state, players: 2 ** 32 + 3 }), 'malformed_state', 'state.players 2^32+3');
    refused(() => st.legalMoves({ ...state, version: 2 ** 32 + 1 }), 'malformed_state', 'version 2^32+1');
    refused(() => st.playout(CM, 2 ** 32 + 3, 1, 1), 'invalid_options', 'playout players 2^32+3');
    refused(() => st.playout(CM, 3, -5, 1), 'invalid_options', 'playout seed -5');
    refused(() => st.applyMove(state, { type: 'play', kind: 'wall', count: 2 ** 32 + 1, section: 0 }), 'malformed_move', 'count 2^32+1');
    cliRefuses(['new', CM, '--players', String(2 ** 32 + 3)], '', 'invalid_options', 'CLI players 2^32+3');
    cliRefuses(['view', String(2 ** 32)], JSON.stringify(state), 'invalid_viewer', 'CLI viewer 2^32');
});

test('a viewer is exactly a seat number or "spectator"', () => {
    // Before: "00", "+0" and -0 were accepted as seat 0.
    for (const viewer of ['00', '+0', '-0', ' 0', '0 ', '0x0', '1e0', '', 'Spectator', -0, null, undefined, true, [0], { seat: 0 }]) {
        refused(() => st.view(state, viewer), 'invalid_viewer', `viewer ${JSON.stringify(viewer)} (${Object.is(viewer, -0) ? '-0' : typeof viewer})`);
    }
    for (const viewer of ['00', '+0', '-0', '0x0', '1e0']) {
        cliRefuses(['view', viewer], JSON.stringify(state), 'invalid_viewer', `CLI viewer ${viewer}`);
    }
    assert.equal(st.view(state, 0).viewer, 0);
    assert.equal(st.view(state, '2').viewer, 2);
    assert.equal(st.view(state, 'spectator').viewer, 'spectator');
});

test('error messages quote only a short prefix of the input', () => {
    // Before: messages of over 2,000 characters repeated the input verbatim.
    const long = 'x'.repeat(5_000);
    const cases = [
        () => st.applyMove(state, { type: long.slice(0, 999) }),
        () => st.applyMove(state, { type: 'draw', [long.slice(0, 999)]: 1 }),
        () => st.applyMove(dkState, { type: 'setupToken', token: long.slice(0, 999), village: 0 }),
        () => st.newGame(long.slice(0, 999), { players: 3 }),
        () => st.legalMoves({ ...state, game: long.slice(0, 999) }),
        () => st.legalMoves({ ...state, state: { ...state.state, rng: long.slice(0, 999) } }),
    ];
    for (const [i, fn] of cases.entries()) {
        try {
            fn();
            assert.fail(`case ${i} accepted`);
        } catch (e) {
            assert.equal(typeof e.code, 'string', `case ${i}: ${e}`);
            assert.ok(e.message.length <= 200, `case ${i}: message of ${e.message.length}: ${e.message.slice(0, 100)}`);
            assert.ok(!e.message.includes('x'.repeat(41)), `case ${i}: repeats more than 40 characters of input`);
        }
    }
    cliRefuses(['apply', JSON.stringify({ type: long.slice(0, 999) })], JSON.stringify(state), 'malformed_move', 'CLI long variant');
});

test('throwing getters, proxies and cycles give coded Errors', () => {
    const getter = { type: 'draw', get boom() { throw new Error('getter'); } };
    const trap = new Proxy({ type: 'draw' }, { get() { throw new Error('get trap'); } });
    const keysTrap = new Proxy({}, { ownKeys() { throw new RangeError('ownKeys trap'); } });
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    const cycle = { type: 'draw' };
    cycle.self = cycle;
    const arrayCycle = [];
    arrayCycle.push(arrayCycle);
    const lengthTrap = new Proxy([], { get(t, k) { if (k === 'length') throw new Error('length'); return t[k]; } });
    for (const [name, value] of Object.entries({ getter, trap, keysTrap, revoked, cycle, arrayCycle, lengthTrap })) {
        refused(() => st.applyMove(state, value), 'malformed_move', `move: ${name}`);
        refused(() => st.legalMoves(value), 'malformed_state', `state: ${name}`);
        refused(() => st.view(state, value), 'invalid_viewer', `viewer: ${name}`);
        refused(() => st.newGame(CM, value), 'invalid_options', `options: ${name}`);
        refused(() => st.legalMoves({ ...state, state: value }), 'malformed_state', `state body: ${name}`);
    }
    for (const value of [Symbol('s'), 10n, () => 1]) {
        refused(() => st.applyMove(state, value), 'malformed_move', `move: ${typeof value}`);
    }
    // A getter that calls back into the same Table while it reads the move.
    const table = Table(CM);
    const reentrant = { get type() { table.apply({ type: 'draw' }); return 'draw'; } };
    refused(() => table.apply(reentrant), 'malformed_move', 're-entrant getter');
    assert.equal(table.legalMoves().length, 16, 'the re-entered Table still works');
    table.free();
});

test('calls on a freed Table give a coded Error', () => {
    // Before: "null pointer passed to rust", without a code.
    const table = Table(CM);
    table.free();
    for (const [name, call] of Object.entries({
        state: () => table.state(), status: () => table.status(), legalMoves: () => table.legalMoves(),
        apply: () => table.apply({ type: 'draw' }), view: () => table.view(0), hash: () => table.hash(),
        suggestMove: () => table.suggestMove({ iterations: 10 }),
        game: () => table.game, players: () => table.players,
    })) {
        refused(call, 'freed_table', `${name} after free`);
    }
    table.free(); // twice is harmless
    if (Symbol.dispose) table[Symbol.dispose]();
});

test('a Table method called on anything but a Table gives a coded Error and leaves the module healthy', () => {
    // Before (scripts/glue-guard.mjs): `{}` reached Rust as a null pointer
    // (an uncoded "null pointer passed to rust") and a made-up `__wbg_ptr`
    // was read as a Table from the module's memory.
    const real = Table(CM);
    const before = real.hash();
    const forged = {
        'a plain object': {},
        'an object made from the prototype': Object.create(st.Table.prototype),
        'a made-up pointer': Object.assign(Object.create(st.Table.prototype), { __wbg_ptr: 12345 }),
        "a real Table's pointer": Object.assign(Object.create(st.Table.prototype), { __wbg_ptr: real.__wbg_ptr }),
        'null': null,
    };
    const proto = st.Table.prototype;
    const getter = (name) => Object.getOwnPropertyDescriptor(proto, name).get;
    const calls = {
        state: (t) => proto.state.call(t), status: (t) => proto.status.call(t), legalMoves: (t) => proto.legalMoves.call(t),
        apply: (t) => proto.apply.call(t, { type: 'draw' }), view: (t) => proto.view.call(t, 0), hash: (t) => proto.hash.call(t),
        suggestMove: (t) => proto.suggestMove.call(t, { iterations: 10 }), free: (t) => proto.free.call(t),
        game: (t) => getter('game').call(t), players: (t) => getter('players').call(t),
    };
    for (const [what, receiver] of Object.entries(forged)) {
        for (const [name, call] of Object.entries(calls)) refused(() => call(receiver), 'not_a_table', `${name} on ${what}`);
    }
    assert.equal(real.hash(), before, 'the real Table is unchanged (no forged apply or free reached it)');
    real.apply(real.legalMoves()[0]);
    assert.notEqual(real.hash(), before, 'and still plays');
    const loaded = st.Table.load(real.state());
    assert.equal(loaded.hash(), real.hash(), 'Table.load makes a Table the guard knows');
    loaded.free();
    refused(() => loaded.state(), 'freed_table', 'a loaded Table after free');
    real.free();
});

test('the same hostile inputs cost little: time and memory of the worst calls', () => {
    // Not a timed assertion (CI machines vary): this prints the figures the
    // issue's review measured, for the report; memory is asserted.
    const player = { hand: [1, 2, 3] };
    const cases = {
        'deep 100,000': () => st.applyMove(state, nested(100_000)),
        '1M references': () => st.legalMoves({ ...state, extra: new Array(1_000_000).fill(player) }),
        '1M-element log': () => st.view({ ...state, state: { ...state.state, log: new Array(1_000_000).fill(0) } }, 0),
        '10 MB string': () => st.applyMove(state, { type: 'x'.repeat(10_000_000) }),
        'largest accepted array (10,000)': () => st.applyMove(state, { type: 'draw', extra: new Array(10_000).fill(0) }),
    };
    const start = memory();
    for (const [name, fn] of Object.entries(cases)) {
        const t0 = performance.now();
        try { fn(); } catch { /* refused, checked above */ }
        console.log(`# ${name}: ${(performance.now() - t0).toFixed(1)} ms, wasm memory ${memory() >> 20} MiB`);
    }
    assert.ok(memory() - start <= 4 << 20, `wasm memory grew by ${memory() - start} bytes`);
    healthy('the worst calls');
});

test('arguments of the wrong type are refused with a code at every export (issue 22)', () => {
    // Before: newGame(42, …) and new Table(7, …) trapped, an array-like or
    // Proxy of length 2^32-1 trapped, {length: 5e8} as the id grew the memory
    // by 478 MiB for good, arrays/null/undefined and playout's objects gave
    // uncoded TypeErrors. The calls are shared with the browser test
    // (hostile-wasm-cases.mjs).
    const { results, grew } = runHostileCalls(st, memory);
    assertAllRefused(results, grew);
    healthy('the calls of the wrong type');
});
