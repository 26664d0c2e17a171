// Reading the log: which events are "news" for the person on screen, the
// scout's route this turn, and words-ready copies of the events.
//
// The engine's events name lines by id and list the villages that changed
// side, but not where they went. `annotate` adds what a sentence needs: the
// two villages beside a line, and the new country of each changed village.
// Countries only ever change through these recorded flips (the engine logs
// every one in `changedSide`), so following them from the initial sides is
// bookkeeping of the log, not a rule.

/** The log with `between`, `closedBetween`, `toMongolia` and `toChina` filled in. */
export function annotate(v) {
  const lines = v.board.lineVillages;
  const mongolia = new Set(v.board.initialMongolia);
  return v.log.map((e) => {
    if (e.event === 'tokenPlaced') return { ...e, closedBetween: e.closed.map((l) => lines[l]) };
    if (e.event !== 'wallBuilt') return e;
    const toMongolia = [];
    const toChina = [];
    for (const village of e.changedSide) {
      if (mongolia.delete(village)) toChina.push(village);
      else {
        mongolia.add(village);
        toMongolia.push(village);
      }
    }
    return { ...e, between: lines[e.line], toMongolia, toChina };
  });
}

function lastIndex(list, pred, before = list.length) {
  for (let i = Math.min(before, list.length) - 1; i >= 0; i--) if (pred(list[i])) return i;
  return -1;
}

const turnStart = (e) => e.event === 'turnStarted';

/**
 * Where the news starts for `viewer`: right after the viewer's previous
 * turn (so others' turns since then and the current turn count), or for a
 * spectator the last round.
 */
export function newsStart(log, viewer, players) {
  if (typeof viewer !== 'number') {
    let i = log.length;
    for (let k = 0; k < players && i > 0; k++) i = lastIndex(log, turnStart, i);
    return Math.max(0, i);
  }
  const current = lastIndex(log, turnStart);
  const mine = current >= 0 && log[current].seat === viewer;
  const own = lastIndex(log, (e) => turnStart(e) && e.seat === viewer, mine ? current : log.length);
  if (own < 0) return 0;
  const next = log.findIndex((e, i) => i > own && turnStart(e));
  return next < 0 ? log.length : next;
}

/**
 * The scout steps of the current turn, or of the turn before while the
 * current one has none yet (so the next player sees where the last went):
 * [{seat, from, to}].
 */
export function turnPath(log) {
  const steps = (from, to) => log.slice(from + 1, to).filter((e) => e.event === 'tokenPlaced').map((e) => ({ seat: e.seat, from: e.from, to: e.to }));
  const start = lastIndex(log, turnStart);
  const current = steps(start, log.length);
  return current.length || start < 0 ? current : steps(lastIndex(log, turnStart, start), start);
}

/**
 * The wall news since `from` (annotated events): walls removed (and still
 * free), villages whose country changed, and the events worth a line: every
 * loop or new end that moved the Great Wall, and those of `viewer`'s own
 * turn (when the new wall itself was taken away again).
 */
export function wallNews(events, from, standing, viewer) {
  const removed = new Set();
  const changed = new Set();
  const resolved = [];
  const ownTurn = lastIndex(events, turnStart);
  const mine = ownTurn >= 0 && events[ownTurn].seat === viewer;
  events.slice(from).forEach((e, k) => {
    if (e.event !== 'wallBuilt') return;
    for (const l of e.removed) removed.add(l);
    for (const v of e.changedSide) changed.has(v) ? changed.delete(v) : changed.add(v);
    const moved = e.removal.piece === 'mainSection' || e.removal.piece === 'endPiece';
    if (e.effect.effect !== 'branch' && (moved || (mine && from + k > ownTurn))) resolved.push(e);
  });
  for (const l of standing) removed.delete(l);
  return { removed, changed, resolved };
}

/** Villages where someone else laid a token since `from`. */
export function freshVillages(events, from, viewer) {
  const out = new Set();
  for (const e of events.slice(from)) {
    if ((e.event === 'tokenPlaced' || e.event === 'setupToken') && e.seat !== viewer) out.add(e.to ?? e.village);
  }
  return out;
}
