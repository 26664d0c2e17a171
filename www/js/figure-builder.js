// The figure builder (www/figure.html): a position for a rules wiki, made by
// hand. Choose a game and its players; start from a new game (a seed) or a
// rules example (figures/<id>.json); make moves for whichever seat is to move;
// choose whose view, the log and the legend; for a game whose renderer can
// recolour (`seatColors`), the colour each seat is drawn in (the embed's
// `colors=`, so a figure shows "Rot" in red); click places on the board to
// mark them (the keys of the embed's `highlight=`); drag a frame over the
// board to choose the part of it the figure shows (the embed's `region=`,
// js/shell/figure-region.js). The figure is shown live
// at 600 and 360 px (embed.html in two iframes), or in the column the author
// chose; the output is the iframe snippet: for a column width (360, 600 or
// 800 px) with the height the figure needs there (measured in an off-screen
// frame of exactly that width), or by default with embed-resize.js, which
// gives it the height of its content; and the picture (PNG, SVG). Game-agnostic: everything about a game comes from its
// renderer (`markable()` lists the places a board can mark).
//
// Its own address is the work: the figure's embed address (game, players,
// seed or rules example, names, colours; moves, viewer, marks, log, legend)
// under figure.html, the column chosen and the caption, kept current as it changes, so a
// reload, a bookmark or a shared link opens the same figure. Pasting a
// figure's snippet or embed address ("Open a figure") opens it for editing.
// A position placed by hand (js/shell/figure-place.js, the "Place pieces"
// mode) is the figure's start, carried as `#state=` like any built position.

import { h, replace, rovingGroup } from './shell/dom.js';
import { t, lang, setLang, onLangChange } from './shell/i18n.js';
import { loadEngine } from './shell/engine.js';
import { CATALOG } from './games/catalog.js';
import { Session, ReplayError } from './shell/session.js';
import { loadRenderer } from './games/index.js';
import { measureEmbedHeight } from './shell/embed-measure.js';
import { figurePicture, figureVector, downloadBlob, siteAddress, MAX_CAPTION } from './shell/figure-picture.js';
import { appendNames, capName, givenNames, highlightKeys, regionParam, decodeBase64Url, decodeState, encodeState, MAX_FRAGMENT } from './shell/figure-address.js';
import { PlaceMode } from './shell/figure-place.js';
import { drawRegionLayer, frameRegion, leaveRegion } from './shell/figure-region.js';

const root = /** @type {HTMLElement} */ (document.getElementById('app'));
const query = new URLSearchParams(location.search);

/** What the figure is made of. */
const state = {
  game: CATALOG.some((g) => g.id === query.get('game')) ? String(query.get('game')) : CATALOG[0].id,
  players: 0,
  /** a rules example's id, or '' for a new game from `seed` */
  figure: query.get('figure') || '',
  seed: 7,
  /** @type {any[]} */
  moves: [],
  /** @type {number|'spectator'} */
  viewer: 'spectator',
  log: false,
  legend: false,
  /** @type {string[]} */
  marks: [],
  /** the places whose part of the board the figure shows (`region=`); [] the whole board */
  /** @type {string[]} */
  region: [],
  /** the players' names as typed ('' or missing: "Spieler n") */
  /** @type {string[]} */
  names: [],
  /** what a click on the board does */
  mode: /** @type {'moves'|'marks'|'place'|'region'} */ ('moves'),
  /** per seat, the index into the renderer's `colors` it is drawn in (all different); [] before a game is set up */
  /** @type {number[]} */
  colors: [],
  /** the wiki column the snippet is for: a width in px (COLUMNS), or 0: its height follows the content (embed-resize.js) */
  column: 0,
  /** a position placed by hand (a state document the engine took), the figure's start instead of the seed or example; its `#state=` text */
  /** @type {any} */
  placed: null,
  placedCode: '',
  /** the rules example the placing began from ('' for a new game): "back to the start position" */
  from: '',
};

/** The column widths an author chooses from (the README's table has the same). */
export const COLUMNS = [360, 600, 800];

/** @type {Record<string, {id: string, players: number}[]>} */
let index = {};
/** @type {any} */
let figureDoc = null;
/** @type {import('./types').Renderer | null} */
let renderer = null;
/** @type {import('./types').Board | null} */
let board = null;
/** @type {Session | null} */
let session = null;
/** @type {Record<string, any>} */
const els = {};
let loading = 0;

const info = () => CATALOG.find((g) => g.id === state.game);
const names = () => Array.from({ length: state.players }, (_, i) => state.names[i] || t('defaultName', { n: i + 1 }));

/**
 * The names typed into the builder: comma-separated, trimmed, each at most 24
 * characters; a name in double quotes keeps its commas (`"Anna, die Große", Ben`).
 */
export function parseNames(text) {
  const names = [];
  let at = 0;
  for (;;) {
    while (text[at] === ' ') at++;
    let end;
    if (text[at] === '"') {
      const close = text.indexOf('"', at + 1);
      names.push(capName(text.slice(at + 1, close < 0 ? text.length : close)));
      end = close < 0 ? -1 : text.indexOf(',', close);
    } else {
      end = text.indexOf(',', at);
      names.push(capName(text.slice(at, end < 0 ? text.length : end)));
    }
    if (end < 0) return names;
    at = end + 1;
  }
}

/** The names as the names field shows them (parseNames reads them back): a name with a comma in quotes. */
export function namesText(list) {
  return list.map((name) => (name.includes(',') ? `"${name.replace(/"/g, '')}"` : name)).join(', ').replace(/(, )+$/, '');
}

/** The seats' colours as chosen, or null while they are the game's own (seat s in colour s) or the game cannot recolour. */
export function chosenColors() {
  if (!renderer?.seatColors || state.colors.every((c, seat) => c === seat)) return null;
  return state.colors.slice();
}

/**
 * Seat `seat` takes colour `color`; a seat that had it takes the seat's old
 * colour (the colours stay all different). Returns the seat that swapped, or null.
 */
export function chooseColor(seat, color) {
  const old = state.colors[seat];
  const other = state.colors.indexOf(color);
  state.colors[seat] = color;
  if (other >= 0 && other !== seat) {
    state.colors[other] = old;
    return other;
  }
  return null;
}

/** The colour list kept if it still fits the game and its players, else seat s in colour s. */
function fitColors() {
  const count = renderer?.colors.length ?? 0;
  const fits = state.colors.length === state.players && new Set(state.colors).size === state.players
    && state.colors.every((c) => Number.isInteger(c) && c >= 0 && c < count);
  if (!fits) state.colors = Array.from({ length: state.players }, (_, seat) => seat);
}

/** The names of the renderer's colours in the page's language ("Rot"), or numbers without them. */
function colorNames() {
  const list = renderer?.colorNames?.[lang()] ?? [];
  return (renderer?.colors ?? []).map((_, i) => list[i] || String(i + 1));
}

/** base64url of a JSON value, no padding (the embed's `moves=`). */
function b64(value) {
  let bin = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The embed address of the figure as it stands. */
export function figureSrc() {
  const url = new URL('embed.html', location.href.split('#')[0].split('?')[0]);
  const params = new URLSearchParams();
  if (state.figure) params.set('figure', state.figure);
  else {
    params.set('game', state.game);
    params.set('players', String(state.players));
    params.set('seed', String(state.seed));
  }
  // one `name=` per seat once any is given (any character survives, a comma too; an empty one is the embed's default)
  appendNames(params, Array.from({ length: state.players }, (_, i) => state.names[i] || ''));
  // only when they differ from the game's own, written plainly (`colors=2,0`)
  const colors = chosenColors();
  url.search = `${params.toString()}${colors ? `&colors=${colors.join(',')}` : ''}&lang=${lang()}`;
  const fragment = [];
  if (state.placed) fragment.push(`state=${state.placedCode}`);
  if (!(state.figure || state.placed) || state.moves.length) fragment.push(`moves=${b64(state.moves)}`);
  fragment.push(`viewer=${state.viewer}`);
  // always given: an empty list must not fall back to a rules example's own marks
  fragment.push(`highlight=${state.marks.join(',')}`);
  // given when chosen, and empty where a rules example's own region would otherwise stand
  if (state.region.length || figureDoc?.region?.length) fragment.push(`region=${state.region.join(',')}`);
  if (state.log) fragment.push('log=1');
  if (state.legend) fragment.push('legend=1');
  url.hash = fragment.join('&');
  return url.href;
}

/**
 * The builder's own address for the figure as it stands: its embed address's
 * query and fragment under figure.html, and the caption.
 */
export function builderAddress(caption = '') {
  const src = new URL(figureSrc());
  const url = new URL(location.href.split('#')[0].split('?')[0]);
  url.search = src.search;
  url.hash = `${src.hash.slice(1)}${state.placed && state.from ? `&from=${state.from}` : ''}${state.column ? `&column=${state.column}` : ''}${caption ? `&caption=${encodeURIComponent(caption)}` : ''}`;
  return url.href;
}

/**
 * What an address (the builder's, a figure's embed address, or an iframe
 * snippet with one) says of the work: only what is well formed is taken,
 * the rest stays as the builder would start. `figures`: the rules examples
 * by game (figures/index.json), which name a `figure=`'s game.
 * @param {string} text
 * @param {Record<string, {id: string}[]>} figures
 */
export function readAddress(text, figures = {}) {
  const src = /src="([^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, '&') ?? text.trim();
  let url;
  try {
    url = new URL(src, location.href);
  } catch {
    return null;
  }
  const q = url.searchParams;
  const f = new URLSearchParams(url.hash.replace(/^#/, ''));
  const whole = (v) => (/^(0|[1-9][0-9]{0,15})$/.test(v ?? '') && Number.isSafeInteger(Number(v)) ? Number(v) : null);
  /** @type {Record<string, any>} */
  const out = {};
  const figure = q.get('figure') ?? '';
  if (/^[a-z]{2}-[a-z0-9-]{1,40}$/.test(figure)) {
    const game = Object.keys(figures).find((g) => figures[g].some((x) => x.id === figure));
    if (game) Object.assign(out, { game, figure });
  }
  if (!out.game && CATALOG.some((g) => g.id === q.get('game'))) out.game = q.get('game');
  // a position in the address (placed by hand): read and checked by the engine when it opens
  const placed = f.get('state') ?? '';
  if (!out.figure && placed && placed.length <= MAX_FRAGMENT && /^[\w-]+$/.test(placed)) {
    out.state = placed;
    const from = f.get('from') ?? '';
    if (figures[out.game]?.some((x) => x.id === from)) out.from = from;
  }
  if (!out.game) return null;
  const g = CATALOG.find((x) => x.id === out.game);
  const players = whole(q.get('players'));
  if (players !== null && players >= g.minPlayers && players <= g.maxPlayers) out.players = players;
  if (whole(q.get('seed')) !== null) out.seed = whole(q.get('seed'));
  const given = givenNames(q);
  if (given.length) out.names = given;
  const colors = (q.get('colors') ?? '').split(',').map(whole);
  if (q.has('colors') && colors.every((c) => c !== null)) out.colors = colors;
  if (f.has('moves')) {
    try {
      const moves = JSON.parse(decodeBase64Url(f.get('moves')));
      if (Array.isArray(moves)) out.moves = moves;
    } catch { /* not moves: a new position */ }
  }
  const viewer = f.get('viewer') ?? f.get('seat');
  if (viewer === 'spectator' || whole(viewer) !== null) out.viewer = viewer === 'spectator' ? 'spectator' : whole(viewer);
  if (f.has('highlight')) out.marks = highlightKeys(f.get('highlight').split(',').filter(Boolean));
  const region = regionParam(f, q);
  if (region) out.region = region;
  out.log = f.get('log') === '1';
  out.legend = f.get('legend') === '1';
  out.caption = (f.get('caption') ?? '').slice(0, MAX_CAPTION);
  out.column = COLUMNS.find((w) => String(w) === f.get('column')) ?? 0;
  if (q.get('lang') === 'de' || q.get('lang') === 'en') out.lang = q.get('lang');
  return out;
}

/** Opens the work an address describes: the start, then its moves (the legal ones), viewer and marks. */
async function openAddress(work) {
  Object.assign(state, {
    game: work.game, figure: work.figure ?? '', players: work.players ?? 0, seed: work.seed ?? state.seed,
    names: work.names ?? [], colors: work.colors ?? [], log: work.log, legend: work.legend, column: work.column ?? 0,
    placed: null, placedCode: '', from: '',
  });
  placing.forget();
  if (work.state) {
    try {
      Object.assign(state, { placed: await decodeState(work.state), placedCode: work.state, from: work.from ?? '' });
    } catch (e) {
      placing.showProblem(e);
    }
  }
  if (els.caption) els.caption.value = work.caption;
  else pendingCaption = work.caption;
  await start();
  let refused = null;
  if (work.moves?.length) {
    try {
      session.rebuild(work.moves);
    } catch (e) {
      // the moves before the refused one stay; the status line says which was refused
      if (!(e instanceof ReplayError)) throw e;
      refused = e;
      session.rebuild(work.moves.slice(0, e.index));
    }
    state.moves = session.moves.slice();
  }
  if (work.marks) state.marks = work.marks;
  if (work.region) state.region = work.region;
  if (work.viewer !== undefined && (work.viewer === 'spectator' || work.viewer < state.players)) state.viewer = work.viewer;
  els.viewer.value = String(state.viewer);
  changed();
  if (refused) els.status.textContent = t('builderMoveRefused', { n: refused.index + 1, message: refused.message });
}

/** A caption from the address, before the field exists. */
let pendingCaption = '';

const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The iframe snippet; `resize` adds the script that sizes it to its content. */
export function snippet(height, resize = false) {
  const title = `${info()?.name ?? state.game}: ${t('figure')}`;
  const frame = `<iframe src="${escapeAttr(figureSrc())}" title="${escapeAttr(title)}" style="width:100%;height:${height}px;border:0" loading="lazy"></iframe>`;
  return resize ? `${frame}\n<script src="${siteAddress()}embed-resize.js" defer></script>` : frame;
}

// ---- the page -----------------------------------------------------------------

function select(id, options, value, onChange) {
  const el = /** @type {HTMLSelectElement} */ (h('select', { id, [`data-builder-${id.replace(/^st-b-/, '')}`]: true }, options.map(([v, label]) => h('option', { value: String(v), text: label }))));
  el.value = String(value);
  el.addEventListener('change', () => onChange(el.value));
  return el;
}

function labelled(text, control) {
  return h('label', {}, text, control);
}

/** Builds the page's controls (again on a change of language or game). */
function layout() {
  const g = info();
  if (state.mode === 'place' && !placing.offered()) state.mode = 'moves';
  placing.close(false);
  const figures = index[state.game] || [];
  const gameSelect = select('st-b-game', CATALOG.map((x) => [x.id, x.name]), state.game, (v) => { state.game = v; state.figure = ''; state.players = 0; state.colors = []; restart(); });
  const playerOptions = [];
  for (let n = g.minPlayers; n <= g.maxPlayers; n++) playerOptions.push([n, String(n)]);
  const players = select('st-b-players', playerOptions, state.players, (v) => { state.players = Number(v); state.figure = ''; restart(); });
  players.disabled = !!state.figure;
  const startSelect = select('st-b-start', [['', t('builderStartSeed')], ...figures.map((f) => [f.id, t('builderStartFigure', { id: f.id })])], state.figure,
    (v) => { state.figure = v; restart(); });
  const seed = /** @type {HTMLInputElement} */ (h('input', { id: 'st-b-seed', type: 'number', min: '0', step: '1', value: String(state.seed), 'data-builder-seed': true, disabled: !!state.figure }));
  seed.addEventListener('change', () => {
    const n = Number(seed.value);
    if (Number.isSafeInteger(n) && n >= 0) { state.seed = n; restart(); } else seed.value = String(state.seed);
  });
  const namesInput = /** @type {HTMLInputElement} */ (h('input', {
    id: 'st-b-names', type: 'text', autocomplete: 'off', 'data-builder-names': true,
    value: namesText(state.names.slice(0, state.players)),
    placeholder: Array.from({ length: state.players }, (_, i) => t('defaultName', { n: i + 1 })).join(', '),
  }));
  namesInput.addEventListener('change', () => rename(parseNames(namesInput.value)));
  const colors = renderer?.seatColors ? colorChoice() : null;
  els.viewer = select('st-b-viewer', [['spectator', t('embedSpectator')], ...names().map((name, i) => [i, name])], state.viewer, (v) => { state.viewer = v === 'spectator' ? 'spectator' : Number(v); changed(); });
  const check = (key, text) => {
    const box = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', [`data-builder-${key}`]: true }));
    box.checked = state[key];
    box.addEventListener('change', () => { state[key] = box.checked; changed(); });
    return h('label', { class: 'st-builder-check' }, box, text);
  };
  const mode = (value, text) => {
    const radio = /** @type {HTMLInputElement} */ (h('input', { type: 'radio', name: 'st-b-mode', value, 'data-builder-mode': value }));
    radio.checked = state.mode === value;
    radio.addEventListener('change', () => { if (radio.checked) { state.mode = /** @type {any} */ (value); placing.close(false); renderBoard(); } });
    return h('label', {}, radio, text);
  };
  els.status = h('p', { class: 'st-builder-status', role: 'status', 'data-builder-status': true });
  els.marksLine = h('p', { class: 'st-builder-status', 'data-builder-marks': true });
  els.undo = h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-undo', text: t('builderUndo'), on: { click: undo } });
  els.clear = h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-clear', text: t('builderClearMarks'), on: { click: () => { state.marks = []; changed(); } } });
  els.whole = h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-whole', text: t('builderRegionWhole'), on: { click: () => { state.region = []; changed(); } } });
  els.regionLine = h('p', { class: 'st-builder-status', 'data-builder-region': true });
  els.regionFrame = h('div', { class: 'st-builder-frame', 'aria-hidden': 'true', 'data-builder-region-frame': true, hidden: true });
  els.layer = h('div', { class: 'st-builder-layer', role: 'group', 'aria-label': t('builderModeMarks'), 'data-builder-layer': true, hidden: true });
  els.board = h('div', { class: 'st-builder-board', 'data-builder-board': true, 'data-board': true });
  els.work = h('div', { class: 'st-builder-work' }, els.board, els.regionFrame, els.layer, placing.list);
  followBoard();
  // the previews: at 600 and 360 px while the height follows the content, else in the chosen column
  els.frames = (state.column ? [state.column] : [600, 360]).map((width) => h('iframe', {
    title: `${t('builderPreview')} ${width} px`, 'data-builder-preview': String(width), style: { width: `${width}px` },
  }));
  els.code = h('textarea', { id: 'st-b-code', readonly: true, rows: state.column ? 4 : 5, 'data-builder-code': state.column ? 'fixed' : 'resize', 'data-builder-code-column': String(state.column) });
  // the column the snippet is for (the page's address keeps it)
  els.column = select('st-b-column', [[0, t('builderColumnAuto')], ...COLUMNS.map((w) => [w, t('builderColumnWidth', { width: w })])], state.column, (v) => {
    state.column = Number(v);
    layout();
    board?.destroy();
    board = renderer.mount(els.board, ctx('spectator', false));
    changed();
    document.getElementById('st-b-column')?.focus(); // the controls were built anew
  });
  els.caption = /** @type {HTMLInputElement} */ (h('input', { id: 'st-b-caption', type: 'text', maxlength: MAX_CAPTION, 'data-builder-caption': true, value: els.caption?.value ?? pendingCaption }));
  els.caption.addEventListener('input', keepAddress);
  // an existing figure (its snippet or embed address) opened for editing
  els.open = /** @type {HTMLInputElement} */ (h('input', { id: 'st-b-open', type: 'text', autocomplete: 'off', spellcheck: 'false', 'data-builder-open': true }));
  els.openProblem = h('p', { class: 'st-field-error', role: 'alert', 'data-builder-open-problem': true });
  const openButton = h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-open', text: t('builderOpen'), on: { click: async () => {
    const work = readAddress(/** @type {HTMLInputElement} */ (els.open).value, index);
    els.openProblem.textContent = work ? '' : t('builderOpenUnknown');
    if (work) { /** @type {HTMLInputElement} */ (els.open).value = ''; await openAddress(work); }
  } } });
  els.picture = h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-picture', text: t('pictureDownload'), on: { click: picture } });
  els.vector = h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-vector', text: t('vectorDownload'), on: { click: vector } });
  els.pictureStatus = h('p', { class: 'st-muted', role: 'status', 'data-picture-status': true });
  const copy = (area) => h('button', { type: 'button', class: 'st-btn', 'data-action': 'builder-copy', text: t('builderCopy'),
    on: { click: async () => { area.select(); try { await navigator.clipboard.writeText(area.value); } catch { document.execCommand?.('copy'); } } } });
  replace(root,
    h('header', { class: 'st-builder-head' },
      h('h1', { text: t('builderTitle') }),
      h('div', { class: 'st-play-actions' },
        h('a', { class: 'st-btn st-btn-quiet', href: './#/', 'data-action': 'home', text: `← ${t('appTitle')}` }),
        h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'lang', title: t('languageTitle'), text: lang() === 'de' ? 'EN' : 'DE', on: { click: () => setLang(lang() === 'de' ? 'en' : 'de') } }))),
    h('p', { class: 'st-builder-intro', text: t('builderIntro') }),
    h('section', { class: 'st-builder-panel st-builder-open' },
      h('label', { for: 'st-b-open', text: t('builderOpenLabel') }),
      h('div', { class: 'st-net-row' }, els.open, openButton), els.openProblem),
    h('section', { class: 'st-builder-panel st-builder-controls', 'aria-label': t('builderTitle') },
      labelled(t('builderGame'), gameSelect),
      labelled(t('builderStart'), startSelect),
      labelled(t('builderPlayers'), players),
      labelled(t('builderSeed'), seed),
      labelled(t('builderNames'), namesInput),
      colors,
      labelled(t('builderViewer'), els.viewer),
      check('log', t('builderLog')),
      check('legend', t('builderLegend')),
      h('fieldset', {}, h('legend', { text: t('builderMode') }), mode('moves', t('builderModeMoves')), mode('marks', t('builderModeMarks')),
        placing.offered() ? mode('place', t('builderModePlace')) : null, mode('region', t('builderModeRegion'))),
      els.undo, els.clear, els.whole, placing.buttons()),
    h('section', { class: 'st-builder-panel' }, els.status, els.marksLine, els.regionLine, placing.problem, els.work),
    h('section', { class: 'st-builder-panel' },
      h('h2', { text: t('builderPreview') }),
      h('div', { class: 'st-builder-previews' },
        els.frames.map((frame) => h('figure', {}, frame, h('figcaption', { text: t('builderPreviewWidth', { width: frame.dataset.builderPreview }) }))))),
    h('section', { class: 'st-builder-panel st-builder-out' },
      h('div', { class: 'st-builder-column' }, h('label', { for: 'st-b-column', text: t('builderColumn') }), els.column),
      h('h2', {}, h('label', { for: 'st-b-code', text: state.column ? t('builderSnippet', { width: state.column }) : t('builderSnippetResize') })), els.code, copy(els.code),
      h('h2', { text: t('pictureTitle') }),
      h('p', { class: 'st-muted', text: t('pictureHint') }),
      h('div', { class: 'st-field' }, h('label', { for: 'st-b-caption', text: t('pictureCaption') }), els.caption),
      h('p', { class: 'st-picture-buttons' }, els.picture, els.vector), els.pictureStatus));
}

/**
 * Per seat a labelled select of the game's colours, beside a swatch of the
 * colour chosen. Choosing a colour another seat has swaps the two (said in
 * the live region), so the colours stay all different.
 */
function colorChoice() {
  const options = colorNames().map((name, i) => [i, name]);
  const swatches = [];
  const selects = [];
  const said = h('p', { class: 'st-sr-only', role: 'status', 'data-builder-colors-said': true });
  const show = () => state.colors.forEach((c, seat) => {
    selects[seat].value = String(c);
    swatches[seat].style.background = renderer.colors[c];
  });
  const seats = names().map((name, seat) => {
    swatches.push(h('span', { class: 'st-builder-swatch', 'aria-hidden': 'true' }));
    selects.push(select(`st-b-color-${seat}`, options, state.colors[seat], (v) => {
      const other = chooseColor(seat, Number(v));
      show();
      said.textContent = other === null ? '' : t('builderColorSwapped', { name: names()[other], colour: colorNames()[state.colors[other]] });
      changed();
    }));
    selects[seat].dataset.builderColor = String(seat);
    return h('label', {}, swatches[seat], name, selects[seat]);
  });
  show();
  return h('fieldset', { class: 'st-builder-colors', 'data-builder-colors': true }, h('legend', { text: t('builderColors') }), ...seats, said);
}

// ---- the position ---------------------------------------------------------------

/** (Re)starts from the chosen game and start position. */
async function start() {
  const run = ++loading;
  const g = info();
  figureDoc = null;
  if (state.figure) {
    const response = await fetch(new URL(`figures/${state.figure}.json`, location.href));
    if (run !== loading) return;
    figureDoc = response.ok ? await response.json() : null;
    if (!figureDoc || figureDoc.game !== state.game) { state.figure = ''; figureDoc = null; }
  }
  if (state.placed) state.players = state.placed.players;
  if (figureDoc) {
    state.players = figureDoc.players;
    state.marks = [...figureDoc.highlight];
    state.region = Array.isArray(figureDoc.region) ? highlightKeys(figureDoc.region) : [];
    state.viewer = figureDoc.viewer;
  } else {
    if (!(state.players >= g.minPlayers && state.players <= g.maxPlayers)) state.players = g.minPlayers;
    state.marks = [];
    state.region = [];
    state.viewer = 'spectator';
  }
  state.moves = [];
  await loadEngine(state.game);
  const r = await loadRenderer(state.game);
  if (run !== loading) return;
  renderer = r;
  fitColors();
  session?.dispose();
  const begin = () => state.placed ?? figureDoc?.state ?? null;
  try {
    session = new Session({ game: state.game, players: state.players, names: names(), seed: begin()?.seed ?? state.seed, start: begin() });
  } catch (e) {
    // a placed position from an address that the engine refuses: said beside the board, the start instead
    if (!state.placed) throw e;
    Object.assign(state, { placed: null, placedCode: '', figure: '' });
    if (!(state.players >= g.minPlayers && state.players <= g.maxPlayers)) state.players = g.minPlayers;
    session = new Session({ game: state.game, players: state.players, names: names(), seed: state.seed, start: null });
    placing.showProblem(e);
  }
  layout();
  board?.destroy();
  board = renderer.mount(els.board, ctx('spectator', false));
  document.documentElement.dataset.builderGame = state.game;
  changed();
}

/** New names: the position, marks and viewer stay; the board, log and snippet use them. */
async function rename(list) {
  state.names = list;
  await restartKeeping(state.moves.slice());
  document.getElementById('st-b-names')?.focus(); // the controls were built anew
}

/** Starts again from the figure's start as it stands now, with `moves`; the marks and viewer stay. */
async function restartKeeping(moves) {
  const keep = { marks: state.marks.slice(), region: state.region.slice(), viewer: state.viewer };
  await start();
  session.rebuild(moves);
  Object.assign(state, { moves: session.moves.slice(), marks: keep.marks, region: keep.region, viewer: keep.viewer });
  els.viewer.value = String(state.viewer);
  changed();
}

/** A new game, player count, seed or rules example: the placements go. */
function restart() {
  Object.assign(state, { placed: null, placedCode: '', from: '' });
  placing.forget();
  return start();
}

/**
 * A placed position becomes the figure's start (the moves made go into it):
 * the engine loads it (its validate), else this throws the engine's error and
 * nothing changes.
 */
async function placeStart(doc) {
  const fresh = new Session({ game: state.game, players: state.players, names: names(), seed: doc?.seed, start: doc });
  // the engine's own document of it is what the address carries
  fresh.start = fresh.stateForBot();
  let code;
  try {
    code = await encodeState(fresh.start);
  } catch (e) {
    fresh.dispose();
    throw e;
  }
  if (!state.placed) state.from = state.figure;
  session?.dispose();
  session = fresh;
  Object.assign(state, { placed: fresh.start, placedCode: code, figure: '', moves: [] });
  changed();
}

/** The placement mode's view of the builder (js/shell/figure-place.js). */
const placing = new PlaceMode({
  renderer: () => renderer,
  board: () => board,
  names,
  lang,
  current: () => session.stateForBot(),
  placed: () => !!state.placed,
  place: placeStart,
  snapshot: () => ({ placed: state.placed, placedCode: state.placedCode, figure: state.figure, from: state.from, moves: state.moves.slice() }),
  restore: (snap) => {
    Object.assign(state, { placed: snap.placed, placedCode: snap.placedCode, figure: snap.figure, from: snap.from });
    return restartKeeping(snap.moves);
  },
  reset: () => {
    Object.assign(state, { placed: null, placedCode: '', figure: state.from, from: '' });
    return restartKeeping([]);
  },
});

// the position as the engine has it, for tests (the builder hides nothing: its author sees every seat)
globalThis.spieltischBuilder = { view: (viewer = 'spectator') => session?.view(viewer) ?? null, state: () => session?.stateForBot() ?? null };

function ctx(viewer, interactive) {
  const colors = chosenColors();
  return {
    lang: lang(),
    names: names(),
    viewer,
    interactive,
    ...(colors ? { seatColors: colors } : {}),
    play: async (move) => {
      try {
        session.apply(move);
      } catch (e) {
        els.status.textContent = e.message;
        return false;
      }
      state.moves = session.moves.slice();
      changed();
      return true;
    },
    announce: () => {},
  };
}

function undo() {
  if (!state.moves.length) return;
  session.rebuild(state.moves.slice(0, -1));
  state.moves = session.moves.slice();
  changed();
}

/** The board to work on: the view of the seat to move (its moves), with the marks. */
function renderBoard() {
  if (!session || !board) return;
  const status = session.status();
  const active = status.finished ? null : status.active[0];
  const viewer = active ?? 'spectator';
  const moves = active !== null && state.mode === 'moves' ? session.legalMoves() : [];
  board.render(session.view(viewer), moves, ctx(viewer, moves.length > 0));
  board.markPlaces(state.marks);
  els.status.textContent = (state.placed ? `${t('builderPlaced')} · ` : '') + (active === null
    ? t('builderFinished', { n: state.moves.length })
    : t('builderMoves', { n: state.moves.length, seat: names()[active] }));
  els.marksLine.textContent = state.marks.length ? t('builderMarks', { keys: state.marks.join(', ') }) : t('builderNoMarks');
  els.regionLine.textContent = state.region.length ? t('builderRegion', { n: state.region.length, keys: state.region.join(', ') }) : t('builderNoRegion');
  els.whole.disabled = state.region.length === 0;
  els.undo.disabled = state.moves.length === 0;
  placing.buttons();
  scheduleLayer();
}

let layerFrame = 0;
/** The layer again at the next frame (once, however often asked). */
function scheduleLayer() {
  cancelAnimationFrame(layerFrame);
  layerFrame = requestAnimationFrame(drawLayer);
}

/** @type {ResizeObserver | null} */
let boardWatch = null;
/**
 * The layer and the region's frame follow the board wherever it moves
 * without a new render: a line above it coming or going (a refusal beside
 * the board), the window, a map zoomed or panned by its own buttons or a drag.
 */
function followBoard() {
  boardWatch?.disconnect();
  boardWatch = new ResizeObserver(scheduleLayer);
  boardWatch.observe(els.work);
  boardWatch.observe(els.board);
  for (const type of ['click', 'pointerup', 'wheel']) els.board.addEventListener(type, scheduleLayer, { passive: true });
}

/** One toggle button per place the board can mark, over its canvas (marking mode). */
function drawLayer() {
  const layer = els.layer;
  // the board's picture: its largest canvas (a legend may draw small ones before it)
  const canvas = [...els.board.querySelectorAll('canvas')].sort((p, q) => q.width * q.height - p.width * p.height)[0];
  if (canvas) boardWatch?.observe(canvas);
  // the region, framed in every mode (js/shell/figure-region.js)
  frameRegion(els.regionFrame, els.work, canvas, board?.markable?.() ?? [], state.region);
  leaveRegion(layer);
  const place = state.mode === 'place' && placing.offered();
  const region = state.mode === 'region';
  if (!(place || ((state.mode === 'marks' || region) && board?.markable)) || !canvas) {
    layer.hidden = true;
    return;
  }
  const work = els.work.getBoundingClientRect();
  const box = canvas.getBoundingClientRect();
  Object.assign(layer.style, { left: `${box.left - work.left}px`, top: `${box.top - work.top}px`, width: `${box.width}px`, height: `${box.height}px` });
  layer.setAttribute('aria-label', t(place ? 'builderModePlace' : 'builderModeMarks'));
  if (place) return void placing.draw(layer);
  if (region) return void drawRegionLayer(layer, board.markable(), state.region, (keys) => { state.region = highlightKeys(keys); changed(); });
  // larger places first, so that a smaller one inside them stays clickable
  const places = board.markable().sort((a, b) => b.w * b.h - a.w * a.h);
  // the layer is drawn anew when the board moves or resizes: a keyboard user
  // keeps the place they were on (else the next Enter would go nowhere)
  const active = document.activeElement;
  const focusedKey = active instanceof HTMLElement && layer.contains(active) ? active.dataset.mark : undefined;
  replace(layer, places.map((p) => h('button', {
    type: 'button', class: 'st-builder-place', 'data-mark': p.key, 'aria-pressed': String(state.marks.includes(p.key)),
    'aria-label': t('builderMark', { label: p.label || p.key }), title: p.label || p.key,
    style: { left: `${p.x}px`, top: `${p.y}px`, width: `${p.w}px`, height: `${p.h}px` },
    on: { click: () => toggle(p.key) },
  })));
  layer.hidden = false;
  rovingGroup(layer, 'button');
  if (focusedKey) /** @type {HTMLElement | null} */ (layer.querySelector(`[data-mark="${CSS.escape(focusedKey)}"]`))?.focus();
}

function toggle(key) {
  state.marks = state.marks.includes(key) ? state.marks.filter((k) => k !== key) : [...state.marks, key];
  changed();
  requestAnimationFrame(() => /** @type {HTMLElement | null} */ (els.layer.querySelector(`[data-mark="${CSS.escape(key)}"]`))?.focus());
}

// ---- output -------------------------------------------------------------------

let outputTimer = 0;
let measured = 0;

/** After any change: the board, then (a moment later) previews and code. */
function changed() {
  renderBoard();
  // the address at once (a reload right after a move or a placement keeps
  // it); the previews and the snippet a moment later, once per burst
  keepAddress();
  clearTimeout(outputTimer);
  outputTimer = setTimeout(output, 250);
}

/** The page's address follows the work (no new history entry for each change). */
function keepAddress() {
  const next = builderAddress(els.caption?.value ?? '');
  if (next !== location.href) history.replaceState(null, '', next);
}

async function output() {
  keepAddress();
  const src = figureSrc();
  document.documentElement.dataset.figureSrc = src;
  // the same address again would load the preview anew for nothing (a change that changed no output)
  for (const frame of els.frames) if (frame.src !== src) frame.src = src;
  const run = ++measured;
  els.code.value = t('builderMeasuring');
  els.code.dataset.measuring = 'true';
  // the height the figure needs in the chosen column, measured in a frame of exactly that width
  // (with embed-resize.js, the one at 600 px: what the iframe has where the script does not run)
  const column = state.column;
  const height = await measureEmbedHeight(src, column || 600);
  if (run !== measured || column !== state.column || src !== figureSrc()) return;
  els.code.value = snippet(height || 640, !column);
  delete els.code.dataset.measuring;
}

/** Makes a file of the figure with `make` (PNG or SVG) while `button` waits, and saves it. */
async function download(button, extension, make) {
  button.disabled = true;
  els.pictureStatus.textContent = t('pictureWorking');
  const blob = await make(figureSrc(), { caption: els.caption.value });
  button.disabled = false;
  els.pictureStatus.textContent = blob ? '' : t('pictureFailed');
  if (blob) downloadBlob(blob, `spieltisch-${state.figure || state.game}.${extension}`);
}

function picture() {
  return download(els.picture, 'png', figurePicture);
}

function vector() {
  return download(els.vector, 'svg', figureVector);
}

async function main() {
  setLang(query.get('lang') === 'de' || query.get('lang') === 'en' ? query.get('lang') : lang(), false);
  document.documentElement.lang = lang();
  try {
    index = await (await fetch(new URL('figures/index.json', location.href))).json();
  } catch {
    index = {};
  }
  onLangChange(() => {
    document.documentElement.lang = lang();
    layout();
    board?.destroy();
    board = renderer.mount(els.board, ctx('spectator', false));
    changed();
  });
  const work = readAddress(location.href, index);
  if (work) await openAddress(work);
  else await start();
}

main();
