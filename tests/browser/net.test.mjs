// A table across devices (issue 35, www/js/shell/net/): host and guests are
// browser contexts of one headless Chromium (each its own storage, as another
// device), connected over the real WebRTC stack on loopback (no STUN: no
// network here). For every registered game a full game to the end, each
// guest choosing random legal moves of its own; every message a guest
// received is checked against the engine's view of its seat (no more than
// that seat may see). In one game a person at the host's screen plays by
// clicking, in another a computer on the host; Grand Conquest with four
// devices. Then, in one game: the guest's board by clicks, a spectator link,
// forged and repeated moves refused with codes, a dropped guest rejoining
// from a new invitation with its browser's token, and a second device turned
// away from that seat. A Firefox guest: firefox-net.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, rng } from './helpers.mjs';
import { setupWithGames, anyStep } from './any-game.mjs';
import { qrModules } from '../../www/js/shell/net/qr.js';
import { netPage, hostGame, inviteLink, replyOf, joinAll, seated, autoplay, hostSave, checkMessages } from './net-helpers.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(() => env?.close());

/** Seats per game: all on other devices, except a person at the host's screen in the first game and a computer in the second. */
function seatsFor(id, index, info) {
  const players = Math.max(info.minPlayers, id === 'grand-conquest' ? 4 : 2);
  const kinds = Array(players).fill('remote');
  if (index === 0) kinds[0] = '';
  if (index === 1) kinds[0] = 'easy';
  return kinds;
}

async function catalog(page) {
  return page.evaluate(() => import('./js/games/catalog.js').then((m) => m.CATALOG.map((g) => ({ id: g.id, minPlayers: g.minPlayers, hidden: g.hiddenInformation }))));
}

test('a full game of every registered game across devices; every message holds only its seat\'s view', async () => {
  const host = await netPage(env);
  await host.goto(env.base);
  const infos = Object.fromEntries((await catalog(host)).map((g) => [g.id, g]));
  for (const [index, id] of games.entries()) {
    const started = Date.now();
    const kinds = seatsFor(id, index, infos[id]);
    const saveId = await hostGame(host, env.base, id, kinds);
    const seats = kinds.flatMap((k, seat) => (k === 'remote' ? [seat] : []));
    const guests = [];
    for (const seat of seats) guests.push({ page: await netPage(env, { width: 390, height: 844 }), key: seat });
    await joinAll(host, guests);
    guests.forEach(({ page }, i) => autoplay(page, 1000 + i));
    // a person at the host's screen plays by clicking the board
    const pick = rng(5);
    const over = () => host.evaluate(() => !document.querySelector('[data-end]')?.hidden);
    while (!(await over())) {
      if (kinds.includes('') && (await host.$('[data-board] [data-legal="true"]:not(:disabled)'))) await anyStep(host, pick).catch(() => {});
      else await host.waitForTimeout(50);
      assert.ok(Date.now() - started < 400000, `${id}: the game did not end in time`);
    }
    const save = await hostSave(host, saveId);
    assert.ok(save.progress.finished, `${id}: the host's save records the end`);
    let checked = 0;
    for (const { page, key } of guests) {
      await page.waitForSelector('[data-end]:not([hidden])', { timeout: 10000 });
      checked += await checkMessages(page, key, save);
      assert.deepEqual(page.errors.map(String), [], `${id}: no errors on the guest's page`);
      await page.context().close();
    }
    assert.deepEqual(host.errors.map(String), [], `${id}: no errors on the host's page`);
    console.log(`${id}: ${save.moves.length} moves, ${guests.length} guests, ${checked} messages checked, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await host.context().close();
});

test('the guest plays by clicking; a spectator watches; forged and repeated moves are refused; a dropped guest rejoins; a second device is turned away', async () => {
  const id = games.includes('chang-cheng') ? 'chang-cheng' : games[0];
  const host = await netPage(env);
  const saveId = await hostGame(host, env.base, id, ['remote', 'remote']);
  // an invitation as a QR code: every module of the canvas is the link's
  const link0 = await inviteLink(host, 0);
  await host.click('[data-net-seat="0"] .st-net-qr summary');
  await host.waitForFunction((l) => document.querySelector('[data-invite-qr="0"]')?.dataset.link === l, link0);
  const drawn = await host.$eval('[data-invite-qr="0"]', (c) => {
    const n = Number(c.dataset.modules);
    const cell = Number(c.dataset.cell);
    const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const rows = [];
    for (let r = -4; r < n + 4; r++) {
      let row = '';
      for (let col = -4; col < n + 4; col++) row += px[(((r + 4) * cell + cell / 2) * c.width + (col + 4) * cell + cell / 2) * 4] < 128 ? '#' : '.';
      rows.push(row);
    }
    return { n, rows, width: c.getBoundingClientRect().width };
  });
  const want = qrModules(link0);
  assert.equal(drawn.n, want.size);
  const wantRows = [];
  for (let r = -4; r < want.size + 4; r++) {
    let row = '';
    for (let col = -4; col < want.size + 4; col++) row += r >= 0 && col >= 0 && r < want.size && col < want.size && want.dark(r, col) ? '#' : '.';
    wantRows.push(row);
  }
  assert.deepEqual(drawn.rows, wantRows, 'the canvas is the link\'s QR code, with its quiet zone');
  assert.ok(drawn.width >= 150, `the QR code is big enough to scan (${drawn.width}px)`);
  const ann = await netPage(env, { width: 390, height: 844 });
  const ben = await netPage(env);
  const watcher = await netPage(env);
  await joinAll(host, [{ page: ann, key: 0 }, { page: ben, key: 1 }, { page: watcher, key: 'spectator' }]);
  const moves = async () => (await hostSave(host, saveId)).moves.length;
  const at = (page) => page.evaluate(() => globalThis.spieltischNet.at());

  // the guest on turn sees its legal targets and plays by clicking them, like at the host
  const pick = rng(3);
  for (let i = 0; i < 6; i++) {
    const mover = (await ann.$('[data-board] [data-legal="true"]:not(:disabled)')) ? ann : ben;
    await mover.waitForSelector('[data-board] [data-legal="true"]:not(:disabled)');
    const before = await moves();
    while ((await moves()) === before) { await anyStep(mover, pick); await mover.waitForTimeout(30); }
  }
  const n = await moves();
  assert.ok(n >= 6, 'six moves made by clicks on the guests\' boards');
  await watcher.waitForFunction((k) => globalThis.spieltischNet.at() === k, n);
  assert.equal(await watcher.$('[data-board] [data-legal="true"]'), null, 'the spectator has nothing to click');

  // forged, illegal, out-of-turn and repeated messages: coded refusals, nothing changes
  const [onTurn, offTurn] = (await ann.evaluate(() => globalThis.spieltischNet.legal().length)) ? [ann, ben] : [ben, ann];
  const answers = async (page, raws) => page.evaluate(async (list) => {
    const start = globalThis.netMessages.length;
    for (const raw of list) globalThis.spieltischNet.send(raw);
    await new Promise((resolve) => { const wait = () => (globalThis.netMessages.slice(start).filter((m) => /"type":"(refused|ack)"/.test(m)).length >= list.length ? resolve() : setTimeout(wait, 10)); wait(); });
    return globalThis.netMessages.slice(start).map((m) => JSON.parse(m)).filter((m) => m.type === 'refused' || m.type === 'ack');
  }, raws);
  const k = await at(onTurn);
  const forged = await answers(onTurn, [
    'not json',
    JSON.stringify({ type: 'move', id: 1000, at: k, move: { type: 'no_such_move' } }),
    JSON.stringify({ type: 'move', id: 1001, at: k - 1, move: (await onTurn.evaluate(() => globalThis.spieltischNet.legal()[0])) }),
    JSON.stringify({ type: 'teleport', seat: 0 }),
    JSON.stringify({ type: 'move', id: 1002, at: k, move: { type: 'x' }, seat: 1 }),
  ]);
  assert.deepEqual(forged.map((m) => m.type), ['refused', 'refused', 'refused', 'refused', 'refused']);
  assert.equal(forged[0].code, 'malformed_message');
  assert.ok(forged[1].code && forged[1].code !== 'malformed_message', `the engine's own code for an illegal move (${forged[1].code})`);
  assert.equal(forged[2].code, 'stale_position', 'a move chosen on an older position');
  assert.equal(forged[3].code, 'unknown_message');
  assert.equal(forged[4].code, 'malformed_message', 'a message with a seat of its own');
  // a hello again (a guest repeats it until the host answers, its first may be lost): the welcome and the state again; with another token: refused
  const [seatOn, token] = await onTurn.evaluate(() => [globalThis.spieltischNet.seat, Object.entries(localStorage).find(([key]) => key.startsWith('spieltisch.net.guest.'))[1]]);
  const rehello = await onTurn.evaluate(async ([seat, tok]) => {
    const start = globalThis.netMessages.length;
    globalThis.spieltischNet.send(JSON.stringify({ type: 'hello', proto: 1, seat, token: tok }));
    await new Promise((resolve) => { const wait = () => (globalThis.netMessages.slice(start).some((m) => m.startsWith('{"type":"state"')) ? resolve() : setTimeout(wait, 10)); wait(); });
    return globalThis.netMessages.slice(start).map((m) => JSON.parse(m).type);
  }, [seatOn, token]);
  assert.deepEqual(rehello, ['welcome', 'state'], 'a repeated hello is answered again, not refused');
  const [otherToken] = await answers(onTurn, [JSON.stringify({ type: 'hello', proto: 1, seat: seatOn, token: 'another-device-token' })]);
  assert.equal(otherToken.code, 'malformed_message', 'a second hello with another token is refused');
  assert.equal(await onTurn.$('[data-board]') !== null, true, 'the guest\'s board stays');
  const legalOther = await onTurn.evaluate(() => globalThis.spieltischNet.legal()[0]);
  const [outOfTurn] = await answers(offTurn, [JSON.stringify({ type: 'move', id: 5000, at: k, move: legalOther })]);
  assert.equal(outOfTurn.code, 'not_your_turn');
  assert.equal(await moves(), n, 'nothing changed on the host');
  // one move sent twice with the same id: one ack twice, applied once
  const twice = await answers(onTurn, [JSON.stringify({ type: 'move', id: 2000, at: k, move: legalOther }), JSON.stringify({ type: 'move', id: 2000, at: k, move: legalOther })]);
  assert.deepEqual(twice.map((m) => m.type), ['ack', 'ack']);
  assert.equal(await moves(), n + 1, 'the repeated move was applied once');

  // Ben's connection drops: the host invites the seat anew at once
  const oldLink = await inviteLink(host, 1).catch(() => null);
  await ben.evaluate(() => globalThis.spieltischNet.close());
  await host.waitForSelector('[data-net-seat="1"][data-net-status="waiting"]', { state: 'attached', timeout: 20000 });
  const fresh = await inviteLink(host, 1, oldLink);
  // a second device opens the new link for Ben's seat: turned away, the seat stays Ben's
  const other = await netPage(env);
  const otherReply = await replyOf(other, fresh);
  // its first bye is lost on the way (as a first message on a new channel now
  // and then was, on a busy machine): the hello it says again brings the bye again
  await other.evaluate(() => {
    const tap = globalThis.spieltischNetTap;
    globalThis.lostByes = 0;
    globalThis.spieltischNetTap = (data) => {
      if (globalThis.lostByes === 0 && String(data).startsWith('{"type":"bye"')) { globalThis.lostByes = 1; return false; }
      return tap(data);
    };
  });
  await host.fill('[data-reply-input="1"]', otherReply);
  await host.click('[data-action="connect"]');
  await other.waitForSelector('[data-net-problem][data-code]', { timeout: 30000 });
  assert.equal(await other.getAttribute('[data-net-problem]', 'data-code'), 'seat_taken', `the second device is told the seat is taken (${await other.textContent('[data-net-problem]')})`);
  assert.equal(await other.evaluate(() => globalThis.lostByes), 1, 'its first bye was lost, and the second came');
  assert.match(await host.textContent('[data-net-problem]'), /Ben/);
  // Ben opens the next invitation in the same browser: the token there takes the seat back, the game as it stands
  const again = await inviteLink(host, 1, fresh);
  await host.fill('[data-reply-input="1"]', await replyOf(ben, again));
  await host.click('[data-action="connect"]');
  await seated(ben, host, 1);
  assert.equal(await at(ben), n + 1, 'the rejoined guest sees the game as it stands');
  await host.waitForSelector('[data-net-seat="1"][data-net-status="open"]', { state: 'attached' });

  // and the game goes on to its end, the spectator watching
  autoplay(ann, 7);
  autoplay(ben, 8);
  await host.waitForSelector('[data-end]:not([hidden])', { timeout: 120000 });
  await watcher.waitForSelector('[data-end]:not([hidden])', { timeout: 10000 });
  const save = await hostSave(host, saveId);
  await checkMessages(ann, 0, save);
  await checkMessages(ben, 1, save);
  await checkMessages(watcher, 'spectator', save);
  for (const page of [host, ann, ben, watcher]) assert.deepEqual(page.errors.map(String), []);
  for (const page of [host, ann, ben, watcher, other]) await page.context().close();
});
