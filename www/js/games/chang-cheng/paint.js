// Canvas painting of the wall: territories, sites with their pieces,
// provinces with counters and face-down cards. Pure drawing, no rules.

export const SEAT_COLORS = ['#c0392b', '#2a64ad', '#2e8b57', '#d4a017'];
const SEAT_DARK = ['#7d1f14', '#173d6b', '#1a5434', '#8a6608'];
export const FONT = 'Georgia, "Palatino Linotype", "DejaVu Serif", serif';
export const SANS = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';
export const GOLD = '#f2c230';
const STEPPE = ['#e2cf98', '#d6bf82'];
const CHINA = ['#a9cc8c', '#93bd78'];

function rr(g, x, y, w, h, r) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

export function paintTable(g, w, h) {
  const grad = g.createLinearGradient(0, 0, 0, h);
  grad.addColorStop(0, '#efe3c4');
  grad.addColorStop(1, '#e2d0a4');
  g.fillStyle = grad;
  g.fillRect(0, 0, w, h);
}

/** A Mongol territory with its threat counter and who looked at it. */
export function paintTerritory(g, box, t, { known, removed, peekedBy, scoring }, L) {
  g.fillStyle = STEPPE[t % 2];
  g.fillRect(box.x, box.y, box.w, box.h);
  g.strokeStyle = '#a88d52';
  g.lineWidth = 1;
  g.strokeRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1);
  const r = Math.min(box.h * 0.3, L.site * 0.36);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.42;
  g.font = `600 ${Math.max(9, L.site * 0.24)}px ${SANS}`;
  g.fillStyle = '#6b5430';
  g.textAlign = 'left';
  g.textBaseline = 'top';
  g.fillText(`G${t + 1}`, box.x + 3, box.y + 2);
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
  peekedBy.forEach((seat, i) => {
    g.fillStyle = SEAT_COLORS[seat];
    g.strokeStyle = '#fff';
    g.beginPath();
    g.arc(cx - (peekedBy.length - 1) * 4 + i * 8, box.y + box.h - 6, 3.5, 0, Math.PI * 2);
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
  g.font = `700 ${Math.round(r * 1.05)}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text ?? '?', cx, cy + 1);
}

/** The strip of the wall: a site slot with its number. */
export function paintSite(g, box, id, L) {
  g.fillStyle = '#cfc6b4';
  g.fillRect(box.x, box.y, box.w, box.h);
  g.strokeStyle = '#8d8270';
  g.lineWidth = 1;
  g.strokeRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1);
  g.fillStyle = '#6d6352';
  g.font = `${Math.max(8, L.site * 0.22)}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'bottom';
  g.fillText(String(id + 1), box.x + box.w / 2, box.y + box.h - 1);
}

/** A piece in its owner's colour: single wall, double-wall half, tower. */
export function paintPiece(g, box, piece, { joinWest = false, joinEast = false } = {}) {
  const color = SEAT_COLORS[piece.owner] || '#888';
  const dark = SEAT_DARK[piece.owner] || '#333';
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
  const y = box.y + box.h * 0.14;
  const h = box.h * 0.62;
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
    g.font = `700 ${Math.round(box.h * 0.26)}px ${SANS}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('II', x + w / 2, y + h / 2);
  }
}

/** A reserved free site: a ring in each tower owner's colour. */
export function paintReserved(g, box, seats) {
  seats.forEach((seat, i) => {
    g.strokeStyle = SEAT_COLORS[seat];
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

/** A province with value, reputation counter, cards and emperor card. */
export function paintProvince(g, box, p, prov, value, { scoring }, viewerSeat, L) {
  g.fillStyle = prov.complete ? '#c9dcb4' : CHINA[p % 2];
  g.fillRect(box.x, box.y, box.w, box.h);
  g.strokeStyle = scoring ? GOLD : '#5f7f4a';
  g.lineWidth = scoring ? 4 : 1;
  g.strokeRect(box.x + 1, box.y + 1, box.w - 2, box.h - 2);
  const s = L.site;
  g.fillStyle = '#24401a';
  g.font = `700 ${Math.round(s * 0.46)}px ${FONT}`;
  g.textAlign = 'left';
  g.textBaseline = 'top';
  g.fillText(String(value), box.x + 4, box.y + 3);
  g.font = `${Math.max(8, s * 0.21)}px ${SANS}`;
  g.fillStyle = '#3d5a2e';
  g.fillText(`P${p + 1}`, box.x + 4, box.y + 4 + s * 0.46);
  // reputation counter
  const r = Math.min(s * 0.27, box.h * 0.17);
  paintCounter(g, box.x + box.w - r - 5, box.y + r + 5, r, prov.reputation === null ? null : `+${prov.reputation}`, prov.reputation === null ? '#4b3621' : '#b8860b');
  if (prov.emperor) {
    const ew = s * 0.42;
    const ex = box.x + box.w - 2 * r - ew - 10;
    g.fillStyle = GOLD;
    g.strokeStyle = '#7a5a00';
    g.lineWidth = 1.5;
    rr(g, ex, box.y + 4, ew, s * 0.55, 3);
    g.fill();
    g.stroke();
    paintCrown(g, ex + ew / 2, box.y + 4 + s * 0.3, ew * 0.7);
  }
  if (prov.complete) {
    g.fillStyle = '#2f5a22';
    g.font = `700 ${Math.round(s * 0.4)}px ${SANS}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('✓', box.x + box.w / 2, box.y + box.h * 0.7);
  }
  // face-down cards in a row along the bottom
  const cw = Math.min(s * 0.46, (box.w - 8) / Math.max(1, prov.cards.length) - 3);
  const ch = Math.min(s * 0.62, box.h * 0.36);
  prov.cards.forEach((c, i) => {
    const x = box.x + 4 + i * (cw + 3);
    const y = box.y + box.h - ch - 4;
    paintCard(g, x, y, cw, ch, c.owner, c.card, viewerSeat === c.owner);
  });
}

/** A card: owner colour on the back; the priority where known. */
export function paintCard(g, x, y, w, h, owner, card, own = false) {
  g.fillStyle = SEAT_COLORS[owner] || '#777';
  g.strokeStyle = own ? '#fff' : '#1b1208';
  g.lineWidth = own ? 2 : 1;
  rr(g, x, y, w, h, 3);
  g.fill();
  g.stroke();
  g.fillStyle = '#fff';
  g.font = `700 ${Math.round(Math.min(w * 0.8, h * 0.6))}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(card ? String(card) : '?', x + w / 2, y + h / 2 + 1);
}

/** A dashed ghost of a section being chosen in the expansion. */
export function paintGhost(g, sec, side, L) {
  g.save();
  g.globalAlpha = 0.75;
  const terr = L.ghostRuns(sec, side.territories, 0, L.terrH);
  const prov = L.ghostRuns(sec, side.provinces, L.terrH + L.wallH, L.provH);
  terr.forEach((b, i) => { g.fillStyle = STEPPE[i % 2]; g.fillRect(b.x, b.y, b.w, b.h); });
  prov.forEach((b, i) => {
    g.fillStyle = CHINA[i % 2];
    g.fillRect(b.x, b.y, b.w, b.h);
    g.fillStyle = '#24401a';
    g.font = `700 ${Math.round(L.site * 0.46)}px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'top';
    g.fillText(String(side.provinces[i]), b.x + 4, b.y + 3);
  });
  g.fillStyle = '#d9d2c2';
  g.fillRect(sec.x, sec.y + L.terrH, L.site * 12, L.wallH);
  g.restore();
  g.setLineDash([6, 4]);
  g.strokeStyle = '#1f7a5c';
  g.lineWidth = 3;
  g.strokeRect(sec.x + 1, sec.y + 1, L.site * 12 - 2, L.terrH + L.wallH + L.provH - 2);
  g.setLineDash([]);
  g.fillStyle = '#1f7a5c';
  g.font = `700 ${Math.round(L.site * 0.5)}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(side.name, sec.x + L.site * 6, sec.y + L.terrH + L.wallH / 2);
}

/** Section name in the corner of the wall strip. */
export function paintSectionName(g, sec, name, L) {
  g.fillStyle = 'rgba(60,45,25,0.55)';
  g.font = `600 ${Math.max(8, L.site * 0.2)}px ${SANS}`;
  g.textAlign = 'right';
  g.textBaseline = 'top';
  g.fillText(name, sec.x + L.site * 12 - 3, sec.y + 2);
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
