// The service worker's precache list (www/sw-precache.js) is current and
// complete: written from the files as they are now, every file of www/ and
// pkg/ is in it or left out by a named rule, and every file the pages
// reference (markup, module imports, stylesheets, the manifest's icons) is in it.
// Fix a failure with: node scripts/precache.mjs (and commit www/sw-precache.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, OUTPUT, NOT_LOADED, ONLINE_ONLY, siteFiles, exclusion, computePrecache, render, urlOf,
} from '../../scripts/precache.mjs';
import { CATALOG } from '../../www/js/games/catalog.js';

const committed = () => fs.readFileSync(path.join(ROOT, OUTPUT), 'utf8');
const listed = () => new Set(computePrecache().urls);

test('www/sw-precache.js is what scripts/precache.mjs writes now (list and content hash)', () => {
  assert.equal(committed(), render(computePrecache()), 'stale: run node scripts/precache.mjs');
});

test('every file under www/ and pkg/ is precached or left out by a named rule', () => {
  const urls = listed();
  for (const file of siteFiles()) {
    if (urls.has(urlOf(file))) continue;
    assert.ok(NOT_LOADED.some((r) => r.test(file)),
      `${file} is neither precached nor left out on purpose (${exclusion(file)}): add its kind to LOADABLE or a rule to NOT_LOADED in scripts/precache.mjs`);
  }
  for (const must of ['www/index.html', 'www/embed.html', 'pkg/spieltisch.js', 'www/manifest.webmanifest']) {
    assert.ok(urls.has(urlOf(must)), `${must} is precached`);
  }
  // every game's own module (offline play of a game never opened online), never the all-in-one
  for (const { id } of CATALOG) assert.ok(urls.has(urlOf(`pkg/games/${id}.wasm`)), `pkg/games/${id}.wasm is precached`);
  assert.ok(!urls.has(urlOf('pkg/spieltisch_bg.wasm')), 'the all-in-one module (node, npm) is not precached');
});

test('the content hash changes when any listed file changes', () => {
  const read = (p) => fs.readFileSync(path.join(ROOT, p));
  const before = computePrecache({ read }).version;
  for (const changed of ['www/favicon.svg', 'pkg/games/chang-cheng.wasm', 'www/sw.js']) {
    const edited = (p) => (p === changed ? Buffer.concat([read(p), Buffer.from('\n')]) : read(p));
    assert.notEqual(computePrecache({ read: edited }).version, before, `an edit of ${changed} gives a new version`);
  }
});

/** Relative references in one file: HTML src/href, JS imports and import.meta.url URLs, CSS url(). */
function references(file) {
  let text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found = [];
  const add = (re) => { for (const m of text.matchAll(re)) found.push(m[1]); };
  if (file.endsWith('.html')) add(/\b(?:src|href)="([^"#?:]+)[^"]*"/g);
  if (/\.m?js$/.test(file)) {
    // JSDoc type imports (`@type {import('../types').Renderer}`) are for the type check, not loads
    text = text.replace(/\/\*[\s\S]*?\*\//g, '');
    add(/\bfrom\s+'([^']+)'/g);
    add(/\bimport\(\s*'([^']+)'\s*\)/g);
    add(/\bnew URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g);
    add(/\bimportScripts\(\s*'([^']+)'\s*\)/g);
  }
  if (file.endsWith('.css')) add(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g);
  if (file.endsWith('.webmanifest')) for (const icon of JSON.parse(text).icons) found.push(icon.src);
  return found
    .filter((ref) => !/^(?:[a-z]+:|\/\/|#|data:)/i.test(ref))
    .map((ref) => path.posix.normalize(path.posix.join(path.posix.dirname(file), ref)).replace(/\/$/, '/index.html'));
}

test('everything the pages reference is precached (crawled from index.html and embed.html)', () => {
  const urls = listed();
  const seen = new Set();
  const queue = ['www/index.html', 'www/embed.html', 'www/sw.js'];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    assert.ok(fs.existsSync(path.join(ROOT, file)), `referenced file ${file} exists`);
    if (ONLINE_ONLY.includes(file)) {
      assert.ok(!urls.has(urlOf(file)), `${file} (online only) is not precached`);
      continue; // and what it imports is its own business (it imports nothing)
    }
    if (file !== 'www/sw.js' && file !== OUTPUT) assert.ok(urls.has(urlOf(file)), `${file} (referenced by the pages) is precached`);
    // The bindings' default module (every game in one) is what they load when
    // given none; the pages always hand them a game's own pkg/games/<game>.wasm.
    const defaultModule = (f) => file === 'pkg/spieltisch.js' && f === 'pkg/spieltisch_bg.wasm';
    queue.push(...references(file).filter((f) => !seen.has(f) && !defaultModule(f)));
  }
  // The crawl reached the engine, each registered renderer and its stylesheet.
  for (const file of ['pkg/spieltisch.js', 'www/js/games/index.js', 'www/manifest.webmanifest', ...ONLINE_ONLY]) assert.ok(seen.has(file), `crawl reached ${file}`);
  const games = fs.readFileSync(path.join(ROOT, 'www/js/games/index.js'), 'utf8').matchAll(/import\('\.\/([\w-]+)\.js'\)/g);
  for (const [, id] of games) assert.ok(seen.has(`www/css/games/${id}.css`), `crawl reached the stylesheet of ${id}`);
});
