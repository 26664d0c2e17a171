// pkg/ as a browser loads it: ES module import over HTTP from the static
// server, wasm fetched and instantiated (application/wasm), the API callable.
// Independent of www/: the page's own tests live beside this file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server, url, browser;

before(async () => {
    ({ server, url } = await startServer({ root, port: 0 }));
    browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
            '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
});

after(async () => {
    await browser?.close();
    server?.close();
});

test('pkg/spieltisch.js loads in Chromium and plays', async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Any page of the same origin will do for a dynamic import.
    await page.goto(`${url}pkg/package.json`);
    const result = await page.evaluate(async () => {
        const st = await import('/pkg/spieltisch.js');
        await st.default(); // fetches spieltisch_bg.wasm next to the module
        const games = st.games();
        let state = st.newGame('chinesische-mauer', { players: 3, seed: 7 });
        const first = st.legalMoves(state)[0];
        state = st.applyMove(state, first);
        let refusal;
        try {
            st.applyMove(state, { type: 'ride', count: 9, section: 0 });
        } catch (e) {
            refusal = { isError: e instanceof Error, code: e.code, rule: e.rule };
        }
        const table = new st.Table('chinesische-mauer', { players: 2, seed: 1 });
        let moves = 0;
        while (!table.status().finished && moves < 5000) {
            table.apply(table.legalMoves()[0]);
            moves++;
        }
        const finished = table.status().finished;
        table.free();
        return { ids: games.map((g) => g.id), active: state.status.active, refusal, finished, moves };
    });
    assert.ok(result.ids.includes('chinesische-mauer'));
    assert.equal(result.active.length, 1);
    assert.deepEqual(result.refusal, { isError: true, code: 'not_in_hand', rule: 'CM-07' });
    assert.ok(result.finished, `a 2-player game did not finish in ${result.moves} moves`);
    assert.deepEqual(errors, []);
    await page.close();
});
