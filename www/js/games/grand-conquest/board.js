// The Grand Conquest board: the map (from the engine's board data) on a
// canvas, pieces as figures per kind in owner colours, and over it real
// (transparent) buttons only on the pieces that can move and the fields they
// can reach. Buttons above the map end the turn, waive, answer an Abtausch
// and zoom; dragging pans a zoomed map.

import { h, replace, focus, rovingGroup } from '../../shell/dom.js';
import { CanvasBoard, readingOrder } from '../canvas-board.js';
import { w, kindName, seatName } from './strings.js';
import { fieldOf } from './describe.js';
import { fieldName, fieldLabel, fieldIndex, groupLetter } from './names.js';
import { seatHue, seatColorList } from '../hues.js';

export { fieldOf };

export const SEAT_COLORS = ['#f4f1ea', '#d9bf86', '#7a4a26', '#262626'];
const SEAT_INK = ['#4a4237', '#5c4a22', '#f3e3c8', '#f0f0f0'];
/** The black set (its pieces get a light outline). */
const BLACK = 3;
const RANGE = { soldier: 2, elephant: 6, rider: 6, chariot: 8, ship: 6, galleon: 8 };
const ZOOMS = [1, 1.7, 2.6, 3.4];
/** The smallest size (CSS px) of a piece or field button: a finger's (fit.test.mjs); buttons may overlap their neighbours' edges. */
const MIN_TARGET = 24;
/** Fields (FIELD_UNITS apart) at least this far apart on screen (CSS px) for a pointer, else the choice zooms in. */
const MIN_SPACING = 16;
const FIELD_UNITS = 30;
/** The width of the column beside the map (prompt, buttons, standings) when the panel is wider than high. */
const SIDE = 250;
/** A button's diameter in map units (1000 across): as large as a field is apart from its neighbours. */
const BUTTON_UNITS = 26;
const FONT = 'system-ui, "DejaVu Sans", sans-serif';

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

export class Board extends CanvasBoard {
  constructor(container, ctx) {
    super('gc');
    this.ctx = ctx;
    this.prompt = h('p', { class: 'gc-prompt', 'data-gc-prompt': true });
    this.controls = h('div', { class: 'gc-controls', role: 'toolbar', 'data-gc-controls': true });
    this.info = h('p', { class: 'gc-info', 'data-gc-info': true });
    this.described = h('div', { class: 'st-sr-only', 'data-gc-description': true });
    this.side = h('div', { class: 'gc-side' }, this.prompt, this.controls, this.info);
    // the way of the destination under the pointer or focus, over the map and under the buttons
    this.pathCanvas = h('canvas', { class: 'gc-path', 'aria-hidden': 'true' });
    this.stage.insertBefore(this.pathCanvas, this.overlay);
    this.root = h('div', { class: 'gc-root' }, this.side, this.stage, this.described);
    container.append(this.root);
    this.zoom = 1; // the map's zoom factor: ZOOMS steps by the buttons, or what the current choice needs
    this.center = [500, 500];
    this.turnKey = null;
    this.waive = false;
    this.listen(document, 'keydown', (e) => { if (e.key === 'Escape' && this.selected !== null) { this.selected = null; this.draw(); } });
    this.setUpPanning();
    this.setUpPreview();
    // beside its column the map's width is set by the board: the panel's width decides the layout
    this.rootWidth = 0;
    this.rootResize = new ResizeObserver(() => {
      const width = Math.floor(this.root.clientWidth);
      if (width && width !== this.rootWidth) {
        this.rootWidth = width;
        if (this.data) this.draw();
      }
    });
    this.rootResize.observe(this.root);
  }

  destroy() {
    this.rootResize.disconnect();
    super.destroy();
  }

  clear() {
    this.data = null;
    this.blankCanvas();
    this.overlay.replaceChildren();
    this.controls.replaceChildren();
  }

  /** Keyboard focus on the map: the chosen piece, else the first piece or field; the buttons above only when the map has none. */
  focus() {
    if (!this.keyboard) return;
    const chosen = this.selected !== null && this.root.querySelector(`.gc-hit[data-key="piece:${this.selected}"]:not(:disabled)`);
    focus(chosen || this.root.querySelector('.gc-hit:not(:disabled)') || this.root.querySelector('.gc-control:not(:disabled)'));
  }

  /** The tooltip of a piece: its range and what it may do. */
  tipFor(key, data) {
    const kind = data.gc === 'piece' ? this.data?.v.pieces[data.piece]?.kind : null;
    return kind ? `${this.pieceLabel(data.piece, false)}. ${w(`tip${kind[0].toUpperCase()}${kind.slice(1)}`, this.ctx.lang)}` : null;
  }

  /** A field's name as the map prints it ("S12"). */
  name(f) {
    return fieldName(this.data.v.board, f, this.ctx.lang);
  }

  /** The index into SEAT_COLORS seat `seat` is drawn in (`ctx.seatColors`: a rules figure's colours; ../hues.js). */
  hue(seat) {
    return seatHue(this.ctx.seatColors, seat, SEAT_COLORS.length);
  }

  render(view, moves, ctx) {
    this.ctx = ctx;
    // The colours the seats are drawn in, for whoever reads the page (tests).
    this.root.dataset.seatColors = seatColorList(SEAT_COLORS, view.players, (seat) => this.hue(seat));
    const v = view.view;
    if (v.log.length !== this.logLength) {
      this.logLength = v.log.length;
      if (this.data && this.selected !== null && !moves.some((m) => m.type === 'go' && m.piece === this.selected)) this.selected = null;
    }
    this.selected ??= null;
    this.data = { view, v, moves, a: analyse(moves, v.pieces) };
    if (this.selected !== null && !this.data.a.go.has(this.selected)) this.selected = null;
    this.zoomToChoice();
    this.draw();
  }

  /**
   * At the start of a decision (a new turn, an Abtausch question) the map
   * zooms in until the buttons of the choices are big enough to hit with a
   * finger (MIN_TARGET) and centres on them; the zoom buttons and dragging
   * change it after that.
   */
  zoomToChoice() {
    const { v, a } = this.data;
    const key = `${v.round}:${v.seat}:${v.pending ? 'p' : ''}:${this.ctx.interactive}`;
    if (key === this.turnKey) return;
    this.turnKey = key;
    if (!this.ctx.interactive) return;
    const ids = v.pending ? a.abtausch : [...a.go.keys()];
    // layout() applies both (the map's size is known there) until the zoom buttons or a drag take over
    this.fitTargets = true;
    this.centerFields = ids.map((id) => fieldOf(v.pieces, id)).filter((f) => f !== null);
  }

  /** The ZOOMS a zoom button goes to from here, nearest first: each a visible step (a tenth or more). */
  zoomSteps(way) {
    return way === 'in' ? ZOOMS.filter((z) => z > this.zoom * 1.1) : ZOOMS.filter((z) => z < this.zoom * 0.9).reverse();
  }

  /** A zoomed map follows the chosen piece: if one of its destinations is off the view, centre on the piece and them. */
  showTargets() {
    if (this.zoom <= 1 || this.selected === null) return;
    const { v, a } = this.data;
    const fields = [fieldOf(v.pieces, this.selected), ...(a.go.get(this.selected)?.keys() || [])];
    if (fields.every((f) => this.visible(...this.at(f)))) return;
    this.centerFields = fields;
  }

  /** Centres the map on these fields (on the first, if they do not all fit the zoomed view). */
  centerOn(fields) {
    const b = this.data.v.board.fields;
    const xs = fields.map((f) => b[f].x);
    const ys = fields.map((f) => b[f].y);
    const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    const fits = span + 2 * BUTTON_UNITS <= 1000 / this.zoom;
    this.center = fits ? [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2] : [xs[0], ys[0]];
  }

  // ---- geometry ----------------------------------------------------------------

  /**
   * Map box: a square as large as the panel and the window allow. Where the
   * panel is wider than high (a laptop), the prompt, the buttons and the
   * standings stand in a column beside the map, so the whole map fits the
   * height; on narrow screens they stand above and below it. In an embed the
   * window is the iframe, whose height follows the content: there only the
   * width counts, or the map and the iframe would size each other.
   */
  layout() {
    const embedded = document.body.classList.contains('st-embed');
    const inner = Math.max(300, Math.floor(this.root.clientWidth - 12));
    const frame = window.innerWidth <= 860 ? 14 : 22;
    const rootTop = this.root.getBoundingClientRect().top;
    const roomAll = window.innerHeight - Math.max(0, rootTop) - 12 - frame;
    const wideSize = Math.min(inner - SIDE - 8, roomAll);
    const wide = !embedded && wideSize >= 300 && wideSize > Math.min(inner, roomAll - 90);
    if (wide !== this.wide) {
      this.wide = wide;
      this.root.classList.toggle('gc-wide', wide);
    }
    let width;
    let size;
    if (wide) {
      size = Math.floor(wideSize);
      width = size;
      this.stage.style.width = `${size}px`;
      this.width = size;
    } else {
      this.stage.style.width = '';
      width = this.stageWidth();
      const top = this.stage.getBoundingClientRect().top;
      const room = embedded ? width : Math.max(300, window.innerHeight - Math.max(0, top) - 40);
      size = Math.floor(Math.min(width, Math.max(room, Math.min(width, 340))));
    }
    if (this.fitTargets) {
      // a finger needs buttons of MIN_TARGET, a pointer fields MIN_SPACING apart
      const coarse = window.innerWidth <= 560 || window.matchMedia?.('(pointer: coarse)').matches;
      const need = coarse ? (MIN_TARGET * 1000) / (BUTTON_UNITS * size) : (MIN_SPACING * 1000) / (FIELD_UNITS * size);
      this.zoom = Math.max(1, Math.min(ZOOMS[ZOOMS.length - 1], need));
    }
    if (this.centerFields?.length && this.zoom > 1) this.centerOn(this.centerFields);
    const zoom = this.zoom;
    const scale = (size / 1000) * zoom;
    const half = 500 / zoom;
    this.center = this.center.map((c) => Math.min(1000 - half, Math.max(half, c)));
    const ox = (width - size) / 2 + size / 2 - this.center[0] * scale;
    const oy = size / 2 - this.center[1] * scale;
    return { width, height: size, size, scale, ox, oy, left: (width - size) / 2 };
  }

  at(f) {
    const field = this.data.v.board.fields[f];
    const L = this.L;
    return [L.ox + field.x * L.scale, L.oy + field.y * L.scale];
  }

  // ---- drawing ---------------------------------------------------------------

  draw() {
    if (!this.data) return;
    this.targets = this.findTargets();
    const L = (this.L = this.layout());
    const g = this.sizeCanvas(L.width, L.height);
    g.save();
    g.beginPath();
    g.rect(L.left, 0, L.size, L.size);
    g.clip();
    this.paintMap(g);
    this.paintPieces(g);
    g.restore();
    this.buildOverlay();
    this.paintMarks(g, this.ctx.lang);
    this.describeRegions(this.regions());
    this.buildControls();
    this.writeTexts();
    // a map that was panned or zoomed is a new picture: nothing travels across that
    const frame = `${L.scale.toFixed(3)}:${Math.round(L.ox)}:${Math.round(L.oy)}`;
    if (frame !== this.frame) this.motion.prev = null;
    this.frame = frame;
    this.moveItems(this.motionItems(), String(this.data.v.log.length));
    this.paintPath();
  }

  // ---- the way to a destination (issue 23: seen before the move is made) ----------

  /** The destination under the pointer or keyboard focus shows its way on the path layer. */
  setUpPreview() {
    const fieldOfTarget = (el) => {
      const b = el instanceof Element ? el.closest('[data-gc="target"]') : null;
      return b ? Number(/** @type {HTMLElement} */ (b).dataset.field) : null;
    };
    const show = (f) => {
      if (f === this.previewField) return;
      this.previewField = f;
      this.paintPath();
    };
    this.listen(this.overlay, 'pointerover', (e) => show(fieldOfTarget(e.target)));
    this.listen(this.overlay, 'pointerleave', () => show(this.root.contains(document.activeElement) ? fieldOfTarget(document.activeElement) : null));
    this.listen(this.overlay, 'focusin', (e) => show(fieldOfTarget(e.target)));
    this.listen(this.overlay, 'focusout', () => show(null));
  }

  /**
   * The way the chosen piece would take to `to`: a shortest chain of
   * fields it may pass (its other destinations, and for a Rider the own
   * pieces it jumps), along the map's paths; null if none is found.
   */
  wayTo(to) {
    const { v, a } = this.data;
    const piece = v.pieces[this.selected];
    const dest = a.go.get(this.selected);
    const from = fieldOf(v.pieces, this.selected);
    if (!piece || !dest?.has(to) || from === null) return null;
    const heavy = piece.kind === 'elephant' || piece.kind === 'chariot';
    const next = new Map();
    const link = (p, q) => { if (!next.has(p)) next.set(p, []); next.get(p).push(q); };
    for (const e of v.board.edges) {
      link(e.a, e.b);
      if (!(e.gate && heavy)) link(e.b, e.a);
    }
    const ownAt = new Set(v.pieces.flatMap((p) => (p.owner === piece.owner && p.place.field !== undefined ? [p.place.field] : [])));
    const passable = (f) => (dest.get(f)?.kind === 'move') || (piece.kind === 'rider' && ownAt.has(f));
    const back = new Map([[from, -1]]);
    const queue = [from];
    while (queue.length) {
      const f = queue.shift();
      if (f === to) break;
      if (f !== from && !passable(f)) continue;
      for (const g of next.get(f) || []) {
        if (back.has(g)) continue;
        back.set(g, f);
        queue.push(g);
      }
    }
    if (!back.has(to)) return null;
    const way = [to];
    while (back.get(way[0]) !== -1) way.unshift(back.get(way[0]));
    return way;
  }

  /** Paints the way to the previewed destination (or nothing) on the path layer. */
  paintPath() {
    const c = this.pathCanvas;
    const L = this.L;
    if (!L || !this.data) return;
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
    this.stage.dataset.gcPath = '';
    const f = this.previewField;
    if (f === null || f === undefined || this.selected === null || !this.ctx.interactive) return;
    const way = this.wayTo(f);
    if (!way) return;
    this.stage.dataset.gcPath = way.map((x) => this.name(x)).join(' ');
    const pts = way.map((x) => this.at(x));
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
    const font = Math.max(12, this.labelFont || 12);
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

  /** What moves (motion.js): every piece on a field on the map travels to its new field. */
  motionItems() {
    const { v } = this.data;
    const size = Math.max(8, BUTTON_UNITS * this.L.scale);
    const items = [];
    v.pieces.forEach((p, id) => {
      if (p.place.field === undefined) return;
      const [x, y] = this.at(p.place.field);
      if (this.visible(x, y)) items.push({ key: `piece:${id}`, x: x - size / 2, y: y - size / 2, w: size, h: size, round: true });
    });
    return items;
  }

  /**
   * Every key `placeMarks` can mark on the board as drawn now, in the
   * `highlight=` syntax (CanvasBoard#markable: the figure builder's toggles).
   * @returns {string[]}
   */
  markableKeys() {
    if (!this.data || !this.L) return [];
    return this.data.v.board.fields.map((_, f) => `field:${f + 1}`);
  }

  /**
   * Places the embed's `highlight` parameter can mark, numbered as the
   * board's labels and the log number them: `field:17` (a field, with what
   * stands on it). Fields outside the shown part of the map are left out.
   */
  placeMarks(keys, lang) {
    const { v } = this.data;
    // a ring just round the field: many marks (a computer turn) must not hide the names around them
    const r = Math.max(7, 13 * this.L.scale);
    const marks = [];
    for (const key of keys) {
      const [type, raw] = key.split(':');
      const f = this.fieldByKey(raw);
      if (type !== 'field' || f === null) continue;
      const [x, y] = this.at(f);
      if (!this.visible(x, y)) continue;
      marks.push({ key, x: x - r, y: y - r, w: 2 * r, h: 2 * r, round: true, label: w('aField', lang, { f: fieldName(v.board, f, lang) }) });
    }
    return marks;
  }

  /** The field of a place key's part: its number from 1 (`field:17`) or its name in either language (`field:S12`). */
  fieldByKey(raw) {
    const fields = this.data.v.board.fields;
    const n = Number(raw);
    if (Number.isInteger(n)) return fields[n - 1] ? n - 1 : null;
    const name = String(raw || '').toUpperCase();
    for (const lang of /** @type {const} */ (['de', 'en'])) {
      const f = fields.findIndex((_, i) => fieldName(this.data.v.board, i, lang) === name);
      if (f >= 0) return f;
    }
    return null;
  }

  paintMap(g) {
    const { v } = this.data;
    const L = this.L;
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
        const [x, y] = this.at(i);
        g.beginPath();
        g.arc(x, y, r * s, 0, Math.PI * 2);
        g.fill();
      }
    }
    // the centre island a shade warmer
    g.fillStyle = '#a9bd6a';
    for (const i of land) {
      if (b.fields[i].island !== 'C') continue;
      const [x, y] = this.at(i);
      g.beginPath();
      g.arc(x, y, 14 * s, 0, Math.PI * 2);
      g.fill();
    }
    for (const e of b.edges) {
      const [x1, y1] = this.at(e.a);
      const [x2, y2] = this.at(e.b);
      const bent = e.medium === 'land' ? bend(b, e) : null;
      g.beginPath();
      g.moveTo(x1, y1);
      if (bent) {
        const L = this.L;
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
    this.labelFont = font;
    const r = font ? Math.max(9 * s, font * 0.68) : 9 * s;
    const lang = this.ctx.lang;
    // ships in harbour are wider than their field: the name plates of the sea beside them step out of their way
    const docked = v.pieces.flatMap((p) => (p.place.field !== undefined && b.fields[p.place.field]?.harbour ? [this.at(p.place.field)] : []));
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
      const [x, y] = this.at(i);
      if (!this.visible(x, y)) return;
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
        g.fillStyle = SEAT_COLORS[this.hue(f.castleOf)];
        g.strokeStyle = '#3b3b3b';
        g.lineWidth = Math.max(1, 2.5 * s);
        const q = Math.max(11 * s, r);
        g.fillRect(x - q, y - q, 2 * q, 2 * q);
        g.strokeRect(x - q, y - q, 2 * q, 2 * q);
        for (const dx of [-q, 0, q - 0.5 * q]) g.fillRect(x + dx - 0.01, y - q - 4 * s, q * 0.5, 4 * s);
        if (label) text(g, x, y, label, font, SEAT_INK[this.hue(f.castleOf)]);
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
      if (!this.visible(x, y)) continue;
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
    this.paintLastMoves(g);
  }

  /** Arrows for the moves of the current turn, so what just happened is seen. */
  paintLastMoves(g) {
    const log = this.data.v.log;
    const start = log.findLastIndex((e) => e.event === 'turnStarted');
    for (const e of log.slice(Math.max(0, start))) {
      if (e.event !== 'moved') continue;
      const [x1, y1] = this.at(e.from);
      const [x2, y2] = this.at(e.to);
      arrow(g, x1, y1, x2, y2, 'rgba(255, 250, 220, 0.9)', Math.max(1.5, 3 * this.L.scale));
    }
  }

  paintPieces(g) {
    const { v, a } = this.data;
    // pieces as large as the printed field names allow (names.js), never crowding their neighbours
    const s = this.L.scale * Math.max(1, Math.min(14.5 / 11, ((this.labelFont || 0) * 0.85) / (11 * this.L.scale)));
    const seat = v.seat;
    const mine = !v.result && !v.pending && this.ctx.interactive;
    const pending = v.pending;
    if (pending) {
      const [x, y] = this.at(pending.tatort);
      ring(g, x, y, 17 * s, '#e0301e', Math.max(2, 4 * s));
    }
    v.pieces.forEach((p, id) => {
      if (!p.place.field && p.place.field !== 0) return;
      const [x, y] = this.at(p.place.field);
      const cargo = cargoOf(v.pieces, id);
      paintPiece(g, x, y, 11 * s, p, cargo, v.pieces, (seat) => this.hue(seat));
      if (p.owner === seat && !v.result) {
        const left = RANGE[p.kind] - p.used;
        if (left < RANGE[p.kind] || mine) rangeArc(g, x, y, 13.5 * s, left / RANGE[p.kind], Math.max(1.5, 2.5 * s));
      }
      const choosable = a.go.has(id) || cargo.some((c) => a.go.has(c)) || a.abtausch.includes(id) || cargo.some((c) => a.abtausch.includes(c));
      if (this.ctx.interactive && choosable) ring(g, x, y, 15 * s, '#ffd23f', Math.max(1.5, 2 * s));
    });
    if (this.selected !== null) {
      const f = fieldOf(v.pieces, this.selected);
      if (f !== null) {
        const [x, y] = this.at(f);
        ring(g, x, y, 16 * s, '#1f8a70', Math.max(2.5, 4 * s));
      }
      for (const [to, t] of this.data.a.go.get(this.selected) || []) {
        const [x, y] = this.at(to);
        if (t.kind === 'take') {
          ring(g, x, y, 13 * s, '#e0301e', Math.max(2, 3.5 * s));
          cross(g, x, y, 6 * s, '#e0301e', Math.max(1.5, 2.5 * s));
        } else if (t.kind === 'board') ring(g, x, y, 13 * s, '#2a7fd4', Math.max(2, 3.5 * s));
        else if (this.labelFont) ring(g, x, y, Math.max(10 * s, this.labelFont * 0.8), '#1f8a70', Math.max(2, 3 * s));
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

  // ---- what may be clicked ------------------------------------------------------

  visible(x, y) {
    const L = this.L;
    return x >= L.left - 2 && x <= L.left + L.size + 2 && y >= -2 && y <= L.size + 2;
  }

  buildOverlay() {
    const { v, a } = this.data;
    const lang = this.ctx.lang;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const groups = [];
    const s = this.L.scale;
    // as large as a field is apart from its neighbours, at least a finger's size (then a little over their edges)
    const size = Math.max(MIN_TARGET, BUTTON_UNITS * s);
    if (this.ctx.interactive) {
      const pieces = h('div', { class: 'gc-group', role: 'toolbar', 'aria-label': w('aPieces', lang) });
      const spots = [];
      // a field the chosen piece can reach (a ship to board) is that target, not a piece to choose
      const reach = this.selected !== null ? a.go.get(this.selected) || new Map() : new Map();
      const add = (id, key, data) => {
        const f = fieldOf(v.pieces, id);
        const [x, y] = this.at(f);
        if (!this.visible(x, y) || reach.has(f)) return;
        spots.push({ x, y, key, label: this.pieceLabel(id, key === `piece:${this.selected}`), data });
      };
      if (v.pending) for (const id of a.abtausch) add(id, `apiece:${id}`, { gc: 'apiece', piece: id });
      else {
        // one button per field: the carrier, or the cargo if only that can move
        const seen = new Set();
        for (const id of a.go.keys()) {
          const f = fieldOf(v.pieces, id);
          if (seen.has(f)) continue;
          seen.add(f);
          const top = v.pieces.findIndex((p) => p.place.field === f);
          const pick = a.go.has(top) ? top : id;
          add(pick, `piece:${pick}`, { gc: 'piece', piece: pick, field: f });
        }
      }
      // reading order (spots are centred: the same offset for all)
      for (const sp of readingOrder(spots.map((sp) => ({ ...sp, w: size, h: size })))) pieces.append(this.button(sp.key, sp.x - size / 2, sp.y - size / 2, size, size, { label: sp.label, enabled: true, pressed: sp.key === `piece:${this.selected}`, data: sp.data, layer: sp.layer }));
      if (spots.length) groups.push(pieces);
      const targets = this.selected !== null ? [...(a.go.get(this.selected) || new Map())] : [];
      if (targets.length) {
        const grp = h('div', { class: 'gc-group gc-targets', role: 'toolbar', 'aria-label': w('aTargets', lang) });
        const list = targets.map(([to, t]) => ({ to, t, xy: this.at(to) })).filter((o) => this.visible(...o.xy))
          .map((o) => ({ ...o, x: o.xy[0], y: o.xy[1], w: size, h: size }));
        for (const { to, t, xy } of readingOrder(list)) {
          grp.append(this.button(`field:${to}`, xy[0] - size / 2, xy[1] - size / 2, size, size, {
            label: this.targetLabel(to, t), enabled: true, data: { gc: 'target', field: to, kind: t.kind },
          }));
        }
        groups.push(grp);
      }
    }
    replace(this.overlay, groups);
    for (const grp of groups) rovingGroup(grp);
    this.restoreFocus(before);
  }

  /**
   * What each piece on the map is (canvas-board.js describeRegions): kind,
   * owner, field, cargo and how it moves. Carried pieces are told by their
   * carrier; only pieces inside the visible part of the map.
   */
  regions() {
    const { v } = this.data;
    const lang = this.ctx.lang;
    const size = 22 * this.L.scale;
    const out = [];
    v.pieces.forEach((p, id) => {
      if (!p.place.field && p.place.field !== 0) return;
      const [x, y] = this.at(p.place.field);
      if (!this.visible(x, y)) return;
      const tip = w(`tip${p.kind[0].toUpperCase()}${p.kind.slice(1)}`, lang);
      out.push({ key: `piece:${id}`, x: x - size / 2, y: y - size / 2, w: size, h: size, text: `${this.pieceLabel(id, false)}. ${tip}` });
    });
    return out;
  }

  pieceLabel(id, selected) {
    const { v } = this.data;
    const lang = this.ctx.lang;
    const p = v.pieces[id];
    const cargo = cargoOf(v.pieces, id).map((c) => kindName(v.pieces[c].kind, lang));
    return w('aPiece', lang, {
      kind: kindName(p.kind, lang), owner: seatName(p.owner, lang), f: this.name(fieldOf(v.pieces, id)),
      cargo: cargo.length ? w('aCarrying', lang, { list: cargo.join(', ') }) : '', sel: selected ? w('aSelected', lang) : '',
    });
  }

  targetLabel(to, t) {
    const { v } = this.data;
    const lang = this.ctx.lang;
    const kind = kindName(v.pieces[this.selected].kind, lang);
    if (t.kind === 'take') {
      const top = v.pieces.findIndex((p) => p.place.field === to);
      return w('aTake', lang, { kind, victim: `${kindName(v.pieces[top].kind, lang)} (${seatName(v.pieces[top].owner, lang)})`, f: this.name(to) });
    }
    return w(t.kind === 'board' ? 'aBoard' : 'aMove', lang, { kind, f: this.name(to) });
  }

  buildControls() {
    const { v, a } = this.data;
    const lang = this.ctx.lang;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const items = [];
    if (this.ctx.interactive) {
      if (v.pending) {
        for (const id of a.abtausch) {
          const p = v.pieces[id];
          items.push(this.control(`abtausch:${id}`, w('abtauschWith', lang, { kind: kindName(p.kind, lang), f: this.name(fieldOf(v.pieces, id)) }), w('abtauschLong', lang, { kind: kindName(p.kind, lang), f: this.name(fieldOf(v.pieces, id)) }), 'abtausch', 'gc-strike'));
        }
        if (a.decline) items.push(this.control('decline', w('decline', lang), w('declineLong', lang), 'decline'));
      } else {
        if (a.endTurn) items.push(this.control('endTurn', w('endTurn', lang), w('endTurnLong', lang), 'endTurn', 'gc-end'));
        if (this.selected !== null) {
          const f = fieldOf(v.pieces, this.selected);
          const top = v.pieces.findIndex((p) => p.place.field === f);
          for (const c of [top, ...deepCargo(v.pieces, top)]) {
            if (c !== this.selected && a.go.has(c)) items.push(this.control(`cargo:${c}`, w('cargoPick', lang, { kind: kindName(v.pieces[c].kind, lang) }), w('cargoPick', lang, { kind: kindName(v.pieces[c].kind, lang) }), 'cargo'));
          }
          const takes = [...(a.go.get(this.selected) || new Map()).values()].some((t) => t.kind === 'take');
          if (takes) {
            const b = this.control('waive', w('waive', lang), w('waiveLong', lang), 'waive');
            b.setAttribute('aria-pressed', String(this.waive));
            b.classList.toggle('gc-on', this.waive);
            items.push(b);
          }
        }
      }
    }
    items.push(this.control('zoomOut', '−', w('zoomOut', lang), 'zoomOut', 'gc-zoom', this.zoomSteps('out').length > 0));
    items.push(this.control('zoomIn', '+', w('zoomIn', lang), 'zoomIn', 'gc-zoom', this.zoomSteps('in').length > 0));
    replace(this.controls, items);
    rovingGroup(this.controls);
    this.restoreFocus(before);
  }

  control(key, text, label, gc, extra = '', enabled = true) {
    // zooming changes the view, not the game: not a target of the decision (data-legal)
    const view = key === 'zoomIn' || key === 'zoomOut';
    const b = h('button', {
      type: 'button', class: `st-btn gc-control ${extra}`, 'aria-label': label, title: label, disabled: !enabled,
      'data-key': key, 'data-gc': gc, 'data-legal': enabled && !view ? 'true' : false, text,
    });
    b.addEventListener('click', () => this.activate(key));
    return this.keepHint(b);
  }

  writeTexts() {
    const { v, view } = this.data;
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    let text;
    if (v.result) text = '';
    else if (v.pending) {
      const taker = v.pieces[v.pending.taker];
      const params = { name: names[v.pending.victim], seat: seatName(v.pending.victim, lang), taker: `${kindName(taker.kind, lang)} (${seatName(taker.owner, lang)})`, f: this.name(v.pending.tatort) };
      text = this.ctx.interactive ? w('abtauschPrompt', lang, params) : w('waitAbtausch', lang, params);
    } else {
      const params = { name: names[v.seat], seat: seatName(v.seat, lang), n: v.remaining, b: v.seats[v.seat].budget };
      text = w(this.ctx.interactive ? 'yourTurn' : 'watching', lang, params);
      if (this.ctx.interactive) {
        if (this.selected === null) text += `. ${w('pickPiece', lang)}`;
        else {
          const p = v.pieces[this.selected];
          text += `. ${w('picked', lang, { kind: kindName(p.kind, lang), left: RANGE[p.kind] - p.used, range: RANGE[p.kind] })}`;
        }
      }
    }
    this.prompt.textContent = text;
    this.prompt.hidden = !text;
    this.prompt.classList.toggle('gc-alarm', !!v.pending);
    const seats = v.seats.map((s, i) => `${names[i]} (${seatName(i, lang)}): ${w('summary', lang, { n: s.pieces, vp: s.victoryPoints })}${s.penalty ? w('summaryPen', lang, { p: 4 * s.penalty }) : ''}${s.festgesetzt ? w('summaryFest', lang) : ''}`);
    // beside the map one line per seat, above and below it one line for all
    this.info.textContent = `${w('tRound', lang, { r: v.round })}${this.wide ? '\n' : ' · '}${seats.join(this.wide ? '\n' : ' · ')}`;
    this.described.textContent = `${text} ${this.info.textContent} ${view.status.finished ? '' : ''}`;
  }

  // ---- input ---------------------------------------------------------------------

  /**
   * The targets of the current decision as data (the shell's hint reads
   * them): the pieces that can go (a choice, not yet a move), the fields the
   * chosen piece can reach, the Abtausch answers and the end of the turn.
   */
  findTargets() {
    const { a } = this.data;
    /** @type {Map<string, import('../../types').Target>} */
    const t = new Map();
    if (!this.ctx.interactive) return t;
    for (const piece of a.go.keys()) {
      t.set(`piece:${piece}`, { select: { piece } });
      t.set(`cargo:${piece}`, { select: { piece } });
    }
    if (this.selected !== null) {
      for (const [to, there] of a.go.get(this.selected) || []) {
        t.set(`field:${to}`, { move: this.waive && there.waive ? there.waive : there.move || there.waive });
      }
    }
    for (const piece of a.abtausch) {
      t.set(`apiece:${piece}`, { move: { type: 'abtausch', piece } });
      t.set(`abtausch:${piece}`, { move: { type: 'abtausch', piece } });
    }
    if (a.decline) t.set('decline', { move: { type: 'decline' } });
    if (a.endTurn) t.set('endTurn', { move: { type: 'endTurn' } });
    return t;
  }

  /** The hint of a piece's way: choose the piece first (and waive, if the way does), so its fields are on the map. */
  hintSelection(move) {
    if (move.type !== 'go') return null;
    return { selection: { piece: move.piece, waive: Boolean(move.waive) }, keys: [`piece:${move.piece}`, `cargo:${move.piece}`, ...(move.waive ? ['waive'] : [])] };
  }

  /** Chooses a piece (and whether it waives), as a click on it would. */
  select({ piece, waive = this.waive }) {
    this.selected = piece;
    this.waive = waive;
    this.showTargets();
    this.draw();
  }

  activate(key) {
    if (this.panned) { this.panned = false; return; }
    const { v, a } = this.data;
    const [type, id] = key.split(':');
    const n = Number(id);
    if (type === 'zoomIn' || type === 'zoomOut') {
      this.zoom = this.zoomSteps(type === 'zoomIn' ? 'in' : 'out')[0] ?? this.zoom;
      this.fitTargets = false;
      this.centerFields = null;
      if (type === 'zoomIn' && this.selected !== null) {
        const f = v.board.fields[fieldOf(v.pieces, this.selected)];
        this.center = [f.x, f.y];
      }
      this.draw();
      return;
    }
    if (!this.ctx.interactive) return;
    if (type === 'waive') { this.waive = !this.waive; this.draw(); return; }
    if (type === 'piece' || type === 'cargo') {
      if (type === 'piece' && this.selected === n) {
        // a second click on a carrier moves on to its cargo
        const next = deepCargo(v.pieces, n).find((c) => a.go.has(c));
        this.selected = next ?? null;
      } else this.selected = n;
      this.showTargets();
      this.draw();
      this.ctx.announce?.(this.prompt.textContent);
      return;
    }
    let move = null;
    if (type === 'field') {
      const t = a.go.get(this.selected)?.get(n);
      if (!t) return;
      move = this.waive && t.waive ? t.waive : t.move;
    } else if (type === 'apiece' || type === 'abtausch') move = { type: 'abtausch', piece: n };
    else if (type === 'decline') move = { type: 'decline' };
    else if (type === 'endTurn') move = { type: 'endTurn' };
    if (!move) return;
    const mover = this.selected;
    this.ctx.play(move).then((ok) => {
      if (!ok) return;
      this.waive = false;
      // keep a piece that can still move selected, for stepping field by field
      if (move.type === 'go' && this.data.a.go.has(mover)) this.selected = mover;
      this.showTargets();
      this.draw();
      this.afterMove();
    });
  }

  setUpPanning() {
    let start = null;
    this.listen(this.stage, 'pointerdown', (e) => {
      if (this.zoom <= 1) return;
      start = { x: e.clientX, y: e.clientY, c: [...this.center] };
    });
    this.listen(window, 'pointermove', (e) => {
      if (!start || !this.L) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (!this.panned && Math.hypot(dx, dy) < 8) return;
      this.panned = true;
      this.centerFields = null;
      this.center = [start.c[0] - dx / this.L.scale, start.c[1] - dy / this.L.scale];
      this.draw();
    });
    this.listen(window, 'pointerup', () => {
      start = null;
      // a click follows pointerup: it must not count when the map was dragged
      setTimeout(() => { this.panned = false; }, 0);
    });
  }
}

/** The legal moves sorted for the board: per piece its destinations. */
function analyse(moves, pieces) {
  const go = new Map();
  const abtausch = [];
  let endTurn = false;
  let decline = false;
  for (const m of moves) {
    if (m.type === 'go') {
      if (!go.has(m.piece)) go.set(m.piece, new Map());
      const t = go.get(m.piece).get(m.to) || {};
      if (m.waive) t.waive = m;
      else t.move = m;
      go.get(m.piece).set(m.to, t);
    } else if (m.type === 'abtausch') abtausch.push(m.piece);
    else if (m.type === 'endTurn') endTurn = true;
    else if (m.type === 'decline') decline = true;
  }
  const top = new Map(pieces.flatMap((p, i) => (p.place.field !== undefined ? [[p.place.field, p]] : [])));
  for (const [id, targets] of go) {
    for (const [to, t] of targets) {
      const there = top.get(to);
      t.kind = !there ? 'move' : there.owner === pieces[id].owner ? 'board' : 'take';
    }
  }
  return { go, abtausch, endTurn, decline };
}


export function cargoOf(pieces, id) {
  return pieces.flatMap((p, i) => (p.place.aboard === id ? [i] : []));
}

function deepCargo(pieces, id) {
  const direct = cargoOf(pieces, id);
  return direct.flatMap((c) => [c, ...cargoOf(pieces, c)]);
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

export { FONT };
