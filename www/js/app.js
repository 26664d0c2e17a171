// The full app (www/index.html): routes between the start page and the play
// screen. Routes live in the URL fragment so a reload lands on the same game:
//   #/            start page
//   #/play/<id>   the game saved under <id> (resumed from its autosave)

import { h, replace } from './shell/dom.js';
import { t, onLangChange } from './shell/i18n.js';
import { notify } from './shell/notices.js';
import { loadEngine, games as engineGames, armFault, EngineError, EnginePanic } from './shell/engine.js';
import { Session, ReplayError, randomSeed } from './shell/session.js';
import { readSave, newSaveId } from './shell/saves.js';
import { renderHome, problemText } from './shell/home-screen.js';
import { createPlayScreen } from './shell/play-screen.js';
import { loadRenderer } from './games/index.js';
import { aboutDialog } from './shell/about.js';

const root = document.getElementById('app');
let gameList = [];
let screen = null;
// Sessions started or resumed in this page, by id: a game stays playable
// when localStorage is unavailable and the route cannot be read back.
const live = new Map();

async function main() {
  replace(root, h('p', { class: 'st-loading', text: t('loading') }));
  try {
    await loadEngine();
    gameList = engineGames();
  } catch (e) {
    replace(root, h('p', { class: 'st-fatal', role: 'alert', text: t('engineLoadFailed', { message: e.message }) }));
    return;
  }
  if (new URLSearchParams(location.search).has('debug')) {
    globalThis.spieltischDebug = { armFault };
  }
  window.addEventListener('hashchange', route);
  onLangChange(() => { if (!screen) route(); });
  route();
}

function route() {
  screen?.destroy();
  screen = null;
  const m = location.hash.match(/^#\/play\/([\w-]+)$/);
  if (m) openGame(m[1]);
  else showHome();
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

function startGame({ game, players, names, seed, computers = null }) {
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
  let session = live.get(id);
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
  try {
    return new Session({
      game: save.game, players: save.options.players, names: save.options.names,
      seed: save.seed, moves: save.moves, id: save.id || id, createdAt: save.createdAt,
      computers: save.options.computers ?? null,
    });
  } catch (e) {
    if (e instanceof ReplayError) showProblem(t('saveProblemReplay', { n: e.index + 1, message: e.message }));
    else if (e instanceof EngineError || e instanceof EnginePanic) showProblem(e.message);
    else throw e;
    return null;
  }
}

function showProblem(message) {
  replace(root, h('section', { class: 'st-problem' },
    h('p', { role: 'alert', 'data-problem': true, text: message }),
    h('a', { class: 'st-btn st-btn-primary', href: '#/', text: t('backToMenu') })));
}

main();
