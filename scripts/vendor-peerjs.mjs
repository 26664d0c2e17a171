// Writes www/js/vendor/peerjs.mjs: the PeerJS client (npm `peerjs`, the exact
// version in package.json's devDependencies) as a plain ES module for the
// optional signalling server of a table across devices (www/js/shell/net/signal.js).
//
//   node scripts/vendor-peerjs.mjs            write it
//   node scripts/vendor-peerjs.mjs --check    exit 1 if the committed file differs
//
// The package ships no browser ES module (its dist/bundler.mjs imports bare
// package names, which a page without a build step cannot resolve), only a
// minified script that runs in an arrow function and sets `window.peerjs` and
// `window.Peer`. This takes that file's bytes unchanged except for its first
// and last few characters: the wrapper `(()=>{` … `})();` goes, and the two
// global assignments become `export { … as Peer }`, so nothing lands on `window`.
// The result is checked to end as expected; a new version with another shape
// fails here loudly instead of vendoring something half-changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'www/js/vendor/peerjs.mjs');
const require = createRequire(join(ROOT, 'package.json'));
const pkgDir = dirname(require.resolve('peerjs/package.json'));
const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
const wanted = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies.peerjs;
if (version !== wanted) throw new Error(`node_modules has peerjs ${version}, package.json wants ${wanted}: run npm ci`);
const licenceOf = (name) => {
  const nested = join(pkgDir, 'node_modules', name, 'package.json');
  let file = join(ROOT, 'node_modules', name, 'package.json');
  try { readFileSync(nested); file = nested; } catch { /* the flat one */ }
  const p = JSON.parse(readFileSync(file, 'utf8'));
  return `${name} ${p.version} (${p.license})`;
};

let src = readFileSync(join(pkgDir, 'dist/peerjs.min.js'), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
const head = '(()=>{';
const tail = /,window\.peerjs=\{Peer:(\w+),util:(\w+)\},window\.Peer=\1\}\)\(\);?\s*$/;
if (!src.startsWith(head) || !tail.test(src)) throw new Error(`peerjs ${version}: dist/peerjs.min.js no longer has the expected wrapper; look at it before vendoring`);
const [, peer] = src.match(tail);
src = `${src.slice(head.length).replace(tail, '')};\nexport { ${peer} as Peer };\n`;

const header = `// @ts-nocheck
// The PeerJS client, npm \`peerjs\` ${version} (https://github.com/peers/peerjs), MIT licence,
// Copyright (c) 2015 Michelle Bu and Eric Zhang, http://peerjs.com. Its bundle contains
// ${['eventemitter3', 'peerjs-js-binarypack', 'sdp'].map(licenceOf).join(', ')} (Copyright (c) 2014 Arnout
// Kazemier; 2012 Eric Zhang; 2017 Philipp Hancke) and ${licenceOf('webrtc-adapter')}: Copyright (c) 2014,
// The WebRTC project authors; 2018, The adapter.js project authors. All rights reserved. Redistribution
// keeps this notice; its authors' names may not endorse this site. Loaded only when the host names a
// signalling server (www/js/shell/net/signal.js). Written by scripts/vendor-peerjs.mjs from the
// package's dist/peerjs.min.js, unchanged except that the arrow-function wrapper is gone and the
// global \`window.peerjs\`/\`window.Peer\` assignments became the export at the end.
`;
const text = header + src;
if (process.argv.includes('--check')) {
  let old = '';
  try { old = readFileSync(OUT, 'utf8'); } catch { /* missing */ }
  if (old !== text) { console.error(`${OUT} is not what scripts/vendor-peerjs.mjs writes from peerjs ${version}`); process.exit(1); }
  console.log(`www/js/vendor/peerjs.mjs matches peerjs ${version}`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote www/js/vendor/peerjs.mjs from peerjs ${version} (${text.length} bytes)`);
}
