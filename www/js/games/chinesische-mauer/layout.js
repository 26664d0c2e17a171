// Geometry of the table for a given width: where each section band, fame
// tile, card and hand card goes. Pure: no drawing, no DOM, so the painter and
// the clickable overlay use the very same rectangles.

import { KINDS } from './strings.js';
import { largestFitting } from '../fit.js';

/**
 * Sizes for a board `width` wide. To fit a height, `card` (a card's width)
 * shrinks the cards and `compact` the titles and gaps between the bands.
 */
export function metrics(width, card = null, compact = false) {
  const narrow = width < 560;
  const pad = narrow ? 6 : 12;
  const cw = card ?? clamp(Math.round(width / 15.5), 42, 64);
  const ch = Math.round(cw * 1.42);
  return {
    narrow,
    pad,
    cw,
    ch,
    tile: Math.round(Math.min(cw * 0.74, (ch - 6) / 2)),
    chipH: narrow ? 20 : 24,
    titleH: compact ? 22 : narrow ? 28 : 34,
    bandGap: compact ? 3 : narrow ? 6 : 10,
    compact,
    under: Math.max(6, Math.round(ch * 0.12)), // how far a covered card peeks out above
    gap: narrow ? 4 : 6,
    hw: Math.round(cw * (narrow ? 1.12 : 1.2)),
    hh: Math.round(ch * (narrow ? 1.12 : 1.2)),
  };
}

/**
 * @param {object} v      the game view (view.view of the API)
 * @param {number} width  CSS pixels
 * @param {number|null} viewer  seat whose hand is shown, or null
 * @param {number} room   the height there is (fit.js): the cards shrink (down to
 *                        a readable size) until the table fits it
 * @param {{figure?: boolean}} [opts]  figure: a rules figure (a read-only
 *                        picture): a section removed from the game (no fame
 *                        tiles left) takes no room; its box is null
 */
export function layout(v, width, viewer, room = Infinity, { figure = false } = {}) {
  const natural = metrics(width).cw;
  const full = layoutWith(v, width, viewer, metrics(width), figure);
  if (full.height <= room) return full;
  const sized = (c) => layoutWith(v, width, viewer, metrics(width, Math.round(c), true), figure);
  const cw = largestFitting(Math.min(natural, 34), natural, (c) => sized(c).height <= room);
  return sized(cw);
}

function layoutWith(v, width, viewer, m, figure) {
  let y = m.pad;
  const sections = v.sections.map((s, i) => {
    if (figure && s.closed) return null;
    const block = sectionLayout(s, i, m, width, y);
    y = block.bottom + m.bandGap;
    return block;
  });
  let hand = null;
  const seat = viewer === null ? null : v.seats[viewer];
  if (seat?.hand) {
    hand = handLayout(seat.hand, m, width, y);
    y = hand.bottom + m.pad;
  }
  return { m, width, height: Math.ceil(y), sections, hand };
}

function sectionLayout(s, i, m, width, top) {
  const depth = Math.max(0, ...s.stacks.map((st) => (st.under ? st.under.length : 0)));
  const bandX = m.pad;
  const bandW = width - 2 * m.pad;
  const bandY = top + m.titleH;
  const inner = 8;
  const cardY = bandY + inner + depth * m.under;
  const tileX = bandX + inner;
  // fitting a height, an empty section is compact: its tiles side by side, a row only as high as a tile
  const empty = m.compact && !s.stacks.length && !s.closed;
  const rowH = empty ? m.tile : m.ch;
  const bandH = inner + depth * m.under + rowH + inner;
  const tileGap = m.ch - 2 * m.tile;
  const tiles = [0, 1].map((k) => (empty ? { x: tileX + k * (m.tile + 4), y: cardY, s: m.tile } : { x: tileX, y: cardY + k * (m.tile + tileGap), s: m.tile }));
  const x0 = tileX + (empty ? 2 * m.tile + 4 : m.tile) + (m.narrow ? 8 : 14);
  const x1 = bandX + bandW - inner;
  const slotMin = Math.round(m.cw * 0.9);
  const n = s.stacks.length;
  const room = x1 - x0 - slotMin - m.gap;
  const natural = m.cw + m.gap;
  // Cards overlap (like a hand of cards) once the row is full; at least a
  // sliver with the corner value stays visible.
  const step = n <= 1 ? natural : Math.max(12, Math.min(natural, (room - m.cw) / (n - 1)));
  const stacks = s.stacks.map((st, k) => {
    const x = x0 + k * step;
    const under = (st.under || []).map((_, u, arr) => ({ x, y: cardY - (arr.length - u) * m.under, w: m.cw, h: m.ch }));
    return { x, y: cardY, w: k === n - 1 ? m.cw : Math.min(m.cw, step), fullW: m.cw, h: m.ch, under };
  });
  const slotX = n ? x0 + (n - 1) * step + m.cw + m.gap : x0;
  const slot = { x: slotX, y: cardY, w: Math.max(slotMin, x1 - slotX), h: rowH };
  return {
    index: i,
    title: { x: bandX + 2, y: top, h: m.titleH },
    band: { x: bandX, y: bandY, w: bandW, h: bandH },
    tiles,
    stacks,
    slot,
    bottom: bandY + bandH,
  };
}

function handLayout(hand, m, width, top) {
  const counts = new Map();
  for (const kind of hand) counts.set(kind, (counts.get(kind) || 0) + 1);
  const kinds = KINDS.filter((k) => counts.has(k));
  const titleH = m.titleH;
  const raise = 12;
  const fan = 4;
  const x0 = m.pad + 8;
  const x1 = width - m.pad - 8;
  const natural = m.hw + (m.narrow ? 8 : 16);
  const n = kinds.length;
  const step = n <= 1 ? natural : Math.min(natural, (x1 - x0 - m.hw - 2 * fan) / (n - 1));
  const cardY = top + titleH + raise + 2 * fan;
  const groups = kinds.map((kind, k) => ({ kind, count: counts.get(kind), x: x0 + k * step, y: cardY, w: k === n - 1 ? m.hw : Math.min(m.hw, step), fullW: m.hw, h: m.hh }));
  return {
    title: { x: m.pad + 2, y: top, h: titleH },
    area: { x: m.pad, y: top + titleH - 4, w: width - 2 * m.pad, h: raise + 2 * fan + m.hh + 16 },
    groups,
    raise,
    fan,
    bottom: cardY + m.hh + 14,
  };
}

function clamp(x, lo, hi) {
  return Math.min(hi, Math.max(lo, x));
}
