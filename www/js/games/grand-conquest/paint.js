// Painting the Grand Conquest map (board.js draws with these): the sea, the
// islands' fields and paths, field names, the pieces as figures per kind in
// their owners' colours, the last moves' arrows, the marks of a decision and
// the way to a previewed destination. Functions of the board (its layout
// `L`, `at`, `visible`, data and selection); no DOM besides the path layer.

import { fieldOf } from './describe.js';
import { fieldLabel, fieldIndex, groupLetter } from './names.js';
import { FIELD_UNITS, MIN_SPACING } from './layout.js';
import { RANGE, cargoOf } from './targets.js';

export const SEAT_COLORS = ['#f4f1ea', '#d9bf86', '#7a4a26', '#262626'];
const SEAT_INK = ['#4a4237', '#5c4a22', '#f3e3c8', '#f0f0f0'];
/** The black set (its pieces get a light outline). */
const BLACK = 3;
export const FONT = 'system-ui, "DejaVu Sans", sans-serif';

/**
 * The control point (map units) of a land path whose straight line would
 * run through another field's centre (the ring joining the Grail zone's
 * corners, map.json), so it is drawn bent round that field, away from the
 * board's centre, as in docs/rules/grand-conquest-map.svg (draw_map.py);
 * null for an ordinary straight path.
 */
function bend(board, e) {
  const a = board.fields[e.a];
  const c = board.fields[e.b];
  const mx = (a.x + c.x) / 2;
  const my = (a.y + c.y) / 2;
  if (!board.fields.some((f) => f !== a && f !== c && Math.abs(f.x - mx) < 3 && Math.abs(f.y - my) < 3)) return null;
  let nx = -(c.y - a.y) / 2;
  let ny = (c.x - a.x) / 2;
  if (nx * (mx - board.width / 2) + ny * (my - board.height / 2) < 0) [nx, ny] = [-nx, -ny];
  return [mx + nx, my + ny];
}

/** Paints the way to the previewed destination (or nothing) on the path layer. */
export function paintPath(board) {
  const c = board.pathCanvas;
  const L = board.L;
  if (!L || !board.data) return;
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  if (c.width !== Math.round(L.width * dpr) || c.height !== Math.round(L.height * dpr)) {
    c.width = Math.round(L.width * dpr);
    c.height = Math.round(L.height * dpr);
    c.style.width = `${L.width}px`;
    c.style.height = `${L.height}px`;
  }
  const g = c.getContext('2d');
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, L.width, L.height);
  board.stage.dataset.gcPath = '';
  const f = board.previewField;
  if (f === null || f === undefined || board.selected === null || !board.ctx.interactive) return;
  const way = board.wayTo(f);
  if (!way) return;
  board.stage.dataset.gcPath = way.map((x) => board.name(x)).join(' ');
  const pts = way.map((x) => board.at(x));
  const width = Math.max(3, 5 * L.scale);
  g.save();
  g.lineCap = 'round';
  g.lineJoin = 'round';
  for (const [color, wd] of /** @type {[string, number][]} */ ([['rgba(255, 255, 255, 0.9)', width + 3], ['#1f8a70', width]])) {
    g.beginPath();
    pts.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
    g.strokeStyle = color;
    g.lineWidth = wd;
    g.stroke();
  }
  // the steps it costs, at the destination
  const [x, y] = pts[pts.length - 1];
  const steps = String(way.length - 1);
  const font = Math.max(12, board.labelFont || 12);
  g.font = `700 ${font}px ${FONT}`;
  const tw = g.measureText(steps).width + 8;
  const bx = x + 10;
  const by = y - font - 8;
  g.beginPath();
  g.roundRect(bx, by, tw, font + 6, 5);
  g.fillStyle = '#1f8a70';
  g.fill();
  g.fillStyle = '#fff';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(steps, bx + tw / 2, by + (font + 6) / 2);
  g.restore();
}

export function paintMap(board, g) {
  const { v } = board.data;
  const L = board.L;
  const s = L.scale;
  const b = v.board;
  const grad = g.createRadialGradient(L.ox + 500 * s, L.oy + 500 * s, 50 * s, L.ox + 500 * s, L.oy + 500 * s, 720 * s);
  grad.addColorStop(0, '#6fa6cf');
  grad.addColorStop(1, '#2f5f8c');
  g.fillStyle = grad;
  g.fillRect(L.left, 0, L.size, L.size);
  const land = b.fields.map((f, i) => i).filter((i) => b.fields[i].kind === 'land' && b.fields[i].island);
  /** @type {[number, string][]} */
  const rings = [[21, '#e9d8a6'], [16, '#93b866']];
  for (const [r, col] of rings) {
    g.fillStyle = col;
    for (const i of land) {
      const [x, y] = board.at(i);
      g.beginPath();
      g.arc(x, y, r * s, 0, Math.PI * 2);
      g.fill();
    }
  }
  // the centre island a shade warmer
  g.fillStyle = '#a9bd6a';
  for (const i of land) {
    if (b.fields[i].island !== 'C') continue;
    const [x, y] = board.at(i);
    g.beginPath();
    g.arc(x, y, 14 * s, 0, Math.PI * 2);
    g.fill();
  }
  for (const e of b.edges) {
    const [x1, y1] = board.at(e.a);
    const [x2, y2] = board.at(e.b);
    const bent = e.medium === 'land' ? bend(b, e) : null;
    g.beginPath();
    g.moveTo(x1, y1);
    if (bent) {
      const L = board.L;
      g.quadraticCurveTo(L.ox + bent[0] * L.scale, L.oy + bent[1] * L.scale, x2, y2);
    } else {
      g.lineTo(x2, y2);
    }
    g.setLineDash([]);
    if (e.medium === 'land') {
      g.strokeStyle = e.gate ? '#e07b00' : '#7a6240';
      g.lineWidth = Math.max(1, (e.gate ? 5 : 2.5) * s);
    } else if (e.medium === 'sea') {
      g.strokeStyle = 'rgba(230, 242, 252, 0.75)';
      g.lineWidth = Math.max(1, 2 * s);
      g.setLineDash([5 * s, 4 * s]);
    } else {
      g.strokeStyle = '#1d2b44';
      g.lineWidth = Math.max(1, 3 * s);
    }
    g.stroke();
  }
  g.setLineDash([]);
  // names on the map (names.js) when they can be read: fields at least MIN_SPACING apart
  const font = FIELD_UNITS * s >= MIN_SPACING ? Math.max(12, Math.min(16, 18 * s)) : 0;
  board.labelFont = font;
  const r = font ? Math.max(9 * s, font * 0.68) : 9 * s;
  const lang = board.ctx.lang;
  // ships in harbour are wider than their field: the name plates of the sea beside them step out of their way
  const docked = v.pieces.flatMap((p) => (p.place.field !== undefined && b.fields[p.place.field]?.harbour ? [board.at(p.place.field)] : []));
  const clear = 16 * s + 1.2 * font;
  const aside = (x, y) => {
    let [px, py] = [x, y];
    for (const [hx, hy] of docked) {
      const d = Math.hypot(x - hx, y - hy);
      if (d > 0 && d < clear) [px, py] = [px + ((x - hx) / d) * (clear - d), py + ((y - hy) / d) * (clear - d)];
    }
    return [px, py];
  };
  b.fields.forEach((f, i) => {
    const [x, y] = board.at(i);
    if (!board.visible(x, y)) return;
    const label = font ? fieldLabel(b, i, lang) : '';
    if (f.bridge !== undefined) {
      const susp = b.bridges[f.bridge].suspension;
      g.fillStyle = susp ? '#b5651d' : '#8a6a3a';
      g.strokeStyle = '#3a2a10';
      g.lineWidth = 1;
      g.fillRect(x - r, y - r, 2 * r, 2 * r);
      g.strokeRect(x - r, y - r, 2 * r, 2 * r);
      if (susp) cross(g, x, y, r * 0.65, '#fff', Math.max(1, 2 * s));
      if (label) pill(g, x, y, label, font, susp ? '#7a3c0c' : '#5a4424', '#fff');
    } else if (f.kind === 'sea') {
      if (label && !f.harbour) {
        pill(g, ...aside(x, y), label, font, 'rgba(35, 79, 125, 0.85)', '#eef5fb');
        return;
      }
      g.beginPath();
      g.arc(x, y, f.harbour ? Math.max(9 * s, r) : 5 * s, 0, Math.PI * 2);
      g.fillStyle = f.harbour ? '#234f7d' : '#3f77a8';
      g.fill();
      g.strokeStyle = '#dce9f5';
      g.lineWidth = 1;
      g.stroke();
      if (label) text(g, x, y, label, font, '#fff');
      else if (f.harbour) anchor(g, x, y, 6 * s);
    } else if (f.castleOf !== undefined) {
      g.fillStyle = SEAT_COLORS[board.hue(f.castleOf)];
      g.strokeStyle = '#3b3b3b';
      g.lineWidth = Math.max(1, 2.5 * s);
      const q = Math.max(11 * s, r);
      g.fillRect(x - q, y - q, 2 * q, 2 * q);
      g.strokeRect(x - q, y - q, 2 * q, 2 * q);
      for (const dx of [-q, 0, q - 0.5 * q]) g.fillRect(x + dx - 0.01, y - q - 4 * s, q * 0.5, 4 * s);
      if (label) text(g, x, y, label, font, SEAT_INK[board.hue(f.castleOf)]);
    } else {
      g.beginPath();
      g.arc(x, y, r, 0, Math.PI * 2);
      g.fillStyle = f.grail ? '#f7d36a' : f.obstacle ? '#f6c58a' : '#efe3bf';
      g.fill();
      g.strokeStyle = f.grail ? '#c0392b' : f.obstacle ? '#e07b00' : '#7a6240';
      g.lineWidth = Math.max(1, (f.grail ? 3 : 1.4) * s);
      g.stroke();
      if (f.obstacle && !label) vee(g, x, y, r * 0.6, '#8a3b00', Math.max(1, 2 * s));
      if (label) text(g, x, y, label, font, f.obstacle ? '#8a3b00' : '#4a3a22');
    }
  });
  // each island's letter, once, large
  for (const [grp, [ax, ay]] of fieldIndex(b).anchors) {
    const x = L.ox + ax * s;
    const y = L.oy + ay * s;
    if (!board.visible(x, y)) continue;
    const size = Math.max(14, 44 * s);
    g.save();
    g.font = `700 ${size}px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.lineWidth = Math.max(2, size / 8);
    g.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    g.fillStyle = '#2b3d2a';
    g.strokeText(groupLetter(grp, lang), x, y);
    g.fillText(groupLetter(grp, lang), x, y);
    g.restore();
  }
  board.paintLastMoves(g);
}

/** Arrows for the moves of the current turn, so what just happened is seen. */
export function paintLastMoves(board, g) {
  const log = board.data.v.log;
  const start = log.findLastIndex((e) => e.event === 'turnStarted');
  for (const e of log.slice(Math.max(0, start))) {
    if (e.event !== 'moved') continue;
    const [x1, y1] = board.at(e.from);
    const [x2, y2] = board.at(e.to);
    arrow(g, x1, y1, x2, y2, 'rgba(255, 250, 220, 0.9)', Math.max(1.5, 3 * board.L.scale));
  }
}

export function paintPieces(board, g) {
  const { v, a } = board.data;
  // pieces as large as the printed field names allow (names.js), never crowding their neighbours
  const s = board.L.scale * Math.max(1, Math.min(14.5 / 11, ((board.labelFont || 0) * 0.85) / (11 * board.L.scale)));
  const seat = v.seat;
  const mine = !v.result && !v.pending && board.ctx.interactive;
  const pending = v.pending;
  if (pending) {
    const [x, y] = board.at(pending.tatort);
    ring(g, x, y, 17 * s, '#e0301e', Math.max(2, 4 * s));
  }
  v.pieces.forEach((p, id) => {
    if (!p.place.field && p.place.field !== 0) return;
    const [x, y] = board.at(p.place.field);
    const cargo = cargoOf(v.pieces, id);
    paintPiece(g, x, y, 11 * s, p, cargo, v.pieces, (seat) => board.hue(seat));
    if (p.owner === seat && !v.result) {
      const left = RANGE[p.kind] - p.used;
      if (left < RANGE[p.kind] || mine) rangeArc(g, x, y, 13.5 * s, left / RANGE[p.kind], Math.max(1.5, 2.5 * s));
    }
    const choosable = a.go.has(id) || cargo.some((c) => a.go.has(c)) || a.abtausch.includes(id) || cargo.some((c) => a.abtausch.includes(c));
    if (board.ctx.interactive && choosable) ring(g, x, y, 15 * s, '#ffd23f', Math.max(1.5, 2 * s));
  });
  if (board.selected !== null) {
    const f = fieldOf(v.pieces, board.selected);
    if (f !== null) {
      const [x, y] = board.at(f);
      ring(g, x, y, 16 * s, '#1f8a70', Math.max(2.5, 4 * s));
    }
    for (const [to, t] of board.data.a.go.get(board.selected) || []) {
      const [x, y] = board.at(to);
      if (t.kind === 'take') {
        ring(g, x, y, 13 * s, '#e0301e', Math.max(2, 3.5 * s));
        cross(g, x, y, 6 * s, '#e0301e', Math.max(1.5, 2.5 * s));
      } else if (t.kind === 'board') ring(g, x, y, 13 * s, '#2a7fd4', Math.max(2, 3.5 * s));
      else if (board.labelFont) ring(g, x, y, Math.max(10 * s, board.labelFont * 0.8), '#1f8a70', Math.max(2, 3 * s));
      else {
        g.beginPath();
        g.arc(x, y, 5 * s + 1.5, 0, Math.PI * 2);
        g.fillStyle = '#1f8a70';
        g.fill();
        g.strokeStyle = '#fff';
        g.lineWidth = 1;
        g.stroke();
      }
    }
  }
}

// ---- painting helpers ----------------------------------------------------------

function ring(g, x, y, r, color, width) {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.strokeStyle = color;
  g.lineWidth = width;
  g.stroke();
}

function rangeArc(g, x, y, r, part, width) {
  if (part <= 0) return;
  g.beginPath();
  g.arc(x, y, r, -Math.PI / 2, -Math.PI / 2 + part * Math.PI * 2);
  g.strokeStyle = '#2ecc71';
  g.lineWidth = width;
  g.stroke();
}

/** A field's name centred on (x, y), a little narrower than the font's own spacing (names stand close together). */
function text(g, x, y, label, font, color) {
  g.save();
  g.font = `600 ${font}px ${FONT}`;
  g.letterSpacing = '-0.6px';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = color;
  g.fillText(label, x, y + font * 0.05);
  g.restore();
}

/** A field's name on a small rounded plate (sea and bridge fields). */
function pill(g, x, y, label, font, fill, color) {
  g.save();
  g.font = `600 ${font}px ${FONT}`;
  g.letterSpacing = '-0.6px';
  const tw = g.measureText(label).width + font * 0.3;
  const th = font * 1.2;
  g.beginPath();
  g.roundRect(x - tw / 2, y - th / 2, tw, th, th / 2);
  g.fillStyle = fill;
  g.fill();
  g.restore();
  text(g, x, y, label, font, color);
}

function cross(g, x, y, r, color, width) {
  g.beginPath();
  g.moveTo(x - r, y - r);
  g.lineTo(x + r, y + r);
  g.moveTo(x + r, y - r);
  g.lineTo(x - r, y + r);
  g.strokeStyle = color;
  g.lineWidth = width;
  g.stroke();
}

function vee(g, x, y, r, color, width) {
  g.beginPath();
  g.moveTo(x - r, y - r * 0.6);
  g.lineTo(x, y + r * 0.7);
  g.lineTo(x + r, y - r * 0.6);
  g.strokeStyle = color;
  g.lineWidth = width;
  g.stroke();
}

function anchor(g, x, y, r) {
  g.strokeStyle = '#fff';
  g.lineWidth = Math.max(1, r / 4);
  g.beginPath();
  g.moveTo(x, y - r * 0.8);
  g.lineTo(x, y + r * 0.7);
  g.moveTo(x - r * 0.45, y - r * 0.35);
  g.lineTo(x + r * 0.45, y - r * 0.35);
  g.moveTo(x - r * 0.7, y + r * 0.1);
  g.quadraticCurveTo(x, y + r * 1.1, x + r * 0.7, y + r * 0.1);
  g.stroke();
}

function arrow(g, x1, y1, x2, y2, color, width) {
  const d = Math.hypot(x2 - x1, y2 - y1);
  if (d < 4) return;
  const ux = (x2 - x1) / d;
  const uy = (y2 - y1) / d;
  g.strokeStyle = color;
  g.fillStyle = color;
  g.lineWidth = width;
  g.beginPath();
  g.moveTo(x1, y1);
  g.lineTo(x2 - ux * width * 3, y2 - uy * width * 3);
  g.stroke();
  g.beginPath();
  g.moveTo(x2, y2);
  g.lineTo(x2 - ux * width * 4 - uy * width * 2, y2 - uy * width * 4 + ux * width * 2);
  g.lineTo(x2 - ux * width * 4 + uy * width * 2, y2 - uy * width * 4 - ux * width * 2);
  g.closePath();
  g.fill();
}

/**
 * A piece as a figure of its kind in its owner's colour; cargo shown on it.
 * `hue(seat)`: the index into SEAT_COLORS a seat is drawn in (the board's).
 */
export function paintPiece(g, x, y, r, p, cargo, pieces, hue = (seat) => seat) {
  const own = hue(p.owner);
  const fill = SEAT_COLORS[own];
  const ink = SEAT_INK[own];
  g.save();
  g.fillStyle = fill;
  g.strokeStyle = own === BLACK ? '#bdbdbd' : '#1e1a14';
  g.lineWidth = Math.max(1, r * 0.14);
  g.beginPath();
  switch (p.kind) {
    case 'soldier':
      g.arc(x, y, r * 0.62, 0, Math.PI * 2);
      break;
    case 'rider':
      g.moveTo(x, y - r);
      g.lineTo(x + r * 0.85, y);
      g.lineTo(x, y + r);
      g.lineTo(x - r * 0.85, y);
      g.closePath();
      break;
    case 'elephant':
      roundRect(g, x - r * 0.95, y - r * 0.85, r * 1.9, r * 1.7, r * 0.45);
      break;
    case 'chariot':
      g.arc(x, y, r * 0.9, 0, Math.PI * 2);
      break;
    default:
      // a hull
      g.moveTo(x - r * 1.1, y);
      g.lineTo(x + r * 1.1, y);
      g.lineTo(x + r * 0.7, y + r * 0.7);
      g.lineTo(x - r * 0.7, y + r * 0.7);
      g.closePath();
  }
  g.fill();
  g.stroke();
  g.strokeStyle = ink;
  g.fillStyle = ink;
  g.lineWidth = Math.max(1, r * 0.13);
  if (p.kind === 'chariot') {
    for (let i = 0; i < 3; i++) {
      const t = (i * Math.PI) / 3;
      g.beginPath();
      g.moveTo(x - Math.cos(t) * r * 0.75, y - Math.sin(t) * r * 0.75);
      g.lineTo(x + Math.cos(t) * r * 0.75, y + Math.sin(t) * r * 0.75);
      g.stroke();
    }
  } else if (p.kind === 'elephant') {
    // a trunk
    g.beginPath();
    g.moveTo(x + r * 0.2, y - r * 0.3);
    g.quadraticCurveTo(x + r * 0.6, y + r * 0.2, x + r * 0.2, y + r * 0.55);
    g.stroke();
    g.beginPath();
    g.arc(x - r * 0.25, y - r * 0.25, r * 0.12, 0, Math.PI * 2);
    g.fill();
  } else if (p.kind === 'rider') {
    g.beginPath();
    g.arc(x, y - r * 0.15, r * 0.22, 0, Math.PI * 2);
    g.fill();
  } else if (p.kind === 'ship' || p.kind === 'galleon') {
    const masts = p.kind === 'galleon' ? [-0.45, 0.35] : [0];
    for (const m of masts) {
      g.beginPath();
      g.moveTo(x + m * r, y);
      g.lineTo(x + m * r, y - r * 1.2);
      g.stroke();
      g.beginPath();
      g.moveTo(x + m * r + r * 0.08, y - r * 1.1);
      g.lineTo(x + m * r + r * 0.55, y - r * 0.25);
      g.lineTo(x + m * r + r * 0.08, y - r * 0.25);
      g.closePath();
      g.fillStyle = fill;
      g.fill();
      g.stroke();
    }
  }
  g.restore();
  // cargo: a vessel shows its load small above the hull, soldiers as dots
  for (const [i, c] of cargo.entries()) {
    const q = pieces[c];
    if (q.kind === 'soldier') pip(g, x + r * (0.7 + i * 0.0), y - r * (0.75 - i * 0.9), r * 0.34, hue(q.owner));
    else paintPiece(g, x - r * 0.1, y - r * 0.35, r * 0.55, q, cargoOf(pieces, c), pieces, hue);
  }
}

/** A soldier carried on a vessel: a dot in its owner's colour (`hue`: index into SEAT_COLORS). */
function pip(g, x, y, r, hue) {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = SEAT_COLORS[hue];
  g.fill();
  g.strokeStyle = hue === BLACK ? '#bdbdbd' : '#1e1a14';
  g.lineWidth = Math.max(1, r * 0.3);
  g.stroke();
}

function roundRect(g, x, y, w, hh, r) {
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + hh, r);
  g.arcTo(x + w, y + hh, x, y + hh, r);
  g.arcTo(x, y + hh, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}
