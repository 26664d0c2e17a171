// Drawing primitives of Kurier des Zaren: landscapes, inns with their four
// rooms and arrows, couriers by type, dispatches, guards and coins.

/** The five colours of the box (Rot, Blau, Gelb, Grün, Lila), by colour index. */
export const COLOURS = ['#c62f2f', '#2a64ad', '#e2b21c', '#2e8b45', '#7b3f98'];
export const FONT = 'Georgia, "Palatino Linotype", "DejaVu Serif", serif';
export const SANS = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';
export const GOLD = '#ffcf3f';
export const JADE = '#1f8f7a';

/** Room order: officer top left, cossack top right, diplomat bottom right, lady bottom left. */
export const KINDS = ['officer', 'cossack', 'diplomat', 'lady'];
const ROOM_POS = [[0, 0], [1, 0], [1, 1], [0, 1]];

const LAND = ['#9aa35c', '#3f6e3a', '#8f8a80', '#c9c46a'];
const LAND_DARK = ['#6f7840', '#2c4f29', '#67635b', '#9f9a4a'];

export function paintTable(g, w, h) {
  g.fillStyle = '#efe2c4';
  g.fillRect(0, 0, w, h);
}

/** A landscape band behind one village row, with its name. */
export function paintLand(g, v, x, y, w, h, name, small) {
  g.fillStyle = LAND[v];
  g.fillRect(x, y, w, h);
  g.fillStyle = LAND_DARK[v];
  g.globalAlpha = 0.35;
  for (let i = 0; i < 14; i++) {
    const px = x + ((i * 73) % 97) / 97 * w;
    const py = y + ((i * 37) % 41) / 41 * h;
    g.beginPath();
    if (v === 1) { g.moveTo(px, py - 6); g.lineTo(px + 5, py + 5); g.lineTo(px - 5, py + 5); }
    else if (v === 2) { g.moveTo(px - 8, py + 5); g.lineTo(px, py - 6); g.lineTo(px + 8, py + 5); }
    else g.ellipse(px, py, 7, 2, 0, 0, Math.PI * 2);
    g.fill();
  }
  g.globalAlpha = 1;
  g.save();
  g.fillStyle = 'rgba(255, 250, 230, 0.85)';
  g.font = `700 ${small ? 9 : 12}px ${SANS}`;
  g.textAlign = 'left';
  g.textBaseline = 'bottom';
  g.fillText(name, x + 4, y + h - 1);
  g.restore();
}

export function paintPalace(g, x, y, w, h) {
  const grad = g.createLinearGradient(0, y, 0, y + h);
  grad.addColorStop(0, '#7a1f2b');
  grad.addColorStop(1, '#4e1119');
  g.fillStyle = grad;
  g.fillRect(x, y, w, h);
  // onion domes along the top edge
  g.fillStyle = 'rgba(255, 207, 63, 0.18)';
  for (let i = 0; i < 7; i++) {
    const cx = x + ((i + 0.5) / 7) * w;
    g.beginPath();
    g.ellipse(cx, y + h * 0.16, h * 0.09, h * 0.12, 0, 0, Math.PI * 2);
    g.fill();
  }
}

function roundRect(g, x, y, w, h, r) {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** The rectangle of room `k` inside an inn of size `s` centred at (cx, cy). */
export function roomRect(cx, cy, s, k) {
  const half = s / 2;
  const [c, r] = ROOM_POS[k];
  const pad = s * 0.04;
  return { x: cx - half + c * half + pad, y: cy - half + r * half + pad, w: half - 2 * pad, h: half - 2 * pad };
}

/**
 * An inn: walls, four rooms, the arrows between them, the name above (its
 * tag's rectangle is returned: the inn's button covers it too, so the hint's
 * outline goes round the name, not through it).
 * `hue(i)`: the index into COLOURS colour or seat `i` is drawn in (the board's, ../hues.js).
 */
export function paintInn(g, cx, cy, s, inn, name, { departing = null, target = false, chosen = false, labelSize = 11, minLabel = 9, labelMax = s * 1.3, closedText = 'GESCHLOSSEN', hue = (i) => i } = {}) {
  const half = s / 2;
  g.save();
  g.fillStyle = 'rgba(0, 0, 0, 0.25)';
  roundRect(g, cx - half + 2, cy - half + 3, s, s, s * 0.08);
  g.fill();
  g.fillStyle = inn.full ? '#e9d3a6' : '#f7ead0';
  g.strokeStyle = '#5a3a1e';
  g.lineWidth = Math.max(1.5, s * 0.025);
  roundRect(g, cx - half, cy - half, s, s, s * 0.08);
  g.fill();
  g.stroke();
  g.strokeStyle = 'rgba(90, 58, 30, 0.45)';
  g.lineWidth = 1;
  g.beginPath();
  g.moveTo(cx, cy - half + 3); g.lineTo(cx, cy + half - 3);
  g.moveTo(cx - half + 3, cy); g.lineTo(cx + half - 3, cy);
  g.stroke();
  paintArrows(g, cx, cy, s, inn, departing);
  inn.rooms.forEach((room, k) => {
    const r = roomRect(cx, cy, s, k);
    if (room) paintCourier(g, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.86, KINDS[k], hue(room.colour), hue(room.owner), room.dispatch === null || room.dispatch === undefined ? null : hue(room.dispatch));
    else paintCourierGhost(g, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.8, KINDS[k]);
  });
  if (inn.closed) paintClosed(g, cx, cy, s, closedText);
  // the target's ring under the name: the name stays readable on it
  if (target || chosen) {
    g.save();
    g.strokeStyle = chosen ? JADE : GOLD;
    g.lineWidth = Math.max(3, s * 0.06);
    g.shadowColor = chosen ? JADE : '#fff2a8';
    g.shadowBlur = 10;
    roundRect(g, cx - half - 3, cy - half - 3, s + 6, s + 6, s * 0.1);
    g.stroke();
    g.restore();
  }
  g.fillStyle = '#2b1a0d';
  // the name in the room between its neighbours: a smaller size first (down
  // to `minLabel`), then narrower letters
  let size = labelSize;
  g.font = `700 ${size}px ${SANS}`;
  while (size > minLabel && g.measureText(name).width + 6 > labelMax) g.font = `700 ${--size}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'bottom';
  g.fillStyle = 'rgba(255, 248, 230, 0.9)';
  const tw = Math.min(g.measureText(name).width + 6, labelMax);
  roundRect(g, cx - tw / 2, cy - half - labelSize - 5, tw, labelSize + 4, 3);
  g.fill();
  g.fillStyle = '#2b1a0d';
  g.fillText(name, cx, cy - half - 2, tw - 4);
  const tag = { x: cx - tw / 2, y: cy - half - labelSize - 5, w: tw, h: labelSize + 4 };
  g.restore();
  return tag;
}

/** Arrows O → K → D → L → O between the rooms; for a full inn the arrow out of the empty room is bold. */
function paintArrows(g, cx, cy, s, inn, departing) {
  const half = s / 2;
  const q = s * 0.06;
  // arrow tip positions and directions: top (→), right (↓), bottom (←), left (↑)
  const arrows = [[cx, cy - half + q * 1.2, 0], [cx + half - q * 1.2, cy, Math.PI / 2], [cx, cy + half - q * 1.2, Math.PI], [cx - half + q * 1.2, cy, -Math.PI / 2]];
  const empty = inn.full ? inn.rooms.findIndex((r) => !r) : -1;
  arrows.forEach(([x, y, a], from) => {
    const bold = from === empty;
    g.save();
    g.translate(x, y);
    g.rotate(a);
    g.fillStyle = bold ? '#b3261e' : 'rgba(90, 58, 30, 0.55)';
    const k = bold ? 1.6 : 1;
    g.beginPath();
    g.moveTo(q * k, 0);
    g.lineTo(-q * k * 0.7, -q * k * 0.7);
    g.lineTo(-q * k * 0.7, q * k * 0.7);
    g.closePath();
    g.fill();
    g.restore();
  });
  if (departing) {
    for (const kind of departing) {
      const r = roomRect(cx, cy, s, KINDS.indexOf(kind));
      g.save();
      g.strokeStyle = '#b3261e';
      g.setLineDash([4, 3]);
      g.lineWidth = 2;
      roundRect(g, r.x, r.y, r.w, r.h, 4);
      g.stroke();
      g.restore();
    }
  }
}

/** The stamp on a closed inn, in the page's language (`text`). */
export function paintClosed(g, cx, cy, s, text) {
  const half = s / 2;
  g.save();
  g.fillStyle = 'rgba(70, 60, 50, 0.55)';
  roundRect(g, cx - half, cy - half, s, s, s * 0.08);
  g.fill();
  g.translate(cx, cy);
  g.rotate(-0.18);
  g.fillStyle = '#f4ecd8';
  g.strokeStyle = '#8b1a1a';
  g.lineWidth = 2;
  // the word at 12 px at least: the stamp reaches a little past the inn where it must
  const size = Math.max(12, s * 0.15);
  g.font = `800 ${size}px ${SANS}`;
  const sw = Math.min(Math.max(s * 0.92, g.measureText(text).width + 8), s * 1.2);
  roundRect(g, -sw / 2, -Math.max(s * 0.13, size * 0.75), sw, Math.max(s * 0.26, size * 1.5), 3);
  g.fill();
  g.stroke();
  g.fillStyle = '#8b1a1a';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, 0, 1, sw - 6);
  g.restore();
}

/**
 * A courier figure of `kind`, `size` high, centred at (x, y), in COLOURS[colour];
 * a dot in its owner's colour when that is another (an extra colour), and the
 * dispatch it carries in the colour of the dispatch's owner. All three are
 * indices into COLOURS (hues).
 */
export function paintCourier(g, x, y, size, kind, colour, owner = colour, dispatch = null) {
  const c = COLOURS[colour] || '#888';
  const u = size / 10;
  g.save();
  g.translate(x, y + u * 0.6);
  g.fillStyle = c;
  g.strokeStyle = 'rgba(20, 12, 5, 0.85)';
  g.lineWidth = Math.max(1, u * 0.45);
  figure(g, u, kind);
  g.fill();
  g.stroke();
  // hats and marks per type
  g.fillStyle = '#1d140d';
  if (kind === 'officer') {
    g.fillRect(-u * 2.1, -u * 4.9, u * 4.2, u * 1.1); // cap
    g.fillStyle = GOLD;
    g.fillRect(-u * 3.2, -u * 0.9, u * 1.4, u * 0.7); // epaulettes
    g.fillRect(u * 1.8, -u * 0.9, u * 1.4, u * 0.7);
  } else if (kind === 'cossack') {
    g.fillStyle = '#3b2a1a';
    roundRect(g, -u * 1.9, -u * 6.3, u * 3.8, u * 2.3, u * 0.6); // papakha
    g.fill();
  } else if (kind === 'diplomat') {
    g.fillRect(-u * 2.3, -u * 4.4, u * 4.6, u * 0.6); // brim
    g.fillRect(-u * 1.4, -u * 6.6, u * 2.8, u * 2.3); // top hat
  } else {
    g.fillStyle = 'rgba(255, 255, 255, 0.55)';
    g.beginPath();
    g.arc(0, -u * 5.2, u * 1.0, 0, Math.PI * 2); // bun
    g.fill();
  }
  g.restore();
  if (owner !== null && owner !== undefined && owner !== colour) {
    g.save();
    g.fillStyle = COLOURS[owner] || '#888';
    g.strokeStyle = '#fff';
    g.lineWidth = 1;
    g.beginPath();
    g.arc(x - size * 0.32, y + size * 0.3, size * 0.12, 0, Math.PI * 2);
    g.fill();
    g.stroke();
    g.restore();
  }
  if (dispatch !== null && dispatch !== undefined) paintDispatch(g, x + size * 0.3, y + size * 0.22, size * 0.5, dispatch);
}

function figure(g, u, kind) {
  g.beginPath();
  g.arc(0, -u * 3.4, u * 1.6, 0, Math.PI * 2);
  if (kind === 'lady') {
    g.moveTo(-u * 1.2, -u * 1.6);
    g.lineTo(u * 1.2, -u * 1.6);
    g.lineTo(u * 3.4, u * 4.2);
    g.lineTo(-u * 3.4, u * 4.2);
    g.closePath();
  } else {
    g.moveTo(-u * 2.8, u * 4.2);
    g.lineTo(-u * 2.8, -u * 0.6);
    g.quadraticCurveTo(-u * 2.8, -u * 1.7, -u * 1.6, -u * 1.7);
    g.lineTo(u * 1.6, -u * 1.7);
    g.quadraticCurveTo(u * 2.8, -u * 1.7, u * 2.8, -u * 0.6);
    g.lineTo(u * 2.8, u * 4.2);
    g.closePath();
  }
}

export function paintCourierGhost(g, x, y, size, kind) {
  const u = size / 10;
  g.save();
  g.translate(x, y + u * 0.6);
  g.fillStyle = 'rgba(120, 90, 60, 0.16)';
  figure(g, u, kind);
  g.fill();
  g.restore();
}

/** A dispatch: a sealed letter with a border in the owner's colour (`owner`: its hue, an index into COLOURS). */
export function paintDispatch(g, x, y, size, owner) {
  const w = size;
  const h = size * 0.68;
  g.save();
  g.fillStyle = '#fffdf4';
  g.strokeStyle = COLOURS[owner] || '#333';
  g.lineWidth = Math.max(1.5, size * 0.12);
  roundRect(g, x - w / 2, y - h / 2, w, h, 2);
  g.fill();
  g.stroke();
  g.strokeStyle = 'rgba(60, 40, 20, 0.6)';
  g.lineWidth = 1;
  g.beginPath();
  g.moveTo(x - w / 2, y - h / 2);
  g.lineTo(x, y);
  g.lineTo(x + w / 2, y - h / 2);
  g.stroke();
  g.fillStyle = '#b3261e';
  g.beginPath();
  g.arc(x, y + h * 0.05, size * 0.13, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** A palace guard with the number of Rubel he wants. */
export function paintGuard(g, x, y, size, value, { target = false } = {}) {
  const u = size / 10;
  g.save();
  g.translate(x, y);
  g.fillStyle = '#2d3e6b';
  g.strokeStyle = '#0e1424';
  g.lineWidth = 1.2;
  figure(g, u, 'officer');
  g.fill();
  g.stroke();
  g.fillStyle = '#f1f1f1';
  roundRect(g, -u * 1.6, -u * 7.4, u * 3.2, u * 2.8, u * 0.8); // bearskin-like hat
  g.fill();
  g.strokeStyle = '#c9c9c9';
  g.stroke();
  // halberd
  g.strokeStyle = '#d8d0c0';
  g.lineWidth = Math.max(1, u * 0.5);
  g.beginPath();
  g.moveTo(u * 3.6, u * 4.4);
  g.lineTo(u * 3.6, -u * 6.8);
  g.stroke();
  g.fillStyle = '#d8d0c0';
  g.beginPath();
  g.moveTo(u * 3.6, -u * 6.8); g.lineTo(u * 5.2, -u * 5.6); g.lineTo(u * 3.6, -u * 4.6);
  g.fill();
  g.restore();
  // the value at 12 px at least (a coin's number is 0.55 of its width)
  paintCoin(g, x - size * 0.42, y - size * 0.28, Math.max(22, size * 0.42), value, { badge: true, ring: target });
}

/** A coin face: 'njet', 'blank', 'one', 'two', 'three', or a number for a badge. */
export function paintCoin(g, x, y, d, face, { badge = false, ring = false, faded = false } = {}) {
  const r = d / 2;
  g.save();
  if (faded) g.globalAlpha = 0.45;
  const njet = face === 'njet';
  const grad = g.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
  grad.addColorStop(0, njet ? '#ff8a7a' : face === 'blank' ? '#e8e8e8' : '#ffe69a');
  grad.addColorStop(1, njet ? '#8e1b12' : face === 'blank' ? '#8d8d8d' : '#b8860b');
  g.fillStyle = badge ? '#fff3cf' : grad;
  g.strokeStyle = badge ? '#6b4a00' : '#4a3200';
  g.lineWidth = Math.max(1, d * 0.06);
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  if (ring) {
    g.strokeStyle = GOLD;
    g.lineWidth = 3;
    g.beginPath();
    g.arc(x, y, r + 3, 0, Math.PI * 2);
    g.stroke();
  }
  const text = { njet: 'njet', blank: '', one: '1', two: '2', three: '3' }[face] ?? String(face);
  g.fillStyle = njet ? '#fff' : '#3b2600';
  g.font = `800 ${njet ? d * 0.32 : d * 0.55}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y + d * 0.03, d * 0.9);
  g.restore();
}

/** The face-down coins on the palace, with their number. */
export function paintPool(g, x, y, d, n) {
  for (let i = Math.min(4, n) - 1; i >= 0; i--) {
    g.save();
    g.fillStyle = '#6d4c12';
    g.strokeStyle = '#2f1f05';
    g.lineWidth = 1;
    g.beginPath();
    g.ellipse(x, y - i * d * 0.12, d / 2, d * 0.3, 0, 0, Math.PI * 2);
    g.fill();
    g.stroke();
    g.restore();
  }
}

/** A face-down deck of couriers with its size, in COLOURS[colour]. */
export function paintDeck(g, x, y, w, h, n, colour) {
  const layers = Math.min(4, Math.max(1, Math.ceil(n / 4)));
  for (let i = layers - 1; i >= 0; i--) {
    g.save();
    g.fillStyle = n ? COLOURS[colour] || '#777' : 'rgba(0,0,0,0.15)';
    g.strokeStyle = '#22160b';
    g.lineWidth = 1;
    roundRect(g, x + i * 2, y - i * 2, w, h, 4);
    g.fill();
    g.stroke();
    g.restore();
  }
  g.save();
  g.fillStyle = '#fff';
  g.font = `800 ${Math.round(h * 0.42)}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.shadowColor = '#000';
  g.shadowBlur = 3;
  g.fillText(String(n), x + w / 2, y + h / 2);
  g.restore();
}

export function paintRing(g, x, y, r, colour = GOLD) {
  g.save();
  g.strokeStyle = colour;
  g.lineWidth = 3;
  g.shadowColor = colour;
  g.shadowBlur = 8;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.stroke();
  g.restore();
}

export function paintRoomMark(g, r, colour = GOLD) {
  g.save();
  g.strokeStyle = colour;
  g.lineWidth = 3;
  g.shadowColor = colour;
  g.shadowBlur = 8;
  roundRect(g, r.x - 1, r.y - 1, r.w + 2, r.h + 2, 5);
  g.stroke();
  g.restore();
}

/** A dashed path of a departure, from the inn left to where the courier went. */
export function paintTrail(g, from, to, colour) {
  g.save();
  g.strokeStyle = colour;
  g.globalAlpha = 0.8;
  g.lineWidth = 3;
  g.setLineDash([6, 5]);
  g.beginPath();
  g.moveTo(from[0], from[1]);
  g.lineTo(to[0], to[1]);
  g.stroke();
  g.setLineDash([]);
  const a = Math.atan2(to[1] - from[1], to[0] - from[0]);
  g.translate(to[0], to[1]);
  g.rotate(a);
  g.fillStyle = colour;
  g.beginPath();
  g.moveTo(0, 0);
  g.lineTo(-10, -6);
  g.lineTo(-10, 6);
  g.closePath();
  g.fill();
  g.restore();
}
