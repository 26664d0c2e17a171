// Figures (issue 24): the positions the rules pages show are files of the
// site, www/figures/<id>.json, written by the Rust tests that build and play
// them (tests/figure_support: those tests fail when a file drifts from the
// position they build). Here: every rulebook example has its figure, written
// by the test the list names; the wasm engine accepts every file and gives it
// the same hash the Rust test wrote; every rules page shows exactly the
// figures that exist, in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as st from '../../pkg/spieltisch.js';
import { indexText, INDEX } from '../../scripts/figures-index.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIR = path.join(ROOT, 'www/figures');
const LIST = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/rulebook-examples.json'), 'utf8'));
const FILES = fs.readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json').map((f) => f.slice(0, -5)).sort();
const read = (id) => JSON.parse(fs.readFileSync(path.join(DIR, `${id}.json`), 'utf8'));
st.initSync({ module: fs.readFileSync(path.join(ROOT, 'pkg', 'spieltisch_bg.wasm')) });

/** The figure ids a rules page shows (`data-figure`), in order. */
const figuresOf = (game, lang) => [...fs.readFileSync(path.join(ROOT, `www/rules/${game}.${lang}.html`), 'utf8').matchAll(/data-figure="([\w-]+)"><iframe src="\.\.\/embed\.html\?figure=([\w-]+)&amp;lang=(\w+)(?:&amp;names=[^"]+)?"/g)]
  .map((m) => { assert.equal(m[1], m[2]); assert.equal(m[3], lang); return m[1]; });

test('every rulebook example has a figure written by the Rust test that plays it', () => {
  for (const [game, examples] of Object.entries(LIST)) {
    if (game.startsWith('_')) continue;
    for (const e of examples) {
      assert.ok(e.test, `${e.id}: names its Rust test`);
      const [file, fn] = e.test.split(' ');
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const body = source.slice(source.search(new RegExp(`\\bfn ${fn}\\(`)));
      const end = body.search(/\n}\n/);
      assert.ok(end > 0, `${e.test} exists`);
      assert.match(body.slice(0, end), new RegExp(`\\b(?:figure|show)\\("${e.id}"`), `${e.test} writes figure ${e.id}`);
      assert.ok(FILES.includes(e.id), `www/figures/${e.id}.json`);
      assert.equal(read(e.id).game, game);
    }
  }
});

test('the engine accepts every figure file and finds the hash its Rust test wrote', () => {
  assert.ok(FILES.length >= 25, `${FILES.length} figures`);
  for (const id of FILES) {
    const doc = read(id);
    assert.equal(doc.figure, id);
    assert.match(doc.stateHash, /^[0-9a-f]{16}$/);
    assert.equal(doc.state.game, doc.game);
    assert.ok(doc.highlight.every((k) => /^[a-z]+(:[\w-]+)*$/.test(k)), `${id}: highlight keys`);
    if ('region' in doc) assert.ok(doc.region.length > 0 && doc.region.every((k) => /^[a-z]+(:[\w-]+)*$/.test(k)), `${id}: region keys (left out for the whole board)`);
    const table = st.Table.load(doc.state);
    assert.equal(table.hash(), doc.stateHash, `${id}: the wasm engine's hash`);
    table.free();
  }
});

test('an impossible position is refused by the engine with a code', () => {
  const doc = read('cm-5');
  const broken = structuredClone(doc.state);
  broken.state.sections[0].stacks[0].top.owner = 7;
  assert.throws(() => st.Table.load(broken), (e) => e.code === 'malformed_state');
});

test('every rules page shows each figure of its game once, in both languages; set-up and scoring are among them', () => {
  for (const game of Object.keys(LIST).filter((k) => !k.startsWith('_'))) {
    const own = FILES.filter((id) => read(id).game === game);
    const de = figuresOf(game, 'de');
    assert.deepEqual(figuresOf(game, 'en'), de, `${game}: the same figures in English`);
    assert.deepEqual([...de].sort(), own, `${game}: the page shows exactly its figures`);
    assert.ok(de.some((id) => id.endsWith('-setup')), `${game}: the set-up is illustrated`);
    for (const e of LIST[game]) assert.ok(de.includes(e.id), `${game}: example ${e.id} has its figure`);
  }
});

test('the figure builder\'s list (www/figures/index.json) is up to date', () => {
  assert.equal(fs.readFileSync(INDEX, 'utf8'), indexText(), 'run node scripts/figures-index.mjs');
});

test('figures work offline: every figure file, the list and the builder are precached', () => {
  const precache = fs.readFileSync(path.join(ROOT, 'www/sw-precache.js'), 'utf8');
  for (const file of [...FILES.map((id) => `figures/${id}.json`), 'figures/index.json', 'figure.html', 'js/figure-builder.js', 'js/shell/figure-picture.js', 'css/builder.css']) {
    assert.ok(precache.includes(`'${file}'`) || precache.includes(`"${file}"`), `${file} is precached`);
  }
  for (const game of Object.keys(LIST).filter((k) => !k.startsWith('_'))) {
    for (const lang of ['de', 'en']) {
      const html = fs.readFileSync(path.join(ROOT, `www/rules/${game}.${lang}.html`), 'utf8');
      const frames = [...html.matchAll(/<iframe [^>]*>/g)].map((m) => m[0]);
      assert.ok(frames.length > 0 && frames.every((f) => /loading="lazy"/.test(f) && /height="\d+"/.test(f)), `${game}.${lang}: lazy frames with a fallback height`);
    }
  }
});
