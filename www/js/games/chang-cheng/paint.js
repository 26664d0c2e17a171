// Canvas painting of the wall as a map: territories in the north, the
// winding wall with its sites, provinces in the south with counters and
// face-down cards. Pure drawing, no rules. Every text is at least
// MIN_FONT CSS pixels (readable on a phone).

export const SEAT_COLORS = ['#c0392b', '#2a64ad', '#2e8b57', '#d4a017'];
const SEAT_DARK = ['#7d1f14', '#173d6b', '#1a5434', '#8a6608'];
export const FONT = 'Georgia, "Palatino Linotype", "DejaVu Serif", serif';
export const SANS = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';
export const GOLD = '#f2c230';
export const MIN_FONT = 12;
const STEPPE = ['#e2cf98', '#d6bf82'];
const CHINA = ['#a9cc8c', '#93bd78'];

/** Sets the font: `px` CSS pixels, never under MIN_FONT; returns the size used. */
export function setFont(g, px, weight = 400, family = SANS) {
  const size = Math.max(MIN_FONT, Math.round(px));
  g.font = `${weight} ${size}px ${family}`;
  return size;
}

/** The first of `texts` that fits `maxW` with the current font (the last one if none does). */
export function fitting(g, texts, maxW) {
  return texts.find((t) => g.measureText(t).width <= maxW) ?? texts[texts.length - 1];
}

function rr(g, x, y, w, h, r) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

function poly(g, pts) {
  g.beginPath();
  pts.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
  g.closePath();
}

export function paintTable(g, w, h) {
  const grad = g.createLinearGradient(0, 0, 0, h);
  grad.addColorStop(0, '#efe3c4');
  grad.addColorStop(1, '#e2d0a4');
  g.fillStyle = grad;
  g.fillRect(0, 0, w, h);
}

/** The heading of a section: which board and side it is. */
export function paintSectionName(g, box, text) {
  g.fillStyle = 'rgba(60,45,25,0.8)';
  setFont(g, 12, 600);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, box.x + box.w / 2, box.y + box.h / 2);
  const half = g.measureText(text).width / 2 + 8;
  g.strokeStyle = 'rgba(90,70,40,0.35)';
  g.lineWidth = 1;
  g.beginPath();
  g.moveTo(box.x + 4, box.y + box.h / 2 + 0.5);
  g.lineTo(box.x + box.w / 2 - half, box.y + box.h / 2 + 0.5);
  g.moveTo(box.x + box.w / 2 + half, box.y + box.h / 2 + 0.5);
  g.lineTo(box.x + box.w - 4, box.y + box.h / 2 + 0.5);
  g.stroke();
}

/** A few hills of the steppe, the same ones every time (a map, not a chart). */
function hills(g, box, seed) {
  g.strokeStyle = 'rgba(120,90,40,0.28)';
  g.lineWidth = 1.2;
  const n = Math.max(1, Math.floor(box.w / 46));
  for (let i = 0; i < n; i++) {
    const x = box.x + ((i + 0.5) * box.w) / n + (((seed * 7 + i * 13) % 9) - 4) * 2;
    const y = box.y + box.h * (0.78 + (((seed + i) % 3) - 1) * 0.06);
    g.beginPath();
    g.moveTo(x - 7, y);
    g.quadraticCurveTo(x - 3, y - 6, x, y - 2);
    g.quadraticCurveTo(x + 3, y - 7, x + 8, y);
    g.stroke();
  }
}

/** A Mongol territory with its name, threat counter and who looked at it (`peekedBy`: their hues, indices into SEAT_COLORS). */
export function paintTerritory(g, shape, box, t, labels, { known, removed, peekedBy, scoring }) {
  g.fillStyle = STEPPE[t % 2];
  poly(g, shape);
  g.fill();
  hills(g, box, t);
  g.strokeStyle = '#a88d52';
  g.lineWidth = 1;
  g.stroke();
  const size = setFont(g, 13, 600);
  // a low band (four sections on a phone): the counter beside the label, not under it
  const low = box.h < size + 32;
  const r = low ? Math.max(9, Math.min((box.h - 6) / 2, 11)) : Math.max(11, Math.min((box.h - size - 16) / 2, box.w * 0.3, 22));
  const cx = low ? box.x + box.w - r - 4 : box.x + box.w / 2;
  const cy = low ? box.y + box.h / 2 : Math.min(box.y + size + 6 + r, box.y + box.h - r - 8);
  // who has looked: dots under the counter, or beside it where the band is low (left of it in a low band)
  const dotsW = peekedBy.length * 10;
  g.fillStyle = '#5a4626';
  g.textAlign = 'left';
  g.textBaseline = 'top';
  g.fillText(fitting(g, labels, low ? box.w - 2 * r - dotsW - 14 : box.w - 8), box.x + 4, low ? box.y + (box.h - size) / 2 : box.y + 3);
  if (removed) {
    g.setLineDash([3, 3]);
    g.strokeStyle = '#7a6440';
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    g.setLineDash([]);
  } else {
    paintCounter(g, cx, cy, r, known === null ? null : `−${known}`, known === null ? '#4b3621' : '#a3261b', scoring);
  }
  const beside = cx + r + 8 + (peekedBy.length - 1) * 10 + 5 <= box.x + box.w;
  const under = !low && (cy + r + 7 <= box.y + box.h - 4 || !beside);
  peekedBy.forEach((hue, i) => {
    g.fillStyle = SEAT_COLORS[hue];
    g.strokeStyle = '#fff';
    g.lineWidth = 1;
    g.beginPath();
    if (low) g.arc(cx - r - 8 - i * 10, cy, 4, 0, Math.PI * 2);
    else if (under) g.arc(cx - (peekedBy.length - 1) * 5 + i * 10, Math.min(cy + r + 7, box.y + box.h - 3), 4, 0, Math.PI * 2);
    else g.arc(cx + r + 8 + i * 10, cy, 4, 0, Math.PI * 2);
    g.fill();
    g.stroke();
  });
}

/** A round counter: face down (`text` null) or its value. */
export function paintCounter(g, cx, cy, r, text, color, glow = false) {
  if (glow) {
    g.strokeStyle = GOLD;
    g.lineWidth = 4;
    g.beginPath();
    g.arc(cx, cy, r + 3, 0, Math.PI * 2);
    g.stroke();
  }
  g.fillStyle = color;
  g.strokeStyle = '#2a1c10';
  g.lineWidth = 1.5;
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  g.fillStyle = '#fff6e0';
  setFont(g, r * 1.05, 700);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text ?? '?', cx, cy + 1);
}

/** A building site: a stretch of the winding wall with its number (`number: false`: the number comes later, `paintSiteNumber`). */
export function paintSite(g, quad, box, id, { number = true } = {}) {
  g.fillStyle = '#cfc6b4';
  poly(g, quad);
  g.fill();
  g.strokeStyle = '#8d8270';
  g.lineWidth = 1;
  g.stroke();
  if (number) paintSiteNumber(g, box, id);
}

/** A site's number, at the bottom of its box. */
export function paintSiteNumber(g, box, id) {
  g.fillStyle = '#5d5444';
  setFont(g, 12);
  g.textAlign = 'center';
  g.textBaseline = 'bottom';
  g.fillText(String(id + 1), box.x + box.w / 2, box.y + box.h - 1);
}

/** A piece in its owner's colour (`hue`: index into SEAT_COLORS, default the owner's seat): single wall, double-wall half, tower. */
export function paintPiece(g, box, piece, { joinWest = false, joinEast = false, hue = piece.owner } = {}) {
  const color = SEAT_COLORS[hue] || '#888';
  const dark = SEAT_DARK[hue] || '#333';
  const pad = box.w * 0.1;
  if (piece.destroyed) {
    // laid on its side: a low, greyed block
    const h = box.h * 0.28;
    g.fillStyle = color;
    g.globalAlpha = 0.55;
    rr(g, box.x + pad, box.y + box.h - h - box.h * 0.12, box.w - 2 * pad, h, 3);
    g.fill();
    g.globalAlpha = 1;
    g.strokeStyle = dark;
    g.lineWidth = 1.5;
    g.stroke();
    return;
  }
  if (piece.kind === 'tower') {
    const x = box.x + pad * 0.6;
    const w = box.w - pad * 1.2;
    const top = box.y - box.h * 0.35;
    const h = box.y + box.h * 0.86 - top;
    g.fillStyle = color;
    g.beginPath();
    g.moveTo(x, top + h);
    g.lineTo(x, top);
    const teeth = 3;
    for (let i = 0; i < teeth; i++) {
      const a = x + (w * (2 * i)) / (2 * teeth - 1);
      const b = x + (w * (2 * i + 1)) / (2 * teeth - 1);
      g.lineTo(a, top);
      g.lineTo(b, top);
      g.lineTo(b, top + h * 0.14);
      g.lineTo(Math.min(x + w, b + w / (2 * teeth - 1)), top + h * 0.14);
    }
    g.lineTo(x + w, top);
    g.lineTo(x + w, top + h);
    g.closePath();
    g.fill();
    g.strokeStyle = dark;
    g.lineWidth = 2;
    g.stroke();
    g.fillStyle = dark;
    g.fillRect(x + w * 0.38, top + h * 0.45, w * 0.24, h * 0.3);
    return;
  }
  const x = box.x + (joinWest ? 0 : pad);
  const w = box.w - (joinWest ? 0 : pad) - (joinEast ? 0 : pad);
  // the lower part of the site stays free for its number
  const y = box.y + box.h * 0.08;
  const h = box.h * 0.56;
  g.fillStyle = color;
  rr(g, x, y, w, h, 3);
  g.fill();
  g.strokeStyle = dark;
  g.lineWidth = piece.kind === 'double' ? 2.5 : 1.5;
  g.stroke();
  // brick joints
  g.strokeStyle = 'rgba(0,0,0,0.25)';
  g.lineWidth = 1;
  g.beginPath();
  g.moveTo(x, y + h / 2);
  g.lineTo(x + w, y + h / 2);
  g.moveTo(x + w / 2, y);
  g.lineTo(x + w / 2, y + h / 2);
  g.moveTo(x + w / 4, y + h / 2);
  g.lineTo(x + w / 4, y + h);
  g.moveTo(x + (3 * w) / 4, y + h / 2);
  g.lineTo(x + (3 * w) / 4, y + h);
  g.stroke();
  if (piece.kind === 'double') {
    g.fillStyle = '#fff';
    setFont(g, box.h * 0.3, 700);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('II', x + w / 2, y + h / 2);
  }
}

/** A reserved free site: a ring in each tower owner's colour (`hues`: indices into SEAT_COLORS). */
export function paintReserved(g, box, hues) {
  hues.forEach((hue, i) => {
    g.strokeStyle = SEAT_COLORS[hue];
    g.lineWidth = 3;
    g.setLineDash([4, 3]);
    g.beginPath();
    g.arc(box.x + box.w / 2, box.y + box.h * 0.45, box.w * (0.32 - i * 0.08), 0, Math.PI * 2);
    g.stroke();
    g.setLineDash([]);
  });
}

/** A highlighted target (gold) or the chosen one (jade). */
export function paintTarget(g, box, chosen = false) {
  g.strokeStyle = chosen ? '#1f7a5c' : GOLD;
  g.lineWidth = chosen ? 4 : 3;
  g.shadowColor = chosen ? '#1f7a5c' : '#ffdf6b';
  g.shadowBlur = 8;
  rr(g, box.x + 2, box.y + 2, box.w - 4, box.h - 4, 5);
  g.stroke();
  g.shadowBlur = 0;
}

/** A province with value, name, reputation counter, emperor card and cards (`hue(seat)`: a card owner's index into SEAT_COLORS). */
export function paintProvince(g, shape, box, p, labels, value, prov, { scoring }, viewerSeat, L, hue = (seat) => seat) {
  g.fillStyle = prov.complete ? '#c9dcb4' : CHINA[p % 2];
  poly(g, shape);
  g.fill();
  g.strokeStyle = '#5f7f4a';
  g.lineWidth = 1;
  g.stroke();
  if (scoring) {
    g.strokeStyle = GOLD;
    g.lineWidth = 4;
    g.strokeRect(box.x + 2, box.y + 2, box.w - 4, box.h - 4);
  }
  const s = L.site;
  // reputation counter in the north-east corner, emperor card beside it
  const r = Math.max(11, Math.min(s * 0.3, box.h * 0.2, 18));
  paintCounter(g, box.x + box.w - r - 5, box.y + r + 5, r, prov.reputation === null ? null : `+${prov.reputation}`, prov.reputation === null ? '#4b3621' : '#b8860b');
  let right = box.x + box.w - 2 * r - 10;
  if (prov.emperor) {
    const eh = Math.max(22, Math.min(s * 0.55, 34));
    const ew = eh * 0.72;
    const ex = right - ew;
    paintEmperor(g, ex, box.y + 4, ew, eh);
    right = ex - 4;
  }
  // the value (its number of sites), then its name where there is room
  g.fillStyle = '#24401a';
  const big = setFont(g, Math.min(30, Math.max(18, s * 0.42)), 700, FONT);
  g.textAlign = 'left';
  g.textBaseline = 'top';
  g.fillText(String(value), box.x + 5, box.y + 3);
  const vw = g.measureText(String(value)).width;
  setFont(g, 13, 600);
  g.fillStyle = '#2f4a22';
  const nameX = box.x + 5 + vw + 5;
  const label = fitting(g, labels, right - nameX);
  if (nameX + g.measureText(label).width <= right) {
    g.textBaseline = 'alphabetic';
    g.fillText(label, nameX, box.y + 3 + big * 0.82);
  } else {
    g.fillText(label, box.x + 5, box.y + 5 + big);
  }
  if (prov.complete) {
    g.fillStyle = '#2f5a22';
    setFont(g, Math.min(28, s * 0.4), 700);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('✓', box.x + box.w / 2, box.y + box.h * 0.62);
  }
  // face-down cards in a row along the bottom, overlapping when many; in a
  // low band (four sections on a phone) right of the value, under the name
  const n = prov.cards.length;
  if (!n) return;
  const low = box.h < 50;
  const ch = low ? Math.max(16, Math.min(box.h - big - 4, 22)) : Math.max(20, Math.min(s * 0.62, box.h * 0.36, 40));
  const x0 = low ? box.x + 5 + vw + 4 : box.x + 4;
  const span = (low ? right : box.x + box.w - 4) - x0;
  const cw = Math.max(low ? 12 : 16, Math.min(ch * 0.72, span / n - 3));
  const step = n > 1 ? Math.max(4, Math.min(cw + 3, (span - cw) / (n - 1))) : 0;
  prov.cards.forEach((c, i) => {
    const x = x0 + i * step;
    const y = box.y + box.h - ch - (low ? 2 : 4);
    paintCard(g, x, y, cw, ch, hue(c.owner), c.card, viewerSeat === c.owner);
  });
}

/** A card: owner colour on the back (`hue`: index into SEAT_COLORS); the priority where known. */
export function paintCard(g, x, y, w, h, hue, card, own = false) {
  g.fillStyle = SEAT_COLORS[hue] || '#777';
  g.strokeStyle = own ? '#fff' : '#1b1208';
  g.lineWidth = own ? 2 : 1;
  rr(g, x, y, w, h, 3);
  g.fill();
  g.stroke();
  g.fillStyle = '#fff';
  setFont(g, Math.min(w * 0.8, h * 0.6), 700);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(card ? String(card) : '?', x + w / 2, y + h / 2 + 1);
}

/** A dashed ghost of a section being chosen in the expansion. */
export function paintGhost(g, sec, side, name, L) {
  const wallTop = L.terrH + L.amp;
  const provTop = L.terrH + L.wallH + 2 * L.amp;
  const w = L.site * 12;
  g.save();
  g.globalAlpha = 0.75;
  const terr = L.ghostRuns(sec, side.territories, 0, wallTop);
  const prov = L.ghostRuns(sec, side.provinces, provTop - L.amp, L.provH + L.amp);
  terr.forEach((b, i) => { g.fillStyle = STEPPE[i % 2]; g.fillRect(b.x, b.y, b.w, b.h); });
  prov.forEach((b, i) => {
    g.fillStyle = CHINA[i % 2];
    g.fillRect(b.x, b.y, b.w, b.h);
    g.fillStyle = '#24401a';
    setFont(g, Math.min(30, Math.max(18, L.site * 0.42)), 700, FONT);
    g.textAlign = 'left';
    g.textBaseline = 'top';
    g.fillText(String(side.provinces[i]), b.x + 5, b.y + L.amp + 3);
  });
  g.fillStyle = '#d9d2c2';
  g.fillRect(sec.x, sec.y + wallTop, w, L.wallH);
  g.restore();
  g.setLineDash([6, 4]);
  g.strokeStyle = '#1f7a5c';
  g.lineWidth = 3;
  g.strokeRect(sec.x + 1, sec.y + 1, w - 2, provTop + L.provH - 2);
  g.setLineDash([]);
  g.fillStyle = '#1f7a5c';
  setFont(g, Math.min(26, L.site * 0.5), 700, FONT);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(name, sec.x + w / 2, sec.y + wallTop + L.wallH / 2);
}

/** An emperor card: gold, with a crown. */
export function paintEmperor(g, x, y, w, h) {
  g.fillStyle = GOLD;
  g.strokeStyle = '#7a5a00';
  g.lineWidth = 1.5;
  rr(g, x, y, w, h, 3);
  g.fill();
  g.stroke();
  paintCrown(g, x + w / 2, y + h / 2, w * 0.7);
}

/** The emperor card's crown. */
function paintCrown(g, cx, cy, w) {
  const h = w * 0.7;
  const x = cx - w / 2;
  const y = cy - h / 2;
  g.fillStyle = '#8a1c12';
  g.beginPath();
  g.moveTo(x, y + h);
  g.lineTo(x, y + h * 0.25);
  g.lineTo(x + w * 0.25, y + h * 0.6);
  g.lineTo(x + w * 0.5, y);
  g.lineTo(x + w * 0.75, y + h * 0.6);
  g.lineTo(x + w, y + h * 0.25);
  g.lineTo(x + w, y + h);
  g.closePath();
  g.fill();
}
