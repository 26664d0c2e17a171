// The Grand Conquest board: the map (from the engine's board data) on a
// canvas, pieces as figures per kind in owner colours, and over it real
// (transparent) buttons only on the pieces that can move and the fields they
// can reach. Buttons above the map end the turn, waive, answer an Abtausch
// and zoom; dragging pans a zoomed map. Painting is paint.js, where the
// map stands layout.js, the legal moves sorted targets.js.

import { h, replace, focus, rovingGroup } from '../../shell/dom.js';
import { CanvasBoard, readingOrder } from '../canvas-board.js';
import { w, kindName, seatName } from './strings.js';
import { fieldOf } from './describe.js';
import { fieldName } from './names.js';
import { seatHue, seatColorList } from '../hues.js';
import * as P from './paint.js';
import * as Lay from './layout.js';
import { ZOOMS, MIN_TARGET, BUTTON_UNITS } from './layout.js';
import { RANGE, analyse, cargoOf, deepCargo } from './targets.js';
import { buildLegend } from './legend.js';

export { fieldOf, cargoOf };
export const SEAT_COLORS = P.SEAT_COLORS;

export class Board extends CanvasBoard {
  constructor(container, ctx) {
    super('gc');
    this.ctx = ctx;
    this.prompt = h('p', { class: 'gc-prompt', 'data-gc-prompt': true });
    this.controls = h('div', { class: 'gc-controls', role: 'toolbar', 'data-gc-controls': true });
    this.info = h('p', { class: 'gc-info', 'data-gc-info': true });
    this.described = h('div', { class: 'st-sr-only', 'data-gc-description': true });
    // the kinds of pieces (legend.js): beside the map where there is room, folded under it on a phone
    this.legendSlot = h('div', { class: 'gc-legend-slot' });
    this.side = h('div', { class: 'gc-side' }, this.prompt, this.controls, this.info, this.legendSlot);
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
    /** whether the texts stand in a column beside the map (layout.js) */
    this.wide = false;
    /** @type {Map<number, number>} the radius of the ring round each target field's name (paint.js) */
    this.ringAt = new Map();
    /** @type {{x: number, y: number, w: number, h: number}[]} where the figures stand (paint.js: no name under them) */
    this.pieceBoxes = [];
    /** @type {{x: number, y: number, label: string, font: number, color: string, plate?: string}[]} */
    this.labelJobs = [];
    /** The fields' names' font in px as the last draw printed them; 0 where the map is too small for them (paint.js) */
    this.labelFont = 0;
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
    return Lay.centerOn(this, fields);
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
    return Lay.layout(this);
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
    // the fields' names over every mark, never under a piece (issue 37)
    g.save();
    g.beginPath();
    g.rect(L.left, 0, L.size, L.size);
    g.clip();
    P.paintLabels(this, g);
    g.restore();
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
    return P.paintPath(this);
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
    return P.paintMap(this, g);
  }

  /** Arrows for the moves of the current turn, so what just happened is seen. */
  paintLastMoves(g) {
    return P.paintLastMoves(this, g);
  }

  paintPieces(g) {
    return P.paintPieces(this, g);
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
          const b = this.button(`field:${to}`, xy[0] - size / 2, xy[1] - size / 2, size, size, {
            label: this.targetLabel(to, t), enabled: true, data: { gc: 'target', field: to, kind: t.kind },
          });
          // a ring round the field's name: the hint's ring is painted there (paint.js), not outlined over the names
          if (this.ringAt?.has(to)) b.classList.add('gc-ring');
          grp.append(b);
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
    // where the map is too small to print the fields' names (a phone zoomed out, the replay): each empty field
    // names itself on hover and a long press (a quiet note, outside the keyboard's walk from piece to piece)
    if (!this.labelFont) {
      const taken = new Set(v.pieces.flatMap((p) => (p.place.field !== undefined ? [p.place.field] : [])));
      const r = (Lay.FIELD_UNITS * this.L.scale) / 2;
      v.board.fields.forEach((_, f) => {
        const [x, y] = this.at(f);
        if (taken.has(f) || !this.visible(x, y)) return;
        out.push({ key: `field:${f}`, x: x - r, y: y - r, w: 2 * r, h: 2 * r, text: w('aField', lang, { f: this.name(f) }), quiet: true });
      });
    }
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
      // a static figure is a picture: the shell hides its zoom buttons (figure extras)
      'data-figure-extra': view ? 'zoom' : undefined,
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
    this.writeLegend();
  }

  /** The legend, built again when the language, the layout or the seats' colours change (not in an embed: the rules explain the pieces). */
  writeLegend() {
    const key = document.body.classList.contains('st-embed') ? '' : `${this.ctx.lang}:${this.wide}:${this.root.dataset.seatColors}`;
    if (key === this.legendKey) return;
    this.legendKey = key;
    this.legendSlot.replaceChildren(...(key ? [buildLegend(this.ctx.lang, this.wide, (seat) => this.hue(seat))] : []));
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

  /** The hint (canvas-board.js): a target with a ring round its name gets the hint's ring painted under the names. */
  highlight(move) {
    const marked = super.highlight(move);
    if ([...this.hintKeys()].some((k) => k.startsWith('field:') && this.ringAt?.has(Number(k.slice(6))))) this.draw();
    return marked;
  }

  /** Chooses a piece (and whether it waives), as a click on it would. */
  select({ piece, waive = this.waive }) {
    this.selected = piece;
    this.waive = waive;
    this.zoomToDecision();
    this.showTargets();
    this.draw();
  }

  /**
   * The hint's choice, where the whole map shows the fields too close for
   * its rings to go round their names (a laptop): the map zooms in on the
   * piece and its destinations until fields are DECISION_SPACING apart.
   */
  zoomToDecision() {
    const L = this.L;
    if (!L || !this.data || this.selected === null) return;
    const need = (Lay.DECISION_SPACING * 1000) / (Lay.FIELD_UNITS * L.size);
    if (this.zoom >= need) return;
    const { v, a } = this.data;
    this.zoom = Math.min(ZOOMS[ZOOMS.length - 1], need);
    this.fitTargets = false;
    this.centerFields = [fieldOf(v.pieces, this.selected), ...(a.go.get(this.selected)?.keys() || [])].filter((f) => f !== null);
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
