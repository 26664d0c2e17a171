// The rulebooks' worked examples are in the in-app rules pages (issue 13,
// rules in the app): every example listed in tests/fixtures/rulebook-examples.json
// appears in both languages of its game's page, in the section of the rule it
// shows, and no page has an example that is not listed. The list itself is
// checked against the rule texts (../shared/rules, when present: each
// example's phrase is in the German text) and against the Rust tests that
// play the examples (each named test exists).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG } from '../../www/js/games/catalog.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIST = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/rulebook-examples.json'), 'utf8'));
const RULES = path.resolve(ROOT, '../shared/rules');
const norm = (s) => s.replace(/\*/g, '').replace(/\s+/g, ' ');

/** `[{id, section}]` of the example blocks in a page. */
function examplesIn(file) {
  const html = fs.readFileSync(file, 'utf8');
  const out = [];
  for (const m of html.matchAll(/<section id="([\w-]+)"[\s\S]*?<\/section>/g)) {
    for (const e of m[0].matchAll(/<aside class="st-example" data-example="([\w-]+)"><h3>[^<]+<\/h3><p>[^<]{40,}<\/p>(?:<figure class="st-rules-figure" data-figure="([\w-]+)">.*?<\/figure>)?<\/aside>/g)) out.push({ id: e[1], section: m[1] });
  }
  return out;
}

test('every registered game has its list of rulebook examples', () => {
  assert.deepEqual(Object.keys(LIST).filter((k) => !k.startsWith('_')).sort(), CATALOG.map((g) => g.id).sort());
});

for (const { id: game } of CATALOG) {
  test(`${game}: both rules pages show exactly the rulebook's examples, each in its section`, () => {
    const byId = (a, b) => a.id.localeCompare(b.id);
    const expected = LIST[game].map(({ id, section }) => ({ id, section })).sort(byId);
    for (const lang of ['de', 'en']) {
      const found = examplesIn(path.join(ROOT, `www/rules/${game}.${lang}.html`)).sort(byId);
      assert.deepEqual(found, expected, `${game}.${lang}.html`);
    }
  });

  test(`${game}: each listed example rests on the German text and its Rust test exists`, { skip: !fs.existsSync(RULES) && 'no ../shared/rules' }, () => {
    const textFile = fs.readdirSync(RULES).find((f) => f.startsWith(`${game}.`) && f.endsWith('.de.txt'));
    assert.ok(textFile, `a German rule text for ${game}`);
    const text = norm(fs.readFileSync(path.join(RULES, textFile), 'utf8'));
    for (const e of LIST[game]) {
      assert.ok(text.includes(norm(e.phrase)), `${e.id}: "${e.phrase}" is in ${textFile}`);
      if (!e.test) continue;
      const [file, fn] = e.test.split(' ');
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      assert.match(source, new RegExp(`\\bfn ${fn}\\(`), `${e.id}: ${e.test}`);
    }
  });
}

for (const { id: game } of CATALOG) {
  test(`${game}: every figure of both rules pages links to the builder with that figure open`, () => {
    for (const lang of ['de', 'en']) {
      const html = fs.readFileSync(path.join(ROOT, `www/rules/${game}.${lang}.html`), 'utf8');
      const figures = [...html.matchAll(/<figure class="st-rules-figure" data-figure="([\w-]+)">(.*?)<\/figure>/g)];
      assert.ok(figures.length > 0, `${game}.${lang}.html has figures`);
      for (const [, id, inner] of figures) {
        const frame = /<iframe src="\.\.\/embed\.html\?([^"]+)"/.exec(inner)?.[1];
        const edit = /<a class="st-rules-edit" href="\.\.\/figure\.html\?([^"]+)">([^<]+)<\/a>/.exec(inner);
        assert.ok(frame && edit, `${game}.${lang}: figure ${id} has its frame and a link to the builder`);
        assert.equal(edit[1], frame, `${game}.${lang}: figure ${id} opens in the builder as it is shown`);
        assert.match(frame, new RegExp(`(^|&amp;)figure=${id}(&amp;|$)`), `${game}.${lang}: figure ${id} shows its own file`);
        assert.match(edit[2], lang === 'de' ? /bearbeiten/ : /Edit/, `${game}.${lang}: the link in the page's language`);
      }
    }
  });
}
