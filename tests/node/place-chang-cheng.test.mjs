// Free placement for Chang Cheng (www/js/games/chang-cheng/place.js, issue 36
// point 2): on a real state document (the rules figure cc-setup and a
// dealt game), every option offered at a sample of places applies without
// throwing; a sensible placement loads in the engine and shows in the
// spectator's view as placed; an impossible one (a second tower, a 15th
// single wall, a card twice, a counter the box does not have) is refused
// with malformed_state and the engine's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as st from '../../pkg/spieltisch.js';
import place, { options, apply } from '../../www/js/games/chang-cheng/place.js';
import renderer from '../../www/js/games/chang-cheng.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });
const FIGURE = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures/cc-setup.json'), 'utf8')).state;
const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];

/** The spectator's view of a document the engine loads (throws its error otherwise). */
function load(doc) {
  const table = st.Table.load(doc);
  try {
    return table.view('spectator').view;
  } finally {
    table.free();
  }
}

/** The engine's refusal of a document, or null when it loads. */
function refusal(doc) {
  try {
    load(doc);
    return null;
  } catch (e) {
    return { code: e.code, message: e.message };
  }
}

/** Applies `[key, id]` steps in turn; each id must be one `options` offers there. */
function steps(doc, list) {
  for (const [key, id] of list) {
    const offered = options(doc, key, 'en', NAMES).map((o) => o.id);
    assert.ok(offered.includes(id), `${key}: ${id} offered (${offered.join(', ')})`);
    doc = apply(doc, key, id);
  }
  return doc;
}

test('the renderer offers placement, its module is the Placement', async () => {
  const mod = await renderer.placement();
  assert.equal(mod.default, place);
  assert.equal(typeof mod.options, 'function');
  assert.equal(typeof mod.apply, 'function');
});

test('every option at a sample of places applies without throwing, and the document given is not changed', () => {
  const dealt = st.newGame('chang-cheng', { players: 4, seed: 11 });
  for (const doc of [FIGURE, dealt, steps(FIGURE, [['site:3', 'wall:0'], ['site:7', 'tower:1'], ['province:2', 'card:2:5']])]) {
    const before = JSON.stringify(doc);
    const s = doc.state;
    const keys = [
      ...[1, 2, 3, 7, 12, 13, s.sites.length].map((n) => `site:${n}`),
      ...[1, 2, s.provinces.length].map((n) => `province:${n}`),
      ...[1, s.territories.length].map((n) => `territory:${n}`),
    ];
    for (const key of keys) {
      const list = options(doc, key, 'de', NAMES);
      assert.ok(list.length > 0, `${key}: something to do`);
      assert.equal(new Set(list.map((o) => o.id)).size, list.length, `${key}: ids differ`);
      for (const o of list) {
        assert.ok(o.label && !o.label.includes('{'), `${key} ${o.id}: a label (${o.label})`);
        const next = apply(doc, key, o.id);
        assert.equal(next.state.sites.length, s.sites.length);
      }
    }
    assert.equal(JSON.stringify(doc), before, 'apply leaves the document alone');
    assert.deepEqual(options(doc, 'village:3', 'en', NAMES), [], 'an unknown place offers nothing');
    assert.deepEqual(options(doc, `site:${s.sites.length + 1}`, 'en', NAMES), [], 'a site beyond the board offers nothing');
    assert.throws(() => apply(doc, 'site:1', 'castle:0'), /no option/);
  }
});

test('labels name the seat in both languages', () => {
  const de = options(FIGURE, 'site:1', 'de', NAMES).map((o) => o.label);
  const en = options(FIGURE, 'site:1', 'en', NAMES).map((o) => o.label);
  assert.ok(de.includes('Einfachmauer von Anna setzen'), de.join(' | '));
  assert.ok(en.includes('Place a single wall of Ben'), en.join(' | '));
  assert.ok(en.includes('Place the tower of Cem'), en.join(' | '));
});

test('a rulebook-like position: walls, the double wall, a tower, cards, an emperor card and counters load and show as placed', () => {
  // cc-setup: sections [3, 0] (2B west of 1A): provinces 1..3 of sizes 6, 3, 3 west
  const doc = steps(FIGURE, [
    ['site:1', 'wall:0'], ['site:2', 'wall:1'], ['site:3', 'tower:2'],
    ['site:5', 'double:0'], // sites 5 and 6
    ['site:12', 'wall:1'], // the last site of section 2B: its east neighbour is site 13 across the join
    ['province:2', 'card:1:4'], ['province:2', 'card:0:6'],
    ['territory:2', 'threat:remove'], ['province:1', 'reputation:0'],
    ['site:2', 'destroy'],
  ]);
  assert.equal(doc.state.players[0].walls, 13);
  assert.equal(doc.state.players[0].double, false);
  assert.equal(doc.state.players[2].tower, false);
  assert.deepEqual(doc.state.players[1].hand, [1, 2, 3, 5, 6]);
  assert.deepEqual(doc.state.step, { step: 'choose' }, 'a built position is past the first turn');
  const view = load(doc);
  assert.deepEqual(view.sites[0], { kind: 'wall', owner: 0 });
  assert.deepEqual(view.sites[1], { kind: 'wall', owner: 1, destroyed: true });
  assert.deepEqual(view.sites[2], { kind: 'tower', owner: 2 });
  assert.deepEqual([view.sites[4], view.sites[5]], [{ kind: 'double', owner: 0 }, { kind: 'double', owner: 0 }]);
  assert.deepEqual(view.provinces[1].cards.map((c) => c.owner), [1, 0]);
  assert.equal(view.territories[1].removed, true);
  // the double wall across a section join, and taken off again (both halves back)
  const across = steps(FIGURE, [['site:12', 'double:2']]);
  const v2 = load(across);
  assert.deepEqual([v2.sites[11]?.kind, v2.sites[12]?.kind], ['double', 'double']);
  const off = steps(across, [['site:13', 'remove']]);
  assert.equal(off.state.sites.filter(Boolean).length, 0);
  assert.equal(off.state.players[2].double, true);
  assert.equal(refusal(off), null);
  // a full province with the emperor card
  const full = steps(FIGURE, [['site:7', 'wall:0'], ['site:8', 'wall:1'], ['site:9', 'wall:2'], ['province:2', 'emperor:on']]);
  assert.equal(full.state.emperorLeft, 2);
  assert.equal(load(full).provinces[1].emperor, true);
  // removing a wall gives it back
  assert.equal(steps(full, [['province:2', 'emperor:off'], ['site:7', 'remove']]).state.players[0].walls, 14);
});

test('impossible positions are refused by the engine with malformed_state', () => {
  const cases = [
    ['a second tower of one player', [['site:1', 'tower:0'], ['site:5', 'tower:0']], /pieces do not add up/],
    ['a second double wall', [['site:1', 'double:1'], ['site:5', 'double:1']], /pieces do not add up/],
    ['an emperor card on an incomplete province', [['province:1', 'emperor:on']], /emperor card on an incomplete province/],
    ['a reputation counter the box no longer has', [['province:1', 'reputation:0'], ['province:2', 'reputation:0'], ['province:4', 'reputation:0']], /counters do not add up/],
  ];
  for (const [what, list, message] of cases) {
    let doc = FIGURE;
    const last = list.length - 1;
    list.forEach(([key, id], i) => {
      doc = steps(doc, [[key, id]]);
      if (i < last) assert.equal(refusal(doc), null, `${what}: step ${i + 1} loads`);
    });
    const got = refusal(doc);
    assert.equal(got?.code, 'malformed_state', what);
    assert.match(got.message, /inconsistent chang-cheng state/, what);
    assert.match(got.message, message, what);
  }
  // a 15th single wall: the supply stays at 0 and the count no longer adds up
  let doc = FIGURE;
  for (let n = 1; n <= 15; n++) doc = steps(doc, [[`site:${n}`, 'wall:0']]);
  assert.equal(doc.state.players[0].walls, 0);
  assert.match(refusal(doc)?.message ?? '', /pieces do not add up/);
  assert.equal(refusal(steps(doc, [['site:15', 'remove']])), null, 'the 14 walls load');
});
