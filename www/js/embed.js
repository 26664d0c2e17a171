// The embeddable page (www/embed.html), for wikis and rules illustrations.
//
// Query:    ?game=<id>[&players=<n>][&seed=<n>][&name=Anna&name=Ben…][&lang=de|en]
//           (`name=` once per seat, any character; the older comma list
//           `names=Anna,Ben,Cem` is still read; each name at most 24 characters)
//           or ?figure=<id> (a position file of the site, figures/<id>.json);
//           [&pixels=2] draws the board at that multiple of the screen's resolution
//           [&region=field:3,field:4] (or one `region=` per place; query or
//           fragment) a read-only figure shows only the part of the board
//           round these places (keys as for `highlight=`), zoomed to the
//           frame's width (at most 3×) and drawn sharp at that size; the
//           picture downloads show the same part; a figure file's own
//           `region` stands unless the address gives one (`region=` alone:
//           the whole board); unknown keys are ignored
//           [&colors=0,2,1] per seat, the index into the game's seat colours it is
//           drawn in (a rules figure: each seat in the colour its text names);
//           one per seat, all different (every game's renderer can recolour;
//           one that could not would ignore it)
// Fragment: #moves=<base64url of a JSON move list>[&viewer=<seat>|spectator]
//           (`seat=` is accepted for `viewer=`), or #state=<base64url of the
//           deflate-raw compressed JSON state document>
//           [&computers=,normal,normal] per seat a computer level (easy,
//           normal, strong, expert where the game offers it) or nothing for a
//           person; the frame's opponents control changes it before the first move
// Without `moves` the page is a playable game, dealt from a fresh seed unless
// `seed` fixes it, with the hint, kept in the reader's browser (a save like
// the app's, one per frame address: coming back to the wiki page resumes it,
// and the app's list shows it); with `moves` it shows that
// position read-only, as seen by `viewer`. A figure (`figure=` or `state=`)
// is a built position that moves cannot reach (a rules example): the engine
// validates it (Table.load) and a file's `stateHash` must match, else the
// frame shows the coded refusal; `moves` then play on from it. Numbers are
// plain decimals (`7`, not `07`, `0x7`, `7.0` or empty): anything else is
// refused with a message (coded `bad_parameter`, `[data-problem][data-code]`).
//
// Script hook (same origin: the picture downloads, js/shell/figure-picture.js):
// `await window.spieltischFigure.vector()` is the board as shown now as an
// SVG picture, `{svg, width, height}`, or null while there is none;
// `spieltischFigure.places()` the places the board can mark (`markable()`:
// keys, labels and rectangles in the board's CSS px, the whole board's
// layout even where a region shows a part).

import { h, replace } from './shell/dom.js';
import { t, lang, setLang } from './shell/i18n.js';
import { loadEngine, EngineError } from './shell/engine.js';
import { CATALOG } from './games/catalog.js';
import { Session, ReplayError, randomSeed } from './shell/session.js';
import { createPlayScreen } from './shell/play-screen.js';
import { loadRenderer } from './games/index.js';
import { levelNames } from './shell/bot.js';
import { readSave } from './shell/saves.js';
import { notify } from './shell/notices.js';
import {
  FigureError, decodeState, encodeState, givenNames, highlightKeys, regionParam, HIGHLIGHT_KEY, MAX_FRAGMENT, decodeBase64Url,
} from './shell/figure-address.js';

export { decodeBase64Url };

const root = document.getElementById('app');

/** string → base64url, no padding (what the fragment expects). */
export function encodeBase64Url(text) {
  let bin = '';
  for (const byte of new TextEncoder().encode(text)) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

class ParamError extends Error {}

/** Figure file names: `cm-4`, `gc-setup`. */
export const FIGURE_ID = /^[a-z]{2}-[a-z0-9-]{1,40}$/;

export { encodeState, decodeState, HIGHLIGHT_KEY };

/**
 * The figure named by the address, or null: `{state, stateHash?, viewer?, highlight?}`.
 * `?figure=<id>` reads figures/<id>.json (written by the Rust tests); `#state=` carries one.
 */
async function readFigure() {
  const q = new URLSearchParams(location.search);
  const f = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (q.has('figure')) {
    const id = q.get('figure');
    if (!FIGURE_ID.test(id)) throw new ParamError(`figure = "${id.slice(0, 40)}": a-z, 0-9 and "-"`);
    let response;
    try {
      response = await fetch(new URL(`figures/${id}.json`, location.href));
    } catch {
      response = null;
    }
    if (!response?.ok) throw new FigureError('figure_not_found', t('figureNotFound', { id }));
    try {
      return { id, ...(await response.json()) };
    } catch {
      throw new FigureError('malformed_state', t('figureNotJson'));
    }
  }
  if (f.has('state')) return { id: null, state: await decodeState(f.get('state'), t('figureNotJson')) };
  return null;
}

/** A parameter that must be a whole decimal number from `min` to `max`: `"7"`, never `""`, `"07"`, `"0x7"`, `"7.0"`, `"+7"`. */
export function parseWhole(name, text, min, max) {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (!/^(0|[1-9][0-9]*)$/.test(text)) throw new ParamError(`${name} = "${shown}": ${min}–${max}`);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ParamError(`${name} = ${shown}: ${min}–${max}`);
  return n;
}

function readParams(games, figure) {
  const q = new URLSearchParams(location.search);
  const f = new URLSearchParams(location.hash.replace(/^#/, ''));
  const state = figure?.state;
  if (figure && (typeof state !== 'object' || state === null || typeof state.game !== 'string')) {
    throw new FigureError('malformed_state', 'not a spieltisch state');
  }
  const id = state ? state.game : q.get('game') || 'chinesische-mauer';
  const info = games.find((g) => g.id === id);
  if (!info) throw new ParamError(t('unknownGame', { game: id.slice(0, 40) }));
  let players;
  if (state) {
    players = state.players;
    if (!Number.isInteger(players) || players < info.minPlayers || players > info.maxPlayers) throw new FigureError('malformed_state', 'state.players');
  } else {
    players = q.has('players') ? parseWhole('players', q.get('players'), info.minPlayers, info.maxPlayers) : info.minPlayers;
  }
  const seed = q.has('seed') ? parseWhole('seed', q.get('seed'), 0, Number.MAX_SAFE_INTEGER) : null;
  const given = givenNames(q);
  const names = Array.from({ length: players }, (_, i) => given[i] || t('defaultName', { n: i + 1 }));
  let moves = null;
  if (f.has('moves')) {
    if (f.get('moves').length > MAX_FRAGMENT) throw new ParamError('moves: longer than 1 MiB');
    try {
      moves = JSON.parse(decodeBase64Url(f.get('moves')));
    } catch {
      throw new ParamError('moves: not base64url-encoded JSON');
    }
    if (!Array.isArray(moves)) throw new ParamError('moves: not a list');
    if (seed === null && !state) throw new ParamError('a position (moves) needs a seed');
  }
  const computers = computersParam(q.get('computers'), id, players);
  const viewerGiven = f.get('viewer') ?? f.get('seat') ?? q.get('viewer');
  const viewerText = viewerGiven ?? (figure?.viewer === undefined ? 'spectator' : String(figure.viewer));
  const viewer = viewerText === 'spectator' ? 'spectator' : parseWhole('viewer', viewerText, 0, players - 1);
  return { info, players, seed: state ? null : seed, names, given, moves, viewer, figure, computers };
}

/**
 * `computers=,normal,normal`: per seat a level of game `id` or nothing (a
 * person; `person` says the same); fewer entries than seats leave the rest
 * to people. Null without the parameter.
 */
export function computersParam(text, id, players) {
  if (text === null) return null;
  const levels = levelNames(id);
  const list = text.split(',').map((s) => s.trim());
  if (list.length > players) throw new ParamError(`computers = "${text.slice(0, 40)}": at most ${players} seats`);
  return Array.from({ length: players }, (_, seat) => {
    const level = list[seat] ?? '';
    if (level === '' || level === 'person') return null;
    if (!levels.includes(level)) throw new ParamError(`computers = "${text.slice(0, 40)}": ${levels.join(', ')} or nothing`);
    return level;
  });
}

/**
 * The save of a playable frame: one per address (game, players, the names
 * and the seed it gives), so the same frame on a wiki page finds its game
 * again; the opponents chosen in it are part of the game, not of the address.
 */
export function embedSaveId(params) {
  const key = JSON.stringify([params.info.id, params.players, params.given, params.seed]);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `embed-${params.info.id}-${a.toString(36)}${b.toString(36)}`;
}

/**
 * `colors=0,2,1`: per seat, an index into `renderer.colors` (one per seat, all
 * different), or null without it or for a renderer that cannot recolour.
 */
export function colorsParam(renderer, players) {
  const text = new URLSearchParams(location.search).get('colors');
  if (text === null || !renderer.seatColors) return null;
  const max = renderer.colors.length - 1;
  const list = text.split(',').map((s) => parseWhole('colors', s.trim(), 0, max));
  if (list.length !== players) throw new ParamError(`colors = "${text.slice(0, 40)}": ${players} × 0–${max}`);
  if (new Set(list).size !== list.length) throw new ParamError(`colors = "${text.slice(0, 40)}": each colour once`);
  return list;
}

let screen = null;

/** @type {any} */ (window).spieltischFigure = {
  vector: async () => (await screen?.board?.vector?.()) ?? null,
  places: () => screen?.board?.markable?.() ?? [],
};

async function main() {
  const q = new URLSearchParams(location.search);
  // An embed never changes the app's stored language; ?lang= overrides for this page only.
  setLang(q.get('lang') === 'de' || q.get('lang') === 'en' ? q.get('lang') : lang(), false);
  // `pixels=2`: the board drawn at twice the screen's resolution (the picture download, js/shell/figure-picture.js).
  if (q.has('pixels')) {
    try {
      document.documentElement.dataset.pixelScale = String(parseWhole('pixels', q.get('pixels'), 1, 4));
    } catch (e) {
      failParams(e);
      return;
    }
  }
  replace(root, h('p', { class: 'st-loading', text: t('loading') }));
  let params;
  try {
    // The static catalog is the engine's game list (tests/node/catalog.test.mjs):
    // the parameters are read first, so only the named game's module is loaded.
    params = readParams(CATALOG, await readFigure());
    document.documentElement.dataset.game = params.info.id;
    window.dispatchEvent(new CustomEvent('spieltisch:game', { detail: params.info.id }));
    await loadEngine(params.info.id);
  } catch (e) {
    if (e instanceof FigureError) fail(t('figureProblem', { code: e.code, message: e.message }), e.code);
    else if (e instanceof ParamError) failParams(e);
    else fail(t('engineLoadFailed', { message: e.message }));
    return;
  }
  const renderer = await loadRenderer(params.info.id);
  if (!renderer) {
    fail(t('unknownGame', { game: params.info.id }));
    return;
  }
  try {
    params.seatColors = colorsParam(renderer, params.players);
  } catch (e) {
    failParams(e);
    return;
  }
  start(params, renderer, params.seed ?? randomSeed(), { resume: true });
  window.addEventListener('hashchange', () => location.reload());
}

/**
 * The frame's game: a position (moves or a figure) read-only, or a game to
 * play, resumed from the reader's browser when `resume` and it kept one.
 * `computers`: the opponents chosen in the frame (else the address's).
 */
function start(params, renderer, seed, { resume = false, computers = params.computers } = {}) {
  const revision = screen?.session.revision ?? 0;
  screen?.destroy();
  let session;
  const figure = params.figure;
  const readonly = Boolean(params.moves || figure);
  let id = readonly ? null : screen?.session.id ?? embedSaveId(params);
  let kept = null;
  let keptAside = false;
  if (resume && id) {
    // this frame's game, if the browser kept one it can read
    const keptAt = (key) => {
      const found = readSave(key, CATALOG.map((g) => g.id));
      return { found, save: found?.save && found.save.game === params.info.id && found.save.options.players === params.players ? found.save : null };
    };
    let first = keptAt(id);
    if (!first.save && first.found) {
      // unreadable (or not this frame's): kept as it is, the app's list shows
      // it; this frame plays under a second name
      id = `${id}-b`;
      first = keptAt(id);
      keptAside = true;
    }
    kept = first.save;
  }
  try {
    session = new Session({
      game: params.info.id, players: params.players, names: params.names,
      seed: figure ? figure.state.seed : kept ? kept.seed : seed, start: figure ? figure.state : null,
      moves: kept ? kept.moves : params.moves || [],
      computers: kept ? kept.options.computers : computers,
      id, revision: kept ? kept.revision : revision,
    });
  } catch (e) {
    if (e instanceof EngineError) fail(t('figureProblem', { code: e.code, message: e.message }), e.code);
    else if (e instanceof ReplayError) {
      // the figure's own words, not a save's ("it is kept"), and the engine's code for the page that embeds it
      const code = e.cause?.code ?? 'illegal_move';
      fail(t('embedMoveRefused', { n: e.index + 1, code, message: e.message }), code);
    } else fail(e.message);
    return;
  }
  if (figure?.stateHash !== undefined) {
    // The file's position is the one its Rust test built and checked: the same hash here.
    const rebuilt = new Session({ game: params.info.id, players: params.players, names: params.names, seed: figure.state.seed, start: figure.state });
    const found = rebuilt.hash();
    rebuilt.dispose();
    if (found !== figure.stateHash) {
      session.dispose();
      fail(t('figureProblem', { code: 'figure_hash_mismatch', message: t('figureHashMismatch', { found, expected: String(figure.stateHash).slice(0, 20) }) }), 'figure_hash_mismatch');
      return;
    }
    document.documentElement.dataset.stateHash = found;
  }
  document.title = `${params.info.name} – ${t('appTitle')}`;
  screen = createPlayScreen(root, {
    session, renderer, info: params.info,
    mode: readonly ? 'readonly' : 'embed',
    viewer: params.viewer,
    marks: highlightParam(figure),
    region: readonly ? regionOf(figure) : [],
    seatColors: params.seatColors,
    autosave: !readonly,
    onRematch: readonly ? null : () => start(params, renderer, params.seed ?? randomSeed(), { computers: session.computers }),
    // before the first move the reader chooses the opponents: the same deal, computers from the second seat on
    opponents: readonly ? null : {
      levels: levelNames(params.info.id),
      chosen: session.computers,
      choose: (level) => start(params, renderer, session.seed, { computers: session.computers.map((_, seat) => (seat > 0 && level ? level : null)) }),
    },
  });
  document.documentElement.dataset.positionHash = session.hash();
  if (keptAside) notify(t('embedSaveKept'), { kind: 'warn', key: 'storage', timeout: 0 }); // on the screen's own notices
}

/**
 * `highlight=village:5,village:12` (query or fragment): places the board marks
 * (www/README.md); a figure file's own `highlight` list when the address gives none.
 */
function highlightParam(figure) {
  const given = new URLSearchParams(location.hash.replace(/^#/, '')).get('highlight') ?? new URLSearchParams(location.search).get('highlight');
  const keys = given === null ? (Array.isArray(figure?.highlight) ? figure.highlight.map(String) : []) : given.split(',');
  return highlightKeys(keys);
}

/**
 * `region=field:3,field:4` (query or fragment, or one `region=` per place): the
 * part of the board a read-only figure shows (www/README.md); a figure file's
 * own `region` list when the address names none; `region=` alone: the whole board.
 */
function regionOf(figure) {
  const given = regionParam(new URLSearchParams(location.hash.replace(/^#/, '')), new URLSearchParams(location.search));
  return given ?? (Array.isArray(figure?.region) ? highlightKeys(figure.region.map(String)) : []);
}

/** A parameter the page refuses (`ParamError`): its message, coded `bad_parameter`. */
function failParams(e) {
  fail(t('embedBadParams', { message: e.message }), 'bad_parameter');
}

function fail(message, code = null) {
  replace(root, h('section', { class: 'st-problem' }, h('p', { role: 'alert', 'data-problem': true, 'data-code': code ?? undefined, text: message })));
}

main();
