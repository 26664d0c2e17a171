// The optional signalling server of a table across devices (issue 35): a
// PeerJS-compatible server (`npx peer --port 9000`, npm `peer`) that the host
// names in its panel. Then an invitation link carries the server's address and
// the host's peer id instead of the WebRTC offer, and the guest's page
// connects through the server with the PeerJS client: the link alone
// connects, no reply code goes back. The server carries only the set-up
// (offer, answer, ICE candidates); the game runs over the data channel as in
// the manual flow, whose code the host and the guest use unchanged.
//
// The client (www/js/vendor/peerjs.mjs, ~88 KB) is loaded only here, only
// when a server is named: every other page load fetches none of it.

import { iceServers } from './rtc.js';

const SIGNAL_KEY = 'spieltisch.net.signal';
/** How long the server may take to accept this page (its WebSocket opened and the id taken). */
export const SERVER_MS = 8000;

/** The signalling server named in this browser, as typed (empty: none, the manual flow). */
export function signalText() {
  try { return localStorage.getItem(SIGNAL_KEY) ?? ''; } catch { return ''; }
}

/** @param {string} text */
export function setSignalText(text) {
  try { localStorage.setItem(SIGNAL_KEY, text.trim()); } catch { /* not kept: the manual flow stays */ }
}

/**
 * @typedef {object} SignalServer  PeerJS's connection options for a server
 * @property {string} host
 * @property {number} port
 * @property {string} path
 * @property {boolean} secure
 */

/**
 * The server from its address: `https://peer.example.org`, `wss://host:9000/app/`,
 * `http://127.0.0.1:9000`, or a bare `host:port` (https, except on this
 * machine). Null for an empty or unreadable text.
 * @param {string} text
 * @returns {SignalServer | null}
 */
export function parseSignal(text) {
  let s = String(text || '').trim();
  if (!s) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) s = `${/^(localhost|127\.|\[::1\])/.test(s) ? 'http' : 'https'}://${s}`;
  let url;
  try { url = new URL(s); } catch { return null; }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || !url.hostname || url.username || url.search || url.hash) return null;
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const port = Number(url.port) || (secure ? 443 : 80);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, path, secure };
}

/** The server as one address (what a link carries and the page names in its words). */
export function signalAddress(server) {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  return `${server.secure ? 'https' : 'http'}://${host}:${server.port}${server.path}`;
}

/** A random peer id (PeerJS accepts letters, digits and inner dashes). */
export function randomPeerId() {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return `st-${[...b].map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * This page at the server under `id`: resolves to the PeerJS `Peer` once the
 * server accepted it, rejects (and lets go of it) when the server cannot be
 * reached or refuses, or after SERVER_MS.
 * @param {SignalServer} server
 * @param {string} id
 * @returns {Promise<any>}
 */
export async function openPeer(server, id) {
  const { Peer } = await import('../../vendor/peerjs.mjs');
  const peer = new Peer(id, { ...server, key: 'peerjs', debug: 0, config: { iceServers: iceServers() } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('timeout')), SERVER_MS);
    function fail(e) {
      clearTimeout(timer);
      try { peer.destroy(); } catch { /* gone */ }
      reject(e);
    }
    peer.once('open', () => { clearTimeout(timer); peer.off('error', fail); resolve(peer); });
    peer.once('error', fail);
  });
}
