// Field names of Grand Conquest, the same on the map, in the log, the
// tooltips, the screen-reader labels and the hint (issue 23): a letter for
// the part of the map and a number within it, "S12", "O7", "B3", "I20".
//
//   island   its seat's initial (Süd/West/Nord/Ost; in English S/W/N/E) or
//            M (Mitte; English C, centre): land fields numbered in reading
//            order (top to bottom, left to right as the map is drawn), then
//            the island's harbours (the sea fields at its quays)
//   B        bridge fields, bridge by bridge, from its first island
//   I        the inner sea (near the centre), clockwise from the top
//   A        the outer sea (English O): the outer ring clockwise from the
//            top, then the straits
//
// The map prints the number in every field and each island's letter once;
// sea and bridge fields carry the whole name. DOM-free (Node tests import it).

const LETTERS = {
  de: { S: 'S', W: 'W', N: 'N', E: 'O', C: 'M', B: 'B', I: 'I', A: 'A' },
  en: { S: 'S', W: 'W', N: 'N', E: 'E', C: 'C', B: 'B', I: 'I', A: 'O' },
};

/** @typedef {{group: string[], number: number[], anchors: Map<string, [number, number]>}} FieldIndex */
/**
 * Each view brings its own copy of the board (a new object per move), so the
 * index is kept by the board's content; the object cache spares the
 * stringify on the many calls within one drawing.
 * @type {WeakMap<object, FieldIndex>}
 */
const byObject = new WeakMap();
/** @type {Map<string, FieldIndex>} */
const byContent = new Map();

/** Clockwise angle from the top (the map's y grows downwards), 0 ≤ a < 2π. */
function angle(f, cx, cy) {
  const a = Math.atan2(f.x - cx, -(f.y - cy));
  return a < 0 ? a + 2 * Math.PI : a;
}

/**
 * Per field its group ('S', 'W', 'N', 'E', 'C' for an island, 'B', 'I',
 * 'A') and number (from 1), and where each island's letter is printed.
 * Computed once per board (the view's `board`).
 */
export function fieldIndex(board) {
  const known = byObject.get(board);
  if (known) return known;
  const content = JSON.stringify(board);
  const same = byContent.get(content);
  if (same) {
    byObject.set(board, same);
    return same;
  }
  const index = computeIndex(board);
  // one board per game; a few kept in case of several boards on a page
  if (byContent.size >= 4) byContent.delete(byContent.keys().next().value ?? '');
  byContent.set(content, index);
  byObject.set(board, index);
  return index;
}

/** @returns {FieldIndex} */
function computeIndex(board) {
  const fields = board.fields;
  const cx = (board.width ?? 1000) / 2;
  const cy = (board.height ?? 1000) / 2;
  const group = fields.map(() => 'A');
  const quay = new Map();
  for (const e of board.edges || []) {
    if (e.medium !== 'quay') continue;
    const [sea, land] = fields[e.a].kind === 'sea' ? [e.a, e.b] : [e.b, e.a];
    if (!quay.has(sea) && fields[land].island) quay.set(sea, fields[land].island);
  }
  const inner = 0.4 * Math.min(cx, cy);
  fields.forEach((f, i) => {
    if (f.kind === 'land') group[i] = f.island || 'B';
    else if (f.harbour && quay.has(i)) group[i] = quay.get(i);
    else group[i] = Math.hypot(f.x - cx, f.y - cy) < inner ? 'I' : 'A';
  });
  const order = new Map();
  fields.forEach((f, i) => {
    const g = group[i];
    if (!order.has(g)) order.set(g, []);
    order.get(g).push(i);
  });
  const number = fields.map(() => 0);
  const rOuter = Math.max(...fields.map((f) => Math.hypot(f.x - cx, f.y - cy)));
  for (const [g, list] of order) {
    let sorted;
    if (g === 'B') {
      // bridge by bridge, in the order the board lists its fields
      const bridges = board.bridges || [];
      sorted = bridges.flatMap((b) => b.fields).filter((i) => group[i] === 'B');
      sorted.push(...list.filter((i) => !sorted.includes(i)));
    } else if (g === 'I' || g === 'A') {
      // the ring (far out for A) first, clockwise from the top; then the rest (straits) the same way
      const ring = (i) => (g === 'A' && Math.hypot(fields[i].x - cx, fields[i].y - cy) < rOuter - 20 ? 1 : 0);
      sorted = [...list].sort((a, b) => ring(a) - ring(b) || angle(fields[a], cx, cy) - angle(fields[b], cx, cy) || a - b);
    } else {
      // an island: land in reading order, then its harbours
      const sea = (i) => (fields[i].kind === 'sea' ? 1 : 0);
      sorted = [...list].sort((a, b) => sea(a) - sea(b) || fields[a].y - fields[b].y || fields[a].x - fields[b].x || a - b);
    }
    sorted.forEach((f, k) => { number[f] = k + 1; });
  }
  // where an island's letter goes: the middle of its land, or beside it, away from every field
  const anchors = new Map();
  for (const [g, list] of order) {
    if (g === 'B' || g === 'I' || g === 'A') continue;
    const land = list.filter((i) => fields[i].kind === 'land');
    const xs = land.map((i) => fields[i].x);
    const ys = land.map((i) => fields[i].y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    // the free point (30 units from every field) nearest the middle of its land, within 90 units of it
    const clearance = (x, y) => Math.min(...fields.map((f) => Math.hypot(f.x - x, f.y - y)));
    let best = null;
    for (let y = y0 - 90; y <= y1 + 90; y += 6) {
      for (let x = x0 - 90; x <= x1 + 90; x += 6) {
        const d = Math.hypot(x - mx, y - my);
        if (best && d >= best.d) continue;
        if (clearance(x, y) >= 30) best = { x, y, d };
      }
    }
    anchors.set(g, best ? [best.x, best.y] : [mx, my]);
  }
  return { group, number, anchors };
}

/** The letter of a group in `lang`. */
export function groupLetter(g, lang) {
  return (LETTERS[lang] || LETTERS.en)[g] ?? g;
}

/** A field's name, "S12". */
export function fieldName(board, f, lang) {
  if (!board?.fields?.[f]) return String(f + 1);
  const { group, number } = fieldIndex(board);
  return `${groupLetter(group[f], lang)}${number[f]}`;
}

/** What the map prints in a field: the number on an island, the whole name elsewhere. */
export function fieldLabel(board, f, lang) {
  const { group, number } = fieldIndex(board);
  const g = group[f];
  return g === 'B' || g === 'I' || g === 'A' ? `${groupLetter(g, lang)}${number[f]}` : String(number[f]);
}
