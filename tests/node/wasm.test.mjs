// The wasm module through its JS exports, under Node (node:test).
//
//   node --test tests/node/
//
// Loads pkg/ (or $SPIELTISCH_PKG) and compares it with the native CLI
// target/release/spieltisch (or $SPIELTISCH_CLI): `cargo build --release` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pkgDir = resolve(root, process.env.SPIELTISCH_PKG ?? 'pkg');
const cli = resolve(root, process.env.SPIELTISCH_CLI ?? 'target/release/spieltisch');

const st = await import(resolve(pkgDir, 'spieltisch.js'));
await st.default({ module_or_path: readFileSync(resolve(pkgDir, 'spieltisch_bg.wasm')) });

const CM = 'chinesische-mauer';
const clone = (value) => structuredClone(value);

/** Calls fn, which must throw an API error: an Error with code and message, never a wasm trap. */
function apiError(fn, what) {
    let thrown;
    try {
        fn();
    } catch (e) {
        thrown = e;
    }
    assert.ok(thrown !== undefined, `${what}: did not throw`);
    assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${what}: wasm trap (a Rust panic): ${thrown}`);
    assert.ok(thrown instanceof Error, `${what}: threw a non-Error ${thrown}`);
    assert.equal(typeof thrown.code, 'string', `${what}: Error without code: ${thrown}`);
    assert.match(thrown.code, /^[a-z_]+$/, `${what}: odd code ${thrown.code}`);
    assert.equal(typeof thrown.message, 'string');
    assert.ok(thrown.message.length > 0, `${what}: empty message`);
    return thrown;
}

/** True when `key` occurs as an object key anywhere in `value`. */
function hasKey(value, key) {
    if (Array.isArray(value)) return value.some((v) => hasKey(v, key));
    if (value && typeof value === 'object') {
        return Object.entries(value).some(([k, v]) => k === key || hasKey(v, key));
    }
    return false;
}

/** Every [path, value] of the leaves and inner nodes below `value`. */
function* nodes(value, path = []) {
    yield [path, value];
    if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) yield* nodes(v, [...path, k]);
    }
}

function setAt(doc, path, replacement) {
    const copy = clone(doc);
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key];
    at[path.at(-1)] = replacement;
    return copy;
}

/** Moves chosen by a fixed rule, so wasm and CLI can replay the same game. */
const pick = (moves, i) => moves[(i * 7 + 3) % moves.length];

/** A seeded random chooser (mulberry32): random play ends, a fixed rule might cycle. */
function chooser(seed) {
    let a = seed >>> 0;
    return (moves) => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return moves[(((t ^ (t >>> 14)) >>> 0) / 4294967296) * moves.length | 0];
    };
}

function runCli(args, stdin = '') {
    assert.ok(existsSync(cli), `no CLI binary at ${cli}: run cargo build --release first`);
    return execFileSync(cli, args, { input: stdin, encoding: 'utf8' }).trim();
}

test('games lists Chinesische Mauer with its player counts', () => {
    const games = st.games();
    assert.ok(Array.isArray(games) && games.length >= 1);
    const cm = games.find((g) => g.id === CM);
    assert.ok(cm, 'chinesische-mauer is listed');
    assert.equal(cm.minPlayers, 2);
    assert.equal(cm.maxPlayers, 5);
    assert.equal(typeof cm.name, 'string');
    assert.deepEqual(JSON.parse(runCli(['games'])), games, 'the CLI lists the same games');
});

test('newGame deals from the seed', () => {
    const state = st.newGame(CM, { players: 3, seed: 7 });
    assert.equal(state.game, CM);
    assert.equal(state.players, 3);
    assert.equal(state.seed, 7);
    assert.equal(typeof state.version, 'number');
    assert.equal(state.status.finished, false);
    assert.deepEqual(state.status.active, [0]);
    assert.deepEqual(st.newGame(CM, { players: 3, seed: 7 }), state, 'same seed, same deal');
    assert.notDeepEqual(st.newGame(CM, { players: 3, seed: 8 }), state);
    assert.equal(st.newGame(CM, { players: 3, seed: '7' }).seed, 7, 'a seed may be a decimal string');
    const unseeded = st.newGame(CM, { players: 2 });
    assert.ok(Number.isSafeInteger(unseeded.seed), 'without a seed one is drawn');
    for (let players = cm().minPlayers; players <= cm().maxPlayers; players++) {
        assert.equal(st.newGame(CM, { players }).players, players);
    }
});

const cm = () => st.games().find((g) => g.id === CM);

test('legalMoves offers moves', () => {
    const moves = st.legalMoves(st.newGame(CM, { players: 3, seed: 7 }));
    assert.ok(Array.isArray(moves) && moves.length > 0);
    for (const mv of moves) assert.equal(typeof mv.type, 'string');
});

test('applyMove returns a new state and leaves its input alone', () => {
    const state = st.newGame(CM, { players: 3, seed: 7 });
    const before = clone(state);
    const [mv] = st.legalMoves(state);
    const moveBefore = clone(mv);
    const next = st.applyMove(state, mv);
    assert.deepEqual(state, before, 'the input state was mutated');
    assert.deepEqual(mv, moveBefore, 'the move was mutated');
    assert.notDeepEqual(next, state);
    assert.equal(next.game, CM);
    assert.deepEqual(st.applyMove(state, mv), next, 'applying is a pure function');
});

test('a refused move throws an Error with code, message and rule', () => {
    const state = st.newGame(CM, { players: 3, seed: 7 });
    const before = clone(state);
    const err = apiError(() => st.applyMove(state, { type: 'ride', count: 9, section: 0 }), 'ride 9');
    assert.equal(err.code, 'not_in_hand');
    assert.equal(err.rule, 'CM-07');
    assert.deepEqual(state, before);
    const noRule = apiError(() => st.applyMove(state, { type: 'teleport' }), 'unknown move type');
    assert.equal(noRule.code, 'malformed_move');
    assert.equal(noRule.rule, undefined);
});

test('malformed inputs throw coded Errors, never a wasm trap', () => {
    const state = st.newGame(CM, { players: 3, seed: 7 });
    const expect = (code, fn, what) => assert.equal(apiError(fn, what).code, code, what);
    for (const bad of ['a string', '{"game":"chinesische-mauer"}', null, undefined, 42, true, [], {}, [state]]) {
        expect('malformed_state', () => st.legalMoves(bad), `legalMoves(${JSON.stringify(bad)})`);
        expect('malformed_state', () => st.applyMove(bad, { type: 'draw' }), `applyMove(${JSON.stringify(bad)})`);
        expect('malformed_state', () => st.view(bad, 0), `view(${JSON.stringify(bad)})`);
    }
    expect('unknown_game', () => st.legalMoves({ ...state, game: 'schach' }), 'wrong game');
    expect('unsupported_version', () => st.legalMoves({ ...state, version: state.version + 1 }), 'newer version');
    expect('unsupported_version', () => st.legalMoves({ ...state, version: 0 }), 'older version');
    expect('malformed_state', () => st.legalMoves({ ...state, version: 'one' }), 'version not a number');
    expect('malformed_state', () => st.legalMoves({ ...state, players: 4 }), 'players does not match');
    expect('malformed_state', () => st.legalMoves({ ...state, seed: -1 }), 'negative seed');
    expect('malformed_state', () => st.legalMoves({ ...state, state: undefined }), 'no state body');
    expect('malformed_state', () => st.legalMoves(setAt(state, ['state', 'rng'], 'xyz')), 'bad rng');
    expect('malformed_state', () => st.legalMoves(setAt(state, ['state', 'players', 0, 'hand'], ['unicorn'])), 'bad card');
    expect('malformed_state', () => st.legalMoves(setAt(state, ['state', 'players'], [])), 'no players');

    for (const mv of [null, undefined, 'draw', 7, [], {}, { type: 'play' }, { type: 'play', kind: 'wall', count: -1, section: 0 }]) {
        expect('malformed_move', () => st.applyMove(state, mv), `applyMove(state, ${JSON.stringify(mv)})`);
    }
    expect('unknown_section', () => st.applyMove(state, { type: 'play', kind: 'wall', count: 1, section: 99 }), 'section 99');

    expect('unknown_game', () => st.newGame('schach', { players: 2 }), 'newGame of an unknown game');
    for (const options of [null, undefined, 3, 'three', {}, { players: 'x' }, { players: 1 }, { players: 6 },
        { players: 3, seed: -1 }, { players: 3, seed: 2 ** 60 }, { players: 3, seed: 'x' }, { players: 2.5 }]) {
        expect('invalid_options', () => st.newGame(CM, options), `newGame options ${JSON.stringify(options)}`);
    }
    for (const viewer of [3, -1, 'bob', null, undefined, {}, 1.5]) {
        expect('invalid_viewer', () => st.view(state, viewer), `view(state, ${JSON.stringify(viewer)})`);
    }
    expect('unknown_game', () => st.playout('schach', 2, 1, 1), 'playout of an unknown game');
    expect('invalid_options', () => st.playout(CM, 9, 1, 1), 'playout with 9 players');
    // The instance is still healthy after all of that.
    assert.deepEqual(st.newGame(CM, { players: 3, seed: 7 }), state);
});

test('every corrupted field of a state is refused or accepted, never a trap', () => {
    let state = st.newGame(CM, { players: 4, seed: 21 });
    for (let i = 0; i < 25 && !state.status.finished; i++) state = st.applyMove(state, pick(st.legalMoves(state), i));
    const replacements = [null, -1, 1e9, 'x', [], {}, [0], true];
    let refused = 0;
    let calls = 0;
    for (const [path] of nodes(state)) {
        if (path.length === 0) continue;
        for (const replacement of replacements) {
            const bad = setAt(state, path, replacement);
            const what = `${path.join('.')} = ${JSON.stringify(replacement)}`;
            for (const call of [() => st.legalMoves(bad), () => st.view(bad, 0), () => st.applyMove(bad, { type: 'draw' })]) {
                calls++;
                try {
                    call();
                } catch (e) {
                    apiError(() => { throw e; }, what);
                    refused++;
                }
            }
        }
    }
    assert.ok(refused > calls / 2, `only ${refused} of ${calls} corrupted calls were refused`);
    assert.deepEqual(st.legalMoves(state), st.legalMoves(clone(state)), 'still healthy');
});

test('view(state, 0) shows seat 0 its hand and no other hand, seed or rng', () => {
    let state = st.newGame(CM, { players: 3, seed: 7 });
    for (let i = 0; i < 12; i++) {
        const view = st.view(state, 0);
        assert.equal(view.game, CM);
        assert.equal(view.players, 3);
        assert.equal(view.viewer, 0);
        assert.deepEqual(view.view.seats[0].hand, state.state.players[0].hand);
        for (const seat of view.view.seats.slice(1)) {
            assert.ok(!('hand' in seat), `another seat's hand is visible: ${JSON.stringify(seat)}`);
        }
        for (const secret of ['seed', 'rng', 'deck']) {
            assert.ok(!hasKey(view, secret), `the view has a ${secret} key`);
        }
        assert.ok(!hasKey(st.view(state, 'spectator'), 'hand'), 'a spectator sees a hand');
        assert.deepEqual(st.view(state, '0'), view, 'a seat may be given as a string');
        state = st.applyMove(state, pick(st.legalMoves(state), i));
    }
});

test('Table keeps a game in wasm memory', () => {
    const table = new st.Table(CM, { players: 3, seed: 7 });
    try {
        assert.equal(table.game, CM);
        assert.equal(table.players, 3);
        let state = st.newGame(CM, { players: 3, seed: 7 });
        assert.deepEqual(table.state(), state);
        for (let i = 0; i < 20; i++) {
            assert.deepEqual(table.legalMoves(), st.legalMoves(state));
            assert.deepEqual(table.view(1), st.view(state, 1));
            assert.deepEqual(table.status(), state.status);
            const mv = pick(table.legalMoves(), i);
            table.apply(mv);
            state = st.applyMove(state, mv);
            assert.deepEqual(table.state(), state);
        }
        const err = apiError(() => table.apply({ type: 'ride', count: 9, section: 0 }), 'Table.apply refused');
        assert.equal(err.code, 'not_in_hand');
        assert.deepEqual(table.state(), state, 'a refused move left the table unchanged');
        apiError(() => table.view(9), 'Table.view(9)');

        const loaded = st.Table.load(state);
        assert.deepEqual(loaded.state(), state);
        loaded.free();
        apiError(() => st.Table.load({ ...state, version: state.version + 1 }), 'Table.load newer');
        apiError(() => new st.Table('schach', { players: 2 }), 'new Table unknown game');
    } finally {
        table.free();
    }
});

test('every game plays to its end through a Table, for every player count', () => {
    for (const game of st.games()) {
        for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
            const table = new st.Table(game.id, { players, seed: 100 + players });
            const choose = chooser(players);
            try {
                let moves = 0;
                while (!table.status().finished) {
                    const legal = table.legalMoves();
                    assert.ok(legal.length > 0, `${game.id}/${players}: no move in an unfinished game`);
                    table.apply(choose(legal));
                    assert.ok(++moves < 20000, `${game.id}/${players}: no end after ${moves} moves`);
                }
                const status = table.status();
                assert.ok(status.winners.length >= 1, `${game.id}/${players}: nobody won`);
                assert.deepEqual(table.legalMoves(), []);
                assert.deepEqual(st.Table.load(table.state()).state(), table.state(), 'the end state loads again');
            } finally {
                table.free();
            }
        }
    }
});

test('the same seed and moves give the identical state in wasm and natively', () => {
    for (const game of st.games()) {
        const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
        let state = st.newGame(game.id, { players, seed: 4242 });
        let native = runCli(['new', game.id, '--players', String(players), '--seed', '4242']);
        assert.equal(JSON.stringify(state), native, `${game.id}: new game differs`);
        for (let i = 0; i < 60 && !state.status.finished; i++) {
            const legal = st.legalMoves(state);
            assert.equal(JSON.stringify(legal), runCli(['legal'], native), `${game.id}: legal moves differ at move ${i}`);
            const mv = pick(legal, i);
            state = st.applyMove(state, mv);
            native = runCli(['apply', JSON.stringify(mv)], native);
            assert.equal(JSON.stringify(state), native, `${game.id}: states differ after move ${i}`);
        }
        assert.equal(JSON.stringify(st.view(state, 1)), runCli(['view', '1'], native), `${game.id}: views differ`);

        const wasmPlayout = st.playout(game.id, players, 5, 300);
        const nativePlayout = JSON.parse(runCli(['playout', game.id, '--players', String(players), '--seed', '5', '--games', '300']));
        assert.deepEqual(
            { games: wasmPlayout.games, moves: wasmPlayout.moves, winners: wasmPlayout.winners },
            { games: nativePlayout.games, moves: nativePlayout.moves, winners: nativePlayout.winners },
            `${game.id}: random playouts differ`,
        );
    }
});
