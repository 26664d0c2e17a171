// The embeddable page (www/embed.html), for wikis and rules illustrations.
//
// Query:    ?game=<id>[&players=<n>][&seed=<n>][&names=Anna,Ben,Cem][&lang=de|en]
// Fragment: #moves=<base64url of a JSON move list>[&viewer=<seat>|spectator]
//           (`seat=` is accepted for `viewer=`)
// Without `moves` the page is a playable hot-seat game (nothing is saved),
// dealt from a fresh seed unless `seed` fixes it; with `moves` it shows that
// position read-only, as seen by `viewer`. Numbers are plain decimals
// (`7`, not `07`, `0x7`, `7.0` or empty): anything else is refused with a message.

import { h, replace } from './shell/dom.js';
import { t, lang, setLang } from './shell/i18n.js';
import { loadEngine } from './shell/engine.js';
import { CATALOG } from './games/catalog.js';
import { Session, ReplayError, randomSeed } from './shell/session.js';
import { createPlayScreen } from './shell/play-screen.js';
import { loadRenderer } from './games/index.js';

const root = document.getElementById('app');

/** base64url → string (UTF-8). */
export function decodeBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** string → base64url, no padding (what the fragment expects). */
export function encodeBase64Url(text) {
  let bin = '';
  for (const byte of new TextEncoder().encode(text)) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

class ParamError extends Error {}

/** A parameter that must be a whole decimal number from `min` to `max`: `"7"`, never `""`, `"07"`, `"0x7"`, `"7.0"`, `"+7"`. */
export function parseWhole(name, text, min, max) {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (!/^(0|[1-9][0-9]*)$/.test(text)) throw new ParamError(`${name} = "${shown}": ${min}–${max}`);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ParamError(`${name} = ${shown}: ${min}–${max}`);
  return n;
}

/** Longest `#moves=` fragment read (the engine refuses bigger input anyway). */
const MAX_MOVES_TEXT = 1 << 20;

function readParams(games) {
  const q = new URLSearchParams(location.search);
  const f = new URLSearchParams(location.hash.replace(/^#/, ''));
  const id = q.get('game') || 'chinesische-mauer';
  const info = games.find((g) => g.id === id);
  if (!info) throw new ParamError(t('unknownGame', { game: id.slice(0, 40) }));
  const players = q.has('players') ? parseWhole('players', q.get('players'), info.minPlayers, info.maxPlayers) : info.minPlayers;
  const seed = q.has('seed') ? parseWhole('seed', q.get('seed'), 0, Number.MAX_SAFE_INTEGER) : null;
  const given = (q.get('names') || '').split(',').map((s) => s.trim()).filter(Boolean);
  const names = Array.from({ length: players }, (_, i) => given[i] || t('defaultName', { n: i + 1 }));
  let moves = null;
  if (f.has('moves')) {
    if (f.get('moves').length > MAX_MOVES_TEXT) throw new ParamError('moves: longer than 1 MiB');
    try {
      moves = JSON.parse(decodeBase64Url(f.get('moves')));
    } catch {
      throw new ParamError('moves: not base64url-encoded JSON');
    }
    if (!Array.isArray(moves)) throw new ParamError('moves: not a list');
    if (seed === null) throw new ParamError('a position (moves) needs a seed');
  }
  const viewerText = f.get('viewer') ?? f.get('seat') ?? q.get('viewer') ?? 'spectator';
  const viewer = viewerText === 'spectator' ? 'spectator' : parseWhole('viewer', viewerText, 0, players - 1);
  return { info, players, seed, names, moves, viewer };
}

let screen = null;

async function main() {
  const q = new URLSearchParams(location.search);
  // An embed never changes the app's stored language; ?lang= overrides for this page only.
  setLang(q.get('lang') === 'de' || q.get('lang') === 'en' ? q.get('lang') : lang(), false);
  replace(root, h('p', { class: 'st-loading', text: t('loading') }));
  let params;
  try {
    // The static catalog is the engine's game list (tests/node/catalog.test.mjs):
    // the parameters are read first, so only the named game's module is loaded.
    params = readParams(CATALOG);
    await loadEngine(params.info.id);
  } catch (e) {
    fail(e instanceof ParamError ? t('embedBadParams', { message: e.message }) : t('engineLoadFailed', { message: e.message }));
    return;
  }
  const renderer = await loadRenderer(params.info.id);
  if (!renderer) {
    fail(t('unknownGame', { game: params.info.id }));
    return;
  }
  start(params, renderer, params.seed ?? randomSeed());
  window.addEventListener('hashchange', () => location.reload());
}

function start(params, renderer, seed) {
  screen?.destroy();
  let session;
  try {
    session = new Session({ game: params.info.id, players: params.players, names: params.names, seed, moves: params.moves || [] });
  } catch (e) {
    fail(e instanceof ReplayError ? t('saveProblemReplay', { n: e.index + 1, message: e.message }) : e.message);
    return;
  }
  document.title = `${params.info.name} – ${t('appTitle')}`;
  screen = createPlayScreen(root, {
    session, renderer, info: params.info,
    mode: params.moves ? 'readonly' : 'embed',
    viewer: params.viewer,
    marks: highlightParam(),
    autosave: false,
    onRematch: params.moves ? null : () => start(params, renderer, randomSeed()),
  });
}

/** `highlight=village:5,village:12` (query or fragment): places the board marks (www/README.md). */
function highlightParam() {
  const text = new URLSearchParams(location.hash.replace(/^#/, '')).get('highlight') ?? new URLSearchParams(location.search).get('highlight') ?? '';
  return text.split(',').map((s) => s.trim()).filter((s) => /^[a-z]+(:[\w-]+)*$/.test(s));
}

function fail(message) {
  replace(root, h('section', { class: 'st-problem' }, h('p', { role: 'alert', 'data-problem': true, text: message })));
}

main();
