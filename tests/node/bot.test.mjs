// The computer player in wasm under Node: suggestMove is reproducible for a
// fixed budget and gives the same move as the native CLI (`spieltisch bot`),
// for the search and for the greedy player.
//
//   node --test tests/node/      (after `cargo build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pkgDir = resolve(root, process.env.SPIELTISCH_PKG ?? 'pkg');
const cli = resolve(root, process.env.SPIELTISCH_CLI ?? 'target/release/spieltisch');

const st = await import(resolve(pkgDir, 'spieltisch.js'));
await st.default({ module_or_path: readFileSync(resolve(pkgDir, 'spieltisch_bg.wasm')) });

/** Positions along a seeded game where the moves are picked by a simple rule. */
function positions(id, players, count) {
    let state = st.newGame(id, { players, seed: 21 });
    const found = [];
    for (let step = 0; found.length < count && !state.status.finished; step++) {
        if (step % 7 === 0) found.push(state);
        const moves = st.legalMoves(state);
        state = st.applyMove(state, moves[(step * 5) % moves.length]);
    }
    return found;
}

for (const { id, minPlayers, maxPlayers } of st.games()) {
    test(`${id}: suggestMove is legal, reproducible and equal to the native bot`, () => {
        for (const players of new Set([minPlayers, maxPlayers])) {
            for (const state of positions(id, players, 3)) {
                const options = { iterations: 120, seed: 5 };
                const mv = st.suggestMove(state, options);
                assert.deepEqual(st.suggestMove(state, options), mv);
                assert.ok(st.legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(mv)));
                const table = st.Table.load(state);
                assert.deepEqual(table.suggestMove(options), mv);
                table.free();
                const native = execFileSync(cli, ['bot', '--iterations', '120', '--seed', '5'], {
                    input: JSON.stringify(state),
                });
                assert.deepEqual(JSON.parse(native.toString()), mv, `${id}: wasm and native differ`);
                // The greedy player: legal, and the same move natively and in wasm.
                const greedy = st.suggestMove(state, { greedy: true, seed: 5 });
                assert.ok(st.legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(greedy)));
                const nativeGreedy = execFileSync(cli, ['bot', '--greedy', '--seed', '5'], { input: JSON.stringify(state) });
                assert.deepEqual(JSON.parse(nativeGreedy.toString()), greedy, `${id}: greedy differs between wasm and native`);
                // The reading search (`infer`, a level that guesses hidden pieces): the same natively and in wasm.
                const reading = st.suggestMove(state, { ...options, infer: true });
                assert.ok(st.legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(reading)));
                const nativeReading = execFileSync(cli, ['bot', '--iterations', '120', '--seed', '5', '--infer'], { input: JSON.stringify(state) });
                assert.deepEqual(JSON.parse(nativeReading.toString()), reading, `${id}: the reading search differs between wasm and native`);
            }
        }
    });
}

test('suggestMove with a time budget answers; bad options are refused with a code', () => {
    const state = st.newGame('chinesische-mauer', { players: 2, seed: 3 });
    const mv = st.suggestMove(state, { millis: 30 });
    assert.ok(st.legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(mv)));
    for (const bad of [{ iterations: 5, millis: 5 }, { iterations: -1 }, { fast: true }, { greedy: 1 }, { greedy: true, iterations: 10 }]) {
        assert.throws(() => st.suggestMove(state, bad), (e) => e.code === 'invalid_options');
    }
});

test('suggestMove takes an exploration constant (the same move again for the same options); odd ones are refused', () => {
    const state = st.newGame('dschingis-khan', { players: 2, seed: 11 });
    const options = { iterations: 200, exploration: 0.25, seed: 4 };
    const mv = st.suggestMove(state, options);
    assert.ok(st.legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(mv)));
    assert.deepEqual(st.suggestMove(state, options), mv, 'not reproducible');
    for (const c of [0, -1, 10.5, 1e308, Number.MAX_VALUE, '0.5', [0.5], { c: 1 }, true]) {
        assert.throws(() => st.suggestMove(state, { iterations: 10, exploration: c }), (e) => e.code === 'invalid_options', `exploration ${JSON.stringify(c)}`);
    }
    assert.throws(() => st.suggestMove(state, { greedy: true, exploration: 0.5 }), (e) => e.code === 'invalid_options');
    for (const bad of [{ infer: 1 }, { infer: 'true' }, { greedy: true, infer: true }]) {
        assert.throws(() => st.suggestMove(state, bad), (e) => e.code === 'invalid_options', `infer ${JSON.stringify(bad)}`);
    }
});

// The page's levels (www/js/shell/bot.js levelBudget, a game's levels.js entry
// merged with its `byPlayers` for the table's size) are options suggestMove
// takes: at every player count of every game, each level's budget, made small
// enough to run here, gives a legal move; a misspelt key or a leftover
// `byPlayers` would be refused and stop the computer on the page.
const { levelBudget, levelNames } = await import(resolve(root, 'www/js/shell/bot.js'));
for (const { id, minPlayers, maxPlayers } of st.games()) {
    test(`${id}: every page level at every player count is a budget suggestMove accepts`, () => {
        for (let players = minPlayers; players <= maxPlayers; players++) {
            const [state] = positions(id, players, 1);
            for (const level of levelNames(id)) {
                const budget = levelBudget(level, id, players);
                assert.ok(!('byPlayers' in budget), `${id} ${level}: the table's budget, not the table of budgets`);
                const small = { ...budget, seed: 3 };
                if ('iterations' in small) small.iterations = Math.min(small.iterations, 40);
                if ('millis' in small) small.millis = 20;
                const mv = st.suggestMove(state, small);
                assert.ok(st.legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(mv)), `${id} ${level} with ${players}: a legal move`);
            }
        }
    });
}
