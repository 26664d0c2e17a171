// What every canvas board shares: the picture on a canvas sized to its
// container at the device pixel ratio, a layer of real (transparent) buttons
// over it on every clickable place (so mouse, touch, keyboard, screen readers
// and tests use the same targets), focus that moves for keyboard users only,
// and a blank canvas for the hand-over screen. A game's Board extends this
// class, builds its own page parts around `this.stage` and paints.

import { h, focus, rovingGroup, keyboardUser } from '../shell/dom.js';
import { announce } from '../shell/notices.js';
import { t } from '../shell/i18n.js';
import { Motion } from './motion.js';
import { installTips, hide as hideTip } from '../shell/tooltip.js';
import { regionView, sameView } from '../shell/figure-address.js';

/** @typedef {import('../types').Target} Target */
/** @typedef {import('../types').Move} Move */
/** @typedef {import('../types').Ctx} Ctx */
/** @typedef {import('../types').PlaceMark} PlaceMark */
/** @typedef {import('../types').PaintedLabel} PaintedLabel */
/** @typedef {import('../types').PaintedMark} PaintedMark */

/** @type {CanvasRenderingContext2D | null} a context that measures the painted texts again (labels()) */
let measuring = null;

/**
 * The part of the renderer contract's `Board` (www/js/types.d.ts) that every
 * canvas board shares; a game's board adds `render` and `clear` and paints
 * in `draw`.
 */
export class CanvasBoard {
  /** `prefix` is the game's CSS class prefix (`cm`, `dk`). */
  constructor(prefix) {
    this.prefix = prefix;
    /** @type {any} what the last `render` gave, as the game keeps it; null before the first */
    this.data = null;
    /** @type {any} the half-made choice of a decision of several clicks (the game's own shape) */
    this.selection = null;
    /**
     * The targets of the current decision by `data-key`: data, never a
     * method (the shell's hint reads it). A board fills it in `draw`.
     * @type {Map<string, Target>}
     */
    this.targets = new Map();
    /** @type {HTMLElement | null} the board's outermost element (a game's constructor sets it) */
    this.root = null;
    /** @type {Ctx | null} */
    this.ctx = null;
    this.logLength = -1;
    /** @type {{keys: Set<string>, log: number} | null} the hint's marks (`highlight`), for the position of `log` */
    this.hinted = null;
    this.canvas = h('canvas', { class: `${prefix}-canvas`, 'aria-hidden': 'true' });
    this.overlay = h('div', { class: `${prefix}-overlay` });
    // moves animate in a layer between the picture and the buttons (motion.js)
    this.motionLayer = h('div', { class: 'st-motion-layer', 'aria-hidden': 'true' });
    this.motion = new Motion(this.canvas, this.motionLayer);
    this.stage = h('div', { class: `${prefix}-stage` }, this.canvas, this.motionLayer, this.overlay);
    // what the last draw painted: its texts and its marks, in painting order (labels(), marks())
    this.painted = { labels: [], marks: [], seq: 0, dpr: 1 };
    this.noteTexts(this.canvas.getContext('2d'));
    this.listeners = [];
    // Focus is moved for keyboard users only: mouse and finger users should
    // not get focus rings jumping about the board.
    this.keyboard = keyboardUser();
    // any press ends running animations at once: input is never held up by them
    this.listen(document, 'keydown', () => { this.keyboard = true; this.motion.finish(); }, true);
    this.listen(document, 'pointerdown', () => { this.keyboard = false; this.motion.finish(); }, true);
    this.width = 0;
    /** @type {typeof import('./svg-context.js').SvgContext | null} while vector() draws: the context to draw into instead of the canvas */
    this.recording = null;
    /** @type {import('./svg-context.js').SvgContext | null} what the drawing into SVG wrote */
    this.recorder = null;
    this.resize = new ResizeObserver(() => {
      const width = Math.floor(this.stage.clientWidth);
      if (width && width !== this.width && this.data) this.draw();
    });
    this.resize.observe(this.stage);
    // boards fit the window's height too (fit.js): a taller or shorter window redraws
    this.windowHeight = window.innerHeight;
    this.listen(window, 'resize', () => {
      if (window.innerHeight === this.windowHeight) return;
      this.windowHeight = window.innerHeight;
      if (this.data) this.draw();
    });
    installTips();
    /** @type {string[]} the places a figure shows (`showRegion`); none: the whole board */
    this.regionKeys = [];
    /** @type {import('../shell/figure-address.js').RegionView | null} the part of the board drawn, and its zoom */
    this.view = null;
    // every draw (the game's own, from any caller) is followed by fitting the
    // region: its places are known only once the board is laid out, so a
    // region that moved (a new width) paints once more
    const paint = this.draw;
    this.draw = () => {
      paint.call(this);
      if (this.fitView()) paint.call(this);
    };
  }

  // ---- what a game's board defines (the defaults are what a board without the feature does) ----

  /** Paints the board from `this.data`: every game's board defines it. */
  draw() {
    throw new Error(`${this.constructor.name} does not define draw()`);
  }

  /** A click (or Enter) on the target `key`: play its move, if it is one. */
  activate(key) {
    const move = this.targets.get(key)?.move;
    if (move && this.ctx?.interactive) this.ctx.play(move).then((ok) => { if (ok) this.afterMove(); });
  }

  /** Makes `selection` the half-made choice and draws again. */
  select(selection) {
    this.selection = selection;
    this.draw();
  }

  /** Keyboard focus on the first enabled target (after the reveal). */
  focus() {
    if (this.keyboard) focus(this.root?.querySelector('button:not(:disabled)'));
  }

  /**
   * The shared tooltip's words for a target (`data-tip`), from the viewer's view only.
   * @param {string} _key
   * @param {object} _data
   * @returns {string | null}
   */
  tipFor(_key, _data) {
    return null;
  }

  /**
   * Rectangles for the places of `markPlaces` (`village:12`); unknown keys give none.
   * @param {string[]} _keys
   * @param {string} _lang
   * @returns {PlaceMark[]}
   */
  placeMarks(_keys, _lang) {
    return [];
  }

  /**
   * Every key `placeMarks` can mark on the board as drawn now (a game's
   * board lists them); none by default.
   * @returns {string[]}
   */
  markableKeys() {
    return [];
  }

  /**
   * The places this board can mark, as rectangles with their labels, in the
   * canvas's CSS pixels (the figure builder's toggles).
   * @returns {PlaceMark[]}
   */
  markable() {
    return this.data ? this.placeMarks(this.markableKeys(), this.ctx?.lang || 'de') : [];
  }

  /**
   * For the hint: the selection to make first so that `move`'s targets are on
   * the board, and keys to mark besides them (a hand card). Null: none needed.
   * @param {Move} _move
   * @returns {{selection?: any, keys?: string[]} | null}
   */
  hintSelection(_move) {
    return null;
  }

  /** Adds an event listener that `destroy` removes again. */
  listen(target, type, handler, capture = false) {
    target.addEventListener(type, handler, capture);
    this.listeners.push([target, type, handler, capture]);
  }

  destroy() {
    for (const [target, type, handler, capture] of this.listeners) target.removeEventListener(type, handler, capture);
    this.resize.disconnect();
    this.motion.finish();
    cancelAnimationFrame(this.topFrame);
    clearTimeout(this.topReset);
    this.page?.disconnect();
    this.root?.remove();
  }

  /** Wipes the picture: nothing secret may stay visible behind the hand-over screen. */
  blankCanvas() {
    hideTip(); // a tip still up would show the last seat's card over the hand-over screen
    this.motion.finish();
    this.motion.prev = null; // nothing moves across a hand-over
    const g = this.canvas.getContext('2d');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.canvas.width = 0;
    this.canvas.height = 0;
    this.painted = { labels: [], marks: [], seq: 0, dpr: 1 };
  }

  /**
   * The board as it is drawn now, again at `scale` times the screen's
   * resolution, as a copy (the picture download); the board itself is drawn
   * as before afterwards. Null before the first render.
   * @param {number} scale
   * @returns {{canvas: HTMLCanvasElement, cssWidth: number} | null}
   */
  picture(scale = 2) {
    if (!this.data) return null;
    const root = document.documentElement;
    const before = root.dataset.pixelScale;
    root.dataset.pixelScale = String(scale * (Number(before) || 1));
    try {
      this.draw();
      const copy = document.createElement('canvas');
      copy.width = this.canvas.width;
      copy.height = this.canvas.height;
      copy.getContext('2d')?.drawImage(this.canvas, 0, 0);
      return { canvas: copy, cssWidth: this.drawn?.width || this.canvas.clientWidth };
    } finally {
      if (before === undefined) delete root.dataset.pixelScale;
      else root.dataset.pixelScale = before;
      this.draw();
    }
  }

  /**
   * The board as it is drawn now, as an SVG picture: the board's own `draw`
   * paints once more into a context that writes SVG (svg-context.js, loaded
   * only when asked for), and the board is drawn as before afterwards. Null
   * before the first render.
   * @returns {Promise<{svg: string, width: number, height: number} | null>}
   */
  async vector() {
    const { SvgContext } = await import('./svg-context.js');
    if (!this.data) return null;
    this.recording = SvgContext;
    this.recorder = null;
    try {
      this.draw();
      const r = this.recorder;
      return r ? { svg: r.toString(), width: r.width, height: r.height } : null;
    } finally {
      this.recording = null;
      this.recorder = null;
      this.draw();
    }
  }

  /** The width to lay the board out for (from 300 px up). */
  stageWidth() {
    this.width = Math.max(300, Math.floor(this.stage.clientWidth || 320));
    return this.width;
  }

  /** Sizes canvas and overlay to `width` × `height` CSS pixels, sharp on
   *  high-DPI screens; returns the 2d context in CSS pixel units. */
  sizeCanvas(width, height) {
    // a region (showRegion): the canvas is the view's box, zoomed; the board paints in its own units as ever
    this.full = { width, height };
    const v = this.view;
    const z = v ? v.z : 1;
    const [left, top] = v ? [v.x, v.y] : [0, 0];
    // whole CSS pixels: the canvas and the SVG picture of a region are the same size to the pixel
    const shown = { width: v ? Math.round(v.w * z) : width, height: v ? Math.round(v.h * z) : height };
    if (this.recording) {
      // vector(): the same painting, into SVG; the canvas stays as it is
      this.drawn = shown;
      this.recorder = new this.recording(shown.width, shown.height);
      if (v) this.recorder.setTransform(z, 0, 0, z, -left * z, -top * z);
      return /** @type {CanvasRenderingContext2D} */ (/** @type {unknown} */ (this.recorder));
    }
    // A picture for download (embed.html?pixels=2) is drawn at a multiple of the screen's resolution.
    const scale = Math.min(4, Math.max(1, Number(document.documentElement.dataset.pixelScale) || 1));
    const dpr = Math.min(3, window.devicePixelRatio || 1) * scale;
    this.motion.capture();
    this.painted = { labels: [], marks: [], seq: 0, dpr };
    this.drawn = shown;
    this.canvas.width = Math.round(shown.width * dpr);
    this.canvas.height = Math.round(shown.height * dpr);
    this.canvas.style.width = `${shown.width}px`;
    this.canvas.style.height = `${shown.height}px`;
    this.overlay.style.height = `${height}px`;
    const g = this.canvas.getContext('2d');
    g.setTransform(dpr * z, 0, 0, dpr * z, -left * dpr * z, -top * dpr * z);
    this.watchTop();
    return g;
  }

  /**
   * A board sized to the height below it (fit.js) must be sized again when
   * what is above it changes after the draw (the shell's turn line, a notice
   * in the page): the next frame compares the stage's place with the drawn one.
   */
  watchTop() {
    if (document.body.classList.contains('st-embed')) return;
    this.drawnTop = this.stage.getBoundingClientRect().top + window.scrollY;
    if (!this.page) {
      // the page changes size when something above the board grows or shrinks
      this.page = new ResizeObserver(() => this.checkTop());
      this.page.observe(document.body);
    }
    cancelAnimationFrame(this.topFrame);
    this.topFrame = requestAnimationFrame(() => this.checkTop());
  }

  checkTop() {
    if (!this.data || !this.stage.isConnected || this.drawnTop === undefined) return;
    const now = this.stage.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(now - this.drawnTop) < 2) return;
    // never more than a few times in a row (two parts of a page could push each other)
    this.topFixes = (this.topFixes || 0) + 1;
    clearTimeout(this.topReset);
    this.topReset = setTimeout(() => { this.topFixes = 0; }, 1000);
    if (this.topFixes <= 3) this.draw();
  }

  /**
   * Motion (motion.js): the things just painted, `[{key, x, y, w, h, from?,
   * path?, round?}]` with keys that stay the same while a thing stays the
   * same thing; `version` changes with every move (the log's length). Call
   * at the end of `draw`.
   */
  moveItems(items, version) {
    if (this.view) return; // a figure's region shows a position, nothing moves there
    this.motion.report(items, version, this.drawn.width, this.drawn.height);
  }

  /** A transparent button over the canvas at (x, y), `bw` × `bh`; a click
   *  (or Enter) calls the board's `activate(key)`. */
  button(key, x, y, bw, bh, { label, enabled, pressed = undefined, data, layer = 1 }) {
    const b = h('button', {
      type: 'button',
      class: `${this.prefix}-hit st-hit`,
      'aria-label': label,
      title: label,
      disabled: !enabled,
      'aria-pressed': pressed === undefined ? false : String(pressed),
      'data-key': key,
      'data-legal': enabled ? 'true' : false,
      style: { left: `${x}px`, top: `${y}px`, width: `${bw}px`, height: `${bh}px`, ...(layer > 1 ? { zIndex: String(layer) } : {}) },
    });
    for (const [k, val] of Object.entries(data)) b.dataset[k] = String(val);
    // What this card or piece does (the shared tooltip): the game's `tipFor`.
    const tip = this.tipFor(key, data);
    if (tip) {
      b.dataset.tip = tip;
      b.removeAttribute('title'); // the shared tooltip instead of the browser's
    }
    this.keepHint(b);
    // the player acts: the hint has done its work
    b.addEventListener('click', () => { this.hinted = null; this.activate(key); });
    return b;
  }

  /**
   * Marks a control the board built anew (a button above or under the
   * picture, as `button` does for those over it) as the hint's again while
   * the hint stands (`highlight`): a redraw must not take the hint away.
   * @param {HTMLElement} b a control with `data-key`
   */
  keepHint(b) {
    if (this.hintKeys().has(b.dataset.key)) b.classList.add('st-hint');
    return b;
  }

  /**
   * The keys the hint marks while it stands (`highlight`; until the player
   * acts or the position changes), for a board that paints the hint itself.
   * @returns {Set<string>}
   */
  hintKeys() {
    return this.hinted && this.hinted.log === this.logLength ? this.hinted.keys : new Set();
  }

  /**
   * What the things on the board are (issue 13): `regions` is
   * `[{key, x, y, w, h, text}]`, one per card, piece, village, site… that a
   * player may want explained, with a short text of what it is and does,
   * written by the game from the viewer's view only (never from hidden
   * information). Each becomes an invisible note over the picture, under
   * the buttons: hovering it, a long press or keyboard focus shows its text
   * in the shared tooltip (tooltip.js). The notes are one tab stop, "explore
   * the board": arrow keys walk them (Home/End), each is announced. A region
   * with `quiet` is a note for hover and a long press only, outside that walk
   * (a map's hundreds of fields, named where the map is too small to print
   * their names). Call at the end of `draw`.
   */
  describeRegions(regions, label = t('exploreBoard')) {
    const old = this.overlay.querySelector(':scope > .st-regions');
    const current = old?.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.region : null;
    old?.remove();
    if (!regions?.length) return;
    const layer = h('div', { class: 'st-regions', role: 'group', 'aria-label': label, 'data-regions': '' });
    for (const r of regions) {
      const box = { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` };
      layer.append(r.quiet
        ? h('div', { class: 'st-region st-region-quiet', 'aria-hidden': 'true', 'data-tip': r.text, 'data-region': r.key, style: box })
        : h('div', { class: 'st-region', role: 'img', tabindex: '-1', 'aria-label': r.text, 'data-tip': r.text, 'data-region': r.key, style: box }));
    }
    layer.addEventListener('focusin', (e) => announce(/** @type {HTMLElement} */ (e.target).dataset?.tip));
    // after the buttons: Tab reaches the board's targets first (CSS keeps the notes under them)
    this.overlay.append(layer);
    const roving = rovingGroup(layer, '.st-region:not(.st-region-quiet)');
    const again = current && layer.querySelector(`[data-region="${CSS.escape(current)}"]`);
    if (again) {
      roving.sync(again);
      focus(again);
    }
  }

  // ---- what the board painted (renderer contract, Board.labels/marks): labels readable under marks ----

  /**
   * Notes every text `g` fills while a draw paints (its font, alignment and
   * transform; measured only when `labels()` asks), in painting order with
   * the marks (`mark`). Called once for the board's canvas.
   * @param {CanvasRenderingContext2D} g
   */
  noteTexts(g) {
    const fill = g.fillText;
    g.fillText = (text, x, y, maxWidth) => {
      if (String(text).trim()) {
        this.painted.labels.push({ text: String(text), x, y, maxWidth, font: g.font, align: g.textAlign, baseline: g.textBaseline, m: g.getTransform(), seq: ++this.painted.seq });
      }
      if (maxWidth === undefined) fill.call(g, text, x, y);
      else fill.call(g, text, x, y, maxWidth);
    };
  }

  /**
   * Notes a mark just painted on the canvas (a legal target's ring, the
   * selection, the last move): `shape` in the context's current units, as
   * `PaintedMark` without `seq`; `line`: a ring of that stroke width (what
   * it covers is the stroke, not what it goes round), else a filled shape.
   * Only what hides what lies under it counts: a faint tint is no mark.
   * @param {CanvasRenderingContext2D} g
   * @param {{kind: string, x: number, y: number, w: number, h: number, round?: boolean, line?: number}} shape
   */
  mark(g, shape) {
    if (this.recording) return;
    const m = g.getTransform();
    const d = this.painted.dpr;
    const xs = [shape.x, shape.x + shape.w].flatMap((x) => [shape.y, shape.y + shape.h].map((y) => [(m.a * x + m.c * y + m.e) / d, (m.b * x + m.d * y + m.f) / d]));
    const x0 = Math.min(...xs.map((p) => p[0]));
    const y0 = Math.min(...xs.map((p) => p[1]));
    const scale = Math.hypot(m.a, m.b) / d;
    this.painted.marks.push({
      kind: shape.kind, x: x0, y: y0, w: Math.max(...xs.map((p) => p[0])) - x0, h: Math.max(...xs.map((p) => p[1])) - y0,
      round: !!shape.round, ...(shape.line ? { line: shape.line * scale } : {}), seq: ++this.painted.seq,
    });
  }

  /**
   * Every text the last draw painted on the canvas, as the box of its ink
   * in the canvas's CSS pixels, with its size in CSS pixels and its place
   * in the painting order (renderer contract, `Board.labels`).
   * @returns {PaintedLabel[]}
   */
  labels() {
    const s = (measuring ||= document.createElement('canvas').getContext('2d'));
    const d = this.painted.dpr;
    return this.painted.labels.map((l) => {
      s.font = l.font;
      s.textAlign = l.align;
      s.textBaseline = l.baseline;
      const t = s.measureText(l.text);
      // a text wider than maxWidth is squeezed towards its anchor
      const squeeze = l.maxWidth !== undefined && t.width > l.maxWidth ? Math.max(0, l.maxWidth) / t.width : 1;
      const left = l.x - t.actualBoundingBoxLeft * squeeze;
      const right = l.x + t.actualBoundingBoxRight * squeeze;
      const top = l.y - t.actualBoundingBoxAscent;
      const bottom = l.y + t.actualBoundingBoxDescent;
      const m = l.m;
      const pts = [left, right].flatMap((x) => [top, bottom].map((y) => [(m.a * x + m.c * y + m.e) / d, (m.b * x + m.d * y + m.f) / d]));
      const x0 = Math.min(...pts.map((p) => p[0]));
      const y0 = Math.min(...pts.map((p) => p[1]));
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(l.font)?.[1] || 0) * Math.hypot(m.a, m.b) / d;
      return { text: l.text, x: x0, y: y0, w: Math.max(...pts.map((p) => p[0])) - x0, h: Math.max(...pts.map((p) => p[1])) - y0, px, seq: l.seq };
    }).filter((l) => this.drawn && l.x + l.w > 0 && l.y + l.h > 0 && l.x < this.drawn.width && l.y < this.drawn.height);
  }

  /**
   * Every mark the last draw painted on the canvas (`mark`), in the
   * canvas's CSS pixels (renderer contract, `Board.marks`). The hint's marks
   * are the target buttons' CSS outlines (`.st-hint`), over everything.
   * @returns {PaintedMark[]}
   */
  marks() {
    return this.painted.marks.map((m) => ({ ...m }));
  }

  /**
   * The embed's `highlight` parameter (www/README.md, renderer interface,
   * `markPlaces`): marks these places the way a rulebook figure points at
   * something. `keys` are strings like `village:5`, numbered as people see
   * them on the board; the game's `placeMarks` turns them into rectangles.
   */
  markPlaces(keys) {
    this.marked = keys || [];
    if (this.data) this.draw();
  }

  /**
   * The embed's `region` (renderer contract, `Board.showRegion`): only the
   * box round these places is shown, zoomed to the board's width (at most
   * REGION_ZOOM times, never smaller) and drawn at that resolution; the rest
   * is clipped. Keys as for `markPlaces`; none known: the whole board.
   * @param {string[]} keys
   */
  showRegion(keys) {
    this.regionKeys = keys || [];
    if (this.data) this.draw();
  }

  /**
   * After a draw: the view the region needs on the board as laid out now;
   * true if it differs from the one just painted (paint again). The layers
   * over the canvas (buttons, marks, notes) follow the view by a CSS transform.
   */
  fitView() {
    if (this.recording || !this.full) return false;
    const next = this.regionKeys.length && this.data ? regionView(this.placeMarks(this.regionKeys, this.ctx?.lang || 'de'), this.full) : null;
    const changed = !sameView(next, this.view);
    this.view = next;
    const v = this.view;
    for (const layer of this.stage.children) {
      if (layer === this.canvas || !(layer instanceof HTMLElement || layer instanceof SVGElement)) continue;
      layer.style.transformOrigin = v ? '0 0' : '';
      layer.style.transform = v ? `scale(${v.z}) translate(${-v.x}px, ${-v.y}px)` : '';
    }
    this.stage.style.overflow = v ? 'clip' : '';
    if (v) this.stage.dataset.view = [v.x, v.y, v.w, v.h, v.z].map((n) => Math.round(n * 100) / 100).join(' ');
    else delete this.stage.dataset.view;
    return changed;
  }

  /**
   * The places of the log line under the pointer or keyboard focus (renderer
   * contract, `Board.pointAt`): marked in blue, apart from `markPlaces`' red
   * rings, until an empty list takes them away.
   */
  pointAt(keys) {
    const next = keys || [];
    if ((this.pointed || []).join(' ') === next.join(' ')) return;
    this.pointed = next;
    if (this.data) this.draw();
  }

  /** Rings around the marked places, and an (invisible) marker per place for tests and screen readers. */
  paintMarks(g, lang) {
    this.overlay.querySelectorAll('[data-highlight], [data-pointed]').forEach((el) => el.remove());
    if (this.marked?.length) this.paintRings(g, this.placeMarks(this.marked, lang), '#d21f3c', 'highlight');
    // what the pointer or focus is on now, over the rest
    if (this.pointed?.length) this.paintRings(g, this.placeMarks(this.pointed, lang), '#1769c2', 'pointed');
  }

  /** Rings in `color` round `marks`, each with an invisible marker `data-<attr>` over it. */
  paintRings(g, marks, color, attr) {
    // a region's zoom draws the board larger, not its rings: they keep the width they have on screen
    const k = 1 / (this.view?.z || 1);
    for (const { key, x, y, w, h: height, round, label } of marks) {
      /** @type {[string, number, number][]} */
      const strokes = [['rgba(255, 255, 255, 0.9)', 7 * k, 5 * k], [color, 3.5 * k, 5 * k]];
      g.save();
      for (const [ink, width, grow] of strokes) {
        g.strokeStyle = ink;
        g.lineWidth = width;
        g.beginPath();
        if (round) g.ellipse(x + w / 2, y + height / 2, w / 2 + grow, height / 2 + grow, 0, 0, 2 * Math.PI);
        else g.roundRect(x - grow, y - grow, w + 2 * grow, height + 2 * grow, 8 * k);
        g.stroke();
      }
      g.restore();
      this.mark(g, { kind: attr, x: x - 5 * k, y: y - 5 * k, w: w + 10 * k, h: height + 10 * k, round, line: 7 * k });
      this.overlay.append(h('div', {
        class: 'st-highlight', [`data-${attr}`]: key, role: 'note', 'aria-label': label,
        style: { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${height}px` },
      }));
    }
  }

  /**
   * Marks a part of the picture that the current decision needs besides its
   * targets (`hand`: the hand or supply on screen) with an invisible element
   * over it, so tests can check it is on screen (fit.js). Call after the overlay is built.
   */
  markArea(name, r) {
    this.overlay.querySelector(`[data-area="${name}"]`)?.remove();
    if (!r) return;
    this.overlay.append(h('div', {
      class: 'st-area', 'data-area': name, 'aria-hidden': 'true',
      style: { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` },
    }));
  }

  /** Focuses the button with `key` again after a redraw, if it is still there. */
  restoreFocus(key) {
    if (!key) return;
    const el = this.root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (el instanceof HTMLButtonElement && !el.disabled) focus(el);
  }

  /**
   * The hint (renderer interface, optional `board.highlight(move)`): marks the
   * places that make `move` with the class `st-hint`. A game's board may
   * define `hintSelection(move)` → `{selection, keys}`: the selection to make
   * first (so the move's targets are on the board) and keys to mark besides
   * the targets whose move equals `move`. Returns whether anything was marked.
   */
  highlight(move) {
    const prep = this.hintSelection(move) || {};
    this.hinted = null;
    if (prep.selection !== undefined) this.select(prep.selection);
    const keys = new Set(prep.keys || []);
    for (const [key, action] of this.targets) if (action.move && sameMove(action.move, move)) keys.add(key);
    // kept until the player acts or the position changes: a redraw (the
    // hint's own notice takes room on a phone, the window turns) marks again
    this.hinted = { keys, log: this.logLength };
    this.root.querySelectorAll('.st-hint').forEach((el) => el.classList.remove('st-hint'));
    let marked = 0;
    for (const key of keys) {
      const el = this.root.querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (el) {
        el.classList.add('st-hint');
        marked += 1;
      }
    }
    return marked > 0;
  }

  /** After an accepted move: focus the first useful thing, so play can go on by keyboard. */
  afterMove() {
    if (!this.keyboard) return;
    if (this.root.contains(document.activeElement) && !/** @type {HTMLButtonElement} */ (document.activeElement).disabled) return;
    this.focus();
  }
}

/** Equal moves: the same fields with the same values, in any order. */
export function sameMove(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/**
 * Targets in reading order, the order the arrow keys walk them: rows from
 * top to bottom, each left to right. A row is every spot whose centre lies
 * within half the height of the row's topmost spot, so a wall line drawn a
 * few pixels up and down stays one row (fixed bands of the screen once cut
 * such a line in two: Chang Cheng's right arrow went from site 1 to 5).
 *
 * The document order is also the order buttons lie on top of each other, and
 * reading order may put a big target (a Kurier des Zaren inn) after a small
 * one inside it (a courier there): each spot gets a `layer` (1, or 2-3 when
 * its centre lies inside one or two bigger spots) that `button` stacks it
 * by, so a target inside another is always the one a click reaches.
 * @template {{x: number, y: number, w: number, h: number}} T
 * @param {T[]} spots
 * @returns {(T & {layer: number})[]}
 */
export function readingOrder(spots) {
  const centre = (s) => s.y + s.h / 2;
  const rows = [];
  for (const s of [...spots].sort((p, q) => centre(p) - centre(q))) {
    const row = rows[rows.length - 1];
    if (row && centre(s) - centre(row[0]) <= row[0].h / 2) row.push(s);
    else rows.push([s]);
  }
  const inside = (s, o) => o !== s && o.w * o.h > s.w * s.h
    && s.x + s.w / 2 >= o.x && s.x + s.w / 2 <= o.x + o.w && centre(s) >= o.y && centre(s) <= o.y + o.h;
  return rows.flatMap((row) => row.sort((p, q) => p.x - q.x))
    .map((s) => ({ ...s, layer: 1 + Math.min(2, spots.filter((o) => inside(s, o)).length) }));
}
