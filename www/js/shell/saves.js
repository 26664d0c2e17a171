// Saves in localStorage, one key per game: `spieltisch.save.<id>`.
//
// A save is {format, saveVersion, id, game, options:{players, names,
// computers?}, seed, moves, savedAt, createdAt, progress}. `computers` (per
// seat a level or null for a person) is absent in saves from before computer
// players: every seat is then a person. Only seed + moves carry the game
// (replaying them gives back every state exactly); `progress` is a summary
// for the list so that listing needs no replay.
//
// Nothing here ever deletes a save on its own: a save that cannot be read
// stays where it is, and the list shows why. Only deleteSave, called after
// the user confirmed, removes one.

import { isLevel } from './bot.js';

export const SAVE_FORMAT = 'spieltisch-save';
export const SAVE_VERSION = 1;
const PREFIX = 'spieltisch.save.';

/** Why a save cannot be used: `kind` picks the message (saveProblem<Kind> in i18n). */
export class SaveProblem extends Error {
  constructor(kind, vars = {}) {
    super(`${kind}: ${JSON.stringify(vars)}`);
    this.name = 'SaveProblem';
    this.kind = kind; // 'json' | 'foreign' | 'newer' | 'game' | 'shape' | 'replay'
    this.vars = vars;
  }
}

/** localStorage, or null where it is missing or throws on access (sandboxed iframes, blocked cookies). */
export function storage() {
  try {
    const s = globalThis.localStorage;
    if (!s) return null;
    s.length; // access can throw SecurityError
    return s;
  } catch {
    return null;
  }
}

export function newSaveId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Builds the save document of a session. */
export function saveOf(session, progress) {
  return {
    format: SAVE_FORMAT,
    saveVersion: SAVE_VERSION,
    id: session.id,
    game: session.game,
    options: { players: session.players, names: session.names.slice(), computers: session.computers.slice() },
    seed: session.seed,
    moves: session.moves.slice(),
    createdAt: session.createdAt,
    savedAt: new Date().toISOString(),
    progress,
  };
}

/** Parses and checks a save's text; throws SaveProblem. `knownGames` = ids the engine has. */
export function parseSave(text, knownGames) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new SaveProblem('json');
  }
  checkSave(doc, knownGames);
  return doc;
}

/** Structural checks; the replay (in Session) is the final check. */
export function checkSave(doc, knownGames) {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || doc.format !== SAVE_FORMAT) {
    throw new SaveProblem('foreign');
  }
  if (!Number.isInteger(doc.saveVersion) || doc.saveVersion < 1) {
    throw new SaveProblem('shape', { detail: 'saveVersion' });
  }
  if (doc.saveVersion > SAVE_VERSION) {
    throw new SaveProblem('newer', { found: doc.saveVersion, supported: SAVE_VERSION });
  }
  if (typeof doc.game !== 'string') throw new SaveProblem('shape', { detail: 'game' });
  if (knownGames && !knownGames.includes(doc.game)) throw new SaveProblem('game', { game: doc.game });
  const o = doc.options;
  if (!o || !Number.isInteger(o.players) || o.players < 1) throw new SaveProblem('shape', { detail: 'options.players' });
  if (!Array.isArray(o.names) || o.names.length !== o.players || !o.names.every((n) => typeof n === 'string')) {
    throw new SaveProblem('shape', { detail: 'options.names' });
  }
  // Computer seats (optional: saves from before computer players have none).
  if (o.computers !== undefined && (!Array.isArray(o.computers) || o.computers.length !== o.players ||
      !o.computers.every((c) => c === null || isLevel(c)))) {
    throw new SaveProblem('shape', { detail: 'options.computers' });
  }
  if (!Number.isSafeInteger(doc.seed) || doc.seed < 0) throw new SaveProblem('shape', { detail: 'seed' });
  if (!Array.isArray(doc.moves) || !doc.moves.every((m) => m && typeof m === 'object' && typeof m.type === 'string')) {
    throw new SaveProblem('shape', { detail: 'moves' });
  }
}

/**
 * All saves, newest first: `{id, save}` for good ones, `{id, problem, raw}`
 * for ones that cannot be used (kept, shown with the reason).
 */
export function listSaves(knownGames) {
  const s = storage();
  if (!s) return [];
  const entries = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key || !key.startsWith(PREFIX)) continue;
    const id = key.slice(PREFIX.length);
    const raw = s.getItem(key);
    try {
      entries.push({ id, save: parseSave(raw, knownGames) });
    } catch (e) {
      if (!(e instanceof SaveProblem)) throw e;
      entries.push({ id, problem: e, raw });
    }
  }
  const time = (e) => Date.parse(e.save?.savedAt) || 0;
  return entries.sort((a, b) => time(b) - time(a));
}

/** The save with `id`: `{save}`, `{problem, raw}`, or null when there is none. */
export function readSave(id, knownGames) {
  const s = storage();
  const raw = s?.getItem(PREFIX + id);
  if (raw === null || raw === undefined) return null;
  try {
    return { save: parseSave(raw, knownGames) };
  } catch (e) {
    if (!(e instanceof SaveProblem)) throw e;
    return { problem: e, raw };
  }
}

/** Writes a save. Returns {ok: true} or {ok: false, reason: 'unavailable' | 'full'}; never throws. */
export function writeSave(save) {
  const s = storage();
  if (!s) return { ok: false, reason: 'unavailable' };
  try {
    s.setItem(PREFIX + save.id, JSON.stringify(save));
    return { ok: true };
  } catch (e) {
    const full = e && (e.name === 'QuotaExceededError' || e.code === 22 || e.code === 1014);
    return { ok: false, reason: full ? 'full' : 'unavailable' };
  }
}

/** Removes a save; only ever called after the user asked for it. */
export function deleteSave(id) {
  try {
    storage()?.removeItem(PREFIX + id);
    return true;
  } catch {
    return false;
  }
}

/** A file name for an export: spieltisch-<game>-<date>.json */
export function exportName(save) {
  const date = (save.savedAt || new Date().toISOString()).slice(0, 16).replace(/[:T]/g, '-');
  return `spieltisch-${save.game || 'save'}-${date}.json`;
}
