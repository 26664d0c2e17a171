// What may be clicked now, derived only from the engine's legal moves, so
// the board can never offer a move the rules refuse.
//
// A "target" is a place on the board with a stable key:
//   hand:<kind>            a card kind in the hand (selects it)
//   tile:<section>:<value> an open fame tile (selects it, during scoring)
//   section:<section>      the right end of a section (plays there)
//   stack:<section>:<i>    a card (Dragon covers it, or the fame tile goes on it)
//   draw                   the Draw button

/** Groups the legal moves by what the player picks first. */
export function analyse(moves) {
  const a = { placeTile: null, hand: new Map(), draw: null };
  for (const m of moves) {
    if (m.type === 'placeTile') {
      a.placeTile ??= { section: m.section, tiles: new Map() };
      const stacks = a.placeTile.tiles.get(m.tile) || [];
      stacks.push(m.stack);
      a.placeTile.tiles.set(m.tile, stacks);
    } else if (m.type === 'draw') {
      a.draw = m;
    } else if (m.type === 'play' || m.type === 'ride') {
      const kind = m.type === 'ride' ? 'horseman' : m.kind;
      entry(a, kind).plays.push(m);
    } else if (m.type === 'cover') {
      entry(a, 'dragon').covers.push(m);
    }
  }
  for (const e of a.hand.values()) e.maxCount = Math.max(1, ...e.plays.map((m) => m.count));
  return a;
}

function entry(a, kind) {
  if (!a.hand.has(kind)) a.hand.set(kind, { plays: [], covers: [], maxCount: 1 });
  return a.hand.get(kind);
}

/**
 * The clickable places for the current selection, as Map(key → action) where
 * action is {move} (clicking plays it) or {select} (clicking changes the selection).
 * selection: null | {kind, count} | {tile}
 */
export function targetsFor(a, selection) {
  const out = new Map();
  if (a.placeTile) {
    const { section, tiles } = a.placeTile;
    for (const tile of tiles.keys()) out.set(`tile:${section}:${tile}`, { select: { tile } });
    const stacks = selection?.tile !== undefined ? tiles.get(selection.tile) || [] : [];
    for (const stack of stacks) out.set(`stack:${section}:${stack}`, { move: { type: 'placeTile', section, tile: selection.tile, stack } });
    return out;
  }
  for (const kind of a.hand.keys()) out.set(`hand:${kind}`, { select: { kind, count: 1 } });
  if (a.draw) out.set('draw', { move: a.draw });
  if (selection?.kind) {
    const e = a.hand.get(selection.kind);
    if (!e) return out;
    for (const m of e.plays) if (m.count === selection.count) out.set(`section:${m.section}`, { move: m });
    if (selection.count === 1) for (const m of e.covers) out.set(`stack:${m.section}:${m.stack}`, { move: m });
  }
  return out;
}

/** Keeps a selection only while it still fits the legal moves. */
export function validSelection(a, selection) {
  if (!selection) return null;
  if (selection.tile !== undefined) return a.placeTile?.tiles.has(selection.tile) ? selection : null;
  const e = a.hand.get(selection.kind);
  if (!e) return null;
  return { kind: selection.kind, count: Math.min(Math.max(1, selection.count), e.maxCount) };
}

/** During scoring with only one distinct tile value there is nothing to choose. */
export function autoSelection(a) {
  if (a.placeTile && a.placeTile.tiles.size === 1) return { tile: [...a.placeTile.tiles.keys()][0] };
  return null;
}
