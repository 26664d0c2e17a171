// Canvas painting of the Dschingis Khan map: steppe and rice fields, roads,
// wall lines, walls (open: a gate; closed: stairs), towers, villages, token
// stacks and scouts. Pure drawing: every position comes from layout.js.

/** Seat colours: red, blue, purple, black – all distinct from steppe yellow and rice green. */
// The four seats' colours, then green for a rules figure (`colors=`): the
// rulebook's examples (Abb. 9-11) play Grün, Rot and Blau.
export const SEAT_COLORS = ['#c0392b', '#2a64ad', '#7b3f98', '#2b2b2b', '#2e7d4f'];

export const FONT = 'Georgia, "Palatino Linotype", "DejaVu Serif", serif';
export const SANS = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';

const INK = '#2f2118';
const CREAM = '#fbf4e2';
const GOLD = '#f0a500';
export const JADE = '#2c6e5f';
const CHANGED = '#ff6a13';

/** Terrain: Mongolia is dry steppe, China is wet rice fields. */
const TERRAIN = {
  mongolia: { base: '#e6d08a', dark: '#c6a85a', mark: 'rgba(120, 95, 30, 0.45)' },
  china: { base: '#8fcb72', dark: '#6fae57', mark: 'rgba(225, 250, 235, 0.75)' },
};

/** One accent colour per token kind: the pips on lower tokens and the legend. */
const KIND_COLORS = { chinese: '#c62828', mongol: '#6d3f1f', peasant: '#e0a800', plague: '#2d2030', herb: '#2f9a3a' };

// ---- small helpers ------------------------------------------------------------

const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Lighter (amount > 0) or darker (< 0) variant of a #rrggbb colour. */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount));
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

function polygon(g, pts) {
  g.beginPath();
  g.moveTo(...pts[0]);
  for (const p of pts.slice(1)) g.lineTo(...p);
  g.closePath();
}

/** A tiny deterministic generator, so textures do not shimmer between redraws. */
function noise(seed) {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

// ---- table and terrain -----------------------------------------------------------

export function paintTable(g, w, h) {
  const bg = g.createLinearGradient(0, 0, 0, h);
  bg.addColorStop(0, '#f3e4c2');
  bg.addColorStop(1, '#e6d2a6');
  g.fillStyle = bg;
  g.fillRect(0, 0, w, h);
}

/** The board's shadow and frame, drawn under the cells. */
export function paintBoardBase(g, cells, cell) {
  g.save();
  g.shadowColor = 'rgba(50, 25, 5, 0.45)';
  g.shadowBlur = cell * 0.25;
  g.shadowOffsetY = cell * 0.05;
  g.fillStyle = '#6b4a2b';
  for (const q of cells) {
    polygon(g, q);
    g.fill();
  }
  g.restore();
}

/** One village's field, textured by its country. */
export function paintCell(g, quad, side, id, cell) {
  const t = TERRAIN[side];
  g.save();
  polygon(g, quad);
  const [a, , c] = quad;
  const grad = g.createLinearGradient(a[0], a[1], c[0], c[1]);
  grad.addColorStop(0, t.base);
  grad.addColorStop(1, shade(t.base, -0.06));
  g.fillStyle = grad;
  g.fill();
  g.clip();
  if (side === 'china') ricePaddies(g, quad, cell, t);
  else steppeGrass(g, quad, id, cell, t);
  g.restore();
}

/** Rice fields: terraces of water lines across the cell. */
function ricePaddies(g, quad, cell, t) {
  const [a, b, c, d] = quad;
  g.lineWidth = Math.max(1, cell * 0.02);
  g.strokeStyle = t.mark;
  for (let k = 1; k < 6; k++) {
    const p = lerp(a, d, k / 6);
    const q = lerp(b, c, k / 6);
    g.beginPath();
    g.moveTo(...p);
    g.quadraticCurveTo((p[0] + q[0]) / 2, (p[1] + q[1]) / 2 + cell * 0.03, ...q);
    g.stroke();
  }
  // green seedlings between the water lines
  g.strokeStyle = 'rgba(40, 110, 40, 0.35)';
  g.lineWidth = Math.max(1, cell * 0.015);
  for (let k = 0; k < 6; k++) {
    for (let j = 1; j < 6; j++) {
      const p = lerp(lerp(a, d, (k + 0.5) / 6), lerp(b, c, (k + 0.5) / 6), j / 6);
      g.beginPath();
      g.moveTo(p[0], p[1] + cell * 0.02);
      g.lineTo(p[0], p[1] - cell * 0.02);
      g.stroke();
    }
  }
}

/** Steppe: scattered grass tufts on dry ground. */
function steppeGrass(g, quad, id, cell, t) {
  const [a, b, c, d] = quad;
  const rnd = noise(id + 11);
  g.strokeStyle = t.mark;
  g.lineWidth = Math.max(1, cell * 0.016);
  const s = cell * 0.045;
  for (let k = 0; k < 14; k++) {
    const p = lerp(lerp(a, b, rnd()), lerp(d, c, rnd()), rnd());
    g.beginPath();
    g.moveTo(p[0] - s, p[1] - s);
    g.lineTo(p[0], p[1] + s * 0.4);
    g.lineTo(p[0] + s, p[1] - s);
    g.moveTo(p[0], p[1] + s * 0.4);
    g.lineTo(p[0], p[1] - s * 1.1);
    g.stroke();
  }
}

/** The board's edge: a dark wooden rim around the outline. */
export function paintOutline(g, edges, cell) {
  g.save();
  g.lineCap = 'round';
  g.strokeStyle = '#4a2f1a';
  g.lineWidth = Math.max(2, cell * 0.06);
  g.beginPath();
  for (const [a, b] of edges) {
    g.moveTo(...a);
    g.lineTo(...b);
  }
  g.stroke();
  g.restore();
}

/** A cell whose country changed recently: orange hatching and a bright dashed rim. */
export function paintChanged(g, quad, cell) {
  g.save();
  polygon(g, quad);
  g.clip();
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  g.strokeStyle = 'rgba(255, 106, 19, 0.35)';
  g.lineWidth = Math.max(2, cell * 0.05);
  const step = Math.max(6, cell * 0.16);
  g.beginPath();
  for (let x = x0 - (y1 - y0); x < x1; x += step) {
    g.moveTo(x, y1);
    g.lineTo(x + (y1 - y0), y0);
  }
  g.stroke();
  g.strokeStyle = CHANGED;
  g.lineWidth = Math.max(3, cell * 0.09);
  g.setLineDash([cell * 0.14, cell * 0.07]);
  polygon(g, quad);
  g.stroke();
  g.restore();
}

// ---- roads, lines, walls, towers -----------------------------------------------------

/** A dirt road from village centre to village centre. */
export function paintRoad(g, a, b, cell) {
  g.save();
  g.lineCap = 'round';
  g.strokeStyle = 'rgba(120, 85, 45, 0.55)';
  g.lineWidth = Math.max(3, cell * 0.075);
  g.beginPath();
  g.moveTo(...a);
  g.lineTo(...b);
  g.stroke();
  g.strokeStyle = 'rgba(236, 214, 168, 0.85)';
  g.lineWidth = Math.max(1.5, cell * 0.04);
  g.setLineDash([cell * 0.07, cell * 0.05]);
  g.stroke();
  g.restore();
}

/** A light line on the board where a wall may stand (helle Linie). */
export function paintFreeLine(g, a, b, cell) {
  g.save();
  g.strokeStyle = 'rgba(255, 252, 240, 0.75)';
  g.lineWidth = Math.max(1.5, cell * 0.03);
  g.beginPath();
  g.moveTo(...a);
  g.lineTo(...b);
  g.stroke();
  g.restore();
}

/** Draws in a frame where the segment a→b is the x axis from 0 to its length. */
function alongSegment(g, a, b, draw) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  g.save();
  g.translate(...a);
  g.rotate(Math.atan2(b[1] - a[1], b[0] - a[0]));
  draw(len);
  g.restore();
}

/**
 * A wall piece. Open: light stone with the dark gate in the middle.
 * Closed: dark stone with the stairs on top. The Great Wall proper (main)
 * casts a red shadow; branches are a little slimmer and cast none.
 */
export function paintWall(g, a, b, cell, { open, main }) {
  const wt = cell * (main ? 0.17 : 0.14);
  alongSegment(g, a, b, (len) => {
    const x0 = len * 0.05;
    const x1 = len * 0.95;
    if (main) {
      g.fillStyle = 'rgba(190, 30, 20, 0.38)';
      g.beginPath();
      g.roundRect(x0 - cell * 0.04, -wt * 0.95, x1 - x0 + cell * 0.08, wt * 1.9, wt * 0.6);
      g.fill();
    }
    g.shadowColor = 'rgba(30, 15, 5, 0.45)';
    g.shadowBlur = cell * 0.05;
    g.shadowOffsetY = cell * 0.02;
    g.fillStyle = open ? '#e2dacb' : '#7c5b43';
    g.beginPath();
    g.roundRect(x0, -wt / 2, x1 - x0, wt, wt * 0.2);
    g.fill();
    g.shadowColor = 'transparent';
    g.strokeStyle = open ? '#5b4a3a' : '#2e1d10';
    g.lineWidth = Math.max(1, cell * 0.018);
    g.stroke();
    // crenellations along both edges
    g.fillStyle = open ? 'rgba(90, 74, 58, 0.55)' : 'rgba(20, 10, 5, 0.45)';
    const merlon = wt * 0.28;
    for (let x = x0 + merlon; x < x1 - merlon; x += merlon * 2.2) {
      g.fillRect(x, -wt / 2, merlon, merlon * 0.7);
      g.fillRect(x, wt / 2 - merlon * 0.7, merlon, merlon * 0.7);
    }
    const mid = len / 2;
    if (open) {
      // the gate: a dark passage through the wall with two door leaves
      const gw = len * 0.2;
      g.fillStyle = '#3a2616';
      g.beginPath();
      g.roundRect(mid - gw / 2, -wt * 0.5, gw, wt, wt * 0.15);
      g.fill();
      // the two door leaves, swung open
      g.strokeStyle = '#b5722f';
      g.lineWidth = Math.max(1.5, wt * 0.22);
      g.lineCap = 'round';
      g.beginPath();
      g.moveTo(mid - gw / 2, -wt * 0.5);
      g.lineTo(mid - gw / 2 - wt * 0.35, -wt * 1.0);
      g.moveTo(mid + gw / 2, -wt * 0.5);
      g.lineTo(mid + gw / 2 + wt * 0.35, -wt * 1.0);
      g.stroke();
    } else {
      // the stairs: light steps across the wall
      const sw = len * 0.34;
      g.fillStyle = '#d9c6a5';
      const steps = 5;
      for (let k = 0; k < steps; k++) {
        const x = mid - sw / 2 + (k * sw) / steps;
        g.fillRect(x, -wt * 0.42, (sw / steps) * 0.55, wt * 0.84);
      }
    }
  });
}

/** Where a wall was just removed: a dashed red ghost. */
export function paintGhostWall(g, a, b, cell) {
  const wt = cell * 0.16;
  alongSegment(g, a, b, (len) => {
    g.strokeStyle = '#b3261e';
    g.lineWidth = Math.max(1.5, cell * 0.03);
    g.setLineDash([cell * 0.06, cell * 0.05]);
    g.beginPath();
    g.roundRect(len * 0.06, -wt / 2, len * 0.88, wt, wt * 0.2);
    g.stroke();
    g.setLineDash([]);
    // a cross in the middle
    const s = wt * 0.5;
    g.beginPath();
    g.moveTo(len / 2 - s, -s);
    g.lineTo(len / 2 + s, s);
    g.moveTo(len / 2 - s, s);
    g.lineTo(len / 2 + s, -s);
    g.stroke();
  });
}

/**
 * A tower at a grid point. Towers with a wall are drawn as round turrets;
 * the two red border towers are red and larger; the current ends of the
 * Great Wall carry a red pennant.
 */
export function paintTower(g, p, cell, { red = false, touched = false, end = false } = {}) {
  const [x, y] = p;
  g.save();
  if (!touched && !red) {
    g.fillStyle = 'rgba(90, 70, 50, 0.55)';
    g.beginPath();
    g.arc(x, y, Math.max(1.5, cell * 0.035), 0, Math.PI * 2);
    g.fill();
    g.restore();
    return;
  }
  const r = cell * (red ? 0.11 : 0.085);
  g.shadowColor = 'rgba(30, 15, 5, 0.5)';
  g.shadowBlur = cell * 0.05;
  g.fillStyle = red ? '#c0392b' : '#cfc5b4';
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.shadowColor = 'transparent';
  g.lineWidth = Math.max(1, cell * 0.02);
  g.strokeStyle = red ? '#f6d98a' : '#4a3a2a';
  g.stroke();
  g.beginPath();
  g.arc(x, y, r * 0.55, 0, Math.PI * 2);
  g.strokeStyle = red ? 'rgba(255, 230, 180, 0.8)' : 'rgba(74, 58, 42, 0.6)';
  g.stroke();
  if (end) {
    // a pennant on a pole
    const h = cell * 0.3;
    g.strokeStyle = '#2f2118';
    g.lineWidth = Math.max(1.2, cell * 0.02);
    g.beginPath();
    g.moveTo(x, y);
    g.lineTo(x, y - h);
    g.stroke();
    g.fillStyle = '#d7261e';
    g.beginPath();
    g.moveTo(x, y - h);
    g.lineTo(x + h * 0.55, y - h * 0.82);
    g.lineTo(x, y - h * 0.64);
    g.closePath();
    g.fill();
  }
  g.restore();
}

// ---- villages --------------------------------------------------------------------------

/** A small dwelling showing the country: a yurt in Mongolia, a tiled house in China. */
export function paintHut(g, x, y, s, side) {
  g.save();
  g.lineWidth = Math.max(1, s * 0.08);
  g.strokeStyle = 'rgba(60, 40, 25, 0.85)';
  if (side === 'mongolia') {
    g.fillStyle = '#faf6ea';
    g.beginPath();
    g.moveTo(x - s * 0.5, y + s * 0.35);
    g.lineTo(x - s * 0.5, y);
    g.quadraticCurveTo(x, y - s * 0.75, x + s * 0.5, y);
    g.lineTo(x + s * 0.5, y + s * 0.35);
    g.closePath();
    g.fill();
    g.stroke();
    g.fillStyle = '#b04a2a';
    g.fillRect(x - s * 0.1, y + s * 0.02, s * 0.2, s * 0.33);
    g.beginPath();
    g.moveTo(x - s * 0.5, y);
    g.lineTo(x + s * 0.5, y);
    g.stroke();
  } else {
    g.fillStyle = '#f4ecdc';
    g.fillRect(x - s * 0.38, y - s * 0.05, s * 0.76, s * 0.4);
    g.strokeRect(x - s * 0.38, y - s * 0.05, s * 0.76, s * 0.4);
    g.fillStyle = '#7d2418';
    g.beginPath();
    g.moveTo(x - s * 0.6, y - s * 0.02);
    g.quadraticCurveTo(x - s * 0.3, y - s * 0.12, x - s * 0.25, y - s * 0.42);
    g.lineTo(x + s * 0.25, y - s * 0.42);
    g.quadraticCurveTo(x + s * 0.3, y - s * 0.12, x + s * 0.6, y - s * 0.02);
    g.closePath();
    g.fill();
    g.fillStyle = '#3b2a1c';
    g.fillRect(x - s * 0.08, y + s * 0.12, s * 0.16, s * 0.23);
  }
  g.restore();
}

/** The village number in the cell's corner. */
export function paintNumber(g, x, y, n, cell) {
  g.save();
  g.font = `700 ${Math.max(12, Math.round(cell * 0.15))}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineWidth = 3;
  g.strokeStyle = 'rgba(255, 250, 235, 0.8)';
  g.strokeText(String(n), x, y);
  g.fillStyle = 'rgba(50, 35, 20, 0.85)';
  g.fillText(String(n), x, y);
  g.restore();
}

// ---- tokens ----------------------------------------------------------------------------

/**
 * A stack of tokens, bottom first, seen slightly from above: each token a
 * disc in its owner's colour, shifted up by `t`, so the colour order shows
 * as rims. Kinds the viewer knows: an icon on the top token, a pip on the
 * rims of the others. A badge gives the height from 2 up. `hue(seat)`: the
 * index into SEAT_COLORS a seat is drawn in (the board's, ../hues.js).
 */
export function paintStack(g, x, y, cell, stack, hue = (seat) => seat) {
  const n = stack.length;
  if (!n) return;
  const r = cell * 0.17;
  const t = Math.min(Math.max(3, Math.min(6.5, cell * 0.075)), (cell * 0.34) / Math.max(1, n - 1));
  const base = y + ((n - 1) * t) / 2;
  stack.forEach((tok, k) => {
    const cy = base - k * t;
    const top = k === n - 1;
    paintDisc(g, x, cy, r, hue(tok.owner), cell);
    if (top) paintFace(g, x, cy, r, hue(tok.owner), tok.kind);
    else if (tok.kind && t >= 3) paintPip(g, x, cy + r - t * 0.5, Math.max(1.6, t * 0.42), tok.kind);
  });
  if (n >= 2) paintBadge(g, x + r * 0.95, base - (n - 1) * t - r * 0.8, String(n), cell);
}

function paintDisc(g, x, y, r, hue, cell) {
  const color = SEAT_COLORS[hue] || '#888';
  g.save();
  g.shadowColor = 'rgba(20, 10, 0, 0.45)';
  g.shadowBlur = cell * 0.04;
  g.shadowOffsetY = cell * 0.015;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = shade(color, -0.12);
  g.fill();
  g.shadowColor = 'transparent';
  g.lineWidth = Math.max(1, cell * 0.016);
  g.strokeStyle = 'rgba(25, 15, 5, 0.8)';
  g.stroke();
  g.restore();
}

/** The face of a token: owner's colour rim (`hue`: index into SEAT_COLORS, -1 grey); cream with the kind's icon if known. */
export function paintFace(g, x, y, r, hue, kind) {
  const color = SEAT_COLORS[hue] || '#888';
  g.save();
  const grad = g.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
  grad.addColorStop(0, shade(color, 0.25));
  grad.addColorStop(1, color);
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = grad;
  g.fill();
  g.lineWidth = Math.max(1, r * 0.09);
  g.strokeStyle = 'rgba(25, 15, 5, 0.85)';
  g.stroke();
  if (kind) {
    g.beginPath();
    g.arc(x, y, r * 0.74, 0, Math.PI * 2);
    g.fillStyle = CREAM;
    g.fill();
    paintKindIcon(g, kind, x, y, r * 0.66);
  } else {
    // face down: an embossed ring
    g.beginPath();
    g.arc(x, y, r * 0.6, 0, Math.PI * 2);
    g.strokeStyle = 'rgba(255, 255, 255, 0.45)';
    g.lineWidth = Math.max(1, r * 0.1);
    g.stroke();
  }
  g.restore();
}

function paintPip(g, x, y, r, kind) {
  g.save();
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = KIND_COLORS[kind];
  g.fill();
  g.lineWidth = Math.max(0.8, r * 0.45);
  g.strokeStyle = CREAM;
  g.stroke();
  g.restore();
}

export function paintBadge(g, x, y, text, cell) {
  // its number at 12 px at least
  const r = Math.max(10, cell * 0.085);
  g.save();
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = '#1f1916';
  g.fill();
  g.strokeStyle = '#e9b949';
  g.lineWidth = 1.5;
  g.stroke();
  g.fillStyle = '#fff6dc';
  g.font = `700 ${Math.round(r * 1.2)}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y + 0.5);
  g.restore();
}

/** The final scoring of a village: a green (or red) pill with its points. */
export function paintPoints(g, x, y, points, cell) {
  const text = points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
  const fs = Math.max(12, Math.round(cell * 0.16));
  g.save();
  g.font = `700 ${fs}px ${SANS}`;
  const w = g.measureText(text).width + fs * 0.8;
  const h = fs * 1.35;
  g.beginPath();
  g.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
  g.fillStyle = points > 0 ? '#1f6b3a' : points < 0 ? '#a3251b' : '#5b4a3a';
  g.fill();
  g.strokeStyle = '#fff6dc';
  g.lineWidth = 1.5;
  g.stroke();
  g.fillStyle = '#fff';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y + 0.5);
  g.restore();
}

/** A token kind's picture, in a circle of radius r around (x, y). */
function paintKindIcon(g, kind, x, y, r) {
  g.save();
  g.translate(x - r, y - r);
  g.scale((2 * r) / 100, (2 * r) / 100);
  g.lineCap = 'round';
  g.lineJoin = 'round';
  (ICONS[kind] || (() => {}))(g);
  g.restore();
}

const ICONS = {
  /** Chinese warrior: a steel helmet with a red plume and neck guard. */
  chinese(g) {
    g.fillStyle = '#c62828';
    g.beginPath(); g.moveTo(50, 4); g.quadraticCurveTo(66, 14, 56, 30); g.lineTo(44, 30); g.quadraticCurveTo(34, 14, 50, 4); g.fill();
    g.fillStyle = '#e0a800';
    g.fillRect(44, 26, 12, 8);
    g.fillStyle = '#5d6a78';
    g.beginPath(); g.moveTo(14, 70); g.quadraticCurveTo(14, 32, 50, 32); g.quadraticCurveTo(86, 32, 86, 70); g.closePath(); g.fill();
    g.fillStyle = '#3c4652';
    g.beginPath(); g.moveTo(8, 70); g.lineTo(92, 70); g.lineTo(84, 94); g.lineTo(16, 94); g.closePath(); g.fill();
    g.fillStyle = '#c62828';
    g.fillRect(10, 64, 80, 8);
    g.fillStyle = 'rgba(255, 255, 255, 0.5)';
    g.beginPath(); g.ellipse(36, 46, 7, 11, -0.6, 0, Math.PI * 2); g.fill();
  },
  /** Mongol rider: a horse's head. */
  mongol(g) {
    g.fillStyle = '#7a4520';
    g.beginPath();
    g.moveTo(30, 94); g.lineTo(36, 66);
    g.quadraticCurveTo(30, 58, 20, 60); g.quadraticCurveTo(8, 58, 10, 48);
    g.lineTo(34, 24); g.lineTo(38, 6); g.lineTo(46, 18);
    g.quadraticCurveTo(78, 20, 84, 60); g.quadraticCurveTo(86, 80, 80, 94);
    g.closePath(); g.fill();
    g.fillStyle = '#2b1b10';
    g.beginPath();
    g.moveTo(46, 18); g.quadraticCurveTo(80, 22, 84, 62); g.quadraticCurveTo(86, 80, 80, 94);
    g.lineTo(70, 94); g.quadraticCurveTo(76, 60, 58, 26);
    g.closePath(); g.fill();
    g.fillStyle = '#fbf4e2';
    g.beginPath(); g.arc(36, 36, 5, 0, Math.PI * 2); g.fill();
  },
  /** Peasant: a conical straw hat over a rice sheaf. */
  peasant(g) {
    g.strokeStyle = '#7a8d1f';
    g.lineWidth = 7;
    for (const dx of [-18, 0, 18]) { g.beginPath(); g.moveTo(50, 96); g.lineTo(50 + dx, 58); g.stroke(); }
    g.fillStyle = '#e0b540';
    g.beginPath(); g.moveTo(50, 8); g.lineTo(96, 62); g.quadraticCurveTo(50, 74, 4, 62); g.closePath(); g.fill();
    g.strokeStyle = '#8a6410';
    g.lineWidth = 4;
    g.stroke();
    g.beginPath(); g.moveTo(50, 10); g.lineTo(30, 64); g.moveTo(50, 10); g.lineTo(70, 64); g.stroke();
  },
  /** Plague: a skull. */
  plague(g) {
    g.fillStyle = '#2d2030';
    g.beginPath(); g.arc(50, 42, 34, Math.PI * 0.85, Math.PI * 0.15); g.lineTo(70, 76); g.lineTo(30, 76); g.closePath(); g.fill();
    g.fillRect(34, 74, 32, 16);
    g.fillStyle = '#fbf4e2';
    g.beginPath(); g.arc(37, 46, 9, 0, Math.PI * 2); g.fill();
    g.beginPath(); g.arc(63, 46, 9, 0, Math.PI * 2); g.fill();
    g.beginPath(); g.moveTo(50, 56); g.lineTo(45, 66); g.lineTo(55, 66); g.closePath(); g.fill();
    g.fillRect(42, 80, 4, 10); g.fillRect(54, 80, 4, 10);
  },
  /** Herb: a green sprig. */
  herb(g) {
    g.strokeStyle = '#1f6b28';
    g.lineWidth = 6;
    g.beginPath(); g.moveTo(50, 94); g.quadraticCurveTo(48, 60, 52, 10); g.stroke();
    g.fillStyle = '#2f9a3a';
    const leaf = (x, y, rot) => { g.beginPath(); g.ellipse(x, y, 20, 9, rot, 0, Math.PI * 2); g.fill(); };
    leaf(32, 64, -0.6); leaf(68, 56, 0.6); leaf(34, 36, -0.8); leaf(66, 28, 0.8);
    g.fillStyle = '#c62828';
    g.beginPath(); g.arc(52, 10, 7, 0, Math.PI * 2); g.fill();
  },
};

// ---- scouts, paths, highlights ------------------------------------------------------------

/** A scout (Kundschafter): a wooden figure in the seat's colour (`hue`: index into SEAT_COLORS), feet at (x, y). */
export function paintScout(g, x, y, h, hue) {
  const color = SEAT_COLORS[hue] || '#888';
  const w = h * 0.62;
  g.save();
  g.shadowColor = 'rgba(20, 10, 0, 0.5)';
  g.shadowBlur = h * 0.12;
  g.shadowOffsetY = h * 0.04;
  g.beginPath();
  g.ellipse(x, y - h * 0.05, w * 0.5, h * 0.1, 0, 0, Math.PI * 2);
  g.moveTo(x - w * 0.42, y - h * 0.08);
  g.quadraticCurveTo(x - w * 0.3, y - h * 0.55, x - w * 0.12, y - h * 0.62);
  g.lineTo(x + w * 0.12, y - h * 0.62);
  g.quadraticCurveTo(x + w * 0.3, y - h * 0.55, x + w * 0.42, y - h * 0.08);
  g.closePath();
  g.fillStyle = color;
  g.fill();
  g.shadowColor = 'transparent';
  g.lineWidth = Math.max(1.2, h * 0.045);
  g.strokeStyle = '#1d130c';
  g.stroke();
  // head
  g.beginPath();
  g.arc(x, y - h * 0.74, h * 0.16, 0, Math.PI * 2);
  g.fillStyle = shade(color, 0.1);
  g.fill();
  g.stroke();
  // a pointed hat
  g.beginPath();
  g.moveTo(x - h * 0.2, y - h * 0.82);
  g.lineTo(x, y - h * 1.02);
  g.lineTo(x + h * 0.2, y - h * 0.82);
  g.closePath();
  g.fillStyle = shade(color, -0.35);
  g.fill();
  g.stroke();
  // a highlight on the body
  g.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  g.lineWidth = Math.max(1, h * 0.05);
  g.beginPath();
  g.moveTo(x - w * 0.22, y - h * 0.15);
  g.quadraticCurveTo(x - w * 0.16, y - h * 0.45, x - w * 0.05, y - h * 0.55);
  g.stroke();
  g.restore();
}

/** The scout's route this turn: a dashed arc with an arrowhead in the seat's colour (`hue`: index into SEAT_COLORS). */
export function paintStepArrow(g, a, b, cell, hue) {
  const color = SEAT_COLORS[hue] || '#333';
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const bend = Math.min(cell * 0.5, len * 0.25);
  const c = [mx - (dy / len) * bend, my + (dx / len) * bend];
  // stop short of the target's stack
  const end = lerp(b, c, (cell * 0.3) / len);
  g.save();
  g.lineCap = 'round';
  /** @type {[string, number][]} */
  const strokes = [['rgba(255, 255, 255, 0.85)', cell * 0.075], [color, cell * 0.04]];
  for (const [style, width] of strokes) {
    g.strokeStyle = style;
    g.lineWidth = Math.max(2, width);
    g.setLineDash(style === color ? [cell * 0.09, cell * 0.06] : []);
    g.beginPath();
    g.moveTo(...a);
    g.quadraticCurveTo(...c, ...end);
    g.stroke();
  }
  g.setLineDash([]);
  const ang = Math.atan2(end[1] - c[1], end[0] - c[0]);
  const s = Math.max(6, cell * 0.12);
  g.fillStyle = color;
  g.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  g.lineWidth = 1.5;
  g.beginPath();
  g.moveTo(...end);
  g.lineTo(end[0] - s * Math.cos(ang - 0.45), end[1] - s * Math.sin(ang - 0.45));
  g.lineTo(end[0] - s * Math.cos(ang + 0.45), end[1] - s * Math.sin(ang + 0.45));
  g.closePath();
  g.fill();
  g.stroke();
  g.restore();
}

/** A glowing ring of radius r: gold = "you can click here", jade = "chosen". */
export function paintRing(g, x, y, r, color = GOLD) {
  g.save();
  g.shadowColor = color;
  g.shadowBlur = r * 0.5;
  g.strokeStyle = color;
  g.lineWidth = Math.max(2.5, r * 0.13);
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.stroke();
  g.fillStyle = color === GOLD ? 'rgba(255, 214, 110, 0.22)' : 'rgba(44, 110, 95, 0.2)';
  g.fill();
  g.restore();
}

/** "You can click here" along a wall line (free line or standing wall). */
export function paintLineGlow(g, a, b, cell, color = GOLD) {
  alongSegment(g, a, b, (len) => {
    g.shadowColor = color;
    g.shadowBlur = cell * 0.15;
    g.strokeStyle = color;
    g.lineWidth = Math.max(2.5, cell * 0.05);
    g.beginPath();
    g.roundRect(len * 0.12, -cell * 0.12, len * 0.76, cell * 0.24, cell * 0.08);
    g.stroke();
  });
}

/** A free line that can take a wall: a dashed gold wall outline (jade: the line chosen). */
export function paintLineTarget(g, a, b, cell, chosen = false) {
  alongSegment(g, a, b, (len) => {
    g.fillStyle = chosen ? 'rgba(44, 110, 95, 0.55)' : 'rgba(255, 214, 110, 0.5)';
    g.strokeStyle = chosen ? JADE : '#b87400';
    g.lineWidth = Math.max(1.5, cell * 0.025);
    g.setLineDash([cell * 0.06, cell * 0.04]);
    g.beginPath();
    g.roundRect(len * 0.1, -cell * 0.08, len * 0.8, cell * 0.16, cell * 0.04);
    g.fill();
    g.stroke();
  });
}

export function paintTowerGlow(g, p, cell) {
  g.save();
  g.shadowColor = GOLD;
  g.shadowBlur = cell * 0.2;
  g.strokeStyle = GOLD;
  g.lineWidth = Math.max(2.5, cell * 0.05);
  g.beginPath();
  g.arc(p[0], p[1], cell * 0.2, 0, Math.PI * 2);
  g.stroke();
  g.restore();
}

// ---- the supply tray -------------------------------------------------------------------------

export function paintTray(g, area) {
  g.save();
  g.beginPath();
  g.roundRect(area.x, area.y, area.w, area.h, 12);
  const tray = g.createLinearGradient(0, area.y, 0, area.y + area.h);
  tray.addColorStop(0, '#8a5a34');
  tray.addColorStop(1, '#5e3a20');
  g.fillStyle = tray;
  g.fill();
  g.restore();
}

/** A wall piece lying in the supply. */
export function paintWallPiece(g, x, y, w, h) {
  g.save();
  g.fillStyle = '#e2dacb';
  g.strokeStyle = '#3b2a1c';
  g.lineWidth = 1.2;
  g.beginPath();
  g.roundRect(x, y, w, h, 2);
  g.fill();
  g.stroke();
  g.fillStyle = '#2a1b10';
  g.fillRect(x + w * 0.38, y + h * 0.2, w * 0.24, h * 0.8);
  g.restore();
}

/** The face-down passive supply: a small pile of discs in the seat's colour (`hue`: index into SEAT_COLORS). */
export function paintPile(g, x, y, w, h, hue, n) {
  const r = Math.min(w, h) * 0.42;
  const layers = Math.min(4, n);
  for (let k = 0; k < layers; k++) {
    const cx = x + w / 2;
    const cy = y + h - r - k * 3;
    g.save();
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.fillStyle = shade(SEAT_COLORS[hue] || '#888', k === layers - 1 ? 0 : -0.2);
    g.fill();
    g.strokeStyle = 'rgba(25, 15, 5, 0.85)';
    g.lineWidth = 1.2;
    g.stroke();
    g.restore();
  }
}
