// Autosave of the play screen: the save is written after every move, only over
// the revision this tab last read or wrote (saves.js), and a newer revision
// written by another tab is taken instead of overwritten (www/README.md, Saves).

import { t } from '../i18n.js';
import { notify, clearNotice } from '../notices.js';
import { ReplayError } from '../session.js';
import { saveOf, writeSave, readSave, saveKey, storedRevision, checkReplay, SaveProblem } from '../saves.js';
import { problemText } from '../home-screen.js';
import { exportGame } from './export-dialog.js';

export class Autosave {
  /** @param {import('../play-screen.js').PlayScreen} screen */
  constructor(screen) {
    this.screen = screen;
    this.deleted = false; // the save was deleted in another tab: never write it again
    // Another tab may have moved on since this session was read: take its save.
    this.onStorage = (e) => { if (e.key === saveKey(screen.session.id) || e.key === null) this.sync(); };
    window.addEventListener('storage', this.onStorage);
  }

  dispose() {
    window.removeEventListener('storage', this.onStorage);
  }

  /** Writes the save unless another tab moved on or deleted it; says when storage fails. */
  persist() {
    const s = this.screen;
    if (this.deleted) return;
    const result = writeSave(saveOf(s.session, s.progress()), s.session.revision);
    if (result.ok) {
      s.session.revision = result.revision;
      clearNotice('storage');
      return;
    }
    if (result.reason === 'newer' || result.reason === 'deleted') {
      this.sync();
      return;
    }
    // a frame in someone's page whose browser keeps nothing for it (a
    // sandbox, blocked third-party storage) plays on as frames always did,
    // without a notice taking the room its page gave it (www/README.md)
    if (result.reason === 'unavailable' && s.mode === 'embed') return;
    notify(t(result.reason === 'full' ? 'storageFull' : 'storageUnavailable'), {
      kind: 'warn', key: 'storage', timeout: 0,
      actions: [{ label: t('export'), run: () => exportGame(s) }],
    });
  }

  /**
   * Takes the stored save when another tab has written a newer revision (and
   * shows it), or stops saving when the save was deleted there. Returns true
   * when the position on screen changed or play must stop.
   */
  sync() {
    const s = this.screen;
    if (this.deleted) return true;
    const stored = storedRevision(s.session.id);
    if (stored === null) {
      if (s.session.revision === 0) return false; // not written yet
      this.deleted = true;
      notify(t('deletedElsewhere'), { kind: 'warn', key: 'storage', timeout: 0, actions: [{ label: t('export'), run: () => exportGame(s) }] });
      return true;
    }
    if (stored <= s.session.revision) return false;
    const found = readSave(s.session.id);
    s.computers.cancel(); // its answer would be for the old position
    try {
      if (!found?.save) throw found?.problem || new SaveProblem('json');
      s.session.rebuild(found.save.moves);
      checkReplay(found.save, s.session);
    } catch (e) {
      // The other tab wrote what this one cannot follow: stop writing, say why.
      this.deleted = true;
      const message = e instanceof SaveProblem ? problemText(e) : e instanceof ReplayError ? t('saveProblemReplay', { n: e.index + 1, message: e.message }) : String(e.message || e);
      notify(message, { kind: 'error', key: 'storage', timeout: 0 });
      return true;
    }
    s.session.revision = found.save.revision ?? stored;
    notify(t('continuedElsewhere'), { kind: 'info', key: 'storage', timeout: 8000 });
    s.tookOver();
    return true;
  }
}
