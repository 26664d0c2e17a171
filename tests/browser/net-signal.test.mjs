// A table across devices through a signalling server (issue 35, point 2;
// www/js/shell/net/signal.js): a PeerJS server from the `peer` package runs
// on 127.0.0.1 (tests/browser/peer-server.mjs, its own process); the host
// names it in its panel; the guests (headless Chromium contexts under the
// page's real CSP) open only the links and are seated, no reply code pasted;
// moves go through; a dropped guest rejoins from the new link with its
// browser's token; an old link is told it is old; and when the server goes
// away both pages say so in words, the host's invitations go back to the
// manual flow and the seated guests play on. A server that cannot be reached
// from the start: the host says so and invites with reply codes, which still
// connect. axe-core (no violation of any impact) on the host's panel with
// the invitations, the settings and a QR code open, and on the join pages
// (manual, and a signalled one that cannot reach its server).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { setup, shot } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { ROOT } from './server.mjs';
import { netPage, hostGame, inviteLink, replyOf, seated, hostSave, startPeerServer, nameServer, signalledInvites } from './net-helpers.mjs';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

let env;
let games;
let server = null;
before(async () => {
  ({ env, games } = await setupWithGames(setup));
  fs.mkdirSync(path.join(ROOT, 'tests', 'artifacts'), { recursive: true });
});
after(async () => { await stopServer(); await env?.close(); });

/** Starts the PeerJS server; resolves to its address as a host would type it. */
async function startServer() {
  server = await startPeerServer();
  return server.address;
}

async function stopServer() {
  await server?.stop();
  server = null;
}

/** A page of a test that also records CSP violations (the signalled join must run under the page's own policy). */
async function page(options = {}) {
  const p = await netPage(env, options);
  await p.context().addInitScript(() => {
    globalThis.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => globalThis.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return p;
}

/**
 * Runs a test's body, which names where it stands with `at(stage)`; a body
 * still running after `ms` fails with that stage (one CI run hung in this
 * file, somewhere, for 14 minutes: the next such run says where).
 */
function staged(body, ms = 300_000) {
  return async () => {
    let stage = 'start';
    let timer;
    const stuck = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`stuck for ${ms / 1000} s at: ${stage}`)), ms); });
    try {
      await Promise.race([body((s) => { stage = s; }), stuck]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A page's evaluate, bounded: `what` failed after `ms` rather than a wait for good. */
function bounded(promise, what, ms = 30_000) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms); })])
    .finally(() => clearTimeout(timer));
}

/** Page errors, less the browser's own line for a WebSocket that could not connect (expected once the server is gone). */
const errorsOf = (p) => p.errors.map(String).filter((e) => !/WebSocket connection to .* failed/.test(e));

/** What an invitation link carries (the page's code.js: deflate-raw JSON in base64url). */
function linkContent(link) {
  return JSON.parse(zlib.inflateRawSync(Buffer.from(link.split('#/join/')[1], 'base64url')).toString());
}

/** axe-core on the page as it is (no violation of any impact); injected by the DevTools protocol, which the page's CSP does not govern. */
async function axe(p, where) {
  await bounded(p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))), `${where}: two frames`);
  if (!(await p.evaluate(() => typeof window.axe === 'object'))) await p.evaluate(`(() => { ${AXE_SOURCE}\n})()`);
  const violations = await bounded(p.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} on ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`)), `${where}: axe-core`, 60_000);
  assert.deepEqual(violations, [], `${where}: axe-core violations`);
}

/** Plays the first legal move of whichever guest is on turn; resolves when the host acknowledged it. */
async function oneMove(guests) {
  for (let tries = 0; tries < 200; tries++) {
    for (const g of guests) {
      const played = await bounded(g.evaluate(async () => {
        const legal = globalThis.spieltischNet.legal();
        return legal.length ? globalThis.spieltischNet.play(legal[0]) : null;
      }), 'a guest\'s move');
      if (played !== null) return played;
    }
    await guests[0].waitForTimeout(20);
  }
  throw new Error('no guest came on turn');
}

test('the host names a signalling server: the links alone seat the guests, moves go through, a dropped guest rejoins, a lost server is said on both pages', staged(async (at) => {
  at('starting the server');
  const address = await startServer();
  at('the host starts a game');
  const id = games.includes('chang-cheng') ? 'chang-cheng' : games[0];
  const host = await page();
  const saveId = await hostGame(host, env.base, id, ['remote', 'remote']);
  const manual = await inviteLink(host, 0);
  assert.ok('o' in linkContent(manual), 'without a server the link carries the offer');

  // the host names the server: every invitation is made anew, through it
  at('the host names the server');
  await nameServer(host, address);
  // every row waiting without a field for a reply code: each link goes through the server
  await signalledInvites(host);
  const link0 = await inviteLink(host, 0, manual);
  const link1 = await inviteLink(host, 1);
  for (const link of [link0, link1]) {
    const content = linkContent(link);
    assert.equal(content.o, undefined, 'a signalled link carries no offer');
    assert.equal(content.x, address, 'it names the server');
    assert.match(content.p, /^st-[0-9a-f]{24}$/, 'and the host\'s peer id');
  }
  assert.equal(await host.isVisible('[data-action="connect"]'), false, 'no Connect button: nothing to paste');
  assert.match(await host.textContent('[data-net="host"] .st-net-how'), new RegExp(address.replace(/[.:/]/g, '\\$&')));

  // axe on the host's panel: invitations, the settings with the server, a QR code open
  at('axe on the host\'s panel');
  await host.click('[data-net-seat="0"] .st-net-qr summary');
  await host.waitForFunction((l) => document.querySelector('[data-invite-qr="0"]')?.dataset.link === l, link0);
  await axe(host, 'host panel (signalling server, QR code)');
  await host.locator('[data-net="host"]').screenshot({ path: path.join(ROOT, 'tests/artifacts/net-signal-host-panel.png') });
  await shot(host, 'net-signal-host');

  // the guests open only the links
  at('the guests open the links');
  const ann = await page(PHONE);
  const ben = await page();
  await ann.goto(link0);
  await ben.goto(link1);
  await seated(ann, host, 0);
  await seated(ben, host, 1);
  await host.waitForSelector('[data-net="host"][data-connected="2"]', { state: 'attached' });
  assert.equal(await ann.$('[data-reply-code]'), null, 'no reply code on a signalled join');
  at('four moves');
  for (let i = 0; i < 4; i++) assert.equal(await oneMove([ann, ben]), true, `move ${i + 1} acknowledged`);
  const n = (await hostSave(host, saveId)).moves.length;
  assert.equal(n, 4, 'four moves on the host');
  await shot(ann, 'net-signal-guest-phone');

  at('Ben drops and rejoins');
  // Ben drops: a new link for his seat, which his browser opens and takes the seat back with its token
  await ben.evaluate(() => globalThis.spieltischNet.close());
  await host.waitForSelector('[data-net-seat="1"][data-net-status="waiting"]', { state: 'attached', timeout: 20000 });
  const fresh = await inviteLink(host, 1);
  assert.notEqual(fresh, link1);
  assert.ok(linkContent(fresh).p, 'the new link goes through the server too');
  await ben.goto(fresh);
  await seated(ben, host, 1);
  assert.equal(await ben.evaluate(() => globalThis.spieltischNet.at()), n, 'the rejoined guest sees the game as it stands');
  assert.equal(await oneMove([ann, ben]), true, 'a move after the rejoin');

  at('an old link');
  // an old link (Ben's first, used) on another device: told it is old, no seat
  const other = await page(PHONE);
  await other.goto(link1);
  await other.waitForSelector('[data-net-problem][data-code]', { timeout: 20000 });
  assert.equal(await other.getAttribute('[data-net-problem]', 'data-code'), 'old_invitation', await other.textContent('[data-net-problem]'));

  at('the server goes away');
  // the server goes away: the host says so and the unused spectator invitation goes back to the reply code
  const spectatorLink = await inviteLink(host, 'spectator');
  assert.ok(linkContent(spectatorLink).p);
  await stopServer();
  await host.waitForSelector('[data-net="host"] [data-net-problem][data-code="signal_unreachable"]', { timeout: 20000 });
  assert.match(await host.textContent('[data-net-problem]'), /127\.0\.0\.1/);
  await host.waitForSelector('[data-reply-input="spectator"]', { state: 'attached', timeout: 20000 });
  assert.ok('o' in linkContent(await inviteLink(host, 'spectator', spectatorLink)), 'the new spectator link carries an offer again');
  at('a late guest, server gone');
  // a guest with a link through the gone server: said in words, with what to do
  const late = await page(PHONE);
  await late.goto(spectatorLink);
  await late.waitForSelector('[data-net-problem][data-code="signal_unreachable"]', { timeout: 20000 });
  assert.match(await late.textContent('[data-net-problem]'), /127\.0\.0\.1/);
  await axe(late, 'join page, server unreachable');
  await shot(late, 'net-signal-join-unreachable-phone');
  // the seated guests need no server: the game goes on
  at('a move without the server');
  assert.equal(await oneMove([ann, ben]), true, 'a move after the server went away');
  assert.equal((await hostSave(host, saveId)).moves.length, n + 2);

  for (const p of [host, ann, ben, other, late]) {
    assert.deepEqual(await p.evaluate(() => globalThis.cspViolations), [], 'no CSP violation');
    assert.deepEqual(errorsOf(p), [], 'no page errors');
  }
  for (const p of [host, ann, ben, other, late]) await p.context().close();
}));

test('a server that cannot be reached: the host says so and invites with reply codes, which connect; axe on the manual join page', staged(async (at) => {
  const id = games.includes('chang-cheng') ? 'chang-cheng' : games[0];
  const host = await page();
  await hostGame(host, env.base, id, ['remote', 'remote']);
  const manual = await inviteLink(host, 0);
  // a port where nothing listens (a server started and stopped)
  at('a server started and stopped');
  const gone = await startServer();
  await stopServer();
  at('the host names the gone server');
  await nameServer(host, gone);
  await host.waitForSelector('[data-net-problem][data-code="signal_unreachable"]', { timeout: 20000 });
  assert.match(await host.textContent('[data-net-problem]'), /signal|Signal/);
  assert.equal(await host.inputValue('[data-net-signal]'), gone, 'the setting is kept (to correct it)');
  const link = await inviteLink(host, 0, manual);
  assert.ok('o' in linkContent(link), 'the invitation carries the offer: the manual flow');
  await host.waitForSelector('[data-reply-input="0"]', { state: 'attached' });
  await axe(host, 'host panel (server unreachable)');
  await shot(host, 'net-signal-host-unreachable');

  at('Ann joins with a reply code');
  const ann = await page(PHONE);
  const reply = await replyOf(ann, link);
  await axe(ann, 'join page (reply code, de)');
  await shot(ann, 'net-join-phone');
  await ann.click('[data-action="lang"]');
  await ann.waitForFunction(() => document.documentElement.lang === 'en');
  await axe(ann, 'join page (reply code, en)');
  await host.fill('[data-reply-input="0"]', reply);
  await host.click('[data-action="connect"]');
  await seated(ann, host, 0);
  for (const p of [host, ann]) {
    assert.deepEqual(await p.evaluate(() => globalThis.cspViolations), []);
    assert.deepEqual(errorsOf(p), []);
  }
  for (const p of [host, ann]) await p.context().close();
}));
