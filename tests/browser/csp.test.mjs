// The site keeps working under its strict Content-Security-Policy (a meta tag
// in every page: script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; no
// inline script or style) and makes no request to another origin. Every game
// with a renderer is played in the app, its help and export dialogs opened,
// and its exported position and a playable game opened in embed.html, while
// CSP violations are collected (securitypolicyviolation events and console).
// Each game starts through the new-game dialog, then a saved game of it 24
// random moves in (played in Node, tests/browser/positions.mjs) is opened
// from the start page and played on for a few clicks: the middle of a game
// without clicking there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, rng } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { rendererIds, startAnyGame, playSome, anyStep, toMenu } from './any-game.mjs';
import { randomMoves, saveDoc, showSave, st } from './positions.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const PAGES = ['index.html', 'www/index.html', 'www/embed.html'];

/** A page that records CSP violations and every request that leaves the site's origin. */
async function watchedPage(opts) {
  const page = await env.page(opts);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.csp = [];
  page.foreign = [];
  page.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) page.csp.push(m.text()); });
  const origin = new URL(env.base).origin;
  page.on('request', (r) => { if (!r.url().startsWith(origin) && !/^(data|blob):/.test(r.url())) page.foreign.push(r.url()); });
  page.violations = async () => [...page.csp, ...await page.evaluate(() => window.cspViolations ?? [])];
  return page;
}

/**
 * The read-only embed address of the newest save of `game` in the page's
 * localStorage (seed and moves, `#moves=` as base64url JSON, as www/js/embed.js reads it).
 */
async function embedFromSave(page, game) {
  const save = await page.evaluate((id) => Object.keys(localStorage)
    .filter((k) => k.startsWith('spieltisch.save.'))
    .map((k) => { try { return JSON.parse(localStorage.getItem(k)); } catch { return null; } })
    .filter((s) => s?.game === id)
    .sort((a, b) => String(b.savedAt).localeCompare(String(a.savedAt)))[0], game);
  assert.ok(save && Array.isArray(save.moves) && save.moves.length > 0, `${game}: the running game is saved with its moves`);
  const query = new URLSearchParams({ game, players: String(save.options.players), seed: String(save.seed), names: save.options.names.join(','), lang: 'de' });
  const moves = Buffer.from(JSON.stringify(save.moves)).toString('base64url');
  return `${env.base}embed.html?${query}#moves=${moves}&viewer=spectator`;
}

test('every page carries the strict policy in a meta tag and has no inline script or style', () => {
  for (const file of PAGES) {
    const html = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1];
    assert.ok(policy, `${file} has a CSP meta tag`);
    const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    assert.deepEqual(directives['style-src'], ["'self'"], `${file}: style-src 'self'`);
    assert.ok(directives['script-src'].every((s) => ["'self'", "'wasm-unsafe-eval'"].includes(s)), `${file}: script-src only 'self' (and wasm)`);
    assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'|\*|https?:/, `${file}: nothing looser`);
    // WebSockets to any host only where the app runs (a signalling server the host names,
    // www/js/shell/net/signal.js; the trade-off is written beside the policy); fetch and the rest stay 'self'
    const connect = file === 'www/index.html' ? ["'self'", 'ws:', 'wss:'] : ["'self'"];
    assert.deepEqual(directives['connect-src'] ?? directives['default-src'], connect, `${file}: connect-src ${connect.join(' ')}`);
    assert.deepEqual(directives['default-src'], ["'self'"], `${file}: default-src 'self'`);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, `${file}: no inline script`);
    assert.doesNotMatch(html, /<style|\sstyle=/, `${file}: no inline style`);
  }
});

test('the collector sees a violation (so an empty list means something)', async () => {
  const page = await watchedPage();
  await page.goto(env.base);
  await page.waitForSelector('[data-games]');
  await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
  await page.waitForFunction(() => window.cspViolations.length > 0);
  assert.match((await page.violations()).join('\n'), /style-src/);
});

test('every game plays in the app and in embeds without a CSP violation or a foreign request', async () => {
  const page = await watchedPage();
  await page.goto(`${env.server.url}/`); // the root page forwards to the app
  await page.waitForSelector('[data-games]');
  const games = await rendererIds(page);
  for (const id of games) {
    await startAnyGame(page, env.base, id);
    await toMenu(page);
    const info = st.games().find((g) => g.id === id);
    const players = Math.min(Math.max(3, info.minPlayers), info.maxPlayers); // the dialog's default
    await showSave(page, saveDoc({ game: id, players, seed: 7, moves: randomMoves(id, { players, seed: 7, moves: 24 }), id: `csp-${id}` }));
    // a handful of clicks, and on until one of them made a move
    const made = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).moves.length, `spieltisch.save.csp-${id}`);
    const pick = rng(id.length + 3);
    let clicks = 0;
    while (clicks < 30 && (clicks < 6 || await made() === 24) && await anyStep(page, pick) === 'ok') clicks++;
    const lines = await page.$$eval('[data-log] li', (li) => li.length);
    assert.ok(lines > 0, `${id}: moves were made`);
    assert.ok(await made() > 24, `${id}: moves were made on the opened save (${await made()} moves after ${clicks} clicks)`);
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    await page.click('header [data-action="lang"]');
    await page.click('header [data-action="help"]');
    await page.keyboard.press('Escape');
    await page.click('header [data-action="export"]');
    await page.waitForSelector('[data-export-dialog] [data-embed-code], [data-export-dialog] [data-embed-running]');
    // A running game with hidden information offers no snippet (the seed would
    // give away every card): the embed is then built from the game's own save.
    const snippet = await page.$('[data-embed-code]') ? await page.inputValue('[data-embed-code]') : null;
    await page.keyboard.press('Escape');
    await page.click('header [data-action="lang"]');
    const src = snippet ? snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&') : await embedFromSave(page, id);
    const embed = await watchedPage({ width: 600, height: 700 });
    await embed.goto(src);
    await embed.waitForSelector('[data-board]');
    await embed.goto(src.replace(/#.*$/, ''));
    await embed.waitForSelector('[data-handover]:not([hidden]), [data-board] [data-legal="true"]');
    await playSome(embed, rng(2), 6);
    assert.deepEqual(await embed.violations(), [], `${id}: embed.html`);
    assert.deepEqual(embed.foreign, [], `${id}: embed.html asks no other origin`);
    assert.deepEqual(embed.errors.map(String), []);
    await embed.context().close();
    await toMenu(page);
  }
  assert.deepEqual(await page.violations(), [], 'the app');
  assert.deepEqual(page.foreign, [], 'the app asks no other origin');
  assert.deepEqual(page.errors.map(String), []);
});
