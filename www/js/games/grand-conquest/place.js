// Free placement for Grand Conquest in the figure builder (issue 36): put
// pieces of a colour on fields, load cargo onto carriers, take pieces off,
// as the rulebook's examples (gc-1..gc-8) show them. Pure functions over the
// state document, no DOM (tests/node/place-grand-conquest.test.mjs runs
// them against the wasm engine, whose `validate` judges every result).
//
// Places are the board's markable() keys, `field:<n>` (fields numbered from
// 1). At an empty field: a piece of each kind of each seat that the field
// allows (vessels at sea, land pieces on land; no Elephant or Chariot on a
// Grail field, no Elephant on a suspension bridge, GC-04, GC-08, GC-09). At
// an occupied field: load a piece of its owner onto it when it carries
// (Soldiers onto Elephants and Chariots, any land piece onto a vessel; a
// Soldier onto the Elephant or Chariot a vessel carries), take one piece of
// its cargo off, or remove it with its cargo. A load is offered even when
// the carrier is full: the engine refuses it ("carries too much").
//
// The document stays as the engine keeps it: a piece never leaves
// `pieces` (ids are named in the log and the open Abtausch), a removed one
// is `gone`; a placed piece takes a gone one of its seat and kind when one
// is spare (the sum of `captured` counts taken pieces, and the engine wants
// at least so many gone), else a new one from the box (the set: 10 Soldiers,
// 4 Elephants, 4 Riders, 2 Chariots, 4 Ships, 2 Galleons per seat), else
// takes back a captured one (that seat's `captured` less one). A seat left
// with no piece sets `noPieces` (the game ends with this turn, as after a
// take that left a seat bare), cleared when every seat has pieces again.
// Victory points, penalties, festgesetzt and the Grail's holders the
// engine computes from the pieces.

import { w, seatName } from './strings.js';

/** @typedef {'soldier'|'elephant'|'rider'|'chariot'|'ship'|'galleon'} Kind */
/** @typedef {{field: number} | {aboard: number} | 'gone'} Place */
/** @typedef {{kind: Kind, owner: number, place: Place, used: number}} Piece */
/** @typedef {{id: string, label: string}} PlaceOption */

/** Pieces per seat in the box (src/games/grand_conquest/pieces.rs SET). */
export const SET = { soldier: 10, elephant: 4, rider: 4, chariot: 2, ship: 4, galleon: 2 };
const LAND = /** @type {Kind[]} */ (['soldier', 'elephant', 'rider', 'chariot']);
const VESSELS = /** @type {Kind[]} */ (['ship', 'galleon']);
const SEATS = 4;

/**
 * The shipped map's facts placement needs (src/games/grand_conquest/map.json,
 * which a save names only as "standard"; the Node test compares them with the
 * file): how many fields, the sea fields (as id ranges), the Grail fields,
 * the fields of suspension bridges.
 */
export const STANDARD = {
  fields: 457,
  sea: [[59, 66], [126, 133], [193, 200], [260, 267], [341, 456]],
  grail: [285, 291, 292, 293, 299],
  suspension: [329, 330, 331, 335, 336, 337],
};

/**
 * Per field: 'sea', 'land', 'grail' (land, no Elephant or Chariot) or
 * 'suspension' (land, no Elephant); for the standard map or a board stored
 * as data in the document.
 * @param {any} board
 * @returns {string[]}
 */
function terrain(board) {
  if (board && typeof board === 'object' && Array.isArray(board.fields)) {
    const suspension = new Set((board.bridges || []).flatMap((b, i) => (b && b.suspension ? [i] : [])));
    return board.fields.map((f) => {
      if (f.kind === 'sea') return 'sea';
      if (f.grail) return 'grail';
      return f.bridge !== undefined && f.bridge !== null && suspension.has(f.bridge) ? 'suspension' : 'land';
    });
  }
  const out = new Array(STANDARD.fields).fill('land');
  for (const [a, b] of STANDARD.sea) for (let f = a; f <= b; f++) out[f] = 'sea';
  for (const f of STANDARD.grail) out[f] = 'grail';
  for (const f of STANDARD.suspension) out[f] = 'suspension';
  return out;
}

/** The kinds a field of this terrain takes on its own. */
function kindsFor(t) {
  if (t === 'sea') return VESSELS;
  if (t === 'grail') return LAND.filter((k) => k !== 'elephant' && k !== 'chariot');
  if (t === 'suspension') return LAND.filter((k) => k !== 'elephant');
  return LAND;
}

const isVessel = (kind) => kind === 'ship' || kind === 'galleon';
const isHeavy = (kind) => kind === 'elephant' || kind === 'chariot';
const fieldOf = (place) => (place && typeof place === 'object' && 'field' in place ? place.field : null);
const aboardOf = (place) => (place && typeof place === 'object' && 'aboard' in place ? place.aboard : null);

/** The field index of a key `field:<n>` (n from 1), or null. */
function fieldOfKey(key, count) {
  const m = /^field:(\d+)$/.exec(String(key));
  if (!m) return null;
  const f = Number(m[1]) - 1;
  return f >= 0 && f < count ? f : null;
}

/** The piece on top of field `f` (the engine's `top`: the first by id), or -1. */
function topAt(pieces, f) {
  return pieces.findIndex((p) => fieldOf(p.place) === f);
}

/** The pieces `c` carries directly, in id order. */
function cargoOf(pieces, c) {
  return pieces.flatMap((p, i) => (aboardOf(p.place) === c ? [i] : []));
}

/** `c` and everything on it, at any depth. */
function withCargo(pieces, c) {
  const all = [c];
  for (let i = 0; i < all.length && all.length < 16; i++) all.push(...cargoOf(pieces, all[i]).filter((q) => !all.includes(q)));
  return all;
}

/**
 * Where a piece of `kind` loaded at the carrier `top` goes: onto `top`, or,
 * a Soldier onto a vessel that carries an Elephant or Chariot, onto that.
 */
function loadTarget(pieces, top, kind) {
  if (kind === 'soldier' && isVessel(pieces[top].kind)) {
    const heavy = cargoOf(pieces, top).find((q) => isHeavy(pieces[q].kind));
    if (heavy !== undefined) return heavy;
  }
  return top;
}

/** The kinds that may be loaded onto the piece `top` (none: it carries nothing). */
function loadKinds(kind) {
  if (isVessel(kind)) return LAND;
  if (isHeavy(kind)) return /** @type {Kind[]} */ (['soldier']);
  return [];
}

/** The seat's name for a label. */
function who(names, seat, lang) {
  const n = Array.isArray(names) ? names[seat] : undefined;
  return typeof n === 'string' && n ? n : seatName(seat, lang);
}

/**
 * The choices at place `key` for state document `doc`.
 * @param {any} doc
 * @param {string} key
 * @param {'de'|'en'} lang
 * @param {string[]} names
 * @returns {PlaceOption[]}
 */
export function options(doc, key, lang, names) {
  const s = doc?.state;
  if (!s || !Array.isArray(s.pieces)) return [];
  const ground = terrain(s.board);
  const f = fieldOfKey(key, ground.length);
  if (f === null) return [];
  const pieces = /** @type {Piece[]} */ (s.pieces);
  const top = topAt(pieces, f);
  /** @type {PlaceOption[]} */
  const out = [];
  if (top < 0) {
    for (let seat = 0; seat < SEATS; seat++) {
      for (const kind of kindsFor(ground[f])) {
        out.push({ id: `put:${seat}:${kind}`, label: w('plPut', lang, { one: w(`plOne_${kind}`, lang), name: who(names, seat, lang) }) });
      }
    }
    return out;
  }
  const host = pieces[top];
  const name = who(names, host.owner, lang);
  for (const kind of loadKinds(host.kind)) {
    const onto = pieces[loadTarget(pieces, top, kind)].kind;
    out.push({ id: `load:${kind}`, label: w('plLoad', lang, { one: w(`plOne_${kind}`, lang), name, onto: w(`mvAcc_${onto}`, lang) }) });
  }
  const carried = withCargo(pieces, top).slice(1);
  for (const kind of LAND) {
    const q = carried.filter((i) => pieces[i].kind === kind).pop();
    if (q === undefined) continue;
    const from = pieces[aboardOf(pieces[q].place)].kind;
    out.push({ id: `unload:${kind}`, label: w('plUnload', lang, { one: w(`plOne_${kind}`, lang), from: w(`mvFrom_${from}`, lang) }) });
  }
  const remove = carried.length ? 'plRemoveLoad' : 'plRemove';
  out.push({ id: 'remove', label: w(remove, lang, { one: w(`plOne_${host.kind}`, lang), the: w(`mvAcc_${host.kind}`, lang), name }) });
  return out;
}

/** On-board pieces per seat. */
function counts(pieces) {
  const n = new Array(SEATS).fill(0);
  for (const p of pieces) if (p.place !== 'gone' && p.owner >= 0 && p.owner < SEATS) n[p.owner]++;
  return n;
}

/** The seat that took piece `id`, read from the log (a take or an Abtausch that removed it), or null. */
function takerOf(log, id) {
  for (let i = (log || []).length - 1; i >= 0; i--) {
    const e = log[i];
    if ((e.event === 'took' || e.event === 'abtauschTaken') && Array.isArray(e.removed) && e.removed.includes(id)) return e.seat;
  }
  return null;
}

/**
 * A piece of `seat` and `kind` comes to `place`: a spare gone one, a new one
 * from the box, or a captured one taken back (its taker's count less one).
 * Past the set it is a new one all the same: the engine refuses that
 * position ("seat 0 has more than 10 Soldier pieces on the board"), and
 * the builder says so.
 */
function bring(s, seat, kind, place) {
  const pieces = /** @type {Piece[]} */ (s.pieces);
  const gone = pieces.flatMap((p, i) => (p.place === 'gone' ? [i] : []));
  const captured = (s.seats || []).reduce((sum, r) => sum + (Number(r?.captured) || 0), 0);
  const mine = gone.filter((i) => pieces[i].owner === seat && pieces[i].kind === kind);
  // a gone piece no take accounts for, if the log tells; else the last one
  const candidate = mine.find((i) => takerOf(s.log, i) === null) ?? mine[mine.length - 1];
  const total = pieces.filter((p) => p.owner === seat && p.kind === kind).length;
  if (candidate !== undefined && gone.length - 1 >= captured) {
    pieces[candidate] = { ...pieces[candidate], place, used: 0 };
  } else if (total < SET[kind] || candidate === undefined) {
    pieces.push({ kind, owner: seat, place, used: 0 });
  } else {
    pieces[candidate] = { ...pieces[candidate], place, used: 0 };
    const known = takerOf(s.log, candidate);
    const seats = s.seats || [];
    const by = known !== null && seats[known]?.captured > 0
      ? known
      : seats.reduce((best, r, i) => ((r?.captured || 0) > (seats[best]?.captured || 0) ? i : best), 0);
    if (seats[by]?.captured > 0) seats[by] = { ...seats[by], captured: seats[by].captured - 1 };
  }
}

/**
 * A new state document with option `id` done at `key` (`doc` is not changed).
 * @param {any} doc
 * @param {string} key
 * @param {string} id
 * @returns {any}
 */
export function apply(doc, key, id) {
  if (!options(doc, key, 'en', []).some((o) => o.id === id)) {
    throw new Error(`grand-conquest placement: no option ${JSON.stringify(id)} at ${JSON.stringify(key)}`);
  }
  const next = structuredClone(doc);
  delete next.status; // the engine's, for the old position
  const s = next.state;
  s.seats = (s.seats || []).map((r) => ({ ...r }));
  const pieces = /** @type {Piece[]} */ (s.pieces);
  const f = fieldOfKey(key, terrain(s.board).length);
  const top = topAt(pieces, f);
  const before = counts(pieces);
  const [what, a, b] = id.split(':');
  if (what === 'put') {
    bring(s, Number(a), /** @type {Kind} */ (b), { field: f });
  } else if (what === 'load') {
    bring(s, pieces[top].owner, /** @type {Kind} */ (a), { aboard: loadTarget(pieces, top, a) });
  } else {
    const carried = withCargo(pieces, top);
    const q = what === 'remove' ? top : carried.slice(1).filter((i) => pieces[i].kind === a).pop();
    for (const r of withCargo(pieces, q)) pieces[r] = { ...pieces[r], place: 'gone', used: 0 };
  }
  const after = counts(pieces);
  if (after.every((n) => n > 0)) s.noPieces = false;
  else if (!s.result && after.some((n, seat) => n === 0 && before[seat] > 0)) s.noPieces = true;
  return next;
}

export default { options, apply };
