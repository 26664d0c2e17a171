// Every renderer's describeMove (www/js/types.d.ts, issue 23): each legal
// move met in a few seeded random games, in German and English, must be
// words (no JSON, no bare ids, nothing undefined) and tell apart the moves
// of one position.
//
//   node --test tests/node/describe-move.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const st = await import(resolve(root, 'pkg/spieltisch.js'));
await st.default({ module_or_path: readFileSync(resolve(root, 'pkg/spieltisch_bg.wasm')) });
const { rendererIds, loadRenderer } = await import(resolve(root, 'www/js/games/index.js'));
const { CATALOG } = await import(resolve(root, 'www/js/games/catalog.js'));

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'];
const GAMES = 2;
const PLIES = 120;

/** A small seeded generator (the games must be the same on every run). */
function random(seed) {
  let s = (seed * 2654435761) >>> 0 || 1;
  return (n) => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s % n;
  };
}

/** The words must be words: no JSON, nothing missing. */
function checkWords(text, move, lang, where) {
  const what = `${where} ${lang} ${JSON.stringify(move)} → ${JSON.stringify(text)}`;
  assert.equal(typeof text, 'string', `${what}: not a string`);
  assert.ok(text.trim().length > 0, `${what}: empty`);
  assert.ok(!text.includes('{') && !text.includes('}'), `${what}: braces (JSON or an unfilled placeholder)`);
  assert.ok(!text.includes('"type"') && !text.includes(`${move.type}:`), `${what}: JSON`);
  assert.ok(!/\b(undefined|NaN|null)\b/.test(text), `${what}: undefined/NaN/null`);
  assert.ok(!text.includes('[object'), `${what}: an object`);
}

const ids = rendererIds();

test('every registered game is in the catalog', () => {
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok(CATALOG.some((g) => g.id === id), id);
});

for (const id of ids) {
  const game = CATALOG.find((g) => g.id === id);
  test(`${id}: describeMove words every legal move`, async () => {
    const renderer = await loadRenderer(id);
    assert.equal(typeof renderer.describeMove, 'function');
    const types = new Set();
    let described = 0;
    let same = 0;
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      const names = NAMES.slice(0, players);
      for (let g = 0; g < GAMES; g++) {
        const seed = 1000 * players + g + 1;
        const rand = random(seed);
        let state = st.newGame(id, { players, seed });
        for (let ply = 0; ply < PLIES; ply++) {
          const moves = st.legalMoves(state);
          if (!moves.length) break;
          const seat = state.status.active[0];
          const view = st.view(state, seat);
          const where = `${id} ${players}p seed ${seed} ply ${ply}`;
          for (const lang of ['de', 'en']) {
            const seen = new Map();
            for (const move of moves) {
              types.add(move.type);
              // the hint's call: the renderer knows the view its board shows (here: given)
              const text = renderer.describeMove(move, view, names, lang);
              checkWords(text, move, lang, where);
              const twin = seen.get(text);
              assert.ok(twin === undefined, `${where} ${lang}: ${JSON.stringify(twin)} and ${JSON.stringify(move)} both read ${JSON.stringify(text)}`);
              seen.set(text, move);
              // without a board on screen: still words, never JSON
              if (ply % 10 === 0) checkWords(renderer.describeMove(move, null, names, lang), move, lang, `${where} (no view)`);
            }
          }
          for (const move of moves) {
            described++;
            if (renderer.describeMove(move, view, names, 'de') === renderer.describeMove(move, view, names, 'en')) same++;
          }
          state = st.applyMove(state, moves[rand(moves.length)]);
        }
      }
    }
    assert.ok(described > 0, `${id}: no moves met`);
    assert.ok(same <= described * 0.1, `${id}: ${same} of ${described} moves read the same in German and English`);
    console.log(`# ${id}: ${described} moves described; types ${[...types].sort().join(', ')}`);
  });
}
