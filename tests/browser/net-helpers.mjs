// Driving a table across devices (www/js/shell/net/) from the tests: a host
// page that starts a game with seats on other devices, guest pages (each a
// browser context of its own, as another device would be) that join by the
// invitation link and the reply code over the real WebRTC stack on loopback,
// a tap on every message a guest receives, and the check that no message
// holds more than that seat's view (replayed here with the wasm engine).
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { spawn } from 'node:child_process';
import init, { newGame, applyMove, view, legalMoves } from '../../pkg/spieltisch.js';
import { ROOT } from './server.mjs';

let ready = null;
export function engine() {
  ready ??= init({ module_or_path: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  return ready;
}

/** Every page of a test: no STUN (no network here, loopback only), computers at once, every guest message tapped. */
export async function netPage(env, options = {}) {
  const page = await env.page({ reducedMotion: 'reduce', ...options });
  await page.context().addInitScript(() => {
    localStorage.setItem('spieltisch.net.stun', '');
    localStorage.setItem('spieltisch.botSpeed', 'instant');
    globalThis.netMessages = [];
    globalThis.spieltischNetTap = (data) => globalThis.netMessages.push(data);
  });
  return page;
}

/**
 * Starts `game` on the host page with `kinds` per seat ('' a person here,
 * 'remote', or a computer level); returns the save id.
 */
export async function hostGame(page, base, game, kinds, { seed = 7_340_111_922_805 } = {}) {
  await page.goto(`${base}?debug&botPause=0`);
  await page.click(`[data-game="${game}"] [data-action="new-game"]`);
  await page.selectOption('[data-setup="players"]', String(kinds.length));
  for (let i = 0; i < kinds.length; i++) {
    await page.fill(`[data-setup="name-${i + 1}"]`, ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'][i]);
    await page.selectOption(`[data-setup="kind-${i + 1}"]`, kinds[i]);
  }
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForURL(/#\/play\//);
  return page.url().match(/#\/play\/([\w-]+)/)[1];
}

/** The current invitation link of `key` (a seat number or 'spectator'), once it is ready; `not`: a link that must have been replaced. */
export async function inviteLink(host, key, not = null) {
  const handle = await host.waitForFunction(([k, old]) => {
    const v = document.querySelector(`[data-invite-link="${k}"]`)?.value;
    return v && v !== old ? v : null;
  }, [String(key), not], { timeout: 15000 });
  return handle.jsonValue();
}

/** Opens `link` on `guest`, waits for its reply code and returns it. */
export async function replyOf(guest, link) {
  await guest.goto(link);
  const handle = await guest.waitForFunction(() => document.querySelector('[data-reply-code]')?.value || null, null, { timeout: 15000 });
  return handle.jsonValue();
}

/** Joins every guest at once: links, replies pasted, one press of Connect, boards shown. */
export async function joinAll(host, guests) {
  const replies = await Promise.all(guests.map(async ({ page, key }) => [key, await replyOf(page, await inviteLink(host, key))]));
  for (const [key, reply] of replies) await host.fill(`[data-reply-input="${key}"]`, reply);
  await host.click('[data-action="connect"]');
  await Promise.all(guests.map(({ page, key }) => seated(page, host, key)));
}

/** Waits for the guest's board; a timeout says where each side stood (the join's state and problem, the host's rows and problem, each WebRTC connection's and channel's state). */
export async function seated(page, host, key, timeout = 30000) {
  try {
    await page.waitForSelector('section.st-play[data-net="guest"] [data-board]', { timeout });
  } catch (e) {
    const guest = await page.evaluate(() => ({
      state: document.querySelector('[data-join-state]')?.dataset.joinState,
      problem: document.querySelector('[data-problem], [data-net-problem]')?.textContent,
      code: document.querySelector('[data-net-problem]')?.getAttribute('data-code'),
      rtc: `pc=${globalThis.spieltischJoin?.pc?.connectionState} ch=${globalThis.spieltischJoin?.channel?.readyState}`,
    })).catch(() => null);
    const rows = await host.evaluate(() => ({
      rows: [...document.querySelectorAll('[data-net-seat]')].map((r) => `${r.dataset.netSeat}:${r.dataset.netStatus}`).join(' '),
      problem: document.querySelector('[data-net="host"] [data-net-problem]')?.textContent,
      rtc: [...(globalThis.spieltischHost?.invites.values() ?? []), ...(globalThis.spieltischHost?.open ?? [])]
        .map(({ seat, status, pc, channel }) => `${seat}:${status}:pc=${pc?.connectionState} ch=${channel?.readyState}`).join(' '),
    })).catch(() => null);
    throw new Error(`guest ${key} not seated: guest ${JSON.stringify(guest)}, host ${JSON.stringify(rows)}; ${e.message.split('\n')[0]}`);
  }
}

/**
 * Each guest plays a random legal move of its own whenever its seat decides
 * (the `?debug` hook `spieltischNet`, which sends like a click on the board),
 * until the game is over; runs inside the page, no round trip per move.
 */
export async function autoplay(page, seed) {
  await page.evaluate((seed0) => {
    let s = seed0 >>> 0 || 1;
    const pick = (n) => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s % n; };
    const over = () => { const end = document.querySelector('[data-end]'); return end && !end.hidden; };
    const tick = async () => {
      if (over() || globalThis.stopAutoplay) return;
      const legal = globalThis.spieltischNet?.legal() ?? [];
      if (legal.length) await globalThis.spieltischNet.play(legal[pick(legal.length)]);
      setTimeout(tick, legal.length ? 0 : 10);
    };
    globalThis.stopAutoplay = false;
    tick();
  }, seed);
}

/** The host's save (seed, moves, players). */
export async function hostSave(host, id) {
  return host.evaluate((key) => JSON.parse(localStorage.getItem(key)), `spieltisch.save.${id}`);
}

const ALLOWED = {
  welcome: ['type', 'proto', 'seat', 'names', 'computers', 'remote'],
  state: ['type', 'rev', 'at', 'view', 'public', 'legal'],
  ack: ['type', 'id'],
  refused: ['type', 'id', 'code', 'message', 'rule'],
  bye: ['type', 'code'],
};

/**
 * Every message `guest` received holds no more than its seat may see: a
 * state's `view` is exactly the engine's view for that seat at that position
 * (replayed from the host's save here), `public` exactly the spectator's,
 * `legal` the legal moves on its turn and nothing otherwise; no other key, no
 * other kind of message, and the seed nowhere. Returns the number checked.
 */
export async function checkMessages(guest, seat, save) {
  await engine();
  const texts = await guest.evaluate(() => globalThis.netMessages);
  const states = [newGame(save.game, { players: save.options.players, seed: save.seed })];
  for (const move of save.moves) states.push(applyMove(states[states.length - 1], move));
  let checked = 0;
  for (const text of texts) {
    const msg = JSON.parse(text);
    const allowed = ALLOWED[msg.type];
    if (!allowed) throw new Error(`unexpected message type ${msg.type}`);
    for (const key of Object.keys(msg)) if (!allowed.includes(key)) throw new Error(`message ${msg.type} has key ${key}`);
    if (/"seed"|"rng"/i.test(text) || text.includes(String(save.seed))) throw new Error(`message mentions the seed: ${text.slice(0, 200)}`);
    if (msg.type === 'state') {
      const state = states[msg.at];
      if (!state) throw new Error(`state at ${msg.at} beyond the game's ${save.moves.length} moves`);
      if (!isDeepStrictEqual(msg.view, view(state, seat))) throw new Error(`view at ${msg.at} is not seat ${seat}'s view`);
      if (seat === 'spectator') {
        if ('public' in msg) throw new Error('spectator got a second view');
      } else if (!isDeepStrictEqual(msg.public, view(state, 'spectator'))) throw new Error(`public view at ${msg.at} is not the spectator's`);
      const st = state.status;
      const turn = seat !== 'spectator' && !st.finished && st.active[0] === seat;
      if (!isDeepStrictEqual(msg.legal, turn ? legalMoves(state) : [])) throw new Error(`legal moves at ${msg.at} for seat ${seat} are not its own`);
    }
    checked++;
  }
  return checked;
}

/**
 * A PeerJS signalling server (tests/browser/peer-server.mjs, npm `peer`) on
 * 127.0.0.1 in a process of its own; resolves to {address, stop()}, the
 * address as a host types it. stop() ends the process (the server becomes unreachable).
 */
export function startPeerServer() {
  const child = spawn(process.execPath, [path.join(ROOT, 'tests/browser/peer-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', done));
  let stopped = false;
  // ended by SIGTERM; SIGKILL if it has not gone within 3 s (a stop must never wait for good)
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      child.kill();
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`peer-server.mjs exited (${code}) before it listened`)));
    child.stdout.once('data', (d) => resolve({ address: `http://127.0.0.1:${JSON.parse(String(d)).port}/`, stop }));
  });
}

/** Names `address` as the signalling server in the host's panel (its settings opened) and applies it. */
export async function nameServer(host, address) {
  const settings = host.locator('[data-net="host"] .st-net-settings');
  if (!(await settings.evaluate((d) => d.open))) await settings.locator('summary').click();
  await host.fill('[data-net-signal]', address);
  await host.click('[data-action="net-stun"]');
}

/** Waits until every invitation on the host's panel goes through the server (waiting, no field for a reply code). */
export async function signalledInvites(host) {
  await host.waitForFunction(() => [...document.querySelectorAll('[data-net-seat]')].every((r) => r.dataset.netStatus === 'waiting' && !r.querySelector('[data-reply-input]')), null, { timeout: 15000 });
}
