// Free placement for Chang Cheng (the figure builder's "Place pieces" mode,
// www/README.md "Free placement"): what a rulebook diagram of Chang Cheng
// shows, put straight onto the board. On a building site (`site:N`): a single
// wall, the double wall (on this site and its east neighbour) or the tower of
// a player, or taking a piece off, laying a single wall down (destroyed by
// card 2a) or standing it up again. On a province (`province:N`): an action
// card from a hand laid face down or taken back, the emperor card, the
// reputation counter's value. On a territory (`territory:N`): the threat
// counter's value, or removed (card 2b). Pure functions on the state
// document (`doc.state` is the engine's serde of `ChangCheng`), no DOM; the
// engine's validate judges the result (a 15th single wall or a second tower
// of a player is refused: "the pieces do not add up").

import { w, siteNo, provNo, terrNo } from './strings.js';

/** Sites per section and province sizes west to east per board side (src/games/chang_cheng/board.rs, SIDE_DATA). */
const SITES = 12;
const PROVINCES = [[3, 4, 5], [5, 3, 4], [4, 5, 3], [6, 3, 3], [3, 6, 3], [4, 4, 4], [3, 3, 6], [5, 4, 3]];
/** Pieces per player (CC-T1), counters in the box (CC-A19). */
const WALLS = 14;
const CARDS = 6;
const REPUTATION_VALUES = [0, 1, 2, 3, 4];
const THREAT_VALUES = [2, 3, 4];

/** `site:12` → 11 (the engine counts from 0, the board from 1); null for another kind or a number out of range. */
function place(key, kind, count) {
  const m = /^([a-z]+):([1-9][0-9]*)$/.exec(key);
  if (!m || m[1] !== kind) return null;
  const id = Number(m[2]) - 1;
  return id < count ? id : null;
}

/** The site east of `site` along the line, across section joins (Layout::east), or null. */
export function eastOf(s, site) {
  const slot = Math.floor(site / SITES);
  if (site % SITES < SITES - 1) return site + 1;
  const next = s.line[s.line.indexOf(slot) + 1];
  return next === undefined ? null : next * SITES;
}

/** The site west of `site` (Layout::west), or null. */
function westOf(s, site) {
  const slot = Math.floor(site / SITES);
  if (site % SITES > 0) return site - 1;
  const pos = s.line.indexOf(slot);
  return pos > 0 ? s.line[pos - 1] * SITES + SITES - 1 : null;
}

/** The sites of province `p` (Layout::province_sites). */
function provinceSites(s, p) {
  const slot = Math.floor(p / 3);
  const sizes = PROVINCES[s.sections[slot]] ?? [4, 4, 4];
  const k = p % 3;
  const start = slot * SITES + sizes.slice(0, k).reduce((a, b) => a + b, 0);
  return Array.from({ length: sizes[k] }, (_, i) => start + i);
}

const seatsOf = (doc) => doc.state.players.map((_, seat) => seat);
const nameOf = (names, seat) => names[seat] || `${seat + 1}`;

/**
 * The choices at `key` for state document `doc`.
 * @param {any} doc
 * @param {string} key
 * @param {import('../../types').Lang} lang
 * @param {string[]} names
 * @returns {import('../../types').PlaceOption[]}
 */
export function options(doc, key, lang, names) {
  const s = doc.state;
  const out = [];
  const add = (id, word, vars = {}) => out.push({ id, label: w(word, lang, vars) });
  const site = place(key, 'site', s.sites.length);
  if (site !== null) {
    const piece = s.sites[site];
    if (!piece) {
      const east = eastOf(s, site);
      for (const seat of seatsOf(doc)) {
        const name = nameOf(names, seat);
        add(`wall:${seat}`, 'plWall', { name });
        if (east !== null && !s.sites[east]) add(`double:${seat}`, 'plDouble', { name, s: siteNo(east) });
        add(`tower:${seat}`, 'plTower', { name });
      }
    } else {
      if (piece.kind === 'wall') add(piece.destroyed ? 'raise' : 'destroy', piece.destroyed ? 'plRaise' : 'plDestroy');
      add('remove', piece.kind === 'double' ? 'plRemoveDouble' : 'plRemove');
    }
    return out;
  }
  const province = place(key, 'province', s.provinces.length);
  if (province !== null) {
    const p = s.provinces[province];
    for (const seat of seatsOf(doc)) {
      for (const card of s.players[seat].hand) add(`card:${seat}:${card}`, 'plCard', { name: nameOf(names, seat), card });
    }
    for (const c of p.cards) add(`back:${c.owner}:${c.card}`, 'plCardBack', { name: nameOf(names, c.owner), card: c.card });
    add(p.emperor ? 'emperor:off' : 'emperor:on', p.emperor ? 'plEmperorOff' : 'plEmperorOn');
    for (const v of REPUTATION_VALUES) if (v !== p.reputation) add(`reputation:${v}`, 'plReputation', { v, p: provNo(province) });
    return out;
  }
  const territory = place(key, 'territory', s.territories.length);
  if (territory !== null) {
    const t = s.territories[territory];
    if (t.removed) add('threat:back', 'plThreatBack');
    else add('threat:remove', 'plThreatRemove', { t: terrNo(territory) });
    for (const v of THREAT_VALUES) if (v !== t.threat) add(`threat:${v}`, 'plThreat', { v });
    return out;
  }
  return out;
}

/** The single walls of `seat` not on the board (never below 0). */
const supply = (s, seat) => Math.max(0, WALLS - s.sites.filter((q) => q && q.kind === 'wall' && q.owner === seat).length);

/** A copy of the document to edit (plain JSON all through). */
const copy = (doc) => JSON.parse(JSON.stringify(doc));

/**
 * A position built by hand is past the very first turn (ChangCheng::start_turn):
 * the first player's "exactly one single wall" does not hang over a diagram.
 */
function pastFirstTurn(s) {
  if (s.turns === 0 && s.step?.step === 'walls' && !s.step.first) {
    s.turns = 1;
    s.step = { step: 'choose' };
  }
}

/** Swaps counter value `v` in from `reserve` for `old` (the box stays whole); without one there the value is set anyway, and the engine refuses it. */
function fromReserve(reserve, old, v) {
  const at = reserve.indexOf(v);
  if (at >= 0) reserve[at] = old;
  return v;
}

/**
 * A new state document with option `id` done at `key` (`doc` unchanged).
 * @param {any} doc
 * @param {string} key
 * @param {string} id
 */
export function apply(doc, key, id) {
  const next = copy(doc);
  const s = next.state;
  const [what, a, b] = id.split(':');
  const refuse = () => { throw new Error(`chang-cheng placement: no option "${id}" at ${key}`); };
  const seatOk = (seat) => Number.isInteger(seat) && seat >= 0 && seat < s.players.length;
  const site = place(key, 'site', s.sites.length);
  const province = place(key, 'province', s.provinces.length);
  const territory = place(key, 'territory', s.territories.length);
  if (site !== null) {
    const piece = s.sites[site];
    const seat = Number(a);
    if (!piece && ['wall', 'double', 'tower'].includes(what) && seatOk(seat)) {
      const player = s.players[seat];
      if (what === 'wall') {
        s.sites[site] = { kind: 'wall', owner: seat };
        // the supply is what the board leaves; an empty one stays empty (a 15th wall: the engine says the pieces do not add up)
        player.walls = supply(s, seat);
      } else if (what === 'tower') {
        player.tower = false;
        s.sites[site] = { kind: 'tower', owner: seat };
      } else {
        const east = eastOf(s, site);
        if (east === null || s.sites[east]) refuse();
        player.double = false;
        s.sites[site] = { kind: 'double', owner: seat };
        s.sites[east] = { kind: 'double', owner: seat };
      }
    } else if (piece && id === 'remove') {
      const player = s.players[piece.owner];
      s.sites[site] = null;
      if (piece.kind === 'wall') player.walls = supply(s, piece.owner);
      else if (piece.kind === 'tower') player.tower = true;
      else {
        // both halves of the double wall come off
        for (const other of [westOf(s, site), eastOf(s, site)]) {
          const q = other === null ? null : s.sites[other];
          if (q && q.kind === 'double' && q.owner === piece.owner) { s.sites[other] = null; break; }
        }
        player.double = true;
      }
    } else if (piece?.kind === 'wall' && (id === 'destroy' || id === 'raise')) {
      if (id === 'destroy') piece.destroyed = true;
      else delete piece.destroyed;
    } else refuse();
  } else if (province !== null) {
    const p = s.provinces[province];
    const seat = Number(a);
    const card = Number(b);
    if (what === 'card' && seatOk(seat) && card >= 1 && card <= CARDS) {
      const hand = s.players[seat].hand;
      if (!hand.includes(card)) refuse();
      s.players[seat].hand = hand.filter((c) => c !== card);
      p.cards.push({ owner: seat, card });
    } else if (what === 'back' && seatOk(seat)) {
      const at = p.cards.findIndex((c) => c.owner === seat && c.card === card);
      if (at < 0) refuse();
      p.cards.splice(at, 1);
      s.players[seat].hand = [...s.players[seat].hand, card].sort((x, y) => x - y);
    } else if (id === 'emperor:on' && !p.emperor) {
      // the card comes from beside the board; with none left there the count is what it is
      p.emperor = true;
      if (s.emperorLeft > 0) s.emperorLeft -= 1;
    } else if (id === 'emperor:off' && p.emperor) {
      p.emperor = false;
      s.emperorLeft = Math.min(3, s.emperorLeft + 1);
    } else if (what === 'reputation' && REPUTATION_VALUES.includes(Number(a)) && Number(a) !== p.reputation) {
      p.reputation = fromReserve(s.reputationReserve, p.reputation, Number(a));
    } else refuse();
  } else if (territory !== null) {
    const t = s.territories[territory];
    if (id === 'threat:remove' && !t.removed) t.removed = true;
    else if (id === 'threat:back' && t.removed) t.removed = false;
    else if (what === 'threat' && THREAT_VALUES.includes(Number(a)) && Number(a) !== t.threat) {
      t.threat = fromReserve(s.threatReserve, t.threat, Number(a));
    } else refuse();
  } else refuse();
  pastFirstTurn(s);
  return next;
}

/** @type {import('../../types').Placement} */
export default { options, apply };
