// What every hostile call of hostile-wasm-cases.mjs must come to, under Node
// (hostile.test.mjs) and in Chromium (tests/browser/hostile-wasm.test.mjs).
// Node only: the cases module itself also runs inside the page.
import assert from 'node:assert/strict';

/** Longest message an error may carry (src/api/error.rs MAX_MESSAGE, plus the ellipsis). */
export const MAX_MESSAGE = 301;

/** Every call refused with its code and a short message, the instance healthy, memory grown by at most 4 MiB. */
export function assertAllRefused(results, grew) {
  assert.ok(results.length > 200, `only ${results.length} calls`);
  for (const r of results) {
    assert.ok(!r.accepted, `${r.name}: accepted`);
    assert.ok(!r.trap, `${r.name}: wasm trap ${r.message}`);
    assert.ok(r.isError, `${r.name}: threw a non-Error ${r.message}`);
    assert.equal(r.code, r.expected, `${r.name}: ${r.code}: ${r.message}`);
    assert.ok(r.messageLength <= MAX_MESSAGE, `${r.name}: message of ${r.messageLength} characters`);
    assert.ok(r.healthy, `${r.name}: instance broken afterwards: ${r.sickness}`);
  }
  assert.ok(grew <= 4 << 20, `wasm memory grew by ${grew} bytes`);
}
