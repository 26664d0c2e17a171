// Fixture saves (tests/fixtures/saves/) replay in wasm to the hash the native
// engine recorded, and stateHash is the same in wasm and in the CLI.
//
//   node --test tests/node/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pkgDir = resolve(root, process.env.SPIELTISCH_PKG ?? 'pkg');
const cli = resolve(root, process.env.SPIELTISCH_CLI ?? 'target/release/spieltisch');
const st = await import(resolve(pkgDir, 'spieltisch.js'));
await st.default({ module_or_path: readFileSync(resolve(pkgDir, 'spieltisch_bg.wasm')) });

const dir = resolve(root, 'tests/fixtures/saves');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(resolve(dir, f), 'utf8'))]);

test('every fixture save replays in wasm to its recorded hash', () => {
    assert.ok(fixtures.length >= st.games().length);
    for (const [name, save] of fixtures) {
        const table = new st.Table(save.game, { players: save.options.players, seed: save.seed });
        for (const move of save.moves) table.apply(move);
        assert.equal(table.hash(), save.stateHash, `${name}: wasm ends elsewhere`);
        assert.equal(st.stateHash(table.state()), save.stateHash, `${name}: stateHash(state) differs from Table#hash`);
        assert.equal(JSON.parse(execFileSync(cli, ['hash'], { input: JSON.stringify(table.state()), encoding: 'utf8' })), save.stateHash, `${name}: CLI hash differs`);
        table.free();
    }
});

test('version() is the engine version the fixtures record', () => {
    assert.match(st.version(), /^\d+\.\d+\.\d+/);
    assert.equal(JSON.parse(execFileSync(cli, ['version'], { encoding: 'utf8' })), st.version());
});
