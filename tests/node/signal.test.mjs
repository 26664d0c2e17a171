// The optional signalling server of a table across devices
// (www/js/shell/net/signal.js): the addresses a host may type, and the
// vendored PeerJS client being exactly what scripts/vendor-peerjs.mjs makes
// of the package version in package.json (licence header included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSignal, signalAddress } from '../../www/js/shell/net/signal.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('signalling server addresses: schemes, ports, paths; anything else is none', () => {
  const cases = [
    ['https://peer.example.org', { host: 'peer.example.org', port: 443, path: '/', secure: true }],
    ['wss://peer.example.org:9443/app', { host: 'peer.example.org', port: 9443, path: '/app/', secure: true }],
    ['http://127.0.0.1:9000/', { host: '127.0.0.1', port: 9000, path: '/', secure: false }],
    ['ws://192.0.2.7:9000', { host: '192.0.2.7', port: 9000, path: '/', secure: false }],
    ['localhost:9000', { host: 'localhost', port: 9000, path: '/', secure: false }],
    ['peer.example.org:9000', { host: 'peer.example.org', port: 9000, path: '/', secure: true }],
    ['  https://[::1]:9000  ', { host: '::1', port: 9000, path: '/', secure: true }],
  ];
  for (const [text, want] of cases) {
    assert.deepEqual(parseSignal(text), want, text);
    assert.deepEqual(parseSignal(signalAddress(want)), want, `${text}: its address reads back the same`);
  }
  for (const bad of ['', '   ', 'ftp://host', 'javascript:alert(1)', 'https://user:pw@host', 'https://host/?key=x', 'https://host/#x', 'http://']) {
    assert.equal(parseSignal(bad), null, JSON.stringify(bad));
  }
});

test('www/js/vendor/peerjs.mjs is the package\'s client as the script writes it, with both licences named', () => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/vendor-peerjs.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr || run.stdout);
  const head = fs.readFileSync(path.join(ROOT, 'www/js/vendor/peerjs.mjs'), 'utf8').slice(0, 1500);
  const { devDependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.match(head, new RegExp(`npm \`peerjs\` ${devDependencies.peerjs.replace(/\./g, '\\.')}\\b.*MIT`));
  assert.match(head, /webrtc-adapter [\d.]+ \(BSD-3-Clause\)/);
  assert.match(devDependencies.peer, /^\d+\.\d+\.\d+$/, 'the server package at an exact version');
});
