// Free placement for Dschingis Khan (www/js/games/dschingis-khan/place.js,
// issue 36) against the engine: every option offered applies; what a
// rulebook diagram places (tokens, scouts, walls, held tokens and walls)
// loads and shows as placed; the Great Wall led through a loop or to a new
// end matches the rulebook's Abb. 7 and 11 (DK-T10, DK-T9); impossible
// positions are refused with malformed_state and the engine's words; the
// browser scenario's clicks do what it says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as st from '../../pkg/spieltisch.js';
import place, { BOARD } from '../../www/js/games/dschingis-khan/place.js';
import scenario from '../browser/placement/dschingis-khan.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });

const GAME = 'dschingis-khan';
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora'];
const figure = (id) => JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures', `${id}.json`), 'utf8')).state;
const fresh = (players, seed = 3) => st.newGame(GAME, { players, seed });

/** The document loaded as the builder and Session do (Table.load), its spectator view's `view`. */
function load(doc, viewer = 'spectator') {
  const table = st.Table.load(doc);
  try {
    return table.view(viewer).view;
  } finally {
    table.free();
  }
}

/** The engine refuses the document: malformed_state, `inconsistent dschingis-khan state: <what>`. */
function refused(doc, what) {
  assert.throws(() => st.Table.load(doc), (e) => {
    assert.equal(e.code, 'malformed_state');
    assert.match(e.message, new RegExp(`^inconsistent ${GAME} state: ${what.source}`));
    return true;
  });
}

const board = load(fresh(3)).board;
/** The place key of the line named like the rules spec ("h(3,3)"): `wall:<a>:<b>`, villages 1-based. */
function lineKey(name) {
  const line = board.lineName.indexOf(name);
  assert.ok(line >= 0, name);
  const [a, b] = board.lineVillages[line];
  return `wall:${a + 1}:${b + 1}`;
}
const lineId = (name) => board.lineName.indexOf(name);

/** Applies [key, id] pairs in turn, each offered by `options` at that point. */
function play(doc, steps) {
  return steps.reduce((d, [key, id]) => {
    const ids = place.options(d, key, 'en', NAMES).map((o) => o.id);
    assert.ok(ids.includes(id), `${id} is offered at ${key} (${ids.join(', ')})`);
    return place.apply(d, key, id);
  }, doc);
}

/** Every place the builder's layer has for this game: villages, lines, the supply. */
function allKeys() {
  return [
    ...Array.from({ length: 38 }, (_, i) => `village:${i + 1}`),
    ...board.lineVillages.map(([a, b]) => `wall:${a + 1}:${b + 1}`),
    'supply', 'supply:walls', 'supply:passive',
  ];
}

test('the board geometry place.js works on is the engine\'s', () => {
  assert.equal(BOARD.villages, board.villageCell.length);
  assert.deepEqual(BOARD.lines.map((l) => l.towers), board.lineTowers);
  assert.deepEqual(BOARD.lines.map((l) => l.villages), board.lineVillages);
  assert.deepEqual([...BOARD.border].sort((a, b) => a - b), board.borderTowers);
  assert.deepEqual(BOARD.towers.map((t) => [t.x, t.y]), board.towerXy);
});

test('every option at every place applies without changing the document; labels in both languages name the seats', () => {
  for (const doc of [figure('dk-1'), figure('dk-loop'), fresh(2), fresh(4, 9)]) {
    const before = structuredClone(doc);
    let applied = 0;
    for (const key of allKeys()) {
      const de = place.options(doc, key, 'de', NAMES);
      const en = place.options(doc, key, 'en', NAMES);
      assert.deepEqual(de.map((o) => o.id), en.map((o) => o.id), key);
      assert.equal(new Set(en.map((o) => o.id)).size, en.length, `${key}: ids are distinct`);
      for (const o of [...de, ...en]) {
        assert.ok(o.label && !/[{}]|undefined/.test(o.label), `${key} ${o.id}: "${o.label}"`);
      }
      for (const o of en) {
        const next = place.apply(doc, key, o.id);
        assert.equal(next.game, GAME);
        assert.equal(next.seed, doc.seed, 'the seed stays');
        applied++;
      }
    }
    assert.deepEqual(doc, before, 'apply does not change its argument');
    assert.ok(applied > 500, `${applied} options applied`);
  }
  const doc = figure('dk-1');
  assert.deepEqual(place.options(doc, 'village:39', 'en', NAMES), []);
  assert.deepEqual(place.options(doc, 'wall:1:3', 'en', NAMES), [], 'villages 1 and 3 share no line');
  assert.deepEqual(place.options(doc, 'tower:1', 'en', NAMES), []);
  assert.throws(() => place.apply(doc, 'village:1', 'token:7:chinese'), /no placement option/);
  assert.throws(() => place.apply(doc, 'village:1', 'scout-off:0'), /no placement option/, 'Anna\'s scout is not on village 1');
  const de = place.options(doc, 'village:1', 'de', NAMES).map((o) => o.label);
  assert.ok(de.includes('Einen mongolischen Reiter von Ben setzen'), de.join(' / '));
  assert.ok(place.options(doc, 'village:1', 'en', NAMES).some((o) => o.label === "Put Cleo's scout here"));
});

test('tokens laid on a village come out of their colour\'s passive supply and show, kinds to their owner', () => {
  const doc = figure('dk-1');
  const passive = doc.state.players.map((p) => p.passive.length);
  const next = play(doc, [['village:1', 'token:1:mongol'], ['village:1', 'token:0:plague'], ['village:1', 'token:1:peasant']]);
  const v = load(next);
  assert.deepEqual(v.villages[0].stack.map((t) => t.owner), [1, 0, 1], 'bottom first');
  assert.equal(v.villages[0].controller, 1);
  assert.deepEqual(v.villages[0].stack.map((t) => t.kind), [null, null, null], 'face down for the table');
  assert.deepEqual(load(next, 1).villages[0].stack.map((t) => t.kind), ['mongol', null, 'peasant'], 'Ben knows his own');
  assert.deepEqual(load(next, 0).villages[0].stack.map((t) => t.kind), [null, 'plague', null]);
  assert.deepEqual(v.seats.map((s) => s.passive), [passive[0] - 1, passive[1] - 2, passive[2]]);
  assert.deepEqual(next.state.log, [], 'a placed position has no history');
  // off again: the top token, then all of them, back to the passive supplies
  const top = play(next, [['village:1', 'remove']]);
  assert.deepEqual(load(top).villages[0].stack.map((t) => t.owner), [1, 0]);
  const cleared = play(next, [['village:1', 'clear']]);
  const c = load(cleared);
  assert.deepEqual(c.villages[0].stack, []);
  assert.deepEqual(c.seats.map((s) => s.passive), passive);
});

test('scouts go onto a village or off the board; during a token placement the step follows the scout of the seat to move', () => {
  const doc = figure('dk-1');
  const moved = play(doc, [['village:1', 'scout:2']]);
  const v = load(moved);
  assert.equal(v.villages[0].scout, 2);
  assert.equal(v.villages[17].scout, null, 'Cleo\'s scout left village 18');
  const off = play(moved, [['village:1', 'scout-off:2']]);
  assert.equal(load(off).seats[2].scout, null);
  // a position in Anna's token placement (her scout on village 10 first: on 19 it is blocked):
  // her scout moved, she starts from there; off, she enters again
  let turn = play(doc, [['village:10', 'scout:0']]);
  for (const mv of [{ type: 'drawToken' }, { type: 'drawToken' }, { type: 'placeTokens' }]) turn = st.applyMove(turn, mv);
  assert.equal(turn.state.step.step, 'tokens');
  const there = play(turn, [['village:3', 'scout:0']]);
  assert.deepEqual(there.state.step, { step: 'tokens', visited: [2] });
  assert.equal(load(there).seats[0].scout, 2);
  const entering = play(there, [['village:3', 'scout-off:0']]);
  assert.deepEqual(entering.state.step, { step: 'enter' });
  load(entering);
  const back = play(entering, [['village:8', 'scout:0']]);
  assert.deepEqual(back.state.step, { step: 'tokens', visited: [7] });
  load(back);
});

test('held tokens and walls: out of the passive and general supplies and back; a full draw step becomes the choice', () => {
  const doc = figure('dk-1'); // Anna (seat 0) is to draw, holding 3 walls and no token
  const held = play(doc, [
    ['supply', 'hold:0:chinese'], ['supply', 'hold:0:plague'], ['supply:passive', 'hold:0:mongol'], ['supply:walls', 'wall-to:0'],
  ]);
  assert.equal(held.state.step.step, 'draw', 'she can still draw a token');
  let v = load(held, 0);
  assert.deepEqual(v.seats[0].active, ['chinese', 'plague', 'mongol']);
  assert.equal(v.seats[0].walls, 4);
  assert.equal(v.wallSupply, doc.state.wallSupply - 1);
  const full = play(held, [['supply', 'hold:0:peasant']]);
  assert.deepEqual(full.state.step, { step: 'choose' }, 'nothing left to draw: the engine would be at the choice');
  v = load(full, 0);
  assert.equal(v.seats[0].tokens, 4);
  const back = play(full, [['supply', 'unhold:0:plague'], ['supply:walls', 'wall-back:0']]);
  v = load(back, 0);
  assert.deepEqual(v.seats[0].active, ['chinese', 'mongol', 'peasant']);
  assert.equal(v.seats[0].walls, 3);
  assert.equal(v.wallSupply, doc.state.wallSupply);
});

test('walls: a branch built open or closed, opened, closed, taken off with what it cuts off', () => {
  const doc = fresh(3);
  const supply = doc.state.wallSupply;
  const built = play(doc, [[lineKey('v(3,2)'), 'build'], [lineKey('v(3,1)'), 'build-closed']]);
  let v = load(built);
  const wallOf = (view, name) => view.walls.find((x) => x.line === lineId(name));
  assert.deepEqual([wallOf(v, 'v(3,2)').open, wallOf(v, 'v(3,2)').main], [true, false]);
  assert.equal(wallOf(v, 'v(3,1)').open, false);
  assert.equal(v.wallSupply, supply - 2);
  v = load(play(built, [[lineKey('v(3,1)'), 'open'], [lineKey('h(3,3)'), 'close']]));
  assert.equal(wallOf(v, 'v(3,1)').open, true);
  assert.equal(wallOf(v, 'h(3,3)').open, false);
  // the first branch wall off: the one beyond it is cut off and goes too
  const cut = place.options(built, lineKey('v(3,2)'), 'en', NAMES).find((o) => o.id === 'remove');
  assert.equal(cut.label, 'Remove the wall (and 1 wall cut off with it)');
  v = load(play(built, [[lineKey('v(3,2)'), 'remove']]));
  assert.equal(v.walls.length, 8);
  assert.equal(v.wallSupply, supply);
});

test('Abb. 7 (DK-T10): a loop led through the new wall; villages 8 and 15 (ids 7 and 14) become Chinese', () => {
  const branch = play(fresh(3), ['v(3,2)', 'v(3,1)', 'h(3,1)', 'v(4,1)'].map((n) => [lineKey(n), 'build']));
  const offered = place.options(branch, lineKey('v(4,2)'), 'en', NAMES);
  assert.deepEqual(offered.map((o) => o.id), ['build', 'build-closed', 'reroute']);
  assert.equal(offered[2].label, 'Build a wall and lead the Great Wall through it (1 wall goes)');
  refused(place.apply(branch, lineKey('v(4,2)'), 'build'), /the walls must form one connected tree/);
  const v = load(place.apply(branch, lineKey('v(4,2)'), 'reroute'));
  assert.equal(v.walls.filter((x) => x.main).length, 12);
  assert.ok(!v.walls.some((x) => x.line === lineId('h(3,3)')));
  const chinese = v.villages.filter((x) => x.side === 'china').map((x) => x.id);
  assert.deepEqual(chinese, [7, 14, ...Array.from({ length: 19 }, (_, i) => 19 + i)]);
  assert.equal(v.wallSupply, branch.state.wallSupply - 1 + 1);
});

test('Abb. 11 (DK-T9): the Great Wall ends at a new border tower; the old eastern end goes and its villages change country', () => {
  const doc = play(fresh(3), ['v(5,3)', 'v(5,4)', 'h(5,5)'].map((n) => [lineKey(n), 'build']));
  const key = lineKey('h(6,5)');
  const ids = place.options(doc, key, 'en', NAMES);
  assert.deepEqual(ids.map((o) => o.label), [
    'Build an open wall', 'Build a closed wall',
    'Build a wall and end the Great Wall here (its western end goes, 5 walls)',
    'Build a wall and end the Great Wall here (its eastern end goes, 3 walls)',
  ]);
  refused(place.apply(doc, key, 'build'), /the Great Wall must touch exactly two border towers/);
  const east = ids[3].id;
  const v = load(place.apply(doc, key, east));
  const main = v.walls.filter((x) => x.main).map((x) => board.lineName[x.line]).sort();
  assert.deepEqual(main, ['h(0,3)', 'h(1,3)', 'h(2,3)', 'h(3,3)', 'h(4,3)', 'h(5,5)', 'h(6,5)', 'v(5,3)', 'v(5,4)'].sort());
  const mongolia = v.villages.filter((x) => x.side === 'mongolia').map((x) => x.id);
  assert.deepEqual(mongolia, [...Array.from({ length: 19 }, (_, i) => i), 24, 25, 26, 31, 32]);
  assert.equal(v.wallSupply, doc.state.wallSupply - 1 + 3);
  // the other way: the western end goes
  const w = load(place.apply(doc, key, ids[2].id));
  assert.equal(w.walls.filter((x) => x.main).length, 7);
});

test('impossible positions are refused with the engine\'s code and words', () => {
  const doc = figure('dk-1');
  // a scout on another scout (Ben's stands on village 5)
  refused(place.apply(doc, 'village:5', 'scout:0'), /a scout stands off the board or on another scout/);
  // a sixth Chinese warrior of Anna: her five are all somewhere already
  let many = doc;
  for (let i = 0; i < 6; i++) many = place.apply(many, `village:${i + 1}`, 'token:0:chinese');
  refused(many, /token 0 lies in two places/);
  // a fifth token held
  let held = doc;
  for (const kind of ['chinese', 'mongol', 'peasant', 'peasant', 'mongol']) held = place.apply(held, 'supply', `hold:0:${kind}`);
  refused(held, /seat 0 holds more than 4 of a kind/);
  // a main wall taken off
  refused(place.apply(doc, lineKey('h(3,3)'), 'remove'), /the (walls must form one connected tree|Great Wall must touch exactly two border towers)/);
  // a wall that comes from an empty general supply: 8 held, 20 on the board
  let walls = fresh(2);
  for (const seat of [0, 1]) for (let i = 0; i < 4; i++) walls = place.apply(walls, 'supply:walls', `wall-to:${seat}`);
  load(walls);
  const free = board.lineVillages.map(([a, b]) => `wall:${a + 1}:${b + 1}`).filter((key) => place.options(walls, key, 'en', NAMES).some((o) => o.id === 'build'));
  for (const key of free.slice(0, 12)) walls = place.apply(walls, key, 'build');
  assert.equal(walls.state.wallSupply, 0);
  walls = place.apply(walls, free[12], 'build');
  refused(walls, /the walls do not add up to 28/);
});

test('the browser scenario\'s clicks: the placed position loads and shows, the impossible one is refused', () => {
  assert.equal(scenario.players, 3);
  let doc = figure(scenario.figure);
  for (const { key, option } of scenario.placed) doc = play(doc, [[key, option]]);
  const table = st.Table.load(doc);
  try {
    assert.ok(scenario.shows(table.view('spectator')), 'shows(view document)');
    assert.ok(scenario.shows(table.view('spectator').view), 'shows(view)');
  } finally {
    table.free();
  }
  assert.equal(scenario.shows(load(figure(scenario.figure))), false, 'the start does not show it already');
  let bad = figure(scenario.figure);
  for (const { key, option } of scenario.impossible) bad = play(bad, [[key, option]]);
  assert.throws(() => st.Table.load(bad), (e) => e.code === scenario.code && scenario.message.test(e.message));
});
