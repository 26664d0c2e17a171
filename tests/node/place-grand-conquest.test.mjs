// Free placement for Grand Conquest (issue 36, point 2): the renderer's
// place.js run against the all-games wasm engine. Every option offered at a
// sample of places applies; a sensible placement loads and the spectator's
// view shows it; an impossible one is refused with `malformed_state`; the
// document stays as the engine keeps it (gone pieces, captured, noPieces).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as st from '../../pkg/spieltisch.js';
import renderer from '../../www/js/games/grand-conquest.js';
import place, { STANDARD, SET } from '../../www/js/games/grand-conquest/place.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
const MAP = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/games/grand_conquest/map.json'), 'utf8'));
const figure = (id) => JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures', `${id}.json`), 'utf8')).state;
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora'];
const key = (f) => `field:${f + 1}`;
const ids = (doc, k) => place.options(doc, k, 'en', NAMES).map((o) => o.id);

/** The engine's spectator view of a document (it validates on load). */
function load(doc) {
  const table = st.Table.load(doc);
  try {
    return st.view(table.state(), 'spectator').view;
  } finally {
    table.free();
  }
}

/** The engine's refusal of a document: its error. */
function refusal(doc) {
  try {
    load(doc);
  } catch (e) {
    return e;
  }
  assert.fail('the engine accepted the document');
}

const at = (view, f) => view.pieces.map((p, i) => ({ ...p, id: i })).filter((p) => p.place.field === f);
const aboard = (view, c) => view.pieces.filter((p) => p.place.aboard === c);

test('the renderer offers placement, and the module is its Placement', async () => {
  const mod = await renderer.placement();
  assert.equal(typeof mod.default.options, 'function');
  assert.equal(typeof mod.default.apply, 'function');
  assert.equal(mod.default, place);
});

test('the map facts in place.js are the shipped map (map.json)', () => {
  const F = MAP.fields;
  assert.equal(STANDARD.fields, F.length);
  const sea = STANDARD.sea.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
  assert.deepEqual(sea, F.flatMap((f, i) => (f.kind === 'sea' ? [i] : [])));
  assert.deepEqual(STANDARD.grail, F.flatMap((f, i) => (f.grail ? [i] : [])));
  assert.deepEqual(STANDARD.suspension, MAP.bridges.filter((b) => b.suspension).flatMap((b) => b.fields));
});

test('at an empty field: each kind of each seat the field allows, and the engine takes every one', () => {
  const doc = figure('gc-3'); // six pieces, the map nearly empty
  const empty = (f) => !doc.state.pieces.some((p) => p.place.field === f);
  const land = MAP.fields.findIndex((f, i) => f.kind === 'land' && !f.grail && f.bridge === undefined && empty(i));
  const sea = MAP.fields.findIndex((f, i) => f.kind === 'sea' && empty(i));
  const grail = STANDARD.grail.find(empty);
  const suspension = STANDARD.suspension.find(empty);
  const puts = (kinds) => [0, 1, 2, 3].flatMap((s) => kinds.map((k) => `put:${s}:${k}`));
  assert.deepEqual(ids(doc, key(land)), puts(['soldier', 'elephant', 'rider', 'chariot']));
  assert.deepEqual(ids(doc, key(sea)), puts(['ship', 'galleon']));
  assert.deepEqual(ids(doc, key(grail)), puts(['soldier', 'rider']), 'no Elephant or Chariot on the Grail (GC-09)');
  assert.deepEqual(ids(doc, key(suspension)), puts(['soldier', 'rider', 'chariot']), 'no Elephant on a suspension bridge (GC-08)');
  for (const f of [land, sea, grail, suspension]) {
    for (const id of ids(doc, key(f))) {
      const next = place.apply(doc, key(f), id);
      const [, seat, kind] = id.split(':');
      const shown = at(load(next), f);
      assert.deepEqual(shown.map((p) => [p.owner, p.kind]), [[Number(seat), kind]], `${id} at ${key(f)}`);
    }
  }
  // the engine itself refuses the terrain the options leave out
  const ship = structuredClone(doc);
  ship.state.pieces.push({ kind: 'ship', owner: 0, place: { field: land }, used: 0 });
  assert.match(refusal(ship).message, /wrong terrain/);
});

test('every option offered at a sample of places applies, leaving the document it was given as it was', () => {
  const docs = { setup: st.newGame('grand-conquest', { players: 4, seed: 3 }) };
  for (const id of ['gc-1', 'gc-2', 'gc-3', 'gc-4', 'gc-5', 'gc-6', 'gc-7', 'gc-8']) docs[id] = figure(id);
  let applied = 0;
  for (const [name, doc] of Object.entries(docs)) {
    const frozen = structuredClone(doc);
    const occupied = [...new Set(doc.state.pieces.flatMap((p) => (p.place.field !== undefined ? [p.place.field] : [])))];
    const sample = [...occupied.filter((_, i) => i % 7 === 0), 0, 1, 10, 60, 285, 330, 400, 456];
    for (const f of sample) {
      const offered = place.options(doc, key(f), 'de', NAMES);
      assert.ok(offered.length > 0, `${name}: something to do at ${key(f)}`);
      assert.deepEqual(offered.map((o) => o.id), ids(doc, key(f)), 'the same ids in both languages');
      for (const { id, label } of offered) {
        assert.ok(label.length > 3, `${name} ${key(f)} ${id}: a label`);
        const next = place.apply(doc, key(f), id);
        assert.equal(next.game, doc.game);
        assert.equal(next.seed, doc.seed);
        assert.equal(next.players, doc.players);
        applied++;
      }
    }
    assert.deepEqual(doc, frozen, `${name}: apply does not change its argument`);
  }
  assert.ok(applied > 300, `${applied} options applied`);
});

test('labels name the seat and the piece, in German and English', () => {
  const doc = figure('gc-2'); // South's Elephant on field 10 carries two Soldiers
  assert.deepEqual(place.options(doc, 'field:11', 'de', NAMES).map((o) => o.label), [
    'Soldat von Anna auf den Elefanten laden',
    'Soldat vom Elefanten nehmen',
    'Elefant von Anna mit Ladung entfernen',
  ]);
  assert.deepEqual(place.options(doc, 'field:11', 'en', NAMES).map((o) => o.label), [
    'Load a Soldier of Anna onto the Elephant',
    'Take a Soldier off the Elephant',
    'Remove the Elephant of Anna with its load',
  ]);
  assert.equal(place.options(doc, 'field:2', 'de', NAMES)[5].label, 'Elefant von Ben setzen');
  assert.equal(place.options(doc, 'field:2', 'en', [])[5].label, 'Place an Elephant of West', 'no names: the seat');
});

test('a piece moved by placement: taken off, put elsewhere, the same piece, shown by the engine', () => {
  const doc = figure('gc-2');
  const off = place.apply(doc, 'field:11', 'unload:soldier');
  const moved = place.apply(off, 'field:2', 'put:0:soldier');
  assert.equal(moved.state.pieces.length, doc.state.pieces.length, 'the gone soldier came back, no new piece');
  const view = load(moved);
  assert.equal(aboard(view, 10).length, 1, 'one Soldier left on the Elephant');
  assert.deepEqual(at(view, 1).map((p) => [p.owner, p.kind]), [[0, 'soldier']]);
  assert.equal(view.seats[0].pieces, 26);
});

test('cargo: a Soldier onto the Elephant a ship carries, and removal takes the load with it', () => {
  const doc = figure('gc-3'); // South's Ship in harbour, a Chariot with a Soldier on land
  const ship = doc.state.pieces.findIndex((p) => p.kind === 'ship');
  const h = doc.state.pieces[ship].place.field;
  let d = place.apply(doc, key(h), 'load:elephant');
  assert.match(place.options(d, key(h), 'en', NAMES)[0].label, /onto the Elephant$/);
  d = place.apply(d, key(h), 'load:soldier');
  d = place.apply(d, key(h), 'load:soldier');
  let view = load(d);
  const ele = view.pieces.findIndex((p) => p.place.aboard === ship);
  assert.equal(view.pieces[ele].kind, 'elephant');
  assert.equal(aboard(view, ele).length, 2, 'two Soldiers ride the Elephant on the Ship');
  assert.equal(view.seats[0].pieces, 6);
  // a third is offered and refused by the engine
  assert.match(refusal(place.apply(d, key(h), 'load:soldier')).message, /carries too much/);
  d = place.apply(d, key(h), 'remove');
  view = load(d);
  assert.equal(at(view, h).length, 0);
  assert.equal(view.seats[0].pieces, 2, 'the Ship, the Elephant and its two Soldiers left');
});

test('impossible positions are refused with their code: a full carrier loaded, the Abtausch taker removed, an 11th Soldier', () => {
  const full = place.apply(figure('gc-2'), 'field:11', 'load:soldier');
  const e = refusal(full);
  assert.equal(e.code, 'malformed_state');
  assert.match(e.message, /^inconsistent grand-conquest state: piece 10 carries too much$/);
  const gc4 = figure('gc-4'); // the open Abtausch: South's Soldier (piece 8) took on field 0
  assert.equal(gc4.state.pending.taker, 8);
  const e2 = refusal(place.apply(gc4, 'field:1', 'remove'));
  assert.equal(e2.code, 'malformed_state');
  assert.match(e2.message, /the open Abtausch does not fit the position/);
  // the setup has every piece of the set on the board: an 11th Soldier of a
  // seat is a new one past the box, and the engine counts the set
  const setup = st.newGame('grand-conquest', { players: 4, seed: 1 });
  const free = Array.from({ length: 200 }, (_, f) => f).find((f) => ids(setup, key(f)).includes('put:1:soldier'));
  const e3 = refusal(place.apply(setup, key(free), 'put:1:soldier'));
  assert.equal(e3.code, 'malformed_state');
  assert.match(e3.message, /seat 1 has more than 10 Soldier pieces on the board/);
});

test('supply: a gone piece comes back before a new one, and a captured one takes its taker\'s count down', () => {
  // the setup has every piece of the set on the board: removing one and
  // placing it elsewhere keeps the list as long
  const setup = st.newGame('grand-conquest', { players: 4, seed: 1 });
  const rider = setup.state.pieces.findIndex((p) => p.owner === 1 && p.kind === 'rider');
  const from = setup.state.pieces[rider].place.field;
  const gone = place.apply(setup, key(from), 'remove');
  assert.equal(gone.state.pieces[rider].place, 'gone');
  const back = place.apply(gone, 'field:2', 'put:1:rider');
  assert.equal(back.state.pieces.length, 104);
  assert.deepEqual(back.state.pieces[rider].place, { field: 1 });
  assert.equal(load(back).seats[1].pieces, 26);

  // a piece East lost to South (captured 1): placing an East Soldier again
  // brings that one back and South's count goes down, as the engine wants
  // (no more taken than have left the board)
  const taken = structuredClone(setup);
  const victim = taken.state.pieces.findIndex((p) => p.owner === 3 && p.kind === 'soldier');
  const vf = taken.state.pieces[victim].place.field;
  taken.state.pieces[victim] = { ...taken.state.pieces[victim], place: 'gone' };
  taken.state.seats[0].captured = 1;
  taken.state.log.push({ event: 'took', seat: 0, piece: 0, victim: 3, at: vf, removed: [victim], conquest: false, waive: false });
  assert.equal(load(taken).seats[0].captured, 1);
  const again = place.apply(taken, key(vf), 'put:3:soldier');
  assert.equal(again.state.pieces.length, 104);
  assert.deepEqual(again.state.pieces[victim].place, { field: vf });
  assert.equal(again.state.seats[0].captured, 0);
  const view = load(again);
  assert.equal(view.seats[3].pieces, 26);
  assert.equal(view.seats[0].victoryPoints, 26);

  // in a sparse figure a placed piece is a new one from the box, up to the set
  const sparse = figure('gc-4'); // South captured one East Soldier (piece 9, gone)
  const extra = place.apply(sparse, 'field:20', 'put:3:soldier');
  assert.equal(extra.state.pieces.length, sparse.state.pieces.length + 1, 'the captured one stays gone');
  assert.equal(extra.state.seats[0].captured, 1);
  load(extra);
  assert.equal(SET.soldier, 10);
});

test('a seat left without pieces ends the game with this turn (noPieces), until it has pieces again', () => {
  const doc = figure('gc-3'); // West has one Soldier
  const west = doc.state.pieces.findIndex((p) => p.owner === 1);
  const f = doc.state.pieces[west].place.field;
  const bare = place.apply(doc, key(f), 'remove');
  assert.equal(bare.state.noPieces, true);
  assert.equal(load(bare).seats[1].pieces, 0);
  const back = place.apply(bare, key(f), 'put:1:soldier');
  assert.equal(back.state.noPieces, false);
  assert.equal(load(back).seats[1].pieces, 1);
});

test('apply throws only for what options did not offer; keys that are no field offer nothing', () => {
  const doc = figure('gc-2');
  assert.throws(() => place.apply(doc, 'field:2', 'put:0:ship'), /no option/);
  assert.throws(() => place.apply(doc, 'field:11', 'put:0:soldier'), /no option/, 'no second piece on a field');
  assert.throws(() => place.apply(doc, 'field:2', 'remove'), /no option/);
  for (const k of ['field:0', 'field:458', 'field:x', 'seat:1', '', 'field:1:2']) assert.deepEqual(ids(doc, k), [], k);
  assert.deepEqual(ids({}, 'field:1'), []);
});

test('the browser scenario (tests/browser/placement/grand-conquest.mjs) holds against the engine', async () => {
  const { default: sc } = await import('../browser/placement/grand-conquest.mjs');
  const start = figure(sc.figure);
  assert.equal(sc.players, start.players);
  assert.equal(sc.shows(load(start)), false, 'the start does not show it yet');
  let doc = start;
  for (const { key: k, option } of sc.placed) doc = place.apply(doc, k, option);
  assert.equal(sc.shows(load(doc)), true);
  doc = start;
  for (const { key: k, option } of sc.impossible) doc = place.apply(doc, k, option);
  const e = refusal(doc);
  assert.equal(e.code, sc.code);
  assert.match(e.message, sc.message);
});
