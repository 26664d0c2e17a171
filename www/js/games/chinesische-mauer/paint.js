// Canvas painting of the table: parchment, stone wall bands, cards with
// their kind symbols, fame tiles. Pure drawing: positions come from layout.js.

import { BASE_VALUE } from './strings.js';

/** Seat colours: the five colour sets of the box (red, blue, green, yellow, brown). */
export const SEAT_COLORS = ['#c0392b', '#2a64ad', '#3a8a3a', '#e0a91c', '#7b4a26'];
/** Darker text shade per seat, readable on cream. */
const SEAT_INK = ['#9b2418', '#1d4c88', '#276b27', '#8f6a06', '#5e3618'];

const INK = '#3b2a1c';
const CREAM = '#fbf4e2';
const GOLD = '#e9b949';
const LACQUER = '#1f1916';
export const FONT = 'Georgia, "Palatino Linotype", "DejaVu Serif", serif';
export const SANS = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';

export function roundRect(g, x, y, w, h, r) {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** Parchment table with a soft vignette. */
export function paintTable(g, w, h) {
  const bg = g.createLinearGradient(0, 0, 0, h);
  bg.addColorStop(0, '#f5e8cb');
  bg.addColorStop(1, '#ead8b0');
  g.fillStyle = bg;
  g.fillRect(0, 0, w, h);
  // faint fibres, deterministic so redraws do not shimmer
  g.strokeStyle = 'rgba(120, 80, 30, 0.05)';
  g.lineWidth = 1;
  for (let y = 3; y < h; y += 7) {
    g.beginPath();
    g.moveTo(0, y);
    g.bezierCurveTo(w * 0.3, y + 2, w * 0.6, y - 2, w, y + 1);
    g.stroke();
  }
}

/** A stone-wall band behind a section's row of cards. */
export function paintWallBand(g, x, y, w, h, { highlight = false, closed = false } = {}) {
  g.save();
  roundRect(g, x, y, w, h, 10);
  g.fillStyle = closed ? '#d8ccb4' : '#dccaa4';
  g.fill();
  g.clip();
  // bricks
  const bh = 14;
  g.strokeStyle = closed ? 'rgba(90,70,50,0.12)' : 'rgba(110, 80, 45, 0.18)';
  g.lineWidth = 1;
  for (let row = 0, yy = y; yy < y + h; row++, yy += bh) {
    g.beginPath();
    g.moveTo(x, yy);
    g.lineTo(x + w, yy);
    g.stroke();
    for (let xx = x + (row % 2 ? 0 : 18); xx < x + w; xx += 36) {
      g.beginPath();
      g.moveTo(xx, yy);
      g.lineTo(xx, yy + bh);
      g.stroke();
    }
  }
  g.restore();
  g.save();
  roundRect(g, x + 0.5, y + 0.5, w - 1, h - 1, 10);
  g.strokeStyle = highlight ? GOLD : 'rgba(110, 80, 45, 0.45)';
  g.lineWidth = highlight ? 3 : 1;
  g.stroke();
  g.restore();
}

/**
 * A card. `value` = its current value on the table (null in hand: printed value).
 * Options: dim, covered (darkened, under a Dragon), label (kind name or null),
 * hue (index into SEAT_COLORS; default the owner's seat).
 */
export function paintCard(g, x, y, w, h, card, { value = null, label = null, dim = false, covered = false, isNew = false, hue = card.owner } = {}) {
  const color = SEAT_COLORS[hue] || '#777';
  const ink = SEAT_INK[hue] || INK;
  const r = Math.max(4, w * 0.1);
  g.save();
  if (dim) g.globalAlpha = 0.45;
  // shadow
  g.shadowColor = 'rgba(40, 20, 5, 0.35)';
  g.shadowBlur = 4;
  g.shadowOffsetY = 2;
  roundRect(g, x, y, w, h, r);
  const frame = g.createLinearGradient(x, y, x, y + h);
  frame.addColorStop(0, shade(color, 0.18));
  frame.addColorStop(1, shade(color, -0.12));
  g.fillStyle = frame;
  g.fill();
  g.shadowColor = 'transparent';
  // inner panel
  const m = Math.max(3, Math.round(w * 0.07));
  roundRect(g, x + m, y + m, w - 2 * m, h - 2 * m, Math.max(2, r - 2));
  g.fillStyle = CREAM;
  g.fill();
  // corner value
  const printed = BASE_VALUE[card.kind];
  const shown = value ?? printed;
  const fs = Math.round(h * 0.21);
  g.font = `700 ${fs}px ${FONT}`;
  g.textBaseline = 'top';
  g.textAlign = 'left';
  const vx = x + m + Math.max(2, w * 0.05);
  const vy = y + m + 1;
  if (value !== null && value !== printed) {
    // changed by a Noble or by Warriors to the left: a coloured disc says so
    const rad = fs * 0.62;
    g.beginPath();
    g.arc(vx + rad * 0.62, vy + fs * 0.5, rad, 0, Math.PI * 2);
    g.fillStyle = value < printed ? '#b3261e' : '#2c6e5f';
    g.fill();
    g.fillStyle = '#fff';
    g.textAlign = 'center';
    g.fillText(String(shown), vx + rad * 0.62, vy + fs * 0.08);
  } else {
    g.fillStyle = ink;
    g.fillText(String(shown), vx, vy);
  }
  // symbol
  const s = Math.min(w - 2 * m - 4, h * 0.5);
  const cy = label ? y + h * 0.5 : y + h * 0.56;
  paintSymbol(g, card.kind, x + w / 2 - s / 2, cy - s / 2, s, color);
  // the name under the symbol: at 12 px at least, and only where it fits whole (the symbol says the kind as well)
  if (label) g.font = `600 ${Math.max(12, Math.round(h * 0.105))}px ${SANS}`;
  if (label && g.measureText(label).width <= w - 2 * m - 2) {
    g.fillStyle = INK;
    g.textAlign = 'center';
    g.textBaseline = 'alphabetic';
    g.fillText(label, x + w / 2, y + h - m - Math.max(3, h * 0.05));
  }
  if (covered) {
    roundRect(g, x, y, w, h, r);
    g.fillStyle = 'rgba(30, 20, 10, 0.35)';
    g.fill();
  }
  if (isNew) {
    // The last move: a jade frame around the whole card (plus the corner dot), visible at a glance.
    g.strokeStyle = '#2c6e5f';
    g.lineWidth = 3.5;
    g.beginPath();
    g.roundRect(x - 3, y - 3, w + 6, h + 6, r + 3);
    g.stroke();
    g.beginPath();
    g.arc(x + w - m - 4, y + m + 4, Math.max(5, w * 0.1), 0, Math.PI * 2);
    g.fillStyle = '#2c6e5f';
    g.fill();
    g.strokeStyle = '#fff';
    g.lineWidth = 1.5;
    g.stroke();
  }
  g.restore();
}

/** The back of a card stack (deck), in the owner's colour (`hue`: index into SEAT_COLORS). */
export function paintCardBack(g, x, y, w, h, hue) {
  const color = SEAT_COLORS[hue] || '#777';
  g.save();
  roundRect(g, x, y, w, h, Math.max(4, w * 0.1));
  g.fillStyle = shade(color, -0.1);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.5)';
  g.lineWidth = 1.5;
  roundRect(g, x + 4, y + 4, w - 8, h - 8, 3);
  g.stroke();
  g.restore();
}

/** A fame tile (Ruhmeskärtchen): black lacquer, gold rim, gold number. */
export function paintTile(g, x, y, s, value, { dim = false, small = false } = {}) {
  g.save();
  if (dim) g.globalAlpha = 0.5;
  g.shadowColor = 'rgba(30, 15, 5, 0.45)';
  g.shadowBlur = 5;
  g.shadowOffsetY = 2;
  roundRect(g, x, y, s, s, s * 0.18);
  const grad = g.createLinearGradient(x, y, x + s, y + s);
  grad.addColorStop(0, '#3a2f29');
  grad.addColorStop(1, LACQUER);
  g.fillStyle = grad;
  g.fill();
  g.shadowColor = 'transparent';
  g.lineWidth = Math.max(1.5, s * 0.06);
  g.strokeStyle = GOLD;
  roundRect(g, x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84, s * 0.12);
  g.stroke();
  g.fillStyle = '#f6d98a';
  g.font = `700 ${Math.round(s * (small ? 0.6 : 0.58))}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(value === null ? '?' : String(value), x + s / 2, y + s / 2 + s * 0.04);
  g.restore();
}

/** A glowing outline: "you can click here". */
export function paintGlow(g, x, y, w, h, r = 8, color = '#f0a500') {
  g.save();
  g.shadowColor = color;
  g.shadowBlur = 14;
  g.lineWidth = 3.5;
  g.strokeStyle = color;
  roundRect(g, x - 3, y - 3, w + 6, h + 6, r + 3);
  g.stroke();
  g.restore();
}

/** The dashed place at the right end of a section where new cards go. */
export function paintSlot(g, x, y, w, h, { active = false, label = '' } = {}) {
  g.save();
  roundRect(g, x, y, w, h, Math.max(4, Math.min(w, h) * 0.1));
  g.setLineDash([6, 5]);
  g.lineWidth = active ? 2.5 : 1.5;
  g.strokeStyle = active ? '#a3382a' : 'rgba(110, 80, 45, 0.35)';
  if (active) {
    g.fillStyle = 'rgba(233, 185, 73, 0.28)';
    g.fill();
  }
  g.stroke();
  g.setLineDash([]);
  if (active) {
    const cx = x + Math.min(w, 60) / 2 + (w > 60 ? 8 : 0);
    g.fillStyle = '#a3382a';
    g.font = `700 ${Math.round(Math.min(h * 0.4, 30))}px ${SANS}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('+', cx, y + h / 2 - (label ? 8 : 0));
    if (label) {
      g.font = `600 11px ${SANS}`;
      g.fillText(label, cx, y + h / 2 + 14, Math.max(w - 6, 30));
    }
  }
  g.restore();
}

/** A pill with a seat's total in a section: colour swatch + number. */
export function paintTotalChip(g, x, y, h, hue, text, { leader = false } = {}) {
  g.save();
  g.font = `700 ${Math.round(h * 0.62)}px ${SANS}`;
  const tw = g.measureText(text).width;
  const crown = leader ? h * 0.9 : 0;
  const w = tw + h * 0.9 + crown + 8;
  roundRect(g, x, y, w, h, h / 2);
  g.fillStyle = leader ? '#fff3cf' : 'rgba(255, 250, 236, 0.9)';
  g.fill();
  g.lineWidth = leader ? 2 : 1;
  g.strokeStyle = leader ? '#b8892a' : 'rgba(110, 80, 45, 0.4)';
  g.stroke();
  g.beginPath();
  g.arc(x + h / 2, y + h / 2, h * 0.3, 0, Math.PI * 2);
  g.fillStyle = SEAT_COLORS[hue];
  g.fill();
  if (leader) paintCrown(g, x + h * 0.9, y + h * 0.2, h * 0.75, h * 0.6);
  g.fillStyle = INK;
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.fillText(text, x + h * 0.9 + crown + 2, y + h / 2 + 1);
  g.restore();
  return w;
}

function paintCrown(g, x, y, w, h) {
  g.save();
  g.beginPath();
  g.moveTo(x, y + h);
  g.lineTo(x, y + h * 0.3);
  g.lineTo(x + w * 0.27, y + h * 0.62);
  g.lineTo(x + w * 0.5, y);
  g.lineTo(x + w * 0.73, y + h * 0.62);
  g.lineTo(x + w, y + h * 0.3);
  g.lineTo(x + w, y + h);
  g.closePath();
  g.fillStyle = '#d59b1f';
  g.fill();
  g.restore();
}

// ---- kind symbols, drawn in a square box (x, y, s) ----------------------------

export function paintSymbol(g, kind, x, y, s, color) {
  g.save();
  g.translate(x, y);
  g.scale(s / 100, s / 100);
  g.lineJoin = 'round';
  g.lineCap = 'round';
  (SYMBOLS[kind] || (() => {}))(g, color);
  g.restore();
}

const BRICK = '#b8653a';
const BRICK_DARK = '#8a4526';
const STONE = '#9c8b78';

function bricks(g, x0, y0, w, rows, bh = 16, bw = 30) {
  for (let r = 0; r < rows; r++) {
    const y = y0 + r * (bh + 3);
    for (let x = x0 - (r % 2 ? bw / 2 : 0); x < x0 + w; x += bw + 3) {
      const a = Math.max(x, x0);
      const b = Math.min(x + bw, x0 + w);
      if (b - a < 4) continue;
      g.fillStyle = r % 2 ? BRICK : BRICK_DARK;
      g.beginPath();
      g.roundRect(a, y, b - a, bh, 2);
      g.fill();
    }
  }
}

const SYMBOLS = {
  wall(g) {
    // crenellated brick wall
    for (const x of [8, 40, 72]) { g.fillStyle = BRICK_DARK; g.beginPath(); g.roundRect(x, 14, 20, 14, 2); g.fill(); }
    bricks(g, 6, 31, 88, 3);
  },
  gate(g) {
    bricks(g, 6, 20, 88, 4);
    // arch opening
    g.fillStyle = '#3b2a1c';
    g.beginPath();
    g.moveTo(32, 94);
    g.lineTo(32, 56);
    g.arc(50, 56, 18, Math.PI, 0);
    g.lineTo(68, 94);
    g.closePath();
    g.fill();
    g.strokeStyle = '#e9b949';
    g.lineWidth = 4;
    g.beginPath();
    g.arc(50, 56, 20, Math.PI, 0);
    g.stroke();
  },
  tower(g) {
    // pagoda roof
    g.fillStyle = '#7d2418';
    g.beginPath();
    g.moveTo(12, 34);
    g.quadraticCurveTo(30, 30, 50, 6);
    g.quadraticCurveTo(70, 30, 88, 34);
    g.quadraticCurveTo(50, 28, 12, 34);
    g.fill();
    g.fillStyle = '#e9b949';
    g.beginPath(); g.arc(50, 8, 4, 0, Math.PI * 2); g.fill();
    bricks(g, 24, 36, 52, 3, 17, 22);
    g.fillStyle = '#3b2a1c';
    g.beginPath(); g.roundRect(43, 44, 14, 18, [7, 7, 0, 0]); g.fill();
    g.fillStyle = STONE;
    g.fillRect(18, 94, 64, 4);
  },
  noble(g) {
    // mandarin hat: brim, crown, jewel button
    g.fillStyle = '#2b2421';
    g.beginPath();
    g.ellipse(50, 70, 44, 13, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#7d2418';
    g.beginPath();
    g.moveTo(24, 68);
    g.quadraticCurveTo(24, 30, 50, 28);
    g.quadraticCurveTo(76, 30, 76, 68);
    g.closePath();
    g.fill();
    g.fillStyle = '#e9b949';
    g.fillRect(24, 58, 52, 8);
    g.beginPath(); g.arc(50, 22, 9, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#c0392b';
    g.beginPath(); g.arc(50, 22, 4.5, 0, Math.PI * 2); g.fill();
  },
  warrior(g) {
    // crossed halberd and sword
    g.strokeStyle = '#6b4a2e';
    g.lineWidth = 7;
    g.beginPath(); g.moveTo(22, 92); g.lineTo(78, 14); g.stroke();
    g.fillStyle = '#8d99a6';
    g.beginPath(); g.moveTo(78, 14); g.lineTo(92, 4); g.lineTo(84, 22); g.closePath(); g.fill();
    g.beginPath(); g.moveTo(66, 30); g.quadraticCurveTo(88, 34, 86, 52); g.quadraticCurveTo(76, 40, 60, 40); g.closePath(); g.fill();
    // sword
    g.strokeStyle = '#aab6c2';
    g.lineWidth = 9;
    g.beginPath(); g.moveTo(80, 90); g.lineTo(26, 16); g.stroke();
    g.strokeStyle = '#dfe6ec';
    g.lineWidth = 3;
    g.beginPath(); g.moveTo(76, 84); g.lineTo(28, 19); g.stroke();
    g.strokeStyle = '#e9b949';
    g.lineWidth = 8;
    g.beginPath(); g.moveTo(62, 82); g.lineTo(84, 66); g.stroke();
    g.strokeStyle = '#3b2a1c';
    g.lineWidth = 8;
    g.beginPath(); g.moveTo(78, 82); g.lineTo(88, 96); g.stroke();
  },
  horseman(g) {
    // horse head in profile (like a chess knight)
    g.fillStyle = '#6b3f22';
    g.beginPath();
    g.moveTo(30, 94);
    g.lineTo(36, 66);
    g.quadraticCurveTo(30, 58, 20, 60);
    g.quadraticCurveTo(8, 58, 10, 48);
    g.lineTo(34, 24);
    g.lineTo(38, 8);
    g.lineTo(46, 18);
    g.quadraticCurveTo(78, 20, 84, 60);
    g.quadraticCurveTo(86, 80, 80, 94);
    g.closePath();
    g.fill();
    // mane
    g.fillStyle = '#2b1b10';
    g.beginPath();
    g.moveTo(46, 18);
    g.quadraticCurveTo(80, 22, 84, 62);
    g.quadraticCurveTo(86, 80, 80, 94);
    g.lineTo(72, 94);
    g.quadraticCurveTo(78, 60, 60, 26);
    g.closePath();
    g.fill();
    g.fillStyle = '#fbf4e2';
    g.beginPath(); g.arc(36, 36, 4, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#2b1b10';
    g.beginPath(); g.arc(16, 51, 2.5, 0, Math.PI * 2); g.fill();
    // bridle
    g.strokeStyle = '#c0392b';
    g.lineWidth = 4;
    g.beginPath(); g.moveTo(22, 44); g.lineTo(44, 52); g.lineTo(50, 30); g.stroke();
  },
  dragon(g) {
    // a coiling serpent dragon: body, spines, head with horn and eye
    g.strokeStyle = '#2c6e5f';
    g.lineWidth = 13;
    g.beginPath();
    g.moveTo(12, 86);
    g.bezierCurveTo(34, 96, 50, 70, 36, 56);
    g.bezierCurveTo(22, 42, 46, 24, 64, 36);
    g.stroke();
    g.strokeStyle = '#e9b949';
    g.lineWidth = 3;
    g.setLineDash([3, 6]);
    g.beginPath();
    g.moveTo(12, 86);
    g.bezierCurveTo(34, 96, 50, 70, 36, 56);
    g.bezierCurveTo(22, 42, 46, 24, 64, 36);
    g.stroke();
    g.setLineDash([]);
    // spines
    g.fillStyle = '#c0392b';
    for (const [x, y] of [[26, 80], [44, 70], [28, 50], [44, 34]]) {
      g.beginPath(); g.moveTo(x - 5, y); g.lineTo(x - 9, y - 11); g.lineTo(x + 4, y - 4); g.closePath(); g.fill();
    }
    // head
    g.fillStyle = '#2c6e5f';
    g.beginPath();
    g.moveTo(58, 30);
    g.quadraticCurveTo(72, 18, 90, 30);
    g.lineTo(92, 40);
    g.lineTo(78, 40);
    g.lineTo(88, 48);
    g.quadraticCurveTo(70, 52, 60, 44);
    g.closePath();
    g.fill();
    g.strokeStyle = '#e9b949';
    g.lineWidth = 3;
    g.beginPath(); g.moveTo(66, 24); g.quadraticCurveTo(62, 10, 72, 6); g.stroke();
    g.fillStyle = '#f6d98a';
    g.beginPath(); g.arc(74, 31, 3.5, 0, Math.PI * 2); g.fill();
    // whisker
    g.strokeStyle = '#e9b949';
    g.lineWidth = 2;
    g.beginPath(); g.moveTo(88, 44); g.quadraticCurveTo(96, 54, 88, 62); g.stroke();
  },
};

/** Lighter (amount > 0) or darker (< 0) variant of a #rrggbb colour. */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount));
  const r = mix(n >> 16);
  const gr = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `rgb(${r}, ${gr}, ${b})`;
}
