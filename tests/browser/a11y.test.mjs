// Accessibility checked by a tool (issue 21, point 3): axe-core runs on every
// screen of every game with a renderer, in German and in English: the start
// page, the new-game dialog, the hand-over screen (games with hidden
// information), the board in play, the end screen (a finished save from
// tests/fixtures/saves/), the replay, the rules pages, and embed.html both as a
// playable game and as a read-only figure (#moves=). No violation of any
// impact is allowed (since the embed's credit became a footer and the
// tooltip moved into the main landmark, not even a moderate one is left);
// the summary prints what each screen found.
//
// The games come from the page's registry (js/games/index.js), so a game added
// later is checked without editing this file (it needs a finished save
// `<game>-<N>p-end.json` and its rules pages, which this test asks for).
// The strict CSP blocks an injected script tag, so the contexts are opened
// with `bypassCSP: true`.
//
// Each language has one page for the app, loaded once: every game starts
// there through the new-game dialog, its later positions and its end screen
// are saves opened from the start page (tests/browser/positions.mjs), not
// clicked to; a second page opens the rules pages and the embeds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { setup, rng } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { rendererIds, waitForPlay, anyStep } from './any-game.mjs';
import { randomMoves, saveDoc, showSave } from './positions.mjs';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LANGS = [['de', 'de-DE'], ['en', 'en-GB']];
const BLOCKING = new Set(['minor', 'moderate', 'serious', 'critical']);
const SAVES = path.join(ROOT, 'tests', 'fixtures', 'saves');
/** Clicks of the board sweep per game and language, and the rules it runs. */
const SWEEP = 16;
const SWEEP_RULES = ['label-content-name-mismatch', 'color-contrast', 'button-name', 'aria-allowed-attr', 'aria-valid-attr-value', 'nested-interactive'];

let env;
let games;
let catalog;
before(async () => {
  env = await setup();
  const page = await env.page();
  await page.goto(env.base);
  games = await rendererIds(page);
  catalog = await page.evaluate(() => import('./js/games/catalog.js').then((m) => m.CATALOG));
  await page.context().close();
});
after(async () => { await env?.close(); });

/** Every violation found, for the summary: `${screen}` → [`rule (impact) ×nodes`]. */
const found = new Map();
/** How many board-sweep checks ran (listed in the summary only when they found something). */
let sweeps = 0;

/** Runs axe-core on the page as it is now (`options`: axe's, e.g. runOnly); resolves to its violations (all impacts). */
async function axe(page, options = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async ({ context, options }) => {
    const result = await window.axe.run(context, { resultTypes: ['violations'], ...options });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}: ${(n.failureSummary || '').split('\n').slice(1).join(' ').trim()}`),
    }));
  }, { context: options.context ?? 'html', options: { runOnly: options.runOnly } });
}

/** Checks the screen now shown: records everything, returns the blocking violations as messages. */
async function check(page, where, options = {}) {
  // let overlays and focus settle (motion is reduced, but a frame may still be pending)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const violations = await axe(page, options);
  if (options.runOnly) sweeps += 1;
  if (!options.runOnly || violations.length) found.set(where, violations.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}`));
  return violations.filter((v) => BLOCKING.has(v.impact))
    .map((v) => `${where}: ${v.id} (${v.impact}: ${v.help}) on ${v.nodes.length} node(s):\n    ${v.nodes.slice(0, 5).join('\n    ')}`);
}

/** The finished save of `game` in tests/fixtures/saves/ (`<game>-<N>p-end.json`). */
function finishedSave(game) {
  const file = fs.readdirSync(SAVES).find((f) => f.startsWith(`${game}-`) && /^\d+p-end\.json$/.test(f.slice(game.length + 1)));
  assert.ok(file, `${game}: a finished save tests/fixtures/saves/${game}-<N>p-end.json is needed to reach its end screen`);
  return JSON.parse(fs.readFileSync(path.join(SAVES, file), 'utf8'));
}

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The new-game dialog's player count. */
const defaultPlayers = (info) => Math.min(Math.max(3, info.minPlayers), info.maxPlayers);

/**
 * Every screen of one game in one language; resolves to the blocking
 * violations. `page` shows the app (loaded once, left on the start page or a
 * game's screen), `side` the rules page and the embeds.
 */
async function checkGame(page, side, game, lang) {
  const problems = [];
  const at = (screen) => `${game} · ${screen} · ${lang}`;
  const info = catalog.find((g) => g.id === game);
  assert.ok(info, `${game}: listed in js/games/catalog.js`);

  // new-game dialog, then the game it starts (from the start page, without a page load when the app is up)
  if (!page.url().startsWith(env.base)) await page.goto(env.base);
  else await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-games]');
  await page.click(`[data-game="${game}"] [data-action="new-game"]`);
  await page.waitForSelector('[data-setup-dialog][open]');
  problems.push(...await check(page, at('new-game dialog')));
  await page.fill('[data-setup="seed"]', '7');
  await page.click('[data-action="start"]');
  await waitForPlay(page, game);
  const handover = await page.isVisible('[data-handover]');
  assert.equal(handover, info.hiddenInformation, `${game}: a hand-over screen opens the game exactly when it has hidden information`);
  if (handover) {
    problems.push(...await check(page, at('hand-over screen')));
    await page.click('[data-action="reveal"]');
  }
  // the board at the start of a turn (its main choices), and a few moves later (log lines, a decision under way)
  await page.waitForSelector('[data-board] [data-legal="true"]');
  problems.push(...await check(page, at('board, first turn')));
  // the same game a few moves later: a save of it, opened from the start page
  const players = defaultPlayers(info); // the dialog's, as started above
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-games]');
  await showSave(page, saveDoc({ game, players, seed: 7, moves: randomMoves(game, { players, seed: 7, moves: 10 }), id: `a11y-later-${game}` }));
  if (await page.isVisible('[data-handover]')) await page.click('[data-action="reveal"]');
  await page.waitForSelector('[data-board] [data-legal="true"]');
  problems.push(...await check(page, at('board, later')));
  // a sweep of the board's own controls over more moves: buttons that only some decisions
  // show (their visible text must be in their name), and their colours
  const pick = rng(11);
  const seen = new Set();
  for (let i = 0; i < SWEEP; i++) {
    if ((await anyStep(page, pick)) !== 'ok') break;
    if (await page.isVisible('[data-handover]')) continue;
    const hits = await check(page, at(`board sweep, click ${i + 1}`), { context: '[data-board]', runOnly: SWEEP_RULES });
    for (const p of hits) {
      const rule = p.split(': ')[1].split(' ')[0];
      if (!seen.has(rule)) problems.push(p);
      seen.add(rule);
    }
  }

  // the end screen of a finished save, and its replay
  const save = finishedSave(game);
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-games]');
  await showSave(page, save);
  await page.waitForSelector('[data-end]:not([hidden])');
  problems.push(...await check(page, at('end screen')));
  await page.click('[data-end] [data-action="replay"]');
  await page.waitForSelector('[data-replay-controls]');
  await page.click('[data-action="replay-forward"]');
  problems.push(...await check(page, at('replay')));

  // the rules page in this language
  const rules = `rules/${game}.${lang}.html`;
  assert.ok(fs.existsSync(path.join(ROOT, 'www', rules)), `${game}: www/${rules} exists`);
  await side.goto(`${env.base}${rules}`);
  problems.push(...await check(side, at('rules page')));

  // embed.html: a playable game, and a read-only figure a few moves in
  const query = `game=${game}&players=${save.options.players}&seed=${save.seed}&lang=${lang}`;
  await side.goto(`${env.base}embed.html?${query}`);
  await waitForPlay(side, game);
  if (await side.isVisible('[data-handover]')) await side.click('[data-action="reveal"]');
  await side.waitForSelector('[data-board] [data-legal="true"]');
  problems.push(...await check(side, at('embed (playable)')));
  await side.goto(`${env.base}embed.html?${query}#moves=${b64url(save.moves.slice(0, 8))}&viewer=spectator`);
  await side.waitForFunction(() => Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-board] canvas'));
  problems.push(...await check(side, at('embed (figure)')));

  assert.deepEqual(page.errors.map(String), [], `${game} (${lang}): no page errors`);
  assert.deepEqual(side.errors.map(String), [], `${game} (${lang}): no page errors (rules page, embeds)`);
  return problems;
}

for (const [lang, locale] of LANGS) {
  test(`axe-core: no serious or critical violation on any screen of any game (${lang})`, async (t) => {
    const page = await env.page({ locale, bypassCSP: true, reducedMotion: 'reduce' });
    const side = await env.page({ locale, bypassCSP: true, reducedMotion: 'reduce' });
    await t.test('start page', async () => {
      await page.goto(env.base);
      await page.waitForSelector('[data-games]');
      assert.equal(await page.getAttribute('html', 'lang'), lang, `the start page is in ${lang}`);
      const problems = await check(page, `start page · ${lang}`);
      assert.deepEqual(problems, [], `start page (${lang}): serious or critical axe-core violations:\n${problems.join('\n')}`);
    });
    assert.ok(games.length > 0, 'the registry lists games');
    for (const game of games) {
      await t.test(game, async () => {
        const problems = await checkGame(page, side, game, lang);
        assert.deepEqual(problems, [], `${game} (${lang}): serious or critical axe-core violations:\n${problems.join('\n')}`);
      });
    }
    await t.test('start page with saved games', async () => {
      await page.goto(env.base);
      await page.waitForSelector('[data-saves] [data-save-id]');
      const problems = await check(page, `start page with saves · ${lang}`);
      assert.deepEqual(problems, [], `start page with saved games (${lang}): serious or critical axe-core violations:\n${problems.join('\n')}`);
    });
    await page.context().close();
    await side.context().close();
  });
}

test('summary: every violation found, by screen', () => {
  const lines = [...found].map(([where, list]) => `${where}: ${list.length ? list.join(', ') : 'none'}`);
  console.log(`axe-core ${JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')).version}, ${found.size} screens and ${sweeps} board-sweep checks (listed only when they found something):\n${lines.join('\n')}`);
});
