// Saves in localStorage, one key per game: `spieltisch.save.<id>`.
//
// A save is {format, saveVersion, id, game, options:{players, names,
// computers?}, seed, moves, savedAt, createdAt, progress, revision, engine,
// stateHash}. `computers` (per seat a level or null for a person) is absent
// in saves from before computer players: every seat is then a person. Only
// seed + moves carry the game (replaying them gives back every state
// exactly); `progress` is a summary for the list so that listing needs no
// replay. `engine` and `stateHash` say where the replay ended when the save
// was written: loading compares, so a change of rules is named, not silent.
// `revision` counts the writes: a tab writes only over the revision it last
// saw, so two tabs on one game never overwrite each other (see writeSave).
//
// Nothing here ever deletes a save on its own: a save that cannot be read
// stays where it is, and the list shows why. Only deleteSave, called after
// the user confirmed, removes one.

import { isLevel } from './bot.js';

export const SAVE_FORMAT = 'spieltisch-save';
/** 2: revision, engine and stateHash. 1 is still read (without the hash check); 0 or none is too old. */
export const SAVE_VERSION = 2;
const PREFIX = 'spieltisch.save.';

/** Why a save cannot be used: `kind` picks the message (saveProblem<Kind> in i18n). */
export class SaveProblem extends Error {
  constructor(kind, vars = {}) {
    super(`${kind}: ${JSON.stringify(vars)}`);
    this.name = 'SaveProblem';
    this.kind = kind; // 'json' | 'foreign' | 'old' | 'newer' | 'game' | 'shape' | 'replay' | 'changed'
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

/** Builds the save document of a session (`revision` is set by writeSave). */
export function saveOf(session, progress) {
  return {
    format: SAVE_FORMAT,
    saveVersion: SAVE_VERSION,
    id: session.id,
    game: session.game,
    options: { players: session.players, names: session.names.slice(), computers: session.computers.slice(), ...(session.remote?.some(Boolean) ? { remote: session.remote.slice() } : {}) },
    seed: session.seed,
    moves: session.moves.slice(),
    createdAt: session.createdAt,
    savedAt: new Date().toISOString(),
    progress,
    revision: session.revision,
    engine: session.engine(),
    stateHash: session.hash(),
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
  if (doc.saveVersion === undefined || doc.saveVersion === null || doc.saveVersion === 0) {
    throw new SaveProblem('old');
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
      !o.computers.every((c) => c === null || isLevel(c, doc.game)))) {
    throw new SaveProblem('shape', { detail: 'options.computers' });
  }
  // Seats on other devices (optional: only tables across devices have them).
  if (o.remote !== undefined && (!Array.isArray(o.remote) || o.remote.length !== o.players || !o.remote.every((r) => typeof r === 'boolean'))) {
    throw new SaveProblem('shape', { detail: 'options.remote' });
  }
  if (!Number.isSafeInteger(doc.seed) || doc.seed < 0) throw new SaveProblem('shape', { detail: 'seed' });
  if (!Array.isArray(doc.moves) || !doc.moves.every((m) => m && typeof m === 'object' && typeof m.type === 'string')) {
    throw new SaveProblem('shape', { detail: 'moves' });
  }
  if (doc.saveVersion >= 2) {
    if (!Number.isSafeInteger(doc.revision) || doc.revision < 0) throw new SaveProblem('shape', { detail: 'revision' });
    if (typeof doc.engine !== 'string') throw new SaveProblem('shape', { detail: 'engine' });
    if (typeof doc.stateHash !== 'string' || !/^[0-9a-f]{16}$/.test(doc.stateHash)) throw new SaveProblem('shape', { detail: 'stateHash' });
  }
  // What the saves list, the export file name and the resumed session read.
  if (doc.id !== undefined && doc.id !== null && (typeof doc.id !== 'string' || !/^[\w-]{1,100}$/.test(doc.id))) {
    throw new SaveProblem('shape', { detail: 'id' });
  }
  for (const field of ['savedAt', 'createdAt']) {
    const v = doc[field];
    if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > 100)) throw new SaveProblem('shape', { detail: field });
  }
  checkProgress(doc.progress, o.players);
}

/**
 * `progress`, the list's summary: absent or null (an export made while the
 * engine was busy), else {moves, finished, active, winners} with seats in
 * range. A summary the list cannot show makes the save a 'shape' problem,
 * listed with its reason like any other.
 */
function checkProgress(p, players) {
  if (p === undefined || p === null) return;
  const bad = (field) => new SaveProblem('shape', { detail: field ? `progress.${field}` : 'progress' });
  if (typeof p !== 'object' || Array.isArray(p)) throw bad();
  const seat = (s) => Number.isInteger(s) && s >= 0 && s < players;
  const seats = (v) => Array.isArray(v) && v.length <= players && v.every(seat);
  if (p.moves !== undefined && (!Number.isSafeInteger(p.moves) || p.moves < 0)) throw bad('moves');
  if (p.finished !== undefined && typeof p.finished !== 'boolean') throw bad('finished');
  if (p.active !== undefined && p.active !== null && !seats(p.active)) throw bad('active');
  if (p.winners !== undefined && p.winners !== null && !seats(p.winners)) throw bad('winners');
}

/**
 * Whether a replayed session ends where the save says: throws
 * SaveProblem('changed') when the engine now reaches another position (a
 * rule or the dealing changed since the save was written). Saves of format
 * 1 carry no hash and pass.
 */
export function checkReplay(save, session) {
  if (!save.stateHash) return;
  const now = session.hash();
  if (now !== save.stateHash) {
    throw new SaveProblem('changed', { engine: save.engine, current: session.engine() });
  }
}

/** The revision stored under `id`: a number, or null when there is no save. */
export function storedRevision(id) {
  const raw = storage()?.getItem(PREFIX + id);
  if (raw === null || raw === undefined) return null;
  try {
    const r = JSON.parse(raw).revision;
    return Number.isSafeInteger(r) ? r : 0;
  } catch {
    return 0;
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
    let raw = null;
    try {
      raw = s.getItem(key);
      entries.push({ id, save: parseSave(raw, knownGames) });
    } catch (e) {
      // One entry that cannot be read never hides the others.
      entries.push({ id, problem: e instanceof SaveProblem ? e : new SaveProblem('shape', { detail: String(e?.message || e).slice(0, 80) }), raw });
    }
  }
  const time = (e) => Date.parse(e.save?.savedAt) || 0;
  return entries.sort((a, b) => time(b) - time(a));
}

/** The save with `id`: `{save}`, `{problem, raw}`, or null when there is none. */
export function readSave(id, knownGames) {
  if (!/^[\w-]{1,100}$/.test(String(id))) return null;
  const s = storage();
  const raw = s?.getItem(PREFIX + id);
  if (raw === null || raw === undefined) return null;
  try {
    return { save: parseSave(raw, knownGames) };
  } catch (e) {
    return { problem: e instanceof SaveProblem ? e : new SaveProblem('shape', { detail: String(e?.message || e).slice(0, 80) }), raw };
  }
}

/**
 * Writes `save` as revision `previous + 1`, where `previous` is the revision
 * the writer last read or wrote (0: a new save). Refuses to write over a
 * newer revision (another tab moved on: reason 'newer') or to bring back a
 * save deleted elsewhere (reason 'deleted'). Returns {ok: true, revision} or
 * {ok: false, reason: 'unavailable' | 'full' | 'newer' | 'deleted'}; never throws.
 */
export function writeSave(save, previous = 0) {
  const s = storage();
  if (!s) return { ok: false, reason: 'unavailable' };
  try {
    const stored = storedRevision(save.id);
    if (stored === null && previous > 0) return { ok: false, reason: 'deleted' };
    if (stored !== null && stored > previous) return { ok: false, reason: 'newer' };
    const revision = previous + 1;
    s.setItem(PREFIX + save.id, JSON.stringify({ ...save, revision }));
    return { ok: true, revision };
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

/** The storage key of save `id` (for `storage` events). */
export const saveKey = (id) => PREFIX + id;

/** A file name for an export: spieltisch-<game>-<date>.json */
export function exportName(save) {
  const date = (save.savedAt || new Date().toISOString()).slice(0, 16).replace(/[:T]/g, '-');
  return `spieltisch-${save.game || 'save'}-${date}.json`;
}
