// Free placement for Chinesische Mauer (the figure builder's placement mode,
// `Placement` in www/js/types.d.ts): cards of a colour laid at a section,
// covered by a Dragon or taken off again, the fame tiles of a section (the open
// pair, the first tile lying on a card) and the cards in a hand. Pure: no DOM.
//
// Places (keys as the board's markable() names them, 1-based as people see them):
//   section:<n>   lay a card of a seat at the right end, swap an open fame tile
//                 for another value, take every card off
//   card:<n>:<k>  take the card off (a covered card comes up again), cover it
//                 with a Dragon, lay the section's first fame tile on it
//   hand:<kind>   the hand on screen: the board shows the hand of the seat to
//                 move (`state.turn`), one card more or fewer of that kind
//   hand:<seat>   (places(board)) the whole hand area on screen: any kind more
//
// The document stays consistent where the edit implies it: a card laid comes
// out of its owner's set (the draw pile first, then the hand), a card taken off
// goes back onto the draw pile; an open tile swapped goes back into the face-down
// supply, its replacement comes out of it. When the set (or the supply) has no
// such card (tile) left the edit is still made, and the engine's validate
// refuses it ("more Wall cards than a set holds", "the fame tiles do not add
// up to the 36 of the game"). The log is emptied and `undoable` set to 0: a
// placed position has no history.

import { fill } from '../../shell/i18n.js';
import { KINDS, kindName } from './strings.js';

/** Fame tile values (CM A1). */
const VALUES = [1, 2, 3, 4, 5, 7, 8];

const WORDS = {
  de: {
    lay: '{kind} von {name} anlegen',
    cover: 'Mit Drachen von {name} überdecken',
    remove: 'Entfernen',
    clear: 'Alle Karten entfernen',
    swap: 'Ruhmeskärtchen {a} gegen {b} tauschen',
    tileOn: 'Ruhmeskärtchen {v} auf diese Karte legen',
    tileMove: 'Ruhmeskärtchen {v} auf diese Karte verlegen',
    tileBack: 'Ruhmeskärtchen {v} zurück zu den offenen legen',
    handAdd: '{kind} auf die Hand von {name}',
    handRemove: '{kind} aus der Hand von {name} zurück in den Stapel',
    handPlace: 'Hand von {name}',
  },
  en: {
    lay: 'Lay a {kind} of {name}',
    cover: 'Cover with a Dragon of {name}',
    remove: 'Remove',
    clear: 'Remove every card',
    swap: 'Swap fame tile {a} for a {b}',
    tileOn: 'Lay fame tile {v} on this card',
    tileMove: 'Move fame tile {v} onto this card',
    tileBack: 'Put fame tile {v} back with the open ones',
    handAdd: "{kind} into {name}'s hand",
    handRemove: "{kind} from {name}'s hand back to the deck",
    handPlace: "{name}'s hand",
  },
};

const say = (key, lang, vars = {}) => fill(WORDS[lang === 'de' ? 'de' : 'en'][key], vars);
const nameOf = (names, seat) => names?.[seat] ?? `${seat + 1}`;

/** The parts of a key: `section:2` → {type: 'section', n: 1}; null for keys not ours. */
function parse(doc, key) {
  const [type, a, b, ...rest] = String(key).split(':');
  if (rest.length) return null;
  const st = doc.state;
  const int = (x) => (/^\d+$/.test(x ?? '') ? Number(x) : NaN);
  if (type === 'section' && b === undefined) {
    const n = int(a) - 1;
    return st.sections[n] ? { type, n } : null;
  }
  if (type === 'card') {
    const n = int(a) - 1;
    const k = int(b) - 1;
    return st.sections[n]?.stacks[k] ? { type, n, k } : null;
  }
  if (type === 'hand' && b === undefined) {
    if (KINDS.includes(a)) return st.players[st.turn] ? { type: 'handKind', seat: st.turn, kind: a } : null;
    const seat = int(a);
    return st.players[seat] ? { type: 'hand', seat } : null;
  }
  return null;
}

/** The choices at `key` (see the file's head). */
export function options(doc, key, lang, names) {
  const p = parse(doc, key);
  if (!p) return [];
  const st = doc.state;
  const seats = st.players.map((_, seat) => seat);
  const out = [];
  if (p.type === 'section') {
    const s = st.sections[p.n];
    if (s.closed) return [];
    for (const seat of seats) {
      for (const kind of KINDS) out.push({ id: `lay:${seat}:${kind}`, label: say('lay', lang, { kind: kindName(kind, lang), name: nameOf(names, seat) }) });
    }
    for (const a of [...new Set(s.open)]) {
      for (const b of VALUES.filter((v) => v !== a)) out.push({ id: `swap:${a}:${b}`, label: say('swap', lang, { a, b }) });
    }
    if (s.stacks.length) out.push({ id: 'clear', label: say('clear', lang) });
    return out;
  }
  if (p.type === 'card') {
    const s = st.sections[p.n];
    out.push({ id: 'remove', label: say('remove', lang) });
    const tiled = s.placed && s.placed.stack === p.k;
    // A card carrying the fame tile cannot be covered (CM-21): not offered.
    if (!tiled) for (const seat of seats) out.push({ id: `cover:${seat}`, label: say('cover', lang, { name: nameOf(names, seat) }) });
    if (tiled) out.push({ id: 'tileBack', label: say('tileBack', lang, { v: s.placed.value }) });
    else if (s.placed) out.push({ id: 'tileMove', label: say('tileMove', lang, { v: s.placed.value }) });
    else for (const v of [...new Set(s.open)]) out.push({ id: `tile:${v}`, label: say('tileOn', lang, { v }) });
    return out;
  }
  if (p.type === 'handKind') {
    const kind = kindName(p.kind, lang);
    const name = nameOf(names, p.seat);
    return [
      { id: 'add', label: say('handAdd', lang, { kind, name }) },
      { id: 'remove', label: say('handRemove', lang, { kind, name }) },
    ];
  }
  // the whole hand area: any kind more; the kinds held, one fewer
  const name = nameOf(names, p.seat);
  const held = st.players[p.seat].hand;
  for (const kind of KINDS) out.push({ id: `add:${kind}`, label: say('handAdd', lang, { kind: kindName(kind, lang), name }) });
  for (const kind of KINDS.filter((k) => held.includes(k))) out.push({ id: `remove:${kind}`, label: say('handRemove', lang, { kind: kindName(kind, lang), name }) });
  return out;
}

/** Takes one card of `kind` out of `seat`'s set: the draw pile first, then the hand; nothing when the set has none left. */
function takeFromSet(player, kind) {
  const d = player.deck.lastIndexOf(kind);
  if (d >= 0) return void player.deck.splice(d, 1);
  const h = player.hand.indexOf(kind);
  if (h >= 0) player.hand.splice(h, 1);
}

/** Takes one card of `kind` from the draw pile into the hand (none left: the hand gets it anyway, validate judges). */
function toHand(player, kind) {
  const d = player.deck.lastIndexOf(kind);
  if (d >= 0) player.deck.splice(d, 1);
  player.hand.push(kind);
  player.hand.sort((x, y) => KINDS.indexOf(x) - KINDS.indexOf(y));
}

/** A tile of value `v` out of the supply (if there is one there; else validate finds the count wrong). */
function fromSupply(st, v) {
  const i = st.supply.lastIndexOf(v);
  if (i >= 0) st.supply.splice(i, 1);
}

/** Takes the top card of stack `k` off section `s`; the card goes back on its owner's draw pile. */
function removeTop(st, s, k) {
  const stack = s.stacks[k];
  st.players[stack.top.owner]?.deck.push(stack.top.kind);
  if (stack.under?.length) {
    stack.top = stack.under.pop();
    if (!stack.under.length) delete stack.under;
    return;
  }
  s.stacks.splice(k, 1);
  if (s.placed) {
    if (s.placed.stack === k) {
      s.open.push(s.placed.value);
      s.placed = null;
    } else if (s.placed.stack > k) s.placed.stack -= 1;
  }
}

/** A new document with option `id` done at `key`; throws for an id `options` does not offer there. */
export function apply(doc, key, id) {
  const offered = options(doc, key, 'en', []);
  if (!offered.some((o) => o.id === id)) throw new Error(`chinesische-mauer placement: no option ${id} at ${key}`);
  const next = structuredClone(doc);
  delete next.status;
  const st = next.state;
  const p = parse(next, key);
  const [verb, x, y] = id.split(':');
  if (p.type === 'section') {
    const s = st.sections[p.n];
    if (verb === 'lay') {
      const seat = Number(x);
      takeFromSet(st.players[seat], y);
      s.stacks.push({ top: { kind: y, owner: seat } });
    } else if (verb === 'swap') {
      const [a, b] = [Number(x), Number(y)];
      s.open[s.open.indexOf(a)] = b;
      fromSupply(st, b);
      st.supply.push(a);
    } else if (verb === 'clear') {
      while (s.stacks.length) removeTop(st, s, s.stacks.length - 1);
    }
  } else if (p.type === 'card') {
    const s = st.sections[p.n];
    const stack = s.stacks[p.k];
    if (verb === 'remove') removeTop(st, s, p.k);
    else if (verb === 'cover') {
      const seat = Number(x);
      takeFromSet(st.players[seat], 'dragon');
      (stack.under ??= []).push(stack.top);
      stack.top = { kind: 'dragon', owner: seat };
    } else if (verb === 'tile') {
      const v = Number(x);
      s.open.splice(s.open.indexOf(v), 1);
      s.placed = { value: v, stack: p.k };
    } else if (verb === 'tileMove') s.placed.stack = p.k;
    else if (verb === 'tileBack') {
      s.open.push(s.placed.value);
      s.placed = null;
    }
  } else if (p.type === 'handKind') {
    const player = st.players[p.seat];
    if (verb === 'add') toHand(player, p.kind);
    else {
      const i = player.hand.indexOf(p.kind);
      if (i >= 0) player.hand.splice(i, 1);
      player.deck.push(p.kind);
    }
  } else {
    const player = st.players[p.seat];
    if (verb === 'add') toHand(player, x);
    else {
      player.hand.splice(player.hand.indexOf(x), 1);
      player.deck.push(x);
    }
  }
  st.log = [];
  st.undoable = 0;
  return next;
}

/**
 * The hand on screen as one place, `hand:<seat>` (its kinds are markable()'s
 * `hand:<kind>`): what the board drew (`L.hand`, shown for a seat's view only).
 * @param {import('../../types').Board} board
 */
export function places(board) {
  const b = /** @type {any} */ (board);
  const area = b?.L?.hand?.area;
  const viewer = b?.data?.view?.viewer;
  if (!area || typeof viewer !== 'number') return [];
  const lang = b.ctx?.lang || 'de';
  return [{ key: `hand:${viewer}`, x: area.x, y: area.y, w: area.w, h: area.h, label: say('handPlace', lang, { name: nameOf(b.ctx?.names, viewer) }) }];
}

export default { options, apply, places };
