// Catch-up marks for every game: each renderer's `markChanged(before, after)`
// names the places that changed between two views of one seat, in keys its
// board's `markPlaces` understands. Checked on real positions: a seat's view
// before and after a round of seeded random moves gives marks, the same view
// twice gives none, and every key rings a place in a figure of the later
// position (the embed's `highlight=` draws through the same `markPlaces`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, rng } from './helpers.mjs';
import { ROOT } from './server.mjs';
import * as st from '../../pkg/spieltisch.js';

let env;
before(async () => {
  st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
  env = await setup();
});
after(async () => { await env?.close(); });

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Seeded random moves from the start; the state after them and the moves. */
function play(game, players, n, seed) {
  let state = st.newGame(game, { players, seed });
  const pick = rng(seed);
  const moves = [];
  for (let i = 0; i < n && !state.status.finished; i++) {
    const legal = st.legalMoves(state);
    const move = legal[pick(legal.length)];
    state = st.applyMove(state, move);
    moves.push(move);
  }
  return { state, moves };
}

/** Calls the renderer's markChanged in the page, as the shell does. */
async function marksInPage(page, game, beforeView, afterView) {
  return page.evaluate(async ({ game, beforeView, afterView }) => {
    const { loadRenderer } = await import('./js/games/index.js');
    const { markChanged } = await import('./js/games/marks.js');
    const renderer = await loadRenderer(game);
    return {
      own: typeof renderer.markChanged === 'function',
      changed: markChanged(renderer, beforeView, afterView),
      unchanged: markChanged(renderer, afterView, afterView),
    };
  }, { game, beforeView, afterView });
}

for (const info of [...new Map(st.games().map((g) => [g.id, g])).values()]) {
  const game = info.id;
  test(`${game}: the board marks what changed since a seat's last decision`, async () => {
    const players = info.minPlayers;
    const seed = 11;
    const first = play(game, players, 10, seed);
    const later = play(game, players, 10 + 4 * players, seed);
    assert.ok(!later.state.status.finished, `${game}: still running`);
    const page = await env.page({ width: 1280, height: 800 });
    await page.goto(env.base);
    const got = await marksInPage(page, game, st.view(first.state, 0), st.view(later.state, 0));
    assert.ok(got.own, `${game}: the renderer supplies markChanged`);
    assert.deepEqual(got.unchanged, [], `${game}: no marks when nothing changed`);
    assert.ok(got.changed.length > 0, `${game}: ${4 * players} moves changed something`);
    await page.context().close();

    const src = `${env.base}embed.html?game=${game}&players=${players}&seed=${seed}&lang=en#moves=${b64url(later.moves)}&viewer=0&highlight=${got.changed.map(encodeURIComponent).join(',')}`;
    const fig = await env.page({ width: 640, height: 900 });
    await fig.goto(src);
    await fig.waitForFunction(() => Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-board] canvas'));
    const marked = await fig.$$eval('[data-highlight]', (els) => els.map((el) => el.dataset.highlight));
    assert.deepEqual(marked.sort(), [...got.changed].sort(), `${game}: every changed place is marked on the board`);
    assert.deepEqual(fig.errors.map(String), []);
    await fig.context().close();
  });
}
