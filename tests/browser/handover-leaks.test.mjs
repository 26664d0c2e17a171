// The hand-over screen holds nothing private (issue 22): at every hand-over
// of every registered game with one, no text of the document (hidden
// elements, the log `[data-log]`, the live region `[data-live]`, the notices,
// every attribute: title, aria-label, data-tip, alt, …) says more than the
// spectator may know.
//
// What a seat may know and the spectator may not, per hand-over:
// - the log lines of the seats' own views (the engine's view(seat), through
//   the renderer's describeEvent) that are not lines of the spectator's view
//   (Chinesische Mauer: "Anna legt die 7 …" of a face-down tile);
// - the strings of the board of the seat that just played (its own view, in
//   a read-only embed of the same position) that the spectator's board
//   (the same embed for the spectator) does not show: hand cards, labels;
// - the hint the person asked for before passing on.
// None of them may be anywhere in the page while the hand-over screen is up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, rng, shot } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { setupWithGames, anyStep, toMenu } from './any-game.mjs';
import { showSave } from './positions.mjs';
import * as st from '../../pkg/spieltisch.js';

const HANDOVERS = 3; // per game, after the first
const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'];

let env;
let games;
before(async () => {
  ({ env, games } = await setupWithGames(setup));
  st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
});
after(async () => { await env?.close(); });

const norm = (s) => s.replace(/\s+/g, ' ').trim();
/** Two animation frames of the page later (what a frame still had on its way is in the page then). */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const b64url = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');

/**
 * A save of `game` a few moves in, played at random in Node, past the first
 * move whose log differs between a seat's view and the spectator's (a
 * private event), so such lines are in the history from the start.
 */
function startSave(game, players, seed) {
  const table = new st.Table(game, { players, seed });
  const pick = rng(seed);
  const moves = [];
  let privateAt = null;
  for (let i = 0; i < 120 && !table.status().finished; i++) {
    if (privateAt === null) {
      const spectator = JSON.stringify(table.view('spectator').view.log);
      for (let seat = 0; seat < players; seat++) if (JSON.stringify(table.view(seat).view.log) !== spectator) privateAt = i;
    }
    if (i >= 6 && (privateAt !== null ? i >= privateAt + 2 : i >= 60)) break;
    const legal = table.legalMoves();
    const move = legal[pick(legal.length)];
    table.apply(move);
    moves.push(move);
  }
  const status = table.status();
  const save = {
    format: 'spieltisch-save', saveVersion: 2, id: `leak-${game}`, game,
    options: { players, names: NAMES.slice(0, players), computers: Array(players).fill(null) },
    seed, moves, createdAt: '2024-05-01T10:00:00Z', savedAt: '2024-05-01T10:00:00Z',
    progress: { moves: moves.length, finished: status.finished, active: status.active, winners: status.winners ?? null },
    revision: 1, engine: st.version(), stateHash: table.hash(),
  };
  table.free();
  return { save, privateEvents: privateAt !== null };
}

/** Every string of the document: [where, text] for text nodes (hidden ones too), attribute values, form values, the title. */
const documentStrings = (page) => page.evaluate(() => {
  const out = [['title', document.title]];
  const path = (el) => {
    const parts = [];
    for (let n = el; n && n !== document.body && parts.length < 4; n = n.parentElement) {
      const data = Object.keys(n.dataset || {})[0];
      parts.unshift(`${n.tagName.toLowerCase()}${data ? `[data-${data.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]` : ''}`);
    }
    return parts.join(' > ');
  };
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let n = walk.currentNode; n; n = walk.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) {
      if (n.data.trim()) out.push([`${path(n.parentElement)} (text)`, n.data]);
      continue;
    }
    // every attribute but class, style and type (CSS names and HTML's own
    // keywords such as type="button", not words: a board with a button the
    // spectator's board lacks would otherwise make "button" a secret)
    for (const a of n.attributes) if (a.value.trim() && !['class', 'style', 'type'].includes(a.name)) out.push([`${path(n)} @${a.name}`, a.value]);
    if ((n.tagName === 'INPUT' || n.tagName === 'TEXTAREA') && n.value) out.push([`${path(n)} (value)`, n.value]);
  }
  return out;
});

/** The strings a read-only embed of the position shows for `viewer` (board, log, labels). */
async function embedStrings(page, save, viewer) {
  const q = new URLSearchParams({ game: save.game, players: String(save.options.players), seed: String(save.seed), names: save.options.names.join(','), lang: 'de' });
  await page.goto(`${env.base}embed.html?${q}#moves=${b64url(save.moves)}&viewer=${viewer}&log=1&legend=1`);
  await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0 && Number(document.documentElement.dataset.contentHeight) > 0);
  await frames(page);
  return new Set((await documentStrings(page)).map(([, s]) => norm(s)));
}

/** The log lines of every seat's view and of the spectator's, in the renderer's words. */
async function logLines(page, save) {
  const table = new st.Table(save.game, { players: save.options.players, seed: save.seed });
  for (const m of save.moves) table.apply(m);
  const views = { spectator: table.view('spectator') };
  for (let seat = 0; seat < save.options.players; seat++) views[seat] = table.view(seat);
  table.free();
  if (!page.url().startsWith(env.base)) await page.goto(`${env.base}embed.html?game=${save.game}`);
  return page.evaluate(async ({ views, names, game }) => {
    const renderer = await (await import('./js/games/index.js')).loadRenderer(game);
    const out = {};
    for (const [who, view] of Object.entries(views)) {
      out[who] = (renderer.events(view) || []).map((e) => {
        const d = renderer.describeEvent(e, names, 'de');
        return d === null || d === undefined ? null : typeof d === 'string' ? d : d.text;
      }).filter(Boolean);
    }
    return out;
  }, { views, names: save.options.names, game: save.game });
}

/** What a hand-over screen must not hold: [{text, why}]. */
async function privateStrings(helper, save, lastSeat) {
  const lines = await logLines(helper, save);
  const publicLines = new Set(lines.spectator.map(norm));
  const secret = new Map();
  for (let seat = 0; seat < save.options.players; seat++) {
    for (const l of lines[seat].map(norm)) if (!publicLines.has(l)) secret.set(l, `a log line of ${save.options.names[seat]}'s view`);
  }
  if (lastSeat !== null) {
    const spectator = await embedStrings(helper, save, 'spectator');
    const own = await embedStrings(helper, save, String(lastSeat));
    for (const s of own) {
      if (!spectator.has(s) && s.length >= 4 && /\p{L}/u.test(s) && !secret.has(s)) secret.set(s, `on ${save.options.names[lastSeat]}'s own board`);
    }
  }
  return secret;
}

function leaks(strings, secret) {
  const found = [];
  for (const [where, raw] of strings) {
    const s = norm(raw);
    for (const [p, why] of secret) {
      if (s === p || (p.length >= 12 && s.includes(p))) found.push(`"${p}" (${why}) at ${where}`);
    }
  }
  return found;
}

test('no hand-over screen of any game holds anything private', async () => {
  const infos = st.games();
  let checked = 0;
  // one page for the games (each opened from the start page as a save, no
  // page load) and one for the embeds: whatever an earlier game left in the
  // page could only add to what is searched
  const page = await env.page();
  const helper = await env.page();
  await page.goto(env.base);
  for (const game of games) {
    const info = infos.find((g) => g.id === game);
    if (!info.hiddenInformation) continue; // no hand-over screen at all
    const players = Math.min(Math.max(3, info.minPlayers), info.maxPlayers);
    const { save } = startSave(game, players, 21);
    if (!(await page.$('[data-games]'))) await toMenu(page);
    await showSave(page, save);
    await page.waitForSelector('[data-handover]:not([hidden])');
    const pick = rng(5);
    let lastSeat = null;
    let hint = null;
    let handovers = 0;
    let sawPrivateLog = false;
    while (handovers <= HANDOVERS) {
      // the hand-over screen is up: check the whole document
      await frames(page); // an announcement still on its way (one frame)
      const stored = JSON.parse(await page.evaluate((id) => localStorage.getItem(`spieltisch.save.${id}`), save.id));
      const secret = await privateStrings(helper, stored, lastSeat);
      if ([...secret.values()].some((w) => w.startsWith('a log line'))) sawPrivateLog = true;
      if (hint) secret.set(norm(hint), 'the hint asked for before passing on');
      const found = leaks(await documentStrings(page), secret);
      if (found.length) await shot(page, `handover-leak-${game}`);
      assert.deepEqual(found, [], `${game}, hand-over ${handovers + 1} (to ${await page.textContent('[data-handover] h2')}, after ${stored.moves.length} moves): the page holds what only a seat may know:\n  ${found.join('\n  ')}`);
      checked++;
      handovers++;
      if (handovers > HANDOVERS) break;
      // reveal, ask for a hint once, play until the next hand-over
      const active = JSON.parse(await page.evaluate((id) => localStorage.getItem(`spieltisch.save.${id}`), save.id)).progress.active[0];
      await page.click('[data-action="reveal"]');
      lastSeat = active;
      hint = null;
      if (handovers === 1) {
        await page.click('header [data-action="hint"]');
        const note = await page.waitForFunction(() => {
          const text = document.querySelector('[data-notices] [data-key="hint"] p')?.textContent || '';
          return /^Tipp: /.test(text) ? text : null;
        }, null, { timeout: 90000 }).catch(async () => assert.fail(`${game}: no hint within 90 s (notices: ${await page.textContent('[data-notices]')}; errors: ${page.errors.map(String).join('; ')})`));
        hint = /** @type {string} */ (await note.jsonValue());
      }
      let r = 'ok';
      for (let i = 0; i < 60 && !(await page.$('[data-handover]:not([hidden])')); i++) {
        r = await anyStep(page, pick);
        if (r !== 'ok') break;
      }
      if (r !== 'ok') break;
    }
    assert.ok(handovers >= 2, `${game}: at least two hand-over screens were checked (${handovers})`);
    if (game === 'chinesische-mauer') assert.ok(sawPrivateLog, `${game}: the game had private log lines to leak`);
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
  await helper.context().close();
  assert.ok(checked >= 6, `hand-over screens checked: ${checked}`);
});
