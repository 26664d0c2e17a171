// Joins of a table across devices under load, for issue 33's network flake
// (a bench, never a test):
//
//   node bench/net-joins.mjs [--rounds 40] [--busy 2]
//
// Each round: a host page starts Grand Conquest with four seats on other
// devices, four guest pages (browser contexts of one headless Chromium, as in
// net.test) join at once over WebRTC on loopback; --busy spin loops keep the
// cores busy meanwhile. Counts the rounds where every guest was seated, the
// hellos each guest sent (more than one: its first went unanswered, see
// www/js/shell/net/guest.js hello) and the failed joins with where they stood.
import { Worker } from 'node:worker_threads';
import { setup } from '../tests/browser/helpers.mjs';
import { netPage, hostGame, joinAll } from '../tests/browser/net-helpers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => { const at = args.indexOf(name); return at >= 0 ? Number(args[at + 1]) : fallback; };
const rounds = option('--rounds', 40);
const busy = Array.from({ length: option('--busy', 2) }, () => new Worker('for (;;) {}', { eval: true }));

/** A page whose every hello sent is counted (`helloCount`). */
async function countingPage(env, options) {
  const page = await netPage(env, options);
  await page.context().addInitScript(() => {
    globalThis.helloCount = 0;
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      if (String(data).startsWith('{"type":"hello"')) globalThis.helloCount++;
      return send.call(this, data);
    };
  });
  return page;
}

const env = await setup();
let failed = 0;
let repeated = 0;
for (let round = 0; round < rounds; round++) {
  const host = await countingPage(env);
  await hostGame(host, env.base, 'grand-conquest', ['remote', 'remote', 'remote', 'remote'], { seed: 1000 + round });
  const guests = [];
  for (const key of [0, 1, 2, 3]) guests.push({ page: await countingPage(env, { width: 390, height: 844 }), key });
  try {
    await joinAll(host, guests);
  } catch (e) {
    failed++;
    console.log(`round ${round}: ${e.message}`);
  }
  const hellos = await Promise.all(guests.map(({ page }) => page.evaluate(() => globalThis.helloCount)));
  repeated += hellos.filter((n) => n > 1).length;
  if (hellos.some((n) => n > 1)) console.log(`round ${round}: hellos per guest ${hellos.join(', ')}`);
  for (const { page } of guests) await page.context().close();
  await host.context().close();
}
console.log(`${rounds} rounds of four joins, ${busy.length} busy loops: ${failed} rounds failed, ${repeated} of ${rounds * 4} joins needed a second hello`);
await env.close();
for (const w of busy) await w.terminate();
