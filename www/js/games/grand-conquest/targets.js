// The legal moves of Grand Conquest sorted for the board: per piece its
// destinations (a move, boarding an own vessel, a take), the Abtausch
// answers and the end of the turn; what a vessel carries.

/** How many fields each kind may go in one turn. */
export const RANGE = { soldier: 2, elephant: 6, rider: 6, chariot: 8, ship: 6, galleon: 8 };

/** The legal moves sorted for the board: per piece its destinations. */
export function analyse(moves, pieces) {
  const go = new Map();
  const abtausch = [];
  let endTurn = false;
  let decline = false;
  for (const m of moves) {
    if (m.type === 'go') {
      if (!go.has(m.piece)) go.set(m.piece, new Map());
      const t = go.get(m.piece).get(m.to) || {};
      if (m.waive) t.waive = m;
      else t.move = m;
      go.get(m.piece).set(m.to, t);
    } else if (m.type === 'abtausch') abtausch.push(m.piece);
    else if (m.type === 'endTurn') endTurn = true;
    else if (m.type === 'decline') decline = true;
  }
  const top = new Map(pieces.flatMap((p, i) => (p.place.field !== undefined ? [[p.place.field, p]] : [])));
  for (const [id, targets] of go) {
    for (const [to, t] of targets) {
      const there = top.get(to);
      t.kind = !there ? 'move' : there.owner === pieces[id].owner ? 'board' : 'take';
    }
  }
  return { go, abtausch, endTurn, decline };
}


export function cargoOf(pieces, id) {
  return pieces.flatMap((p, i) => (p.place.aboard === id ? [i] : []));
}

export function deepCargo(pieces, id) {
  const direct = cargoOf(pieces, id);
  return direct.flatMap((c) => [c, ...cargoOf(pieces, c)]);
}
