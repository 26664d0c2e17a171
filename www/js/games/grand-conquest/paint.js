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
/** The hint's green (shell.css .st-hint). */
const HINT_COLOR = '#2b8a3e';

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
  const clear = Math.max(16 * s, pieceSize(board).w / 2) + 1.2 * font;
  // a field a piece stands on shows no name (the piece would cover it): its name is the piece's (tooltip, button, log)
  const taken = new Set(v.pieces.flatMap((p) => (p.place.field !== undefined ? [p.place.field] : [])));
  // the names are painted last (paintLabels), over every mark
  /** @type {{x: number, y: number, label: string, font: number, color: string, plate?: string}[]} */
  const labels = (board.labelJobs = []);
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
    const label = font && !taken.has(i) ? fieldLabel(b, i, lang) : '';
    if (f.bridge !== undefined) {
      const susp = b.bridges[f.bridge].suspension;
      g.fillStyle = susp ? '#b5651d' : '#8a6a3a';
      g.strokeStyle = '#3a2a10';
      g.lineWidth = 1;
      g.fillRect(x - r, y - r, 2 * r, 2 * r);
      g.strokeRect(x - r, y - r, 2 * r, 2 * r);
      if (susp) cross(g, x, y, r * 0.65, '#fff', Math.max(1, 2 * s));
      if (label) labels.push({ x, y, label, font, plate: susp ? '#7a3c0c' : '#5a4424', color: '#fff' });
    } else if (f.kind === 'sea') {
      if (label && !f.harbour) {
        const [px, py] = aside(x, y);
        labels.push({ x: px, y: py, label, font, plate: 'rgba(35, 79, 125, 0.85)', color: '#eef5fb' });
        return;
      }
      g.beginPath();
      g.arc(x, y, f.harbour ? Math.max(9 * s, r) : 5 * s, 0, Math.PI * 2);
      g.fillStyle = f.harbour ? '#234f7d' : '#3f77a8';
      g.fill();
      g.strokeStyle = '#dce9f5';
      g.lineWidth = 1;
      g.stroke();
      if (label) labels.push({ x, y, label, font, color: '#fff' });
      else if (f.harbour) anchor(g, x, y, 6 * s);
    } else if (f.castleOf !== undefined) {
      g.fillStyle = SEAT_COLORS[board.hue(f.castleOf)];
      g.strokeStyle = '#3b3b3b';
      g.lineWidth = Math.max(1, 2.5 * s);
      const q = Math.max(11 * s, r);
      g.fillRect(x - q, y - q, 2 * q, 2 * q);
      g.strokeRect(x - q, y - q, 2 * q, 2 * q);
      for (const dx of [-q, 0, q - 0.5 * q]) g.fillRect(x + dx - 0.01, y - q - 4 * s, q * 0.5, 4 * s);
      if (label) labels.push({ x, y, label, font, color: SEAT_INK[board.hue(f.castleOf)] });
    } else {
      g.beginPath();
      g.arc(x, y, r, 0, Math.PI * 2);
      g.fillStyle = f.grail ? '#f7d36a' : f.obstacle ? '#f6c58a' : '#efe3bf';
      g.fill();
      g.strokeStyle = f.grail ? '#c0392b' : f.obstacle ? '#e07b00' : '#7a6240';
      g.lineWidth = Math.max(1, (f.grail ? 3 : 1.4) * s);
      g.stroke();
      if (f.obstacle && !label) vee(g, x, y, r * 0.6, '#8a3b00', Math.max(1, 2 * s));
      if (label) labels.push({ x, y, label, font, color: f.obstacle ? '#8a3b00' : '#4a3a22' });
    }
  });
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
  const { w: pw, h: ph } = pieceSize(board);
  const pitch = FIELD_UNITS * board.L.scale;
  // a plate under a piece, inside its field: the neighbours' names stay clear of it
  const base = Math.max(4, pitch * 0.47);
  const line = Math.max(2, pitch * 0.11);
  const seat = v.seat;
  const mine = !v.result && !v.pending && board.ctx.interactive;
  const pending = v.pending;
  const choose = board.ctx.interactive;
  const reach = board.selected !== null ? a.go.get(board.selected) || new Map() : new Map();
  const hinted = board.hintKeys();
  /** the ring round each target field's name (the hint's outline goes there too: board.js buildOverlay) */
  board.ringAt = new Map();
  if (pending) {
    const [x, y] = board.at(pending.tatort);
    ring(g, x, y, base + line, '#e0301e', line * 1.4);
    board.mark(g, { kind: 'tatort', x: x - base - line, y: y - base - line, w: 2 * (base + line), h: 2 * (base + line), round: true, line: line * 1.4 });
  }
  const standing = [];
  v.pieces.forEach((p, id) => {
    if (p.place.field === undefined) return;
    const [x, y] = board.at(p.place.field);
    if (!board.visible(x, y)) return;
    standing.push({ p, id, x, y, cargo: cargoOf(v.pieces, id) });
  });
  // the plates first: choosable (yellow), chosen (green), the range left (a green arc)
  for (const { p, id, x, y, cargo } of standing) {
    const chosen = board.selected !== null && (board.selected === id || cargo.includes(board.selected) || deepIn(v.pieces, board.selected, id));
    const choosable = a.go.has(id) || cargo.some((c) => a.go.has(c)) || a.abtausch.includes(id) || cargo.some((c) => a.abtausch.includes(c));
    if (choose && (choosable || chosen)) {
      disc(g, x, y, base, chosen ? '#1f8a70' : '#ffd23f');
      board.mark(g, { kind: chosen ? 'selected' : 'choosable', x: x - base, y: y - base, w: 2 * base, h: 2 * base, round: true });
    }
    if (p.owner === seat && !v.result) {
      const left = RANGE[p.kind] - p.used;
      if (left < RANGE[p.kind] || mine) rangeArc(g, x, y, base - line / 2, left / RANGE[p.kind], line, chosen ? '#bff5d9' : '#2ecc71');
    }
  }
  // the empty fields the chosen piece can reach: a ring round the name
  for (const [to, t] of reach) {
    if (t.kind !== 'move') continue;
    const [x, y] = board.at(to);
    if (!board.visible(x, y)) continue;
    const label = board.labelFont ? fieldLabel(v.board, to, board.ctx.lang) : '';
    if (label) {
      g.save();
      g.font = `600 ${board.labelFont}px ${FONT}`;
      const tw = g.measureText(label).width;
      g.restore();
      const plate = v.board.fields[to].kind === 'sea' && !v.board.fields[to].harbour;
      const r = Math.hypot(tw / 2 + (plate ? board.labelFont * 0.15 : 0), board.labelFont * (plate ? 0.6 : 0.4)) + line / 2 + 1;
      board.ringAt.set(to, r);
      if (hinted.has(`field:${to}`)) {
        // the hint's ring, here under the names: an outline over everything
        // would cross the close neighbours' names on the bridges
        const wide = Math.max(line * 1.8, 4);
        g.beginPath();
        g.arc(x, y, r, 0, 2 * Math.PI);
        g.fillStyle = 'rgb(43 138 62 / 0.3)';
        g.fill();
        ring(g, x, y, r, HINT_COLOR, wide);
        board.mark(g, { kind: 'hint', x: x - r, y: y - r, w: 2 * r, h: 2 * r, round: true, line: wide });
      } else {
        ring(g, x, y, r, '#1f8a70', line);
        board.mark(g, { kind: 'target', x: x - r, y: y - r, w: 2 * r, h: 2 * r, round: true, line });
      }
    } else {
      disc(g, x, y, 5 * board.L.scale + 1.5, '#1f8a70', '#fff');
      board.mark(g, { kind: 'target', x: x - 5 * board.L.scale - 2, y: y - 5 * board.L.scale - 2, w: 10 * board.L.scale + 4, h: 10 * board.L.scale + 4, round: true });
    }
  }
  // the figures, row by row from the top: a figure overlaps the one above it, never a name
  standing.sort((m, n) => m.y - n.y || m.x - n.x);
  board.pieceBoxes = [];
  for (const { p, id, x, y, cargo } of standing) {
    paintPiece(g, x, y, pw, ph, p, cargo, v.pieces, (s) => board.hue(s));
    const box = { x: x - pw / 2, y: y - ph / 2, w: pw, h: ph };
    board.pieceBoxes.push(box);
    board.mark(g, { kind: `piece:${id}`, ...box });
  }
  // taking and boarding: a ring round the figure there
  for (const [to, t] of reach) {
    if (t.kind === 'move') continue;
    const [x, y] = board.at(to);
    if (!board.visible(x, y)) continue;
    const r = Math.max(base, ph / 2) + line / 2;
    const color = t.kind === 'take' ? '#e0301e' : '#2a7fd4';
    ring(g, x, y, r, color, line);
    board.mark(g, { kind: t.kind, x: x - r, y: y - r, w: 2 * r, h: 2 * r, round: true, line });
    if (t.kind === 'take') {
      const q = Math.max(3, ph * 0.16);
      const cx = x + pw / 2;
      const cy = y - ph / 2 + q;
      disc(g, cx, cy, q + 1, '#fff');
      cross(g, cx, cy, q * 0.6, color, Math.max(1.5, line * 0.8));
      board.mark(g, { kind: 'take', x: cx - q - 1, y: cy - q - 1, w: 2 * q + 2, h: 2 * q + 2, round: true });
    }
  }
}

/** Whether piece `id` is carried, at any depth, by `carrier`. */
function deepIn(pieces, id, carrier) {
  let p = pieces[id];
  for (let i = 0; i < 4 && p && p.place.aboard !== undefined; i++) {
    if (p.place.aboard === carrier) return true;
    p = pieces[p.place.aboard];
  }
  return false;
}

/**
 * A figure's box on the map (CSS px): at least 24 px high where fields are
 * 18 px apart or more (a laptop's whole map), as high as a field is apart
 * from the next when zoomed in; narrower than high, so that the names of the
 * fields beside it stay clear (issue 37).
 */
export function pieceSize(board) {
  const pitch = FIELD_UNITS * board.L.scale;
  const h = Math.max(0.95 * pitch, Math.min(24, 1.3 * pitch));
  return { w: 0.72 * h, h };
}

/**
 * The names of the empty fields and each island's letter, painted after
 * every mark (labels above marks, marks-labels.test.mjs) and never under a
 * piece: a name a figure would cover is left out (the piece's tooltip and
 * button name its field).
 */
export function paintLabels(board, g) {
  const L = board.L;
  const s = L.scale;
  const boxes = board.pieceBoxes || [];
  const free = (x, y, w, h) => !boxes.some((b) => x < b.x + b.w && b.x < x + w && y < b.y + b.h && b.y < y + h);
  for (const { x, y, label, font, color, plate } of board.labelJobs || []) {
    g.save();
    g.font = `600 ${font}px ${FONT}`;
    g.letterSpacing = '-0.6px';
    const tw = g.measureText(label).width + (plate ? font * 0.3 : 0);
    g.restore();
    const th = plate ? font * 1.2 : font * 0.8;
    if (!free(x - tw / 2, y - th / 2, tw, th)) continue;
    if (plate) pill(g, x, y, label, font, plate, color);
    else text(g, x, y, label, font, color);
  }
  const lang = board.ctx.lang;
  for (const [grp, [ax, ay]] of fieldIndex(board.data.v.board).anchors) {
    const x = L.ox + ax * s;
    const y = L.oy + ay * s;
    if (!board.visible(x, y)) continue;
    const size = Math.max(14, 44 * s);
    if (!free(x - size * 0.4, y - size * 0.4, size * 0.8, size * 0.8)) continue;
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
}

// ---- painting helpers ----------------------------------------------------------

function ring(g, x, y, r, color, width) {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.strokeStyle = color;
  g.lineWidth = width;
  g.stroke();
}

function rangeArc(g, x, y, r, part, width, color = '#2ecc71') {
  if (part <= 0) return;
  g.beginPath();
  g.arc(x, y, r, -Math.PI / 2, -Math.PI / 2 + part * Math.PI * 2);
  g.strokeStyle = color;
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

/** A filled disc, with a thin outline in `edge` if given. */
function disc(g, x, y, r, fill, edge = '') {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = fill;
  g.fill();
  if (edge) {
    g.strokeStyle = edge;
    g.lineWidth = 1;
    g.stroke();
  }
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
 * The silhouette of each kind in units of half the figure's height (x from
 * -0.72 to 0.72, y from -1 to 1, facing left): shapes filled in the owner's
 * colour under one outline, so the kinds differ by shape, not by a letter
 * or a colour: a Soldier with his spear, a Rider as a horse's head, a wide
 * low Elephant with its trunk, a Chariot on its big wheel, a Ship's hull
 * and sail (a Galleon two).
 * Each shape: `poly` points, `circle` [x, y, r], `ellipse` [x, y, rx, ry],
 * or `line` points with `width`.
 */
const SHAPES = {
  soldier: [
    { poly: [[0.5, -0.72], [0.6, -1], [0.7, -0.72], [0.65, -0.72], [0.65, 0.9], [0.55, 0.9], [0.55, -0.72]] },
    { circle: [-0.05, -0.58, 0.27] },
    { poly: [[-0.26, -0.3], [0.16, -0.3], [0.4, 0.7], [-0.5, 0.7]] },
    { poly: [[-0.62, 0.66], [0.52, 0.66], [0.52, 0.96], [-0.62, 0.96]] },
  ],
  rider: [
    { poly: [[0.6, 0.96], [-0.6, 0.96], [-0.52, 0.68], [-0.14, 0.3], [-0.4, 0.2], [-0.64, 0.04], [-0.7, -0.22], [-0.44, -0.48], [-0.2, -0.7], [-0.12, -1], [0.1, -0.74], [0.44, -0.52], [0.66, -0.06], [0.64, 0.44], [0.48, 0.7]] },
  ],
  elephant: [
    { ellipse: [0.14, 0.08, 0.56, 0.42] },
    { circle: [-0.36, -0.22, 0.32] },
    { line: [[-0.6, -0.12], [-0.64, 0.3], [-0.6, 0.82]], width: 0.2 },
    { poly: [[-0.3, 0.3], [-0.06, 0.3], [-0.06, 0.92], [-0.3, 0.92]] },
    { poly: [[0.38, 0.3], [0.62, 0.3], [0.62, 0.92], [0.38, 0.92]] },
  ],
  chariot: [
    { line: [[-0.3, 0.1], [-0.72, 0.4]], width: 0.14 },
    { poly: [[-0.4, -0.42], [0.66, -0.42], [0.66, 0.16], [-0.24, 0.16]] },
    { circle: [0.16, 0.5, 0.46] },
  ],
  ship: [
    { poly: [[-0.72, 0.38], [0.72, 0.38], [0.5, 0.9], [-0.5, 0.9]] },
    { poly: [[-0.05, -1], [0.05, -1], [0.05, 0.4], [-0.05, 0.4]] },
    { poly: [[0.1, -0.9], [0.64, 0.28], [0.1, 0.28]] },
    { poly: [[-0.1, -0.7], [-0.56, 0.28], [-0.1, 0.28]] },
  ],
  galleon: [
    { poly: [[-0.72, 0.38], [0.72, 0.38], [0.5, 0.9], [-0.5, 0.9]] },
    { poly: [[0.6, 0.38], [0.72, 0.1], [0.72, 0.38]] },
    { poly: [[-0.34, -0.86], [-0.26, -0.86], [-0.26, 0.4], [-0.34, 0.4]] },
    { poly: [[0.26, -1], [0.34, -1], [0.34, 0.4], [0.26, 0.4]] },
    { poly: [[-0.2, -0.76], [0.16, 0.28], [-0.2, 0.28]] },
    { poly: [[0.4, -0.9], [0.7, 0.28], [0.4, 0.28]] },
  ],
};

/** Adds a shape of SHAPES to the path (a `line` is stroked, not added). */
function shapePath(g, sh, x, y, u) {
  if (sh.poly) {
    sh.poly.forEach(([px, py], i) => (i ? g.lineTo(x + px * u, y + py * u) : g.moveTo(x + px * u, y + py * u)));
    g.closePath();
  } else if (sh.circle) {
    const [cx, cy, r] = sh.circle;
    g.moveTo(x + (cx + r) * u, y + cy * u);
    g.arc(x + cx * u, y + cy * u, r * u, 0, Math.PI * 2);
  } else if (sh.ellipse) {
    const [cx, cy, rx, ry] = sh.ellipse;
    g.moveTo(x + (cx + rx) * u, y + cy * u);
    g.ellipse(x + cx * u, y + cy * u, rx * u, ry * u, 0, 0, Math.PI * 2);
  }
}

function strokeLine(g, sh, x, y, u, width, color) {
  g.beginPath();
  sh.line.forEach(([px, py], i) => (i ? g.lineTo(x + px * u, y + py * u) : g.moveTo(x + px * u, y + py * u)));
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.strokeStyle = color;
  g.lineWidth = width;
  g.stroke();
}

/**
 * A piece as the silhouette of its kind (SHAPES) in its owner's colour,
 * `w`×`h` CSS px centred on (x, y); what it carries small at its top.
 * `hue(seat)`: the index into SEAT_COLORS a seat is drawn in (the board's).
 */
export function paintPiece(g, x, y, w, h, p, cargo, pieces, hue = (seat) => seat) {
  const own = hue(p.owner);
  const fill = SEAT_COLORS[own];
  const ink = SEAT_INK[own];
  const edge = own === BLACK ? '#d8d8d8' : '#1e1a14';
  const u = h / 2;
  const lw = Math.max(1.2, u * 0.13);
  const shapes = SHAPES[p.kind] || SHAPES.ship;
  g.save();
  g.lineJoin = 'round';
  // one outline round the whole figure: every shape stroked wide in the edge colour, then filled
  for (const sh of shapes) {
    if (sh.line) { strokeLine(g, sh, x, y, u, sh.width * u + 2 * lw, edge); continue; }
    g.beginPath();
    shapePath(g, sh, x, y, u);
    g.strokeStyle = edge;
    g.lineWidth = 2 * lw;
    g.stroke();
  }
  for (const sh of shapes) {
    if (sh.line) { strokeLine(g, sh, x, y, u, sh.width * u, fill); continue; }
    g.beginPath();
    shapePath(g, sh, x, y, u);
    g.fillStyle = fill;
    g.fill();
  }
  // the details in the set's ink
  g.strokeStyle = ink;
  g.fillStyle = ink;
  g.lineWidth = Math.max(1, u * 0.09);
  const dot = (px, py, r) => { g.beginPath(); g.arc(x + px * u, y + py * u, r * u, 0, Math.PI * 2); g.fill(); };
  if (p.kind === 'rider') {
    dot(-0.3, -0.42, 0.09);
    g.beginPath();
    g.moveTo(x + 0.1 * u, y - 0.6 * u);
    g.quadraticCurveTo(x + 0.5 * u, y - 0.2 * u, x + 0.36 * u, y + 0.5 * u);
    g.stroke();
  } else if (p.kind === 'elephant') {
    dot(-0.42, -0.3, 0.07);
    g.beginPath();
    g.ellipse(x - 0.16 * u, y - 0.16 * u, 0.16 * u, 0.24 * u, 0, 0, Math.PI * 2);
    g.stroke();
  } else if (p.kind === 'chariot') {
    for (let i = 0; i < 4; i++) {
      const t = (i * Math.PI) / 4;
      g.beginPath();
      g.moveTo(x + (0.16 - Math.cos(t) * 0.38) * u, y + (0.5 - Math.sin(t) * 0.38) * u);
      g.lineTo(x + (0.16 + Math.cos(t) * 0.38) * u, y + (0.5 + Math.sin(t) * 0.38) * u);
      g.stroke();
    }
    dot(0.16, 0.5, 0.1);
  } else if (p.kind === 'soldier') {
    g.beginPath();
    g.moveTo(x - 0.32 * u, y - 0.62 * u);
    g.lineTo(x + 0.22 * u, y - 0.62 * u);
    g.stroke();
  }
  g.restore();
  // cargo: small at the figure's top, a soldier as a dot in its owner's colour
  for (const [i, c] of cargo.entries()) {
    const q = pieces[c];
    const cx = x + w / 2 - u * (0.28 + i * 0.52);
    const cy = y - h / 2 + u * 0.28;
    if (q.kind === 'soldier') pip(g, cx, cy, u * 0.24, hue(q.owner));
    else paintPiece(g, cx, cy + u * 0.1, w * 0.5, h * 0.5, q, cargoOf(pieces, c), pieces, hue);
  }
}

/** A soldier carried on a vessel: a dot in its owner's colour (`hue`: index into SEAT_COLORS). */
function pip(g, x, y, r, hue) {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = SEAT_COLORS[hue];
  g.fill();
  g.strokeStyle = hue === BLACK ? '#d8d8d8' : '#1e1a14';
  g.lineWidth = Math.max(1, r * 0.35);
  g.stroke();
}
