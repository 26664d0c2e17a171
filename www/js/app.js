// The full app (www/index.html): routes between the start page and the play
// screen. Routes live in the URL fragment so a reload lands on the same game:
//   #/            start page
//   #/play/<id>   the game saved under <id> (resumed from its autosave)
//   #/new/<game>  start page with that game's new-game dialog open (the embeds' credit line)
//   #/join/<code> a seat (or the spectator's place) at a table kept on another device (shell/net/guest.js)

import { h, replace } from './shell/dom.js';
import { t, lang, setLang, onLangChange } from './shell/i18n.js';
import { notify, clearScreenNotices } from './shell/notices.js';
import { loadEngine, restartEngine, isLoaded, armFault, EngineError, EnginePanic } from './shell/engine.js';
import { Session, ReplayError, randomSeed } from './shell/session.js';
import { readSave, newSaveId, storedRevision, checkReplay, SaveProblem } from './shell/saves.js';
import { renderHome, problemText } from './shell/home-screen.js';
import { createPlayScreen } from './shell/play-screen.js';
import { openReplay } from './shell/replay-route.js';
import { loadRenderer } from './games/index.js';
import { CATALOG } from './games/catalog.js';
import { aboutDialog } from './shell/about.js';
import { registerServiceWorker } from './shell/offline.js';

const root = document.getElementById('app');
// The static catalog is the engine's game list (tests/node/catalog.test.mjs):
// the start page needs no wasm at all.
const gameList = CATALOG;
let screen = null;
// Sessions started or resumed in this page, by id: a game stays playable
// when localStorage is unavailable and the route cannot be read back.
const live = new Map();
// Engine loads under way or done, by game (each game has a module of its own).
const engines = new Map();

/**
 * The start page is drawn from the static catalog at once; a game's wasm
 * module is loaded when that game is started, resumed or replayed, with its
 * progress on screen. The service worker is registered once the first screen
 * (and the module it needs) is there, and then caches every game for offline
 * play in the background.
 */
async function main() {
  if (new URLSearchParams(location.search).has('debug')) {
    globalThis.spieltischDebug = { armFault, board: () => screen?.board ?? null };
  }
  window.addEventListener('hashchange', route);
  // Another tab saved, deleted or imported: the list of saved games follows.
  window.addEventListener('storage', (e) => {
    if (!screen && !location.hash.startsWith('#/play/') && (e.key === null || e.key.startsWith('spieltisch.save.'))) showHome();
  });
  onLangChange(() => { if (!screen) route(); });
  route();
  await Promise.allSettled(engines.values());
  registerServiceWorker();
}

/**
 * `game`'s engine, loaded once, with a progress bar while it loads (a bar
 * of its own: routes redraw `root`). Resolves true when it is there; false
 * when it could not be loaded, after saying why on the page.
 */
function engineFor(game) {
  if (!engines.has(game)) {
    const loading = loadWithProgress(game);
    engines.set(game, loading);
    loading.catch(() => engines.delete(game)); // a later attempt tries again (e.g. back online)
  }
  return engines.get(game).then(() => true, (e) => {
    showProblem(t('engineLoadFailed', { message: e.message }));
    return false;
  });
}

async function loadWithProgress(game) {
  const bar = h('progress', { max: 1 });
  const label = h('span', { text: t('loadingEngine') });
  const box = h('div', { class: 'st-engine-progress', role: 'status', 'data-engine-progress': game }, label, bar);
  document.body.append(box);
  const kb = (n) => Math.round(n / 1024).toLocaleString(lang() === 'de' ? 'de-DE' : 'en-GB');
  let last = null;
  const show = () => {
    if (!last) return;
    const { loaded, total } = last;
    if (total) {
      bar.max = total;
      bar.value = Math.min(loaded, total);
      label.textContent = t('loadingEnginePercent', { percent: Math.floor((100 * Math.min(loaded, total)) / total) });
    } else {
      bar.removeAttribute('value'); // indeterminate
      label.textContent = t('loadingEngineKb', { kb: kb(loaded) });
    }
    box.dataset.loaded = String(loaded);
  };
  const stop = onLangChange(() => { if (last) show(); else label.textContent = t('loadingEngine'); });
  try {
    await loadEngine(game, { onProgress: (p) => { last = p; show(); } });
  } finally {
    stop();
    box.remove();
  }
}

/** The game of a session of this page or of a save (null when there is no readable save). */
function gameOfSave(id) {
  return live.get(id)?.game ?? readSave(id, gameList.map((g) => g.id))?.save?.game ?? null;
}

/**
 * Before a saved game is opened: its engine. False when the route was left
 * meanwhile or the engine could not be loaded (the page says why).
 */
async function engineForSave(id, hash) {
  const game = gameOfSave(id);
  if (!game || isLoaded(game)) return true; // nothing to load, or `resume` says what is wrong
  replace(root, h('p', { class: 'st-loading', 'data-waiting-engine': true, text: t('loading') }));
  const ok = await engineFor(game);
  return ok && location.hash === hash;
}

function route() {
  screen?.destroy();
  screen = null;
  clearScreenNotices();
  const m = location.hash.match(/^#\/play\/([\w-]+)$/);
  const fresh = location.hash.match(/^#\/new\/([\w-]+)$/);
  const replay = location.hash.match(/^#\/replay\/([\w-]+)(\?from=play)?$/);
  const join = location.hash.match(/^#\/join\/([\w-]+)$/);
  if (join) import('./shell/net/guest.js').then((net) => net.openJoin(root, join[1], { gameList, loadRenderer, setScreen: (s) => { screen = s; } }));
  else if (m) openGame(m[1]);
  else if (replay) replayRoute(replay[1], replay[2] ? `#/play/${replay[1]}` : '#/');
  else showHome();
  if (fresh) /** @type {HTMLButtonElement | null} */ (root.querySelector(`[data-game="${fresh[1]}"] [data-action="new-game"]`))?.click();
}

function showHome() {
  document.title = t('appTitle');
  renderHome(root, {
    games: gameList,
    onStart: startGame,
    onResume: (id) => { location.hash = `#/play/${id}`; },
    onReplay: (id) => { location.hash = `#/replay/${id}`; },
    onAbout: () => aboutDialog(),
  });
}

async function replayRoute(id, back) {
  if (!(await engineForSave(id, location.hash))) return;
  openReplay(root, id, { back, live, gameList, resume, showProblem, setScreen: (s) => { screen = s; } });
}

async function startGame({ game, players, names, seed, computers = null, remote = null }) {
  const hash = location.hash;
  if (!(await engineFor(game))) return; // the page says why
  if (location.hash !== hash) return; // the player went elsewhere meanwhile
  let session;
  try {
    session = new Session({ game, players, names, seed: seed ?? randomSeed(), id: newSaveId(), computers, remote });
  } catch (e) {
    notify(e.message, { kind: 'error' });
    return;
  }
  live.set(session.id, session);
  location.hash = `#/play/${session.id}`;
}

async function openGame(id) {
  if (!(await engineForSave(id, `#/play/${id}`))) return;
  let session = live.get(id);
  if (session && session.revision > 0 && storedRevision(id) === null) {
    // Deleted (in this tab or another) since it was played here: it stays deleted.
    live.delete(id);
    session.dispose();
    session = null;
  }
  if (!session) {
    session = resume(id);
    if (!session) return;
    live.set(id, session);
  }
  const info = gameList.find((g) => g.id === session.game);
  const renderer = await loadRenderer(session.game);
  if (!renderer || !info) {
    showProblem(t('unknownGame', { game: session.game }));
    return;
  }
  document.title = `${info.name} – ${t('appTitle')}`;
  screen = createPlayScreen(root, {
    session, renderer, info, mode: 'play', autosave: true,
    onMenu: () => { location.hash = '#/'; },
    onReplay: () => { location.hash = `#/replay/${session.id}?from=play`; },
    onRematch: () => startGame({ game: session.game, players: session.players, names: session.names, seed: null, computers: session.computers, remote: session.remote }),
  });
}

/** Rebuilds a session from its save; shows why when it cannot (and keeps the save). */
function resume(id) {
  const found = readSave(id, gameList.map((g) => g.id));
  if (!found) {
    showProblem(t('saveMissing'));
    return null;
  }
  if (found.problem) {
    showProblem(problemText(found.problem));
    return null;
  }
  const { save } = found;
  let session = null;
  try {
    session = new Session({
      game: save.game, players: save.options.players, names: save.options.names,
      seed: save.seed, moves: save.moves, id: save.id || id, createdAt: save.createdAt,
      revision: save.revision ?? 0,
      computers: save.options.computers ?? null,
      remote: save.options.remote ?? null,
    });
    checkReplay(save, session);
    return session;
  } catch (e) {
    session?.dispose();
    if (e instanceof ReplayError) showProblem(t('saveProblemReplay', { n: e.index + 1, message: e.message }));
    else if (e instanceof SaveProblem) showProblem(problemText(e));
    else if (e instanceof EngineError) showProblem(e.message);
    else if (e instanceof EnginePanic) {
      // The save broke the engine instance: a fresh one for whatever comes next.
      showProblem(e.message);
      restartEngine(save.game).catch(() => {});
    } else throw e;
    return null;
  }
}

function showProblem(message) {
  replace(root, h('section', { class: 'st-problem' },
    h('p', { role: 'alert', 'data-problem': true, text: message }),
    h('a', { class: 'st-btn st-btn-primary', href: '#/', text: t('backToMenu') }),
    // this screen has a language button too (a switch redraws it: `route`)
    h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'lang', 'aria-label': t('languageTitle'), title: t('languageTitle'),
      text: lang() === 'de' ? 'EN' : 'DE', on: { click: () => setLang(lang() === 'de' ? 'en' : 'de') } })));
}

main();
