// The full app (www/index.html): routes between the start page and the play
// screen. Routes live in the URL fragment so a reload lands on the same game:
//   #/            start page
//   #/play/<id>   the game saved under <id> (resumed from its autosave)
//   #/new/<game>  start page with that game's new-game dialog open (the embeds' credit line)

import { h, replace } from './shell/dom.js';
import { t, lang, setLang, onLangChange } from './shell/i18n.js';
import { notify, clearScreenNotices } from './shell/notices.js';
import { loadEngine, restartEngine, isLoaded, games as engineGames, armFault, EngineError, EnginePanic } from './shell/engine.js';
import { Session, ReplayError, randomSeed } from './shell/session.js';
import { readSave, newSaveId, storedRevision, checkReplay, SaveProblem } from './shell/saves.js';
import { renderHome, problemText } from './shell/home-screen.js';
import { createPlayScreen } from './shell/play-screen.js';
import { loadRenderer } from './games/index.js';
import { CATALOG } from './games/catalog.js';
import { aboutDialog } from './shell/about.js';
import { registerServiceWorker } from './shell/offline.js';

const root = document.getElementById('app');
// The static catalog until the engine is there, then the engine's own list.
let gameList = CATALOG;
let engineReady = null;
let screen = null;
// Sessions started or resumed in this page, by id: a game stays playable
// when localStorage is unavailable and the route cannot be read back.
const live = new Map();

/**
 * The start page is drawn from the static catalog at once and is usable while
 * the wasm loads behind it (with its progress on screen); whatever needs the
 * engine (starting or resuming a game) waits for `engineReady`.
 */
async function main() {
  engineReady = startEngine();
  engineReady.catch((e) => {
    screen?.destroy();
    screen = null;
    replace(root, h('p', { class: 'st-fatal', role: 'alert', text: t('engineLoadFailed', { message: e.message }) }));
  });
  if (new URLSearchParams(location.search).has('debug')) {
    globalThis.spieltischDebug = { armFault };
  }
  window.addEventListener('hashchange', route);
  // Another tab saved, deleted or imported: the list of saved games follows.
  window.addEventListener('storage', (e) => {
    if (!screen && !location.hash.startsWith('#/play/') && (e.key === null || e.key.startsWith('spieltisch.save.'))) showHome();
  });
  onLangChange(() => { if (!screen) route(); });
  route();
  try {
    await engineReady;
  } catch {
    return;
  }
  registerServiceWorker();
}

/** Loads the wasm with a progress bar (a bar of its own: routes redraw `root`). */
async function startEngine() {
  const bar = h('progress', { max: 1 });
  const label = h('span', { text: t('loadingEngine') });
  const box = h('div', { class: 'st-engine-progress', role: 'status', 'data-engine-progress': true }, label, bar);
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
    await loadEngine({ onProgress: (p) => { last = p; show(); } });
    gameList = engineGames();
  } finally {
    stop();
    box.remove();
  }
}

function route() {
  screen?.destroy();
  screen = null;
  clearScreenNotices();
  const m = location.hash.match(/^#\/play\/([\w-]+)$/);
  const fresh = location.hash.match(/^#\/new\/([\w-]+)$/);
  if (m) openGame(m[1]);
  else showHome();
  if (fresh) root.querySelector(`[data-game="${fresh[1]}"] [data-action="new-game"]`)?.click();
}

function showHome() {
  document.title = t('appTitle');
  renderHome(root, {
    games: gameList,
    onStart: startGame,
    onResume: (id) => { location.hash = `#/play/${id}`; },
    onAbout: () => aboutDialog(),
  });
}

async function startGame({ game, players, names, seed, computers = null }) {
  try {
    await engineReady;
  } catch {
    return; // the page says why
  }
  let session;
  try {
    session = new Session({ game, players, names, seed: seed ?? randomSeed(), id: newSaveId(), computers });
  } catch (e) {
    notify(e.message, { kind: 'error' });
    return;
  }
  live.set(session.id, session);
  location.hash = `#/play/${session.id}`;
}

async function openGame(id) {
  if (!isLoaded()) {
    replace(root, h('p', { class: 'st-loading', 'data-waiting-engine': true, text: t('loading') }));
    try {
      await engineReady;
    } catch {
      return;
    }
    if (location.hash !== `#/play/${id}`) return; // the player went elsewhere meanwhile
  }
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
    onRematch: () => startGame({ game: session.game, players: session.players, names: session.names, seed: null, computers: session.computers }),
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
      restartEngine().catch(() => {});
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
