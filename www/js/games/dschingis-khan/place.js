// Free placement for Dschingis Khan (the figure builder's placement mode,
// `Placement` in www/js/types.d.ts): tokens of every colour laid on a
// village or taken off it, scouts put on a village or off the board, walls
// built on a line (open or closed), opened, closed or taken off, and the
// active supplies (held tokens and walls). Pure: no DOM.
//
// Places (keys as the board's markable() names them, villages 1-based as the
// board prints them):
//   village:<n>       lay a token of a seat's colour on top (any kind), take the
//                     top token or the whole stack off, put a scout here or
//                     take the one standing here off the board
//   wall:<a>:<b>      the line between villages a and b: build an open or a
//                     closed wall; where the new wall closes a loop with the
//                     Great Wall or reaches a new border tower, also build it
//                     and let the Great Wall take the new way (the old piece
//                     goes, so do parts cut off, and the countries follow);
//                     on a standing wall: open, close, take off (with the
//                     branch walls it cuts off)
//   supply, supply:passive   a token of a kind into a seat's active supply
//                     (from its passive supply), or back
//   supply, supply:walls     a wall from the general supply to a seat, or back
//
// The document stays consistent where the edit implies it: a token laid or
// held comes out of its colour's passive supply (then out of the tokens out
// of the game); a token taken off goes back to the passive supply; a wall
// built comes from the general supply, a wall taken off goes back; the
// countries are worked out again when the Great Wall's course changes (as
// the engine does, DK-R41). When the supply has no such piece the edit is
// still made, and the engine's validate refuses it ("token 5 lies in two
// places", "the walls do not add up to 28"); so does it a scout on another
// scout, a wall that leaves the walls no tree between two border towers.
// The log is emptied and `undoable` set to 0: a placed position has no
// history. A draw step whose seat can draw nothing more becomes the choice
// (the engine's automatic step); a scout of the seat to move put on or taken
// off during its token placement keeps the step right (enter / tokens).
//
// What the engine's validate lets through (edits here can make it): two
// supplies empty while the phase is still `playing` (the end is triggered only
// by a draw, DK-R43); during setup, tokens or a scout of a seat whose setup has
// not come yet, and a setup step naming a village whose token was taken off.

import { fill } from '../../shell/i18n.js';
import { KINDS, kindName, w as gameWord } from './strings.js';

const WORDS = {
  de: {
    token: '{token} von {name} setzen',
    removeTop: 'Obersten Stein entfernen ({kind} von {name})',
    clear: 'Alle {n} Steine entfernen',
    scout: 'Kundschafter von {name} hierher stellen',
    scoutOff: 'Kundschafter von {name} vom Spielplan nehmen',
    build: 'Offene Mauer bauen',
    buildClosed: 'Geschlossene Mauer bauen',
    reroute: 'Mauer bauen, die Große Mauer verläuft hier ({n:Mauer fällt|Mauern fallen} weg)',
    newEnd: 'Mauer bauen, die Große Mauer endet hier (das {dir} Ende fällt weg, {n:Mauer|Mauern})',
    west: 'westliche', east: 'östliche', north: 'nördliche', south: 'südliche',
    open: 'Mauer öffnen (Tor)',
    close: 'Mauer schließen (Treppe)',
    remove: 'Mauer entfernen',
    removeCut: 'Mauer entfernen (mit {n:abgetrennter Mauer|abgetrennten Mauern})',
    hold: '{token} in den aktiven Vorrat von {name}',
    unhold: '{token} von {name} zurück in den passiven Vorrat',
    wallTo: '{name} eine Mauer aus dem allgemeinen Vorrat geben',
    wallBack: 'Eine Mauer von {name} zurück in den allgemeinen Vorrat',
  },
  en: {
    token: 'Place {token} of {name}',
    removeTop: 'Remove the top token ({kind} of {name})',
    clear: 'Remove all {n} tokens',
    scout: "Put {name}'s scout here",
    scoutOff: "Take {name}'s scout off the board",
    build: 'Build an open wall',
    buildClosed: 'Build a closed wall',
    reroute: 'Build a wall and lead the Great Wall through it ({n:wall goes|walls go})',
    newEnd: 'Build a wall and end the Great Wall here (its {dir} end goes, {n:wall|walls})',
    west: 'western', east: 'eastern', north: 'northern', south: 'southern',
    open: 'Open the wall (gate)',
    close: 'Close the wall (stairs)',
    remove: 'Remove the wall',
    removeCut: 'Remove the wall (and {n:wall|walls} cut off with it)',
    hold: "{token} into {name}'s active supply",
    unhold: '{token} of {name} back to the passive supply',
    wallTo: 'Give {name} a wall from the general supply',
    wallBack: 'Put a wall of {name} back into the general supply',
  },
};

const say = (key, lang, vars = {}) => fill(WORDS[lang === 'de' ? 'de' : 'en'][key], vars);
const nameOf = (names, seat) => names?.[seat] ?? `${seat + 1}`;
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** "einen chinesischen Krieger" / "a Chinese warrior", "die Pest" / "the plague". */
const tokenWords = (kind, lang) => gameWord(`mvToken_${kind}`, lang);

// ---- the board, as src/games/dschingis_khan/board.rs builds it -----------------

/** First and last column of each row of cells (board.rs ROWS). */
const ROWS = [[1, 5], [1, 6], [0, 7], [0, 7], [1, 6], [2, 6]];

/**
 * Villages (row-major), towers (grid points at a cell corner), lines (the 62
 * interior lines: horizontal ones first, row by row, then vertical ones), in
 * the engine's ids; `border`: towers on the outline that have a line.
 */
function buildBoard() {
  /** @type {(number|undefined)[][]} */
  const villageAt = ROWS.map(() => []);
  let villages = 0;
  ROWS.forEach(([first, last], r) => { for (let c = first; c <= last; c++) villageAt[r][c] = villages++; });
  const cell = (r, c) => (r < 0 || c < 0 || r >= 6 || c >= 8 ? undefined : villageAt[r][c]);
  /** @type {(number|undefined)[][]} */
  const towerAt = [];
  /** @type {{x: number, y: number, outline: boolean}[]} */
  const towers = [];
  for (let y = 0; y < 7; y++) {
    towerAt[y] = [];
    for (let x = 0; x < 9; x++) {
      const around = [cell(y - 1, x - 1), cell(y - 1, x), cell(y, x - 1), cell(y, x)].filter((v) => v !== undefined).length;
      if (around) {
        towerAt[y][x] = towers.length;
        towers.push({ x, y, outline: around < 4 });
      }
    }
  }
  /** @type {{towers: number[], villages: number[]}[]} */
  const lines = [];
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 8; x++) {
      const a = cell(y - 1, x);
      const b = cell(y, x);
      if (a !== undefined && b !== undefined) lines.push({ towers: [towerAt[y][x], towerAt[y][x + 1]], villages: [a, b] });
    }
  }
  for (let y = 0; y < 6; y++) {
    for (let x = 0; x < 9; x++) {
      const a = cell(y, x - 1);
      const b = cell(y, x);
      if (a !== undefined && b !== undefined) lines.push({ towers: [towerAt[y][x], towerAt[y + 1][x]], villages: [a, b] });
    }
  }
  const hasLine = new Set(lines.flatMap((l) => l.towers));
  const border = new Set(towers.map((t, i) => i).filter((i) => towers[i].outline && hasLine.has(i)));
  return { villages, towers, lines, border };
}

/** The board's geometry (tests compare it with the engine's view of the board). */
export const BOARD = buildBoard();

// ---- tokens (tokens.rs) ---------------------------------------------------------------

const PER_COLOUR = 17;
/** The ids of one colour: 5 Chinese, 5 Mongol, 5 peasants, plague, herb. */
const FIRST_OF_KIND = { chinese: 0, mongol: 5, peasant: 10, plague: 15, herb: 16 };
const COUNT_OF_KIND = { chinese: 5, mongol: 5, peasant: 5, plague: 1, herb: 1 };
const kindOf = (id) => KINDS.find((k) => id % PER_COLOUR >= FIRST_OF_KIND[k] && id % PER_COLOUR < FIRST_OF_KIND[k] + COUNT_OF_KIND[k]);
const ownerOf = (id) => Math.floor(id / PER_COLOUR);
const isToken = (id, seat, kind) => ownerOf(id) === seat && kindOf(id) === kind;

/**
 * A token of `seat`'s colour and `kind` out of its passive supply (else out
 * of the tokens out of the game). None left: the first such id, which then
 * lies in two places and the engine refuses the document.
 */
function takeToken(st, seat, kind) {
  const p = st.players[seat];
  for (const list of [p.passive, p.lost]) {
    const at = list.findIndex((t) => isToken(t, seat, kind));
    if (at >= 0) return list.splice(at, 1)[0];
  }
  return seat * PER_COLOUR + FIRST_OF_KIND[kind];
}

/** A token back into its colour's passive supply, at the bottom (drawn last). */
function giveBack(st, t) {
  st.players[ownerOf(t)]?.passive.unshift(t);
}

/** `known` is a sorted list of ids (TokenSet). */
function learn(st, seat, t) {
  const p = st.players[seat];
  if (p && !p.known.includes(t)) p.known = [...p.known, t].sort((a, b) => a - b);
}

// ---- the wall (wall.rs) ---------------------------------------------------------------

/** Towers joined by the standing lines: tower -> [{line, to}]. */
function adjacency(standing) {
  const adj = new Map();
  for (const l of standing) {
    const [a, b] = BOARD.lines[l].towers;
    if (!adj.has(a)) adj.set(a, []);
    if (!adj.has(b)) adj.set(b, []);
    adj.get(a).push({ line: l, to: b });
    adj.get(b).push({ line: l, to: a });
  }
  return adj;
}

/** Breadth first from tower `from` over `standing`: the line and tower one step back, per reached tower. */
function reach(standing, from) {
  const adj = adjacency(standing);
  const back = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const t = queue.shift();
    for (const e of adj.get(t) || []) {
      if (!back.has(e.to)) {
        back.set(e.to, { line: e.line, tower: t });
        queue.push(e.to);
      }
    }
  }
  return back;
}

/** The lines from tower `to` back to the start of `back`, in order from `to`; null if not reached. */
function pathBack(back, to) {
  if (!back.has(to)) return null;
  const path = [];
  for (let step = back.get(to); step; step = back.get(step.tower)) path.push({ line: step.line, tower: step.tower });
  return path;
}

/** The wall's shape: touched towers, the two ends (border towers touched, lowest first) and the main line M. */
function shape(standing) {
  const touched = new Set([...standing].flatMap((l) => BOARD.lines[l].towers));
  const ends = [...touched].filter((t) => BOARD.border.has(t)).sort((a, b) => a - b);
  const e0 = ends[0];
  const e1 = ends[1] ?? e0;
  const back = reach(standing, e0);
  const main = new Set((pathBack(back, e1) || []).map((s) => s.line));
  return { touched, ends: [e0, e1], main, back };
}

/** The lines still connected to tower `end`; the rest are cut off (DK-R39). */
function connected(standing, end) {
  const back = reach(standing, end);
  return new Set([...standing].filter((l) => BOARD.lines[l].towers.some((t) => back.has(t))));
}

/** Villages reachable from `start` without crossing a line of `barrier` (wall.rs region_of). */
function regionOf(start, barrier) {
  const region = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    BOARD.lines.forEach((l, id) => {
      if (barrier.has(id) || !l.villages.includes(v)) return;
      const o = l.villages[0] === v ? l.villages[1] : l.villages[0];
      if (!region.has(o)) {
        region.add(o);
        queue.push(o);
      }
    });
  }
  return region;
}

/** The countries after M moved (wall.rs recompute_sides, DK-R41): one country keeps all its villages. */
function recomputeSides(wall, standing) {
  const main = shape(standing).main;
  const all = [...Array(BOARD.villages).keys()];
  const region = regionOf(0, main);
  const other = all.filter((v) => !region.has(v));
  const oldM = wall.mongolia;
  const oldC = all.filter((v) => !oldM.includes(v));
  const inRegion = (list) => list.every((v) => region.has(v));
  const outside = (list) => list.every((v) => !region.has(v));
  const regionList = all.filter((v) => region.has(v));
  let mongolia;
  if (inRegion(oldM)) mongolia = regionList;
  else if (outside(oldM)) mongolia = other;
  else if (inRegion(oldC)) mongolia = other;
  else if (outside(oldC)) mongolia = regionList;
  else mongolia = oldM.filter((v) => region.has(v)).length >= oldM.filter((v) => !region.has(v)).length ? regionList : other;
  wall.mongolia = mongolia;
}

/** The line between villages a and b (0-based), or -1. */
function lineBetween(a, b) {
  return BOARD.lines.findIndex((l) => (l.villages[0] === a && l.villages[1] === b) || (l.villages[0] === b && l.villages[1] === a));
}

/** Which way an end tower lies from the other: "west"/"east" (or "north"/"south" above each other). */
function direction(end, other) {
  const [p, q] = [BOARD.towers[end], BOARD.towers[other]];
  if (p.x !== q.x) return p.x < q.x ? 'west' : 'east';
  return p.y < q.y ? 'north' : 'south';
}

/**
 * What a wall on the free line `line` would do to the Great Wall (DK-R32):
 * `loop` with the M walls `k` it would replace (empty: a loop of branches
 * only), `newEnd` with the M pieces from the junction to each end, or
 * nothing to resolve (`branch`, or not connected at all).
 */
function effectOf(standing, line) {
  const { touched, ends, main, back } = shape(standing);
  const [u, v] = BOARD.lines[line].towers;
  if (touched.has(u) && touched.has(v)) {
    const path = pathBack(reach(standing, u), v) || [];
    return { type: 'loop', k: path.map((s) => s.line).filter((l) => main.has(l)) };
  }
  const inside = touched.has(u) ? u : touched.has(v) ? v : null;
  const outer = inside === u ? v : u;
  if (inside === null || !BOARD.border.has(outer)) return { type: 'branch' };
  // the junction P: the first tower of M on the way from the new wall
  const mainTowers = new Set([...main].flatMap((l) => BOARD.lines[l].towers));
  const toE0 = pathBack(back, inside) || [];
  let junction = inside;
  for (const s of toE0) {
    if (mainTowers.has(junction)) break;
    junction = s.tower;
  }
  const fromJunction = reach(main, junction);
  const pieces = ends.map((e) => (pathBack(fromJunction, e) || []).map((s) => s.line));
  return { type: 'newEnd', ends, pieces };
}

/** Takes walls off the board into the general supply. */
function takeOff(st, lines) {
  const wall = st.wall;
  for (const l of lines) {
    wall.serials[l] = 0;
    st.wallSupply += 1;
  }
  const gone = new Set(lines);
  wall.standing = wall.standing.filter((l) => !gone.has(l));
  wall.open = wall.open.filter((l) => !gone.has(l));
}

/** A new wall on `line` from the general supply (none left: the walls no longer add up, refused). */
function buildOn(st, line, open) {
  const wall = st.wall;
  if (st.wallSupply > 0) st.wallSupply -= 1;
  wall.standing = [...wall.standing, line].sort((a, b) => a - b);
  if (open) wall.open = [...wall.open, line].sort((a, b) => a - b);
  wall.serials[line] = wall.nextSerial;
  wall.nextSerial += 1;
}

// ---- the turn ----------------------------------------------------------------------

/**
 * The engine's automatic steps that an edit can call for: a draw step whose
 * seat can draw nothing more is the choice (mod.rs `run`).
 */
function settle(st) {
  const step = st.step;
  const p = st.players[st.turn];
  if (step?.step === 'draw' && p) {
    const canDraw = (st.wallSupply > 0 && p.walls < 4) || (p.passive.length > 0 && p.active.length < 4);
    if (step.picks >= 2 || !canDraw) st.step = { step: 'choose' };
  }
  st.log = [];
  st.undoable = 0;
}

/** A scout of the seat to move went on or off the board: the token step follows it. */
function followScout(st, seat) {
  if (seat !== st.turn) return;
  const at = st.players[seat].scout;
  if (st.step.step === 'enter' && at !== null) st.step = { step: 'tokens', visited: [at] };
  else if (st.step.step === 'tokens') st.step = at === null ? { step: 'enter' } : { step: 'tokens', visited: [at] };
}

// ---- places --------------------------------------------------------------------------

/** What place `key` is: {type: 'village', v} | {type: 'line', line} | {type: 'supply', tokens, walls} | null. */
function parse(key) {
  const [type, a, b] = String(key).split(':');
  if (type === 'village') {
    const v = Number(a) - 1;
    return Number.isInteger(v) && v >= 0 && v < BOARD.villages ? { type, v } : null;
  }
  if (type === 'wall') {
    const line = lineBetween(Number(a) - 1, Number(b) - 1);
    return line >= 0 ? { type: 'line', line } : null;
  }
  if (type === 'supply') {
    return { type, tokens: a === undefined || a === 'passive', walls: a === undefined || a === 'walls' };
  }
  return null;
}

/**
 * The choices at `key`.
 * @param {any} doc a state document
 * @param {string} key
 * @param {string} lang
 * @param {string[]} names
 * @returns {{id: string, label: string}[]}
 */
export function options(doc, key, lang, names) {
  const st = doc?.state;
  const place = parse(key);
  if (!st || !place) return [];
  const seats = st.players.map((_, s) => s);
  const out = [];
  if (place.type === 'village') {
    const stack = st.stacks[place.v] || [];
    for (const s of seats) {
      for (const kind of KINDS) out.push({ id: `token:${s}:${kind}`, label: say('token', lang, { token: capital(tokenWords(kind, lang)), name: nameOf(names, s) }) });
    }
    if (stack.length) {
      const top = stack[stack.length - 1];
      out.push({ id: 'remove', label: say('removeTop', lang, { kind: kindName(kindOf(top), lang), name: nameOf(names, ownerOf(top)) }) });
      if (stack.length > 1) out.push({ id: 'clear', label: say('clear', lang, { n: stack.length }) });
    }
    for (const s of seats) {
      if (st.players[s].scout === place.v) out.push({ id: `scout-off:${s}`, label: say('scoutOff', lang, { name: nameOf(names, s) }) });
      else out.push({ id: `scout:${s}`, label: say('scout', lang, { name: nameOf(names, s) }) });
    }
  } else if (place.type === 'line') {
    const line = place.line;
    if (st.wall.standing.includes(line)) {
      const open = st.wall.open.includes(line);
      out.push({ id: open ? 'close' : 'open', label: say(open ? 'close' : 'open', lang) });
      const cut = cutOff(st, line);
      out.push({ id: 'remove', label: cut.length ? say('removeCut', lang, { n: cut.length }) : say('remove', lang) });
    } else {
      out.push({ id: 'build', label: say('build', lang) }, { id: 'build-closed', label: say('buildClosed', lang) });
      const effect = effectOf(new Set(st.wall.standing), line);
      if (effect.type === 'loop' && effect.k.length) {
        out.push({ id: 'reroute', label: say('reroute', lang, { n: effect.k.length + cutAfter(st, line, effect.k).length }) });
      } else if (effect.type === 'newEnd') {
        effect.ends.forEach((end, i) => {
          if (!effect.pieces[i].length) return;
          const other = effect.ends[1 - i];
          const n = effect.pieces[i].length + cutAfter(st, line, effect.pieces[i]).length;
          out.push({ id: `end:${end}`, label: say('newEnd', lang, { dir: say(direction(end, other), lang), n }) });
        });
      }
    }
  } else if (place.type === 'supply') {
    if (place.tokens) {
      for (const s of seats) {
        for (const kind of KINDS) out.push({ id: `hold:${s}:${kind}`, label: say('hold', lang, { token: capital(tokenWords(kind, lang)), name: nameOf(names, s) }) });
        for (const kind of KINDS) {
          if (st.players[s].active.some((t) => kindOf(t) === kind)) out.push({ id: `unhold:${s}:${kind}`, label: say('unhold', lang, { token: capital(tokenWords(kind, lang)), name: nameOf(names, s) }) });
        }
      }
    }
    if (place.walls) {
      for (const s of seats) {
        out.push({ id: `wall-to:${s}`, label: say('wallTo', lang, { name: nameOf(names, s) }) });
        if (st.players[s].walls > 0) out.push({ id: `wall-back:${s}`, label: say('wallBack', lang, { name: nameOf(names, s) }) });
      }
    }
  }
  return out;
}

/** The walls a standing wall's removal cuts off from the Great Wall (a branch wall's far side; none for M walls). */
function cutOff(st, line) {
  const standing = new Set(st.wall.standing);
  const { main, ends } = shape(standing);
  if (main.has(line)) return [];
  standing.delete(line);
  const kept = connected(standing, ends[0]);
  return [...standing].filter((l) => !kept.has(l));
}

/** The walls cut off when a new wall on `line` goes up and the walls `gone` come down. */
function cutAfter(st, line, gone) {
  const standing = new Set([...st.wall.standing, line]);
  for (const l of gone) standing.delete(l);
  const end = shape(standing).ends[0];
  const kept = connected(standing, end);
  return [...standing].filter((l) => !kept.has(l));
}

/**
 * The document after option `id` at `key` (`doc` is not changed).
 * @param {any} doc
 * @param {string} key
 * @param {string} id
 * @returns {any}
 */
export function apply(doc, key, id) {
  if (!options(doc, key, 'en', []).some((o) => o.id === id)) throw new Error(`no placement option ${id} at ${key}`);
  const next = structuredClone(doc);
  const st = next.state;
  const place = /** @type {any} */ (parse(key));
  const [what, a, b] = id.split(':');
  const seat = Number(a);
  if (place.type === 'village') {
    const stack = st.stacks[place.v];
    if (what === 'token') {
      const t = takeToken(st, seat, b);
      stack.push(t);
      learn(st, seat, t);
    } else if (what === 'remove') {
      giveBack(st, stack.pop());
    } else if (what === 'clear') {
      while (stack.length) giveBack(st, stack.pop());
    } else if (what === 'scout' || what === 'scout-off') {
      st.players[seat].scout = what === 'scout' ? place.v : null;
      followScout(st, seat);
    }
  } else if (place.type === 'line') {
    const line = place.line;
    const wall = st.wall;
    if (what === 'open') wall.open = [...wall.open, line].sort((x, y) => x - y);
    else if (what === 'close') wall.open = wall.open.filter((l) => l !== line);
    else if (what === 'remove') takeOff(st, [line, ...cutOff(st, line)]);
    else if (what === 'build' || what === 'build-closed') buildOn(st, line, what === 'build');
    else {
      // the Great Wall takes the new way: the old piece goes, then what it cut off, and the countries follow
      const effect = /** @type {any} */ (effectOf(new Set(wall.standing), line));
      const gone = what === 'reroute' ? effect.k : effect.pieces[effect.ends.indexOf(Number(a))]; // end:<tower>
      const cut = cutAfter(st, line, gone);
      buildOn(st, line, true);
      takeOff(st, [...gone, ...cut]);
      recomputeSides(wall, new Set(wall.standing));
    }
  } else if (place.type === 'supply') {
    const p = st.players[seat];
    if (what === 'hold') {
      const t = takeToken(st, seat, b);
      p.active.push(t);
      learn(st, seat, t);
    } else if (what === 'unhold') {
      const at = p.active.findIndex((t) => kindOf(t) === b);
      giveBack(st, p.active.splice(at, 1)[0]);
    } else if (what === 'wall-to') {
      if (st.wallSupply > 0) st.wallSupply -= 1;
      p.walls += 1;
    } else if (what === 'wall-back') {
      p.walls -= 1;
      st.wallSupply += 1;
    }
  }
  settle(st);
  return next;
}

export default { options, apply };
