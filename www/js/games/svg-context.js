// A Canvas 2D context that writes SVG instead of pixels: the boards' own
// painting code draws into it unchanged (CanvasBoard.vector), so a figure for
// a wiki is a vector picture without a second renderer per game. It covers
// the part of the Canvas 2D API the boards use (paths, arcs, rounded
// rectangles, fills and strokes with dashes, gradients, shadows, clips, text,
// transforms); a method it lacks throws, so a board that starts using one
// fails the registry-wide test (tests/browser/vector.test.mjs) instead of
// drawing something else.
//
// The output keeps to SVG 1.1 with plain colours (`#rrggbb` and an opacity),
// text placed on its alphabetic baseline and shadows as filter chains, so
// that MediaWiki's renderer (librsvg) and Inkscape draw what the browser does.
// Paths are written in the picture's coordinates: every point is transformed
// when it is added, as the canvas does, and arcs become cubic Béziers (exact
// under any transform, and one path command for every renderer).

const TAU = 2 * Math.PI;

/** A canvas for what only a real context can tell: text widths, and colours in one notation. */
let helper = null;
function help() {
  if (!helper) helper = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
  return helper;
}

/** `n` rounded to two decimals (a hundredth of a CSS pixel), as short text. */
function num(n) {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * What XML 1.0 forbids anywhere in a document, even escaped: control
 * characters but tab and line breaks, U+FFFE and U+FFFF, lone surrogates
 * (a name or caption with one would make the whole SVG unreadable: librsvg refuses it).
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML 1.0 forbids. */
export function xmlChars(text) {
  return String(text).replace(NOT_XML, '');
}

/** Text for an XML attribute value or text node. */
export function esc(text) {
  return xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A CSS colour as `[#rrggbb, alpha]` (the canvas parses it, so every notation
 * the boards use reads the same), or null for none or full transparency.
 * @param {string} color
 * @returns {[string, number] | null}
 */
export function plainColor(color) {
  const g = help();
  g.fillStyle = '#000000';
  g.fillStyle = color;
  const c = String(g.fillStyle);
  if (c.startsWith('#')) return [c, 1];
  const m = c.match(/^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/);
  if (!m) return [c, 1];
  const a = m[4] === undefined ? 1 : Number(m[4]);
  if (a <= 0) return null;
  const hex = [m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('');
  return [`#${hex}`, a];
}

/** ` name="…"` for a transform, or nothing for none; a shift alone as `translate`. */
function transformAttribute(m, name) {
  const [a, b, c, d, e, f] = m;
  if (a === 1 && b === 0 && c === 0 && d === 1) return e || f ? ` ${name}="translate(${num(e)} ${num(f)})"` : '';
  return ` ${name}="matrix(${m.map(num).join(' ')})"`;
}

/** A gradient from createLinearGradient / createRadialGradient. */
class SvgGradient {
  /** @param {'linear' | 'radial'} kind @param {number[]} coords */
  constructor(kind, coords) {
    this.kind = kind;
    this.coords = coords;
    /** @type {[number, string][]} */
    this.stops = [];
  }

  addColorStop(offset, color) {
    if (!(offset >= 0 && offset <= 1)) throw new RangeError(`colour stop at ${offset}`);
    this.stops.push([offset, color]);
  }
}

/** What save() keeps and restore() brings back. */
function freshState() {
  return {
    fillStyle: /** @type {string | SvgGradient} */ ('#000000'),
    strokeStyle: /** @type {string | SvgGradient} */ ('#000000'),
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    miterLimit: 10,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    letterSpacing: '0px',
    globalAlpha: 1,
    shadowColor: 'rgba(0, 0, 0, 0)',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
    dash: /** @type {number[]} */ ([]),
    lineDashOffset: 0,
    /** the transform [a, b, c, d, e, f] */
    m: [1, 0, 0, 1, 0, 0],
    /** @type {string | null} the clip path's id */
    clip: null,
  };
}

const STATE_KEYS = Object.keys(freshState()).filter((k) => k !== 'm' && k !== 'clip' && k !== 'dash');

/**
 * The context. Its drawing-state properties are plain fields, as on a canvas
 * (`g.fillStyle = ...`); `toString()` is the SVG document.
 */
export class SvgContext {
  /**
   * @param {number} width CSS px
   * @param {number} height CSS px
   * @param {string} [prefix] before every id (a picture placed inside another keeps its own)
   */
  constructor(width, height, prefix = '') {
    this.prefix = prefix;
    this.width = width;
    this.height = height;
    this.canvas = { width, height };
    /** @type {string[]} */
    this.defs = [];
    /** @type {string[]} */
    this.body = [];
    /** @type {Map<string, string>} filters by their parameters */
    this.filters = new Map();
    this.ids = 0;
    /** @type {ReturnType<typeof freshState>[]} */
    this.stack = [];
    this.state = freshState();
    // the drawing-state properties, set directly as on a canvas (sync() reads them)
    /** @type {string | SvgGradient} */
    this.fillStyle = this.state.fillStyle;
    /** @type {string | SvgGradient} */
    this.strokeStyle = this.state.strokeStyle;
    this.lineWidth = this.state.lineWidth;
    this.lineCap = this.state.lineCap;
    this.lineJoin = this.state.lineJoin;
    this.miterLimit = this.state.miterLimit;
    this.font = this.state.font;
    this.textAlign = this.state.textAlign;
    this.textBaseline = this.state.textBaseline;
    this.letterSpacing = this.state.letterSpacing;
    this.globalAlpha = this.state.globalAlpha;
    this.shadowColor = this.state.shadowColor;
    this.shadowBlur = this.state.shadowBlur;
    this.shadowOffsetX = this.state.shadowOffsetX;
    this.shadowOffsetY = this.state.shadowOffsetY;
    this.lineDashOffset = this.state.lineDashOffset;
    // the current path, in picture coordinates, and its pen in user coordinates
    /** @type {string[]} */
    this.path = [];
    /** @type {[number, number] | null} */
    this.pen = null;
    /** @type {[number, number] | null} */
    this.subpathStart = null;
  }

  // ---- state ----

  /** The drawing-state properties as fields (what a canvas exposes). */
  fields() {
    const o = {};
    for (const k of STATE_KEYS) o[k] = this.state[k];
    return o;
  }

  /** The fields written back into the state (they are set directly by the boards). */
  sync() {
    for (const k of STATE_KEYS) this.state[k] = this[k];
    return this.state;
  }

  save() {
    const s = this.sync();
    this.stack.push({ ...s, m: [...s.m], dash: [...s.dash] });
  }

  restore() {
    const s = this.stack.pop();
    if (!s) return;
    this.state = s;
    Object.assign(this, this.fields());
  }

  setLineDash(segments) {
    const list = [...segments].map(Number);
    if (list.some((v) => !Number.isFinite(v) || v < 0)) return;
    this.state.dash = list.length % 2 ? [...list, ...list] : list;
  }

  getLineDash() {
    return [...this.state.dash];
  }

  // ---- transforms ----

  setTransform(a, b, c, d, e, f) {
    if (typeof a === 'object' && a) ({ a, b, c, d, e, f } = a);
    this.state.m = [a, b, c, d, e, f].map(Number);
  }

  resetTransform() {
    this.state.m = [1, 0, 0, 1, 0, 0];
  }

  transform(a, b, c, d, e, f) {
    const [A, B, C, D, E, F] = this.state.m;
    this.state.m = [A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F];
  }

  translate(x, y) {
    this.transform(1, 0, 0, 1, x, y);
  }

  scale(x, y) {
    this.transform(x, 0, 0, y, 0, 0);
  }

  rotate(angle) {
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    this.transform(c, s, -s, c, 0, 0);
  }

  /** (x, y) in picture coordinates. */
  at(x, y) {
    const [a, b, c, d, e, f] = this.state.m;
    return `${num(a * x + c * y + e)} ${num(b * x + d * y + f)}`;
  }

  /** How much the transform scales lengths (line widths and dashes). */
  lengthScale() {
    const [a, b, c, d] = this.state.m;
    return Math.sqrt(Math.abs(a * d - b * c));
  }

  // ---- paths ----

  beginPath() {
    this.path = [];
    this.pen = null;
    this.subpathStart = null;
  }

  moveTo(x, y) {
    this.path.push(`M${this.at(x, y)}`);
    this.pen = [x, y];
    this.subpathStart = [x, y];
  }

  lineTo(x, y) {
    if (!this.pen) return this.moveTo(x, y);
    this.path.push(`L${this.at(x, y)}`);
    this.pen = [x, y];
  }

  quadraticCurveTo(cx, cy, x, y) {
    if (!this.pen) this.moveTo(cx, cy);
    this.path.push(`Q${this.at(cx, cy)} ${this.at(x, y)}`);
    this.pen = [x, y];
  }

  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    if (!this.pen) this.moveTo(c1x, c1y);
    this.path.push(`C${this.at(c1x, c1y)} ${this.at(c2x, c2y)} ${this.at(x, y)}`);
    this.pen = [x, y];
  }

  closePath() {
    if (!this.pen) return;
    this.path.push('Z');
    this.pen = this.subpathStart;
  }

  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }

  /** The canvas's roundRect (radii as a number or a list of 1-4 numbers). */
  roundRect(x, y, w, h, radii = 0) {
    const list = (Array.isArray(radii) ? radii : [radii]).map((r) => (typeof r === 'object' ? Number(r.x) : Number(r)));
    if (!list.length || list.length > 4 || list.some((r) => !(r >= 0))) throw new RangeError('roundRect radii');
    const [tl, tr, br, bl] = list.length === 1 ? [list[0], list[0], list[0], list[0]]
      : list.length === 2 ? [list[0], list[1], list[0], list[1]]
        : list.length === 3 ? [list[0], list[1], list[2], list[1]] : list;
    if (w < 0) { x += w; w = -w; }
    if (h < 0) { y += h; h = -h; }
    // radii too large for the sides shrink together, as the canvas does
    const k = Math.min(1, w / (tl + tr || 1), w / (bl + br || 1), h / (tl + bl || 1), h / (tr + br || 1));
    const [a, b, c, d] = [tl * k, tr * k, br * k, bl * k];
    this.moveTo(x + a, y);
    this.lineTo(x + w - b, y);
    this.curve(x + w - b, y + b, b, b, 0, -Math.PI / 2, 0);
    this.lineTo(x + w, y + h - c);
    this.curve(x + w - c, y + h - c, c, c, 0, 0, Math.PI / 2);
    this.lineTo(x + d, y + h);
    this.curve(x + d, y + h - d, d, d, 0, Math.PI / 2, Math.PI);
    this.lineTo(x, y + a);
    this.curve(x + a, y + a, a, a, 0, Math.PI, 1.5 * Math.PI);
    this.closePath();
    this.moveTo(x, y);
  }

  arc(x, y, r, start, end, ccw = false) {
    this.ellipse(x, y, r, r, 0, start, end, ccw);
  }

  ellipse(x, y, rx, ry, rotation, start, end, ccw = false) {
    if (rx < 0 || ry < 0) throw new RangeError('negative radius');
    let sweep;
    if (!ccw) sweep = end - start >= TAU ? TAU : ((end - start) % TAU + TAU) % TAU;
    else sweep = start - end >= TAU ? -TAU : -(((start - end) % TAU + TAU) % TAU);
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    const point = (t) => [x + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, y + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
    const [sx, sy] = point(start);
    if (this.pen) this.lineTo(sx, sy);
    else this.moveTo(sx, sy);
    this.curve(x, y, rx, ry, rotation, start, start + sweep);
  }

  /**
   * An elliptic arc from angle `t0` to `t1` (the pen is at its start) as
   * cubic Béziers of at most a quarter turn each.
   */
  curve(x, y, rx, ry, rotation, t0, t1) {
    const n = Math.max(1, Math.ceil(Math.abs(t1 - t0) / (Math.PI / 2) - 1e-9));
    const step = (t1 - t0) / n;
    const k = (4 / 3) * Math.tan(step / 4);
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    const place = (ex, ey) => [x + rx * ex * cos - ry * ey * sin, y + rx * ex * sin + ry * ey * cos];
    for (let i = 0; i < n; i++) {
      const a = t0 + i * step;
      const b = a + step;
      const p1 = place(Math.cos(a) - k * Math.sin(a), Math.sin(a) + k * Math.cos(a));
      const p2 = place(Math.cos(b) + k * Math.sin(b), Math.sin(b) - k * Math.cos(b));
      const p3 = place(Math.cos(b), Math.sin(b));
      if (!this.pen) this.moveTo(...place(Math.cos(a), Math.sin(a)));
      this.path.push(`C${this.at(...p1)} ${this.at(...p2)} ${this.at(...p3)}`);
      this.pen = /** @type {[number, number]} */ (p3);
    }
  }

  /** The canvas's arcTo: a line towards (x1, y1), turning round a circle of radius r towards (x2, y2). */
  arcTo(x1, y1, x2, y2, r) {
    if (r < 0) throw new RangeError('negative radius');
    if (!this.pen) this.moveTo(x1, y1);
    const [x0, y0] = this.pen;
    const ux = x0 - x1;
    const uy = y0 - y1;
    const vx = x2 - x1;
    const vy = y2 - y1;
    const lu = Math.hypot(ux, uy);
    const lv = Math.hypot(vx, vy);
    const cross = ux * vy - uy * vx;
    if (r === 0 || lu === 0 || lv === 0 || Math.abs(cross) < 1e-9 * lu * lv) return this.lineTo(x1, y1);
    const angle = Math.acos(Math.max(-1, Math.min(1, (ux * vx + uy * vy) / (lu * lv))));
    const along = r / Math.tan(angle / 2);
    const t1 = [x1 + (ux / lu) * along, y1 + (uy / lu) * along];
    const t2 = [x1 + (vx / lv) * along, y1 + (vy / lv) * along];
    const bx = ux / lu + vx / lv;
    const by = uy / lu + vy / lv;
    const lb = Math.hypot(bx, by);
    const dist = r / Math.sin(angle / 2);
    const cx = x1 + (bx / lb) * dist;
    const cy = y1 + (by / lb) * dist;
    const a0 = Math.atan2(t1[1] - cy, t1[0] - cx);
    const a1 = Math.atan2(t2[1] - cy, t2[0] - cx);
    this.lineTo(t1[0], t1[1]);
    // the short way round: the turn is less than half a circle
    let sweep = a1 - a0;
    if (sweep > Math.PI) sweep -= TAU;
    if (sweep < -Math.PI) sweep += TAU;
    this.curve(cx, cy, r, r, 0, a0, a0 + sweep);
  }

  // ---- painting ----

  /** The `fill`/`stroke` paint attributes of a style: a colour or a gradient. */
  paint(style, what, local = false) {
    const alpha = this.state.globalAlpha;
    if (style instanceof SvgGradient) return `${what}="url(#${this.gradient(style, local)})"${alpha < 1 ? ` ${what}-opacity="${num(alpha)}"` : ''}`;
    const c = plainColor(String(style));
    if (!c) return `${what}="none"`;
    const opacity = c[1] * alpha;
    return `${what}="${c[0]}"${opacity < 1 ? ` ${what}-opacity="${Math.round(opacity * 1000) / 1000}"` : ''}`;
  }

  /**
   * Writes a gradient into the defs, in the coordinates of the current
   * transform (or, `local`, of an element that carries the transform itself); its id.
   */
  gradient(gr, local = false) {
    const id = `${this.prefix}g${++this.ids}`;
    const m = local ? '' : transformAttribute(this.state.m, 'gradientTransform');
    const c = gr.coords;
    let stops = gr.stops;
    let head;
    if (gr.kind === 'linear') {
      head = `<linearGradient id="${id}" gradientUnits="userSpaceOnUse"${m} x1="${num(c[0])}" y1="${num(c[1])}" x2="${num(c[2])}" y2="${num(c[3])}">`;
    } else {
      // SVG 1.1 has no start radius: the stops move out by it instead
      const [x0, y0, r0, x1, y1, r1] = c;
      stops = stops.map(([o, col]) => [r1 > 0 ? (r0 + o * (r1 - r0)) / r1 : o, col]);
      head = `<radialGradient id="${id}" gradientUnits="userSpaceOnUse"${m} cx="${num(x1)}" cy="${num(y1)}" r="${num(r1)}" fx="${num(x0)}" fy="${num(y0)}">`;
    }
    const body = [...stops].sort((a, b) => a[0] - b[0]).map(([o, col]) => {
      const p = plainColor(col) ?? ['#000000', 0];
      return `<stop offset="${num(o)}" stop-color="${p[0]}"${p[1] < 1 ? ` stop-opacity="${Math.round(p[1] * 1000) / 1000}"` : ''}/>`;
    }).join('');
    this.defs.push(`${head}${body}</${gr.kind}Gradient>`);
    return id;
  }

  createLinearGradient(x0, y0, x1, y1) {
    return new SvgGradient('linear', [x0, y0, x1, y1]);
  }

  createRadialGradient(x0, y0, r0, x1, y1, r1) {
    return new SvgGradient('radial', [x0, y0, r0, x1, y1, r1]);
  }

  /** The shadow filter and clip attributes every painted element carries. */
  effects() {
    const s = this.state;
    let out = s.clip ? ` clip-path="url(#${s.clip})"` : '';
    const c = plainColor(s.shadowColor);
    if (c && (s.shadowBlur > 0 || s.shadowOffsetX || s.shadowOffsetY)) {
      const key = [c[0], c[1] * s.globalAlpha, s.shadowBlur, s.shadowOffsetX, s.shadowOffsetY].join();
      let id = this.filters.get(key);
      if (!id) {
        id = `${this.prefix}s${++this.ids}`;
        this.filters.set(key, id);
        this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">`
          + `<feGaussianBlur in="SourceAlpha" stdDeviation="${num(s.shadowBlur / 2)}"/>`
          + `<feOffset dx="${num(s.shadowOffsetX)}" dy="${num(s.shadowOffsetY)}" result="o"/>`
          + `<feFlood flood-color="${c[0]}" flood-opacity="${Math.round(c[1] * s.globalAlpha * 1000) / 1000}"/>`
          + '<feComposite in2="o" operator="in"/>'
          + '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>');
      }
      out += ` filter="url(#${id})"`;
    }
    return out;
  }

  /** The stroke attributes: width, caps, joins and dashes, scaled by the transform. */
  strokeAttributes() {
    const s = this.sync();
    const k = this.lengthScale();
    let out = ` stroke-width="${num(s.lineWidth * k)}"`;
    if (s.lineCap !== 'butt') out += ` stroke-linecap="${s.lineCap}"`;
    if (s.lineJoin !== 'miter') out += ` stroke-linejoin="${s.lineJoin}"`;
    else if (s.miterLimit !== 4) out += ` stroke-miterlimit="${num(s.miterLimit)}"`;
    if (s.dash.length) {
      out += ` stroke-dasharray="${s.dash.map((v) => num(v * k)).join(' ')}"`;
      if (s.lineDashOffset) out += ` stroke-dashoffset="${num(s.lineDashOffset * k)}"`;
    }
    return out;
  }

  fill(rule = 'nonzero') {
    if (!this.path.length) return;
    this.sync();
    const r = rule === 'evenodd' ? ' fill-rule="evenodd"' : '';
    this.body.push(`<path d="${this.path.join('')}" ${this.paint(this.state.fillStyle, 'fill')}${r}${this.effects()}/>`);
  }

  stroke() {
    if (!this.path.length) return;
    this.sync();
    this.body.push(`<path d="${this.path.join('')}" fill="none" ${this.paint(this.state.strokeStyle, 'stroke')}${this.strokeAttributes()}${this.effects()}/>`);
  }

  clip(rule = 'nonzero') {
    const id = `${this.prefix}c${++this.ids}`;
    const r = rule === 'evenodd' ? ' clip-rule="evenodd"' : '';
    // a clip inside a clip is their intersection, as on a canvas
    const outer = this.state.clip ? ` clip-path="url(#${this.state.clip})"` : '';
    this.defs.push(`<clipPath id="${id}"${outer}><path d="${this.path.join('')}"${r}/></clipPath>`);
    this.state.clip = id;
  }

  /** Runs `paint` on a path of its own, keeping the current one. */
  aside(paint) {
    const { path, pen, subpathStart } = this;
    this.beginPath();
    paint();
    Object.assign(this, { path, pen, subpathStart });
  }

  fillRect(x, y, w, h) {
    this.aside(() => { this.rect(x, y, w, h); this.fill(); });
  }

  strokeRect(x, y, w, h) {
    this.aside(() => { this.rect(x, y, w, h); this.stroke(); });
  }

  /** Clearing the whole picture starts it afresh; part of it cannot be cleared in a vector picture. */
  clearRect(x, y, w, h) {
    const [a, b, c, d, e, f] = this.state.m;
    const covers = b === 0 && c === 0 && a * x + e <= 0 && d * y + f <= 0 && a * (x + w) + e >= this.width && d * (y + h) + f >= this.height;
    if (!covers) throw new Error('clearRect of part of a vector picture');
    this.body = [];
  }

  // ---- text ----

  /** The helper context set to this context's font, spacing and baseline. */
  textHelper() {
    const s = this.sync();
    const g = help();
    g.font = s.font;
    g.letterSpacing = s.letterSpacing;
    g.textBaseline = /** @type {CanvasTextBaseline} */ (s.textBaseline);
    g.textAlign = 'left';
    return g;
  }

  measureText(text) {
    return this.textHelper().measureText(text);
  }

  fillText(text, x, y, maxWidth) {
    this.text(text, x, y, maxWidth, 'fill');
  }

  strokeText(text, x, y, maxWidth) {
    this.text(text, x, y, maxWidth, 'stroke');
  }

  /** A line of text, on its alphabetic baseline (what every SVG renderer places alike). */
  text(text, x, y, maxWidth, how) {
    // what XML allows, its line breaks as spaces (as the canvas draws them)
    const shown = xmlChars(text).replace(/[\t\n\r]/g, ' ');
    const g = this.textHelper();
    const s = this.state;
    const metrics = g.measureText(shown);
    // From the line textBaseline names down to the alphabetic baseline: the
    // glyphs' top is as far above the one as their ascent says for each
    // (TextMetrics' baseline fields are not in every browser yet).
    const ascent = metrics.actualBoundingBoxAscent;
    g.textBaseline = 'alphabetic';
    const down = g.measureText(shown).actualBoundingBoxAscent - ascent;
    const anchor = { center: 'middle', right: 'end', end: 'end' }[s.textAlign] ?? 'start';
    const squeeze = maxWidth !== undefined && metrics.width > maxWidth ? ` textLength="${num(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
    const spacing = parseFloat(s.letterSpacing) ? ` letter-spacing="${esc(s.letterSpacing)}"` : '';
    const paint = how === 'fill' ? this.paint(s.fillStyle, 'fill', true)
      : `fill="none" ${this.paint(s.strokeStyle, 'stroke', true)} stroke-width="${num(s.lineWidth)}"${s.lineJoin !== 'miter' ? ` stroke-linejoin="${s.lineJoin}"` : ''}`;
    const line = `<text${transformAttribute(s.m, 'transform')} x="${num(x)}" y="${num(y + down)}" style="font:${esc(s.font)};white-space:pre" text-anchor="${anchor}"${spacing}${squeeze} ${paint}>${esc(shown)}</text>`;
    // clip and shadow are in picture coordinates: on a group, outside the text's own transform
    const effects = this.effects();
    this.body.push(effects ? `<g${effects}>${line}</g>` : line);
  }

  /**
   * Places another SVG picture (a document as `toString` writes it, made
   * with another id prefix) with its top left corner at (x, y).
   */
  place(svg, x, y) {
    const [a, b, c, d, e, f] = this.state.m;
    this.body.push(svg.trim().replace(/^<svg xmlns="[^"]*"/, `<svg x="${num(a * x + c * y + e)}" y="${num(b * x + d * y + f)}"`));
  }

  // ---- the result ----

  /** The picture's parts: definitions and painted elements. */
  parts() {
    return { defs: this.defs.join(''), body: this.body.join('\n') };
  }

  /** The SVG document. */
  toString() {
    const { defs, body } = this.parts();
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(this.width)}" height="${num(this.height)}" viewBox="0 0 ${num(this.width)} ${num(this.height)}">\n`
      + `${defs ? `<defs>${defs}</defs>\n` : ''}${body}\n</svg>\n`;
  }
}
