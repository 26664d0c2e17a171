// A Firefox guest at a Chromium host (issue 35): Debian's Firefox ESR, driven
// by puppeteer-core over WebDriver BiDi, joins a table kept by headless
// Chromium over WebRTC on loopback and plays a few moves; every message it
// received holds only its seat's view. Firefox leaves loopback out of its ICE
// candidates and hides host addresses behind mDNS names by default: on a
// machine without a network, the test allows loopback and plain addresses,
// as two devices on one network would not need. A second Firefox guest joins
// through a PeerJS signalling server by the link alone (the vendored client
// in Firefox, under the page's CSP).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchFirefox } from './firefox-launch.mjs';
import { setup, rng } from './helpers.mjs';
import { netPage, hostGame, inviteLink, hostSave, checkMessages, startPeerServer, nameServer, signalledInvites } from './net-helpers.mjs';
import { anyStep } from './any-game.mjs';

let env;
let firefox;
before(async () => {
  env = await setup();
  firefox = await launchFirefox({
    'media.peerconnection.ice.loopback': true,
    'media.peerconnection.ice.obfuscate_host_addresses': false,
  });
});
after(async () => {
  await firefox?.close();
  await env?.close();
});

test('a Firefox guest joins a Chromium host and plays a few moves', async () => {
  const id = 'chinesische-mauer';
  const host = await netPage(env);
  const saveId = await hostGame(host, env.base, id, ['', 'remote']);
  const link = await inviteLink(host, 1);
  const guest = await firefox.newPage();
  await guest.setViewport({ width: 390, height: 844 });
  const errors = [];
  guest.on('pageerror', (e) => errors.push(String(e?.message ?? e)));
  await guest.evaluateOnNewDocument(() => {
    localStorage.setItem('spieltisch.net.stun', '');
    globalThis.netMessages = [];
    globalThis.spieltischNetTap = (data) => globalThis.netMessages.push(data);
  });
  await guest.goto(link);
  await guest.waitForFunction(() => document.querySelector('[data-reply-code]')?.value, { timeout: 20000 });
  const reply = await guest.$eval('[data-reply-code]', (el) => el.value);
  await host.fill('[data-reply-input="1"]', reply);
  await host.click('[data-action="connect"]');
  await guest.waitForSelector('section.st-play[data-net="guest"] [data-board]', { timeout: 30000 });
  // the host's person and the Firefox guest take turns until each has moved a few times
  const pick = rng(9);
  const moves = async () => (await hostSave(host, saveId)).moves.length;
  while ((await moves()) < 8) {
    if (await host.$('[data-board] [data-legal="true"]:not(:disabled)')) {
      await anyStep(host, pick);
      continue;
    }
    const legal = await guest.evaluate(() => globalThis.spieltischNet?.legal() ?? []);
    if (legal.length) await guest.evaluate((m) => globalThis.spieltischNet.play(m), legal[pick(legal.length)]);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const save = await hostSave(host, saveId);
  const texts = await guest.evaluate(() => globalThis.netMessages);
  // the tap's messages checked in a Chromium page's place: the helper reads them from a page object
  const checked = await checkMessages({ evaluate: async () => texts }, 1, save);
  assert.ok(checked > 4, `${checked} messages checked`);
  assert.ok(save.moves.length >= 8);
  assert.deepEqual(errors, []);
  assert.deepEqual(host.errors.map(String), []);
  await host.context().close();
});

test('a Firefox guest joins through a signalling server by the link alone', async () => {
  const server = await startPeerServer();
  try {
    const host = await netPage(env);
    const saveId = await hostGame(host, env.base, 'chinesische-mauer', ['', 'remote']);
    await inviteLink(host, 1);
    await nameServer(host, server.address);
    await signalledInvites(host);
    const link = await inviteLink(host, 1);
    const guest = await firefox.newPage();
    const errors = [];
    guest.on('pageerror', (e) => errors.push(String(e?.message ?? e)));
    await guest.evaluateOnNewDocument(() => localStorage.setItem('spieltisch.net.stun', ''));
    await guest.goto(link);
    await guest.waitForSelector('section.st-play[data-net="guest"] [data-board]', { timeout: 30000 });
    const pick = rng(4);
    const moves = async () => (await hostSave(host, saveId)).moves.length;
    while ((await moves()) < 4) {
      if (await host.$('[data-board] [data-legal="true"]:not(:disabled)')) {
        await anyStep(host, pick);
        continue;
      }
      const legal = await guest.evaluate(() => globalThis.spieltischNet?.legal() ?? []);
      if (legal.length) assert.equal(await guest.evaluate((m) => globalThis.spieltischNet.play(m), legal[0]), true, 'the Firefox guest\'s move is acknowledged');
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(host.errors.map(String), []);
    await guest.close();
    await host.context().close();
  } finally {
    await server.stop();
  }
});
