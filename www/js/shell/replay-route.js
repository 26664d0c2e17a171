// `#/replay/<id>`: opens the replay screen for a finished game, from a session
// played in this page or from its save. The engine refuses unfinished games
// (`game_not_finished`); the page then says so and goes back.

import { t } from './i18n.js';
import { notify } from './notices.js';
import { EngineError } from './engine.js';
import { saveOf } from './saves.js';
import { loadRenderer } from '../games/index.js';
import { createReplayScreen } from './replay.js';
import { rw } from './replay-strings.js';

/**
 * @param {HTMLElement} root
 * @param {string} id   the save id
 * @param {{back: string, live: Map<string, import('./session.js').Session>,
 *   gameList: readonly import('./home-screen.js').GameInfo[], resume(id: string): import('./session.js').Session | null,
 *   showProblem(text: string): void, setScreen(screen: object): void}} o
 *   from app.js: `back` (the route to return to), `live` (sessions of this
 *   page), `gameList`, `resume(id)`, `showProblem(text)`, `setScreen(screen)`
 */
export async function openReplay(root, id, o) {
  let session = o.live.get(id);
  if (!session) {
    session = o.resume(id);
    if (!session) return;
    o.live.set(id, session);
  }
  const info = o.gameList.find((g) => g.id === session.game);
  const renderer = await loadRenderer(session.game);
  if (!renderer || !info) {
    o.showProblem(t('unknownGame', { game: session.game }));
    return;
  }
  const status = session.status();
  const save = saveOf(session, { moves: session.moves.length, finished: status.finished, active: status.active, winners: status.winners || null });
  try {
    document.title = `${info.name} – ${rw('replay')} – ${t('appTitle')}`;
    o.setScreen(createReplayScreen(root, { save, renderer, info, onClose: () => { location.hash = o.back; } }));
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    notify(rw('replayRefused', { message: e.message }), { kind: 'error', key: 'replay', timeout: 8000 });
    location.hash = o.back;
  }
}
