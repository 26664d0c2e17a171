// The hostile calls of tests/node/hostile-wasm-cases.mjs (arguments of the
// wrong type at every export, issue 22) inside Chromium: each refused with a
// coded Error, never a trap, the instance healthy after each, and the wasm
// memory not grown. Run once with the all-in-one module and once with a
// single game's module, the one the page loads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';
import { assertAllRefused } from '../node/hostile-wasm-check.mjs';

let env;

before(async () => {
  env = await setup();
});

after(async () => {
  await env?.close();
});

/** Runs the shared calls in a fresh page, with `module` ('' for the all-in-one). */
async function runInPage(module) {
  const page = await env.page();
  // A console error for the browser's own favicon request is no failure here.
  const missing = [];
  page.on('response', (r) => { if (r.status() === 404 && !r.url().endsWith('/favicon.ico')) missing.push(r.url()); });
  await page.goto(`${env.server.url}/pkg/package.json`);
  const out = await page.evaluate(async (module) => {
    const st = await import('/pkg/spieltisch.js');
    const wasm = await st.default(module ? { module_or_path: module } : undefined);
    const { runHostileCalls } = await import('/tests/node/hostile-wasm-cases.mjs');
    return runHostileCalls(st, () => wasm.memory.buffer.byteLength);
  }, module);
  const errors = page.errors.map(String).filter((e) => !e.includes('status of 404')).concat(missing);
  await page.context().close();
  return { ...out, errors };
}

for (const [label, module] of [['the all-in-one module', ''], ['the Chinesische Mauer module', '/pkg/games/chinesische-mauer.wasm']]) {
  test(`arguments of the wrong type are refused with a code in Chromium (${label})`, async () => {
    const { results, grew, errors } = await runInPage(module);
    assertAllRefused(results, grew);
    assert.deepEqual(errors, []);
  });
}
