// Free placement for Kurier des Zaren (the figure builder's placement mode,
// `Placement` in www/js/types.d.ts): couriers in the rooms of the inns, the
// dispatches (Depeschen) on a courier or with a palace guard, the Rubel coins
// a seat at a guard has secured, and the display (Auslage) of the seat to move.
// Pure: no DOM.
//
// Places (keys as the board's markable() names them; inns counted 1-18 from the
// swamp row up, left to right, which is the engine's inn order):
//   room:<n>:<kind>  set a courier of a colour in play (replacing one there),
//                    take it off, give its owner's dispatch to it
//   inn:<n>          take every courier off
//   guard:<n>        bring a seat's dispatch to this guard; for the seats whose
//                    dispatch is there: a secured coin more or fewer
//   display:<seat>   (places(board)) the tray: the display of the seat to move
//
// The document stays consistent where the edit implies it: a courier set comes
// out of its owner's couriers off the board (the deck, then those under it, then
// the display), a courier taken off goes back on its owner's deck; a coin
// secured comes out of the face-down pool, one given back goes there; a dispatch
// leaving a guard gives that seat's secured coins back to the pool. The step
// follows the seat to move: with its dispatch at a guard it is Rubeln, else an
// action. When a colour has no such courier (or the pool no such coin) left the
// edit is still made and the engine's validate refuses it ("the couriers of
// colour 0 do not add up", "the coins do not add up to the 30 of the box"); so
// does a fourth courier in an inn ("an inn holds four couriers"), a courier in
// an inn closed at this player count, or a dispatch left on no courier. The log
// is emptied and `undoable` set to 0: a placed position has no history.

import { fill } from '../../shell/i18n.js';
import { kindName, coinName } from './strings.js';

/** Room order of an inn (the engine's Kind::ALL). */
const KINDS = ['officer', 'cossack', 'diplomat', 'lady'];
/** The palace guards' numbers, left to right (board.rs GUARDS). */
const GUARD_VALUES = [6, 8, 10, 8, 6];
const INN_COUNT = 18;
/** Coins a seat can secure (njet is never secured). */
const COINS = ['blank', 'one', 'two', 'three'];

const WORDS = {
  de: {
    set: '{kind} von {name} setzen',
    setExtra: '{kind} von {name} setzen (zweite Farbe)',
    remove: 'Entfernen',
    clear: 'Alle Kuriere entfernen',
    dispatch: 'Depesche von {name} diesem Kurier geben',
    toGuard: 'Depesche von {name} zum Wächter {target} bringen',
    coinAdd: '{name} sichert: {coin}',
    coinRemove: '{name} gibt zurück: {coin}',
    displayAdd: '{kind} von {name} in die Auslage',
    displayAddExtra: '{kind} von {name} in die Auslage (zweite Farbe)',
    displayRemove: '{kind} aus der Auslage zurück in den Stapel',
    displayPlace: 'Auslage von {name}',
  },
  en: {
    set: "Set {name}'s {kind}",
    setExtra: "Set {name}'s {kind} (second colour)",
    remove: 'Remove',
    clear: 'Remove every courier',
    dispatch: "Give {name}'s dispatch to this courier",
    toGuard: "Bring {name}'s dispatch to guard {target}",
    coinAdd: '{name} secures: {coin}',
    coinRemove: '{name} gives back: {coin}',
    displayAdd: "{name}'s {kind} into the display",
    displayAddExtra: "{name}'s {kind} into the display (second colour)",
    displayRemove: '{kind} from the display back to the deck',
    displayPlace: "{name}'s display",
  },
};

const say = (key, lang, vars = {}) => fill(WORDS[lang === 'de' ? 'de' : 'en'][key], vars);
const nameOf = (names, seat) => names?.[seat] ?? `${seat + 1}`;
const int = (x) => (/^\d+$/.test(x ?? '') ? Number(x) : NaN);

/** The colours in play with their seats: [{colour, seat}]. */
const colours = (st) => st.colours.flatMap((seat, colour) => (seat === null || seat === undefined ? [] : [{ colour, seat }]));

/** The parts of a key; null for keys not ours. */
function parse(doc, key) {
  const [type, a, b, ...rest] = String(key).split(':');
  if (rest.length) return null;
  const st = doc.state;
  if (type === 'room' && KINDS.includes(b)) {
    const inn = int(a) - 1;
    return inn >= 0 && inn < INN_COUNT && st.inns[inn] ? { type, inn, room: KINDS.indexOf(b), kind: b } : null;
  }
  if (b !== undefined) return null;
  if (type === 'inn') {
    const inn = int(a) - 1;
    return inn >= 0 && inn < INN_COUNT && st.inns[inn] ? { type, inn } : null;
  }
  if (type === 'guard') {
    const guard = int(a) - 1;
    return guard >= 0 && guard < GUARD_VALUES.length ? { type, guard } : null;
  }
  if (type === 'display') {
    const seat = int(a);
    return st.players[seat] ? { type, seat } : null;
  }
  return null;
}

/** The choices at `key` (see the file's head). */
export function options(doc, key, lang, names) {
  const p = parse(doc, key);
  if (!p) return [];
  const st = doc.state;
  const out = [];
  const setLabel = (k, { colour, seat }, prefix) => say(colour === seat ? prefix : `${prefix}Extra`, lang, { kind: kindName(k, lang), name: nameOf(names, seat) });
  if (p.type === 'room') {
    const here = st.inns[p.inn][p.room];
    for (const c of colours(st)) if (c.colour !== here) out.push({ id: `set:${c.colour}`, label: setLabel(p.kind, c, 'set') });
    if (here !== null && here !== undefined) {
      out.push({ id: 'remove', label: say('remove', lang) });
      const seat = st.colours[here];
      const d = st.players[seat]?.dispatch;
      if (seat !== null && seat !== undefined && !(d?.at === 'inn' && d.inn === p.inn && d.kind === p.kind)) {
        out.push({ id: 'dispatch', label: say('dispatch', lang, { name: nameOf(names, seat) }) });
      }
    }
    return out;
  }
  if (p.type === 'inn') {
    return st.inns[p.inn].some((c) => c !== null && c !== undefined) ? [{ id: 'clear', label: say('clear', lang) }] : [];
  }
  if (p.type === 'guard') {
    const target = GUARD_VALUES[p.guard];
    st.players.forEach((pl, seat) => {
      const here = pl.dispatch.at === 'guard' && pl.dispatch.guard === p.guard;
      if (!here) out.push({ id: `guard:${seat}`, label: say('toGuard', lang, { name: nameOf(names, seat), target }) });
    });
    st.players.forEach((pl, seat) => {
      if (pl.dispatch.at !== 'guard' || pl.dispatch.guard !== p.guard) return;
      for (const coin of COINS) out.push({ id: `coin:${seat}:${coin}`, label: say('coinAdd', lang, { name: nameOf(names, seat), coin: coinName(coin, lang) }) });
      for (const coin of COINS.filter((c) => pl.secured.includes(c))) out.push({ id: `uncoin:${seat}:${coin}`, label: say('coinRemove', lang, { name: nameOf(names, seat), coin: coinName(coin, lang) }) });
    });
    return out;
  }
  // the display of a seat: any courier of its colours more; those shown, back to the deck
  for (const c of colours(st).filter((x) => x.seat === p.seat)) {
    for (const kind of KINDS) out.push({ id: `add:${c.colour}:${kind}`, label: setLabel(kind, c, 'displayAdd') });
  }
  const shown = new Set();
  for (const c of st.players[p.seat].display) {
    const id = `back:${c.colour}:${c.kind}`;
    if (shown.has(id)) continue;
    shown.add(id);
    out.push({ id, label: say('displayRemove', lang, { kind: kindName(c.kind, lang) }) });
  }
  return out;
}

const same = (c, colour, kind) => c.colour === colour && c.kind === kind;

/** One courier of `colour` and `kind` out of its owner's couriers off the board (deck, under, display unless `keepDisplay`); nothing when none is left. */
function takeCourier(st, colour, kind, keepDisplay = false) {
  const pl = st.players[st.colours[colour]];
  if (!pl) return;
  for (const list of keepDisplay ? [pl.deck, pl.under] : [pl.deck, pl.under, pl.display]) {
    const i = list.findIndex((c) => same(c, colour, kind));
    if (i >= 0) return void list.splice(i, 1);
  }
}

/** A courier taken off the board goes back on its owner's deck. */
function returnCourier(st, colour, kind) {
  st.players[st.colours[colour]]?.deck.push({ colour, kind });
}

/** A dispatch leaves its guard: the seat's secured coins go back to the pool, it has not begun Rubeln. */
function leaveGuard(st, seat) {
  const pl = st.players[seat];
  if (pl.dispatch.at !== 'guard') return;
  st.pool.push(...pl.secured);
  pl.secured = [];
  pl.rubelStarted = null;
}

/** The seat to move rubels when its dispatch is at a guard, else it acts (the other steps are left as they are). */
function followStep(st) {
  const atGuard = st.players[st.turn]?.dispatch.at === 'guard';
  if (st.step.step === 'action' && atGuard) st.step = { step: 'rubeln', optional: false };
  else if (st.step.step === 'rubeln' && !atGuard) {
    st.pool.push(...st.pending);
    st.pending = [];
    st.step = { step: 'action' };
  }
}

/** A new document with option `id` done at `key`; throws for an id `options` does not offer there. */
export function apply(doc, key, id) {
  if (!options(doc, key, 'en', []).some((o) => o.id === id)) throw new Error(`kurier-des-zaren placement: no option ${id} at ${key}`);
  const next = structuredClone(doc);
  delete next.status;
  const st = next.state;
  const p = parse(next, key);
  const [verb, x, y] = id.split(':');
  if (p.type === 'room') {
    const rooms = st.inns[p.inn];
    const here = rooms[p.room];
    if (verb === 'set' || verb === 'remove') {
      if (here !== null && here !== undefined) returnCourier(st, here, p.kind);
      rooms[p.room] = null;
    }
    if (verb === 'set') {
      takeCourier(st, Number(x), p.kind);
      rooms[p.room] = Number(x);
    } else if (verb === 'dispatch') {
      const seat = st.colours[here];
      leaveGuard(st, seat);
      st.players[seat].dispatch = { at: 'inn', inn: p.inn, kind: p.kind };
    }
  } else if (p.type === 'inn') {
    st.inns[p.inn].forEach((c, room) => {
      if (c !== null && c !== undefined) returnCourier(st, c, KINDS[room]);
    });
    st.inns[p.inn] = [null, null, null, null];
  } else if (p.type === 'guard') {
    const seat = Number(x);
    const pl = st.players[seat];
    if (verb === 'guard') {
      leaveGuard(st, seat);
      pl.dispatch = { at: 'guard', guard: p.guard };
    } else if (verb === 'coin') {
      const i = st.pool.indexOf(y);
      if (i >= 0) st.pool.splice(i, 1);
      pl.secured.push(y);
      pl.rubelStarted ??= st.turns;
    } else if (verb === 'uncoin') {
      pl.secured.splice(pl.secured.indexOf(y), 1);
      st.pool.push(y);
    }
  } else {
    const pl = st.players[p.seat];
    const [colour, kind] = [Number(x), y];
    if (verb === 'add') {
      takeCourier(st, colour, kind, true);
      pl.display.push({ colour, kind });
    } else {
      pl.display.splice(pl.display.findIndex((c) => same(c, colour, kind)), 1);
      pl.deck.push({ colour, kind });
    }
  }
  followStep(st);
  st.log = [];
  st.undoable = 0;
  return next;
}

/**
 * The tray under the board as one place, `display:<seat>`: the display of the
 * seat to move, as the board drew it (`L.trayY` to the canvas' foot).
 * @param {import('../../types').Board} board
 */
export function places(board) {
  const b = /** @type {any} */ (board);
  const L = b?.L;
  const v = b?.data?.v;
  if (!L || !v || typeof v.turn !== 'number') return [];
  const lang = b.ctx?.lang || 'de';
  return [{ key: `display:${v.turn}`, x: 0, y: L.trayY, w: L.width, h: L.height - L.trayY, label: say('displayPlace', lang, { name: nameOf(b.ctx?.names, v.turn) }) }];
}

export default { options, apply, places };
