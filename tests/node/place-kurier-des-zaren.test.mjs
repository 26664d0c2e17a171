// Free placement for Kurier des Zaren (www/js/games/kurier-des-zaren/place.js,
// issue 36 point 2): every option offered applies, a sensible placement loads
// in the engine and shows in its view as placed, and an impossible one (a
// fourth courier in an inn, a courier or coin the box does not have, a
// dispatch left on no courier) is refused with malformed_state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { st, figure, NAMES, refusal, spectator } from './place-support.mjs';
import place, { options, apply, places } from '../../www/js/games/kurier-des-zaren/place.js';
import scenario from '../browser/placement/kurier-des-zaren.mjs';

const KINDS = ['officer', 'cossack', 'diplomat', 'lady'];

test('the module is a Placement: default export and named exports agree', () => {
  assert.equal(place.options, options);
  assert.equal(place.apply, apply);
  assert.equal(place.places, places);
  assert.deepEqual(places(/** @type {any} */ ({})), [], 'no board drawn: no extra places');
});

test('every option at every place of real positions applies without throwing and leaves the argument unchanged', () => {
  const docs = [figure('kz-1'), figure('kz-3'), figure('kz-setup'), st.newGame('kurier-des-zaren', { players: 2, seed: 4 }), st.newGame('kurier-des-zaren', { players: 5, seed: 5 })];
  for (const doc of docs) {
    const before = JSON.stringify(doc);
    const keys = [];
    for (let n = 1; n <= 18; n++) keys.push(`inn:${n}`, ...KINDS.map((k) => `room:${n}:${k}`));
    for (let g = 1; g <= 5; g++) keys.push(`guard:${g}`);
    doc.state.players.forEach((_, s) => keys.push(`display:${s}`));
    let applied = 0;
    for (const key of keys) {
      for (const lang of ['de', 'en']) {
        const opts = options(doc, key, lang, NAMES);
        assert.equal(new Set(opts.map((o) => o.id)).size, opts.length, `${key}: ids are unique`);
        for (const o of opts) assert.ok(o.label && !/\{/.test(o.label), `${key} ${o.id}: a label (${lang})`);
      }
      for (const o of options(doc, key, 'en', NAMES)) {
        const next = apply(doc, key, o.id);
        assert.equal(next.seed, doc.seed, 'the seed stays');
        const e = refusal(next);
        if (e) assert.equal(e.code, 'malformed_state', `${key} ${o.id}: refused only as an inconsistent state (${e.message})`);
        applied += 1;
      }
    }
    assert.ok(applied > 100, `${applied} options applied`);
    assert.equal(JSON.stringify(doc), before, 'options and apply do not change the document given');
  }
});

test('unknown places offer nothing and an id not offered throws', () => {
  const doc = figure('kz-1');
  for (const key of ['room:19:officer', 'room:0:lady', 'room:3:bishop', 'inn:19', 'inn:2', 'guard:6', 'guard:0', 'display:4', 'section:1', 'room:3', '']) {
    assert.deepEqual(options(doc, key, 'de', NAMES), [], key);
  }
  assert.throws(() => apply(doc, 'room:1:officer', 'set:4'), 'colour 4 is not in play with four players');
  assert.throws(() => apply(doc, 'room:1:officer', 'remove'), 'an empty room');
  assert.throws(() => apply(doc, 'guard:1', 'coin:0:three'), 'Anna is not at that guard');
});

test('labels name the seat and the courier in the game’s words', () => {
  const doc = figure('kz-1');
  assert.equal(options(doc, 'room:1:officer', 'de', NAMES).find((o) => o.id === 'set:1').label, 'Offizier von Ben setzen');
  assert.equal(options(doc, 'room:1:officer', 'en', NAMES).find((o) => o.id === 'set:1').label, "Set Ben's officer");
  assert.equal(options(doc, 'room:12:diplomat', 'de', NAMES).find((o) => o.id === 'remove').label, 'Entfernen');
  assert.equal(options(doc, 'guard:3', 'de', NAMES).find((o) => o.id === 'guard:3').label, 'Depesche von Dora zum Wächter 10 bringen');
  // a second colour (two or three players, KZ-12) is said
  let two = st.newGame('kurier-des-zaren', { players: 2, seed: 4 });
  two = structuredClone(two);
  two.state.colours[2] = 0;
  assert.ok(options(two, 'room:3:officer', 'de', NAMES).some((o) => o.id === 'set:2' && o.label === 'Offizier von Anna setzen (zweite Farbe)'));
});

test('a placed position loads and the spectator view shows it: couriers set and removed, a dispatch handed on, Rubeln at a guard', () => {
  let doc = figure('kz-1');
  const deck = doc.state.players[2].deck.length;
  doc = apply(doc, 'room:15:officer', 'set:2');           // Cleo's officer into Pawl Hof (the 15th inn)
  doc = apply(doc, 'room:15:officer', 'dispatch');        // Cleo's dispatch goes with it
  doc = apply(doc, 'room:11:cossack', 'set:3');           // Dora's cossack replaces Ben's at Natascha
  doc = apply(doc, 'guard:2', 'guard:0');                 // Anna's dispatch reaches the guard 8 …
  doc = apply(doc, 'guard:2', 'coin:0:three');            // … and she has secured 3 + 2
  doc = apply(doc, 'guard:2', 'coin:0:two');
  assert.equal(refusal(doc), null);
  const v = spectator(doc);
  assert.deepEqual(v.inns[14].rooms[0], { colour: 2, owner: 2, dispatch: 2 });
  assert.deepEqual(v.inns[10].rooms.map((r) => r?.colour ?? null), [0, 3, null, null]);
  assert.equal(v.seats[2].deck, deck - 1, 'the officer came from Cleo’s deck');
  assert.deepEqual(v.seats[0].dispatch, { at: 'guard', guard: 1 });
  assert.deepEqual(v.guards[1], [0]);
  assert.equal(v.seats[0].rubel, 5);
  assert.equal(v.step.step, 'rubeln', 'the seat to move rubels once its dispatch is at a guard');
  assert.deepEqual(v.log, [], 'a placed position has no history');
  // Ben's cossack went back on his deck: 12 couriers each, still
  assert.equal(refusal(apply(doc, 'inn:11', 'clear')), null);
  // back from the guard: coins to the pool, an action again
  doc = apply(doc, 'room:12:diplomat', 'dispatch');      // her diplomat at Olga carries it again
  assert.equal(refusal(doc), null);
  const back = spectator(doc);
  assert.equal(back.step.step, 'action');
  assert.deepEqual(back.seats[0].secured, []);
  assert.equal(back.pool, 30);
});

test('the display of the seat to move: couriers in from the deck and back', () => {
  let doc = figure('kz-1');
  doc = apply(doc, 'display:0', 'add:0:lady');
  doc = apply(doc, 'display:0', 'add:0:officer');
  assert.equal(refusal(doc), null);
  assert.deepEqual(spectator(doc).seats[0].display, [{ colour: 0, kind: 'lady' }, { colour: 0, kind: 'officer' }]);
  doc = apply(doc, 'display:0', 'back:0:lady');
  assert.deepEqual(spectator(doc).seats[0].display, [{ colour: 0, kind: 'officer' }]);
  // Anna's other two officers are at Iwan and Natascha: a fourth is more than the box has
  const e = refusal(apply(doc, 'display:0', 'add:0:officer'));
  assert.equal(e?.code, 'malformed_state');
  assert.match(e.message, /the couriers of colour 0 do not add up/);
});

test('impossible placements are refused with malformed_state and the reason', () => {
  const doc = figure('kz-1');
  const cases = [
    [[['room:11:diplomat', 'set:3'], ['room:11:lady', 'set:2']], /an inn holds four couriers/],
    [[['room:2:officer', 'set:0']], /closed inn 1 holds a courier/],          // Datscha-Domizil: five players only
    [[['room:1:lady', 'remove']], /seat 1's dispatch is in an impossible place/],   // Ben's dispatch rode on it
    [[['guard:1', 'guard:1'], ['guard:1', 'coin:1:three'], ['guard:1', 'coin:1:three'], ['guard:1', 'coin:1:three'], ['guard:1', 'coin:1:three']], /the coins do not add up to the 30 of the box/],
  ];
  for (const [steps, message] of cases) {
    let d = doc;
    for (const [key, id] of steps) d = apply(d, key, id);
    const e = refusal(d);
    assert.equal(e?.code, 'malformed_state', String(message));
    assert.match(e.message, new RegExp(`inconsistent kurier-des-zaren state: ${message.source}`));
  }
});

test('the browser scenario holds in Node: its placed clicks load and show, its impossible ones are refused', () => {
  assert.equal(scenario.players, 4);
  let doc = scenario.figure ? figure(scenario.figure) : st.newGame('kurier-des-zaren', { players: scenario.players, seed: 1 });
  const start = doc;
  for (const { key, option } of scenario.placed) {
    assert.ok(options(doc, key, 'de', NAMES).some((o) => o.id === option), `${key} offers ${option}`);
    doc = apply(doc, key, option);
  }
  assert.equal(refusal(doc), null);
  assert.equal(scenario.shows(st.view(doc, 'spectator')), true);
  assert.equal(scenario.shows(st.view(start, 'spectator')), false, 'the start does not show it already');
  doc = start;
  for (const { key, option } of scenario.impossible) doc = apply(doc, key, option);
  const e = refusal(doc);
  assert.equal(e?.code, scenario.code);
  assert.match(e.message, scenario.message);
});
