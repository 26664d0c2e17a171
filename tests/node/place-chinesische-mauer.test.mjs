// Free placement for Chinesische Mauer (www/js/games/chinesische-mauer/place.js,
// issue 36 point 2): every option offered applies, a sensible placement loads
// in the engine and shows in its view as placed, and an impossible one (a
// card or a fame tile the game does not have) is refused with malformed_state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { st, figure, NAMES, refusal, spectator } from './place-support.mjs';
import place, { options, apply, places } from '../../www/js/games/chinesische-mauer/place.js';
import scenario from '../browser/placement/chinesische-mauer.mjs';

test('the module is a Placement: default export and named exports agree', () => {
  assert.equal(place.options, options);
  assert.equal(place.apply, apply);
  assert.equal(place.places, places);
  assert.deepEqual(places(/** @type {any} */ ({})), [], 'no board drawn: no extra places');
});

test('every option at every place of real positions applies without throwing and leaves the argument unchanged', () => {
  const docs = [figure('cm-1'), figure('cm-3'), figure('cm-6'), st.newGame('chinesische-mauer', { players: 5, seed: 3 })];
  for (const doc of docs) {
    const before = JSON.stringify(doc);
    const v = spectator(doc);
    const keys = ['hand:wall', 'hand:dragon', ...doc.state.players.map((_, s) => `hand:${s}`)];
    v.sections.forEach((s, i) => {
      keys.push(`section:${i + 1}`);
      s.stacks.forEach((_, k) => keys.push(`card:${i + 1}:${k + 1}`));
    });
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
        assert.equal(next.game, 'chinesische-mauer');
        const e = refusal(next);
        if (e) assert.equal(e.code, 'malformed_state', `${key} ${o.id}: refused only as an inconsistent state (${e.message})`);
        applied += 1;
      }
    }
    assert.ok(applied > 50, `${applied} options applied`);
    assert.equal(JSON.stringify(doc), before, 'options and apply do not change the document given');
  }
});

test('unknown places offer nothing and an id not offered throws', () => {
  const doc = figure('cm-1');
  for (const key of ['section:9', 'card:1:9', 'card:3:1', 'section:3', 'hand:unicorn', 'hand:7', 'village:1', 'section:1:2', '']) {
    assert.deepEqual(options(doc, key, 'de', NAMES), [], key);
  }
  assert.throws(() => apply(doc, 'section:1', 'lay:9:wall'));
  assert.throws(() => apply(doc, 'card:1:1', 'tile:8'));
  assert.throws(() => apply(doc, 'section:3', 'lay:0:wall'), 'section 3 of cm-1 is closed');
});

test('labels name the seat and the card in the game’s words', () => {
  const doc = figure('cm-1');
  const de = options(doc, 'section:1', 'de', NAMES);
  const en = options(doc, 'section:1', 'en', NAMES);
  assert.equal(de.find((o) => o.id === 'lay:0:horseman').label, 'Reiter von Anna anlegen');
  assert.equal(en.find((o) => o.id === 'lay:0:horseman').label, 'Lay a Horseman of Anna');
  assert.equal(options(doc, 'card:1:1', 'de', NAMES).find((o) => o.id === 'remove').label, 'Entfernen');
  assert.equal(options(doc, 'card:1:1', 'en', NAMES).find((o) => o.id === 'cover:2').label, 'Cover with a Dragon of Cleo');
});

test('a placed position loads and the spectator view shows it: cards laid, covered, removed, a fame tile on a card', () => {
  let doc = figure('cm-1');
  const deck2 = doc.state.players[2].deck.length;
  doc = apply(doc, 'section:1', 'lay:2:warrior');
  doc = apply(doc, 'section:1', 'lay:2:warrior');
  doc = apply(doc, 'card:1:2', 'cover:0');                 // Anna's Dragon over Ben's Gate
  doc = apply(doc, 'card:1:4', 'tile:5');                  // the 5 onto Cleo's second Warrior
  doc = apply(doc, 'card:2:3', 'remove');                  // Ben's Wall at section 2 goes
  doc = apply(doc, 'section:2', 'swap:7:8');
  assert.equal(refusal(doc), null);
  const v = spectator(doc);
  const s1 = v.sections[0];
  assert.deepEqual(s1.stacks.map((x) => `${x.top.owner}${x.top.kind}`), ['0tower', '0dragon', '2warrior', '2warrior']);
  assert.deepEqual(s1.stacks[1].under, [{ owner: 1, kind: 'gate' }]);
  assert.deepEqual(s1.placed, { value: 5, stack: 3 });
  assert.deepEqual(s1.open, [4]);
  assert.deepEqual(s1.values, [3, 1, 1, 2], 'the second Warrior counts 2 (CM-12)');
  assert.deepEqual(v.sections[1].stacks.map((x) => x.top.kind), ['tower', 'gate', 'gate']);
  assert.deepEqual(v.sections[1].open, [2, 8]);
  assert.equal(v.seats[2].deckSize, deck2 - 2, 'the Warriors came out of Cleo’s draw pile');
  assert.deepEqual(v.log, [], 'a placed position has no history');
  // and back: the tile returns to the open ones when its card is taken off
  doc = apply(doc, 'card:1:4', 'remove');
  assert.deepEqual(spectator(doc).sections[0].open, [4, 5]);
  assert.equal(spectator(doc).sections[0].placed, null);
  // removing the Dragon uncovers Ben's Gate
  doc = apply(doc, 'card:1:2', 'remove');
  assert.deepEqual(spectator(doc).sections[0].stacks[1], { top: { owner: 1, kind: 'gate' } });
});

test('a card in front of the fame tile keeps the tile on its card; moving and returning the tile', () => {
  let doc = figure('cm-1');
  doc = apply(doc, 'card:2:4', 'tile:7');
  doc = apply(doc, 'card:2:1', 'remove');
  assert.deepEqual(spectator(doc).sections[1].placed, { value: 7, stack: 2 }, 'still on Anna’s Gate');
  assert.ok(!options(doc, 'card:2:3', 'en', NAMES).some((o) => o.id.startsWith('cover')), 'the card with the tile cannot be covered (CM-21)');
  doc = apply(doc, 'card:2:1', 'tileMove');
  assert.deepEqual(spectator(doc).sections[1].placed, { value: 7, stack: 0 });
  doc = apply(doc, 'card:2:1', 'tileBack');
  assert.deepEqual(spectator(doc).sections[1].open.slice().sort(), [2, 7]);
  assert.equal(refusal(doc), null);
});

test('hands: the hand of the seat to move (hand:<kind>) and of a seat (hand:<seat>) take cards from the draw pile', () => {
  let doc = figure('cm-1');
  doc = apply(doc, 'hand:wall', 'add');
  doc = apply(doc, 'hand:1', 'add:dragon');
  assert.equal(refusal(doc), null);
  assert.deepEqual(st.view(doc, 0).view.seats[0].hand, ['wall', 'wall']);
  assert.deepEqual(st.view(doc, 1).view.seats[1].hand, ['wall', 'dragon']);
  doc = apply(doc, 'hand:1', 'remove:wall');
  assert.deepEqual(st.view(doc, 1).view.seats[1].hand, ['dragon']);
  // Ben's only Dragon is in his hand now: a second one is more than a set holds
  const bad = apply(doc, 'hand:1', 'add:dragon');
  assert.equal(refusal(bad)?.code, 'malformed_state');
});

test('impossible placements are refused with malformed_state and the reason', () => {
  const doc = figure('cm-1');
  // Anna's one Watchtower already stands at section 1 (CM: 1 per set)
  let e = refusal(apply(doc, 'section:2', 'lay:0:tower'));
  assert.equal(e?.code, 'malformed_state');
  assert.match(e.message, /inconsistent chinesische-mauer state: seat 0 has more Tower cards than a set holds/);
  // three 8s among the open tiles: the game has two
  let t = apply(doc, 'section:1', 'swap:4:8');
  t = apply(t, 'section:1', 'swap:5:8');
  assert.equal(refusal(t), null, 'two 8s exist');
  e = refusal(apply(t, 'section:2', 'swap:2:8'));
  assert.equal(e?.code, 'malformed_state');
  assert.match(e.message, /the fame tiles do not add up to the 36 of the game/);
});

test('the browser scenario holds in Node: its placed clicks load and show, its impossible ones are refused', () => {
  assert.equal(scenario.players, 3);
  let doc = scenario.figure ? figure(scenario.figure) : st.newGame('chinesische-mauer', { players: scenario.players, seed: 1 });
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
