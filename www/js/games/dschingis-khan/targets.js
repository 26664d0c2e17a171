// What may be clicked now, derived only from the engine's legal moves, so
// the board never offers a move the rules refuse.
//
// Target keys (stable; the overlay buttons carry them as data-key):
//   token:<kind>   a token kind in the active supply (selects it)
//   village:<id>   a village (setup, scout entry, scout step)
//   wall:<line>    a free line (build a wall) or, while choosing a scout's
//                  way, a standing wall to climb up, pass or climb down at
//   tower:<id>     an end tower (only in a new-end tie: whose piece goes)
//   drawWall, drawToken, placeTokens, placeWalls, removeScout, road, cancel
//                  the buttons under the board
//
// A gate step is treated as climbing up and down at the same wall, so the
// choice between a gate and the walks to one village is one question:
// "at which wall does the scout go up (or through)?", then, if still open,
// "at which wall does he come down?".

const ACTIONS = ['drawWall', 'drawToken', 'placeTokens', 'placeWalls', 'removeScout'];
const STEPS = new Set(['road', 'gate', 'walk']);

/**
 * Groups the legal moves.
 * @param {import('../../types').Move[]} moves  legal moves
 * @param {(a:number, b:number) => number|undefined} lineBetween  the line separating two neighbours
 * @param {number|null} scout  the scout's village (the start of a step)
 */
export function analyse(moves, lineBetween, scout) {
  const a = { mode: null, kinds: [], villages: new Map(), actions: new Map(), walls: new Map() };
  const kinds = new Set();
  for (const m of moves) {
    if (ACTIONS.includes(m.type)) {
      a.actions.set(m.type, m);
      a.mode ??= ['drawWall', 'drawToken'].includes(m.type) ? 'draw' : 'choose';
    } else if (m.type === 'setupToken' || STEPS.has(m.type)) {
      a.mode = m.type === 'setupToken' ? 'setupToken' : 'step';
      kinds.add(m.token);
      const village = m.type === 'setupToken' ? m.village : m.to;
      add(a.villages, village, { kind: m.token, ...route(m, lineBetween, scout), move: m });
    } else if (m.type === 'setupScout' || m.type === 'enter') {
      a.mode = m.type;
      add(a.villages, m.village, { move: m });
    } else if (m.type === 'buildWall') {
      a.mode = 'walls';
      add(a.walls, m.line, m);
    }
  }
  a.kinds = [...kinds];
  return a;
}

function add(map, key, value) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(value);
}

/** A scout step as {via, up, down}: the walls climbed (or passed) and left. */
function route(m, lineBetween, scout) {
  if (m.type === 'road') return { via: 'road', up: null, down: null };
  if (m.type === 'gate') {
    const line = lineBetween(scout, m.to);
    return { via: 'gate', up: line, down: line };
  }
  if (m.type === 'walk') return { via: 'walk', up: m.climb, down: m.descend };
  return { via: null, up: null, down: null };
}

/** The ways to `village` with token `kind` (every kind for moves without one). */
function routesTo(a, village, kind) {
  return (a.villages.get(village) || []).filter((r) => r.kind === undefined || r.kind === kind);
}

/** Keeps a selection only while it still fits the legal moves; picks a token kind if needed. */
export function validSelection(a, sel) {
  const kind = a.kinds.includes(sel?.kind) ? sel.kind : a.kinds[0] ?? null;
  const out = { kind, choice: null, line: null };
  if (sel?.choice && routesTo(a, sel.choice.to, kind).length > 1) {
    const up = sel.choice.up;
    const keepUp = up !== undefined && up !== null && routesTo(a, sel.choice.to, kind).filter((r) => r.up === up).length > 1;
    out.choice = { to: sel.choice.to, up: keepUp ? up : null };
  }
  if (sel?.line !== undefined && sel.line !== null && (a.walls.get(sel.line) || []).length > 1) out.line = sel.line;
  return out;
}

/**
 * The clickable places for the current selection: Map(key → action), where
 * action is {move} (clicking plays it) or {select} (clicking changes the selection).
 */
export function targetsFor(a, sel) {
  const out = new Map();
  for (const [type, move] of a.actions) out.set(type, { move });
  if (a.mode === 'setupToken' || a.mode === 'step') {
    for (const kind of a.kinds) out.set(`token:${kind}`, { select: { kind } });
    if (sel.choice) return routeChoice(a, sel, out);
    for (const village of a.villages.keys()) {
      const routes = routesTo(a, village, sel.kind);
      if (routes.length === 1) out.set(`village:${village}`, { move: routes[0].move });
      else if (routes.length > 1) out.set(`village:${village}`, { select: { kind: sel.kind, choice: { to: village, up: null } } });
    }
  } else if (a.mode === 'setupScout' || a.mode === 'enter') {
    for (const [village, [only]] of a.villages) out.set(`village:${village}`, { move: only.move });
  } else if (a.mode === 'walls') {
    if (sel.line !== null) {
      out.set('cancel', { select: { line: null } });
      for (const m of a.walls.get(sel.line)) out.set(`tower:${m.removeEnd}`, { move: m });
      return out;
    }
    for (const [line, moves] of a.walls) out.set(`wall:${line}`, moves.length === 1 ? { move: moves[0] } : { select: { line } });
  }
  return out;
}

/** Several ways lead to one village: the walls to go up at, then to come down at. */
function routeChoice(a, sel, out) {
  const { to } = sel.choice;
  const routes = routesTo(a, to, sel.kind);
  // one wall to go up at and no road: only the way down is a question
  const ups = new Set(routes.map((r) => r.up));
  const up = sel.choice.up ?? (ups.size === 1 && !ups.has(null) ? [...ups][0] : null);
  out.set('cancel', { select: { kind: sel.kind, choice: null } });
  out.set(`village:${to}`, { select: { kind: sel.kind, choice: null } });
  if (up !== null) {
    for (const r of routes.filter((x) => x.up === up)) out.set(`wall:${r.down}`, { move: r.move, role: r.via === 'gate' ? 'gate' : 'down' });
    return out;
  }
  for (const r of routes) {
    if (r.via === 'road') {
      out.set('road', { move: r.move });
      continue;
    }
    const same = routes.filter((x) => x.up === r.up);
    out.set(`wall:${r.up}`, same.length === 1
      ? { move: r.move, role: r.via === 'gate' ? 'gate' : 'up' }
      : { select: { kind: sel.kind, choice: { to, up: r.up } }, role: 'up' });
  }
  return out;
}

/** The wall the scout climbs on the way being chosen, once it is settled (drawn as chosen). */
export function climbWall(a, sel) {
  if (!sel.choice) return null;
  if (sel.choice.up !== null) return sel.choice.up;
  const ups = new Set(routesTo(a, sel.choice.to, sel.kind).map((r) => r.up));
  return ups.size === 1 && !ups.has(null) ? [...ups][0] : null;
}
