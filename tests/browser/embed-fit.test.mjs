// Embeds that fit a wiki article, for every game with a renderer, in a 360,
// 600 and 800 px column: with the README's fixed heights (per game and
// player count, written by bench/figure-heights.mjs, measured the same way:
// tests/browser/embed-heights.mjs) nothing is cut off and the iframe never
// scrolls inside, and no height is far above what its game needs; with
// www/embed-resize.js the iframe takes the height the page posts; names are
// never truncated; a figure shows its highlight marks; the Export dialog's
// snippet carries the measured height.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { rendererIds } from './any-game.mjs';
import { openSave, saveDoc, randomMoves } from './positions.mjs';
import {
  COLUMNS, articles, b64url, engine, fit, position, positionSources, playHeight, readmeHeights, settle,
} from './embed-heights.mjs';

let env;
let games;
let article;
before(async () => {
  env = await setup();
  const page = await env.page();
  await page.goto(env.base);
  games = await rendererIds(page);
  await page.close();
  article = articles(env);
});
after(async () => {
  await article?.close();
  await env?.close();
});

const infoOf = (game) => engine().games().find((g) => g.id === game);

test('the README lists every game and player count, and its snippets use their row\'s height (600 px column)', () => {
  const heights = readmeHeights();
  for (const game of games) {
    const info = infoOf(game);
    for (let players = info.minPlayers; players <= info.maxPlayers; players++) {
      assert.ok(heights.get(game)?.get(players), `README.md lists fixed embed heights for ${game} with ${players} players`);
    }
  }
  const text = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const snippets = [...text.matchAll(/<iframe src="[^"]*embed\.html\?game=([\w-]+)&players=(\d)[^"#]*(#moves=)?[^"]*"[^>]*height:(\d+)px/g)];
  assert.ok(snippets.length >= 2, 'README has embed snippets');
  for (const [, game, players, moves, height] of snippets) {
    assert.equal(Number(height), heights.get(game).get(Number(players))[moves ? 'position' : 'play'][600], `README snippet of ${game} with ${players} players`);
  }
});

test('a read-only position fits its README height in 360, 600 and 800 px columns, and the script sizes it exactly', async () => {
  const heights = readmeHeights();
  const measured = {};
  for (const game of games) {
    const info = infoOf(game);
    for (const width of COLUMNS) {
      // the most players (their positions after 0, 25 and 60 moves, as the bench measures them) and the fewest (the set-up)
      for (const players of new Set([info.maxPlayers, info.minPlayers])) {
        const height = heights.get(game).get(players).position[width];
        const check = (f, src) => {
          const what = `${game} ${width}px ${players}p ${src.includes('#moves=W10&') ? 'set-up' : 'later'}`;
          assert.equal(f.scrollsDown, false, `${what}: no inner scrollbar at ${height}px (needs ${f.content})`);
          assert.equal(f.scrollsSideways, false, `${what}: nothing cut off at the side`);
          assert.deepEqual(f.cut, [], `${what}: no truncated names`);
        };
        if (players === info.maxPlayers) {
          measured[`${game} ${players}p position ${width}`] = [height, await positionHeight(game, players, width, height, check)];
        } else {
          const src = positionSources(env.base, game, players)[0];
          const { frame } = await article(width, src, { height });
          await settle(frame);
          check(await fit(frame), src);
        }
      }
    }
    // the resize script gives the iframe exactly the posted height
    const src = `${env.base}embed.html?game=${game}&players=${info.maxPlayers}&seed=5&lang=en#moves=${b64url(position(game, info.maxPlayers, 25))}&viewer=spectator&log=1`;
    const auto = await article(360, src, { script: true });
    const content = await settle(auto.frame);
    await auto.page.waitForFunction((h) => document.querySelector('iframe').dataset.spieltischHeight === String(h), content);
    assert.equal(await auto.page.$eval('iframe', (f) => f.getBoundingClientRect().height), content);
    assert.equal((await fit(auto.frame)).scrollsDown, false);
    await shot(auto.page, `embed-fit-${game}-360`);
  }
  console.log('position heights [README, needed]:', JSON.stringify(measured));
  for (const [what, [readme, needed]] of Object.entries(measured)) {
    assert.ok(readme - needed <= 60, `${what}: the README height ${readme} is not far above the ${needed} needed`);
  }
});

/** The most height of the positions the bench measures, each checked at the README's `height`. */
async function positionHeight(game, players, width, height, check) {
  let most = 0;
  for (const src of positionSources(env.base, game, players)) {
    const { frame } = await article(width, src, { height });
    most = Math.max(most, await settle(frame));
    check(await fit(frame), src);
  }
  return most;
}

test('a playable embed fits its README height in 360, 600 and 800 px columns while it is played', async () => {
  const heights = readmeHeights();
  const measured = {};
  for (const game of games) {
    const info = infoOf(game);
    for (const width of COLUMNS) {
      const height = heights.get(game).get(info.maxPlayers).play[width];
      const most = await playHeight(article, env.base, game, info.maxPlayers, width, {
        height,
        check: (f, i) => {
          assert.equal(f.scrollsDown, false, `${game} ${width}px, click ${i}: no inner scrollbar at ${height}px (needs ${f.content})`);
          assert.equal(f.scrollsSideways, false);
          assert.deepEqual(f.cut, []);
        },
      });
      measured[`${game} play ${width}`] = [height, most];
    }
  }
  console.log('playable heights [README, needed]:', JSON.stringify(measured));
  for (const [what, [readme, needed]] of Object.entries(measured)) {
    assert.ok(readme - needed <= 80, `${what}: the README height ${readme} is not far above the ${needed} needed`);
  }
});

test('highlight marks places in a figure; renderers without it ignore it', async () => {
  const marks = {
    'chinesische-mauer': ['section:2', 'card:1:1'],
    'dschingis-khan': ['village:5', 'wall:1:2'],
  };
  for (const game of games) {
    const info = infoOf(game);
    const keys = marks[game] || ['village:1', 'section:1'];
    const moves = position(game, info.minPlayers, 12);
    const src = `${env.base}embed.html?game=${game}&players=${info.minPlayers}&seed=5&lang=en#moves=${b64url(moves)}&viewer=spectator&highlight=${keys.join(',')}`;
    const { page, frame } = await article(600, src, { script: true });
    await settle(frame);
    const shown = await frame.$$eval('[data-highlight]', (els) => els.map((el) => el.dataset.highlight));
    if (marks[game]) {
      // CM's card:1:1 needs a card in section 1: a mark per key that has a place on this board.
      assert.ok(shown.includes(keys[0]), `${game}: ${keys[0]} is marked (${shown})`);
      for (const key of shown) {
        const box = await frame.$eval(`[data-highlight="${key}"]`, (el) => { const r = el.getBoundingClientRect(); return [r.width, r.height]; });
        assert.ok(box[0] > 4 && box[1] > 4, `${game}: ${key} mark has a size`);
      }
      await shot(page, `embed-highlight-${game}`);
    }
    assert.deepEqual(page.errors.map(String), []);
  }
});

test('the Export dialog hands out the snippet with the height the position needs', async () => {
  // one app page: each game a saved game a few moves in (its default table size), opened from localStorage
  const page = await env.page({ width: 1280, height: 800 });
  for (const game of games) {
    const info = infoOf(game);
    const players = Math.min(Math.max(3, info.minPlayers), info.maxPlayers);
    await openSave(page, env.base, saveDoc({ game, players, seed: 7, moves: randomMoves(game, { players, seed: 7, moves: 6 }) }));
    if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
    await page.click('header [data-action="export"]');
    if (info.secretSeed) {
      // While a game whose seed is secret runs, the seed would give every card and draw away: no snippet, and the dialog says why.
      const running = await page.waitForSelector('[data-export-dialog] [data-embed-running]');
      assert.ok(await running.isVisible(), `${game}: the dialog says why there is no snippet`);
      assert.match(await running.textContent(), /seed|Startwert/i, `${game}: names the seed as the reason`);
      assert.equal(await page.$('[data-export-dialog] [data-embed-code]'), null, `${game}: no snippet during a running game`);
      assert.equal(await page.$('[data-export-dialog] [data-action="copy-embed"]'), null, `${game}: nothing to copy`);
      continue;
    }
    await page.waitForFunction(() => /height:\d+px/.test(document.querySelector('[data-embed-code]').value) && !document.querySelector('[data-embed-code]').dataset.measuring);
    const snippet = await page.inputValue('[data-embed-code]');
    const height = Number(snippet.match(/height:(\d+)px/)[1]);
    const src = snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
    const { frame } = await article(600, src, { height });
    const content = await settle(frame);
    assert.ok(content <= height && height - content <= 40, `${game}: snippet height ${height} for content ${content}`);
    assert.equal((await fit(frame)).scrollsDown, false);
  }
  await page.context().close();
});
