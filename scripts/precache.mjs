// Writes www/sw-precache.js: the files the service worker (www/sw.js) caches
// on install, and the cache version, a hash of their contents.
//
//   node scripts/precache.mjs            write it (when it changed)
//   node scripts/precache.mjs --check    exit 1 if the committed file is stale
//
// Every file under www/ and pkg/ that a page can load is listed, so a new
// game's renderer modules and styles are cached without anyone editing a
// list. What is left out is left out by name below (docs, type declarations,
// build records, the service worker's own scripts, which the browser keeps).
// The version changes whenever any listed file (or sw.js) changes, so a new
// deployment installs a new cache on the next visit.
// scripts/build-wasm.sh runs this after writing pkg/; tests/node/precache.test.mjs
// fails when the file is stale or misses a file the pages load.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const OUTPUT = 'www/sw-precache.js';
export const SERVICE_WORKER = 'www/sw.js';

/** Kinds of file a page loads: markup, modules, styles, wasm, images, fonts, the manifest. */
export const LOADABLE = /\.(html|js|mjs|css|wasm|json|webmanifest|svg|png|jpg|jpeg|webp|gif|ico|avif|woff2?|ttf|otf)$/i;

/**
 * Files a page loads only for a feature that works only online, so not cached
 * for offline play: the PeerJS client, imported only when the host of a table
 * across devices names a signalling server (www/js/shell/net/signal.js). Every
 * other visitor's service worker fetches none of its bytes.
 */
export const ONLINE_ONLY = ['www/js/vendor/peerjs.mjs'];

/** Files under www/ and pkg/ that no page loads (repository paths). */
export const NOT_LOADED = [
  { test: (p) => p === SERVICE_WORKER || p === OUTPUT, why: 'the service worker and its list (kept by the browser, not the cache)' },
  { test: (p) => p.startsWith('pkg/') && /(package\.json|BUILD-INFO)$/.test(p), why: 'package metadata' },
  { test: (p) => /\.d\.ts$/.test(p), why: 'type declarations (read by the type check, never by a page)' },
  { test: (p) => /\.md$/i.test(p), why: 'documentation' },
  { test: (p) => p === 'pkg/spieltisch_bg.wasm', why: 'every game in one module, for node and npm: the pages load pkg/games/<game>.wasm' },
  { test: (p) => ONLINE_ONLY.includes(p), why: 'loaded only online, by a feature that needs the network anyway (ONLINE_ONLY)' },
];

const walk = (root, dir) => readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
  const path = `${dir}/${e.name}`;
  if (e.isDirectory()) return walk(root, path);
  return e.isFile() ? [path] : [];
});

/** Every file under www/ and pkg/ (repository paths, sorted). */
export function siteFiles(root = ROOT) {
  return ['www', 'pkg'].filter((d) => existsSync(join(root, d))).flatMap((d) => walk(root, d)).sort();
}

/** Why `path` is not precached, or null when it is. */
export function exclusion(path) {
  const rule = NOT_LOADED.find((r) => r.test(path));
  if (rule) return rule.why;
  if (!LOADABLE.test(path)) return 'not a kind of file a page loads';
  return null;
}

/** URL of a repository path, relative to www/sw.js. */
export const urlOf = (path) => (path.startsWith('www/') ? path.slice(4) : `../${path}`);

/** The list and version as they must be now for the site in `root` (`read` is for tests). */
export function computePrecache({ root = ROOT, read = (path) => readFileSync(join(root, path)) } = {}) {
  const files = siteFiles(root).filter((p) => exclusion(p) === null);
  const hash = createHash('sha256');
  for (const path of [...files, SERVICE_WORKER].filter((p) => existsSync(join(root, p)))) {
    hash.update(`${path}\0`);
    hash.update(createHash('sha256').update(read(path)).digest());
  }
  // './' is the app's own URL (www/), answered with index.html.
  return { version: hash.digest('hex').slice(0, 16), urls: ['./', ...files.map(urlOf)] };
}

export function render({ version, urls }) {
  return [
    '// Written by scripts/precache.mjs from the files in www/ and pkg/: do not edit.',
    '// The service worker (sw.js) caches these on install, under this version.',
    `self.PRECACHE_VERSION = '${version}';`,
    'self.PRECACHE_URLS = [',
    ...urls.map((u) => `  '${u}',`),
    '];',
    '',
  ].join('\n');
}

/** Writes the list for the site in `root`; true when it changed. */
export function writePrecache(root = ROOT) {
  const wanted = render(computePrecache({ root }));
  const path = join(root, OUTPUT);
  if (existsSync(path) && readFileSync(path, 'utf8') === wanted) return false;
  writeFileSync(path, wanted);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = render(computePrecache());
  const path = join(ROOT, OUTPUT);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error(`${OUTPUT} is stale: run node scripts/precache.mjs and commit it`);
      process.exit(1);
    }
  } else if (writePrecache()) {
    console.error(`precache: wrote ${relative(ROOT, path).split(sep).join('/')}`);
  }
}
