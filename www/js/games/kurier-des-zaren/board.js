// The Kurier des Zaren board: a canvas with the palace and its guards, the
// four villages of inns from the grassland down to the swamp, and the
// display of the player at the table; over it a layer of real (transparent)
// buttons on every clickable place. The decisions that are not places on
// the board (draw, hand over, who leaves first, coins) are buttons above it.

import { h, replace, focus, rovingGroup } from '../../shell/dom.js';
import { CanvasBoard, readingOrder } from '../canvas-board.js';
import * as P from './paint.js';
import { roomBelow } from '../fit.js';
import { w, kindName, villageName, courierName, coinValue, COLOUR_NAMES, describeEvent } from './strings.js';
import { seatHue, seatColorList } from '../hues.js';

const KINDS = P.KINDS;

/** Vertical proportions in units of the inn size. */
const PALACE = 1.12;
const ROW = 1.34;
const TRAY = 0.9;

export class Board extends CanvasBoard {
  constructor(container, ctx) {
    super('kz');
    this.ctx = ctx;
    this.prompt = h('p', { class: 'kz-prompt', 'data-kz-prompt': true, hidden: true });
    this.controls = h('div', { class: 'kz-controls', role: 'toolbar', 'data-kz-controls': true });
    this.news = h('div', { class: 'kz-news', 'data-kz-news': true, hidden: true });
    this.described = h('div', { class: 'st-sr-only', 'data-kz-description': true });
    this.root = h('div', { class: 'kz-root' }, this.prompt, this.controls, this.news, this.stage, this.described);
    container.append(this.root);
    this.listen(document, 'keydown', (e) => {
      if (e.key === 'Escape' && this.selection && !e.defaultPrevented && !e.target.closest?.('dialog, input, textarea, select')) {
        e.preventDefault();
        this.select(null);
      }
    });
  }

  clear() {
    this.data = null;
    this.selection = null;
    this.blankCanvas();
    for (const el of [this.overlay, this.controls, this.described, this.news]) el.replaceChildren();
    this.prompt.hidden = true;
    this.news.hidden = true;
  }

  focus() {
    if (!this.keyboard) return;
    focus(this.controls.querySelector('button:not(:disabled)') || this.overlay.querySelector('button:not(:disabled)[tabindex="0"]'));
  }

  /** The tooltip of a courier: its room and how it departs. */
  tipFor(key, data) {
    const kind = data.kz === 'display' ? data.kind : null;
    return kind ? w(`tip${kind[0].toUpperCase()}${kind.slice(1)}`, this.ctx.lang) : null;
  }

  /**
   * The index into COLOURS seat `seat` is drawn in (`ctx.seatColors`: a rules
   * figure's colours; ../hues.js). Colour c of the box is seat c's own colour
   * for c below the number of players; the spare ones take the colours no
   * seat has, so a courier of colour c is drawn in COLOURS[hue(c)] too.
   */
  hue(seat) {
    return seatHue(this.ctx.seatColors, seat, P.COLOURS.length);
  }

  /** The name of the colour courier colour `c` is drawn in. */
  colourName(c) {
    return COLOUR_NAMES[this.ctx.lang === 'de' ? 'de' : 'en'][this.hue(c)];
  }

  render(view, moves, ctx) {
    this.ctx = ctx;
    // The colours the seats are drawn in, for whoever reads the page (tests).
    this.root.dataset.seatColors = seatColorList(P.COLOURS, view.players, (seat) => this.hue(seat));
    const v = view.view;
    if (v.log.length !== this.logLength) {
      this.selection = null;
      this.logLength = v.log.length;
    }
    this.data = { view, v, moves: ctx.interactive ? moves : [] };
    this.draw();
  }

  // ---- what can be clicked -------------------------------------------------------

  /** key → {move} or {select}, from the legal moves and the half-made choice (kept in `this.targets`, data the hint reads). */
  findTargets() {
    const { moves, v } = this.data;
    const t = new Map();
    const sel = this.selection;
    const placeable = new Map();
    for (const m of moves) {
      switch (m.type) {
        case 'start': case 'placeDrawn': case 'lodge': case 'depart':
          t.set(`inn:${m.inn}`, { move: m });
          break;
        case 'place': {
          const key = `display:${m.colour}:${m.kind}`;
          placeable.set(key, { colour: m.colour, kind: m.kind });
          break;
        }
        case 'draw': t.set('draw', { move: m }); break;
        case 'handover': t.set('handover', { select: { handover: true } }); break;
        case 'first':
          t.set(`first:${m.kind}`, { move: m });
          t.set(`room:${v.step.inn}:${m.kind}`, { move: m });
          break;
        case 'coin': t.set('coin', { move: m }); break;
        case 'stop': t.set('stop', { move: m }); break;
        case 'pass': t.set('pass', { move: m }); break;
        default: break;
      }
    }
    // a single placeable courier in the display is chosen already
    let chosen = sel?.courier;
    if (!chosen && placeable.size === 1 && !sel?.handover) chosen = [...placeable.values()][0];
    for (const [key, c] of placeable) t.set(key, { select: { courier: c } });
    if (chosen) {
      for (const m of moves) {
        if (m.type === 'place' && m.colour === chosen.colour && m.kind === chosen.kind) t.set(`inn:${m.inn}`, { move: m });
      }
    }
    if (sel?.handover) {
      for (const m of moves) if (m.type === 'handover') t.set(`room:${m.inn}:${m.kind}`, { move: m });
      t.set('cancel', { select: null });
    }
    if (sel?.courier) t.set('cancel', { select: null });
    this.chosen = chosen;
    return t;
  }

  activate(key) {
    const action = this.targets.get(key);
    if (!action || !this.ctx.interactive) return;
    if (action.move) {
      this.ctx.play(action.move).then((ok) => { if (ok) this.afterMove(); });
      return;
    }
    const same = action.select && this.selection?.courier && action.select.courier
      && action.select.courier.kind === this.selection.courier.kind && action.select.courier.colour === this.selection.courier.colour;
    this.select(same ? null : action.select);
  }

  /**
   * The hint (CanvasBoard.highlight): a courier from the display is chosen
   * first, so the inns it may go to are on the board; a hand-over first
   * opens its rooms.
   */
  hintSelection(move) {
    if (move.type === 'place') return { selection: { courier: { colour: move.colour, kind: move.kind } }, keys: [`display:${move.colour}:${move.kind}`] };
    if (move.type === 'handover') return { selection: { handover: true }, keys: ['handover'] };
    return null;
  }

  select(selection) {
    this.selection = selection;
    this.draw();
    this.ctx.announce?.(this.promptText());
    if (this.keyboard) focus(this.overlay.querySelector('.kz-targets button:not(:disabled)') || this.controls.querySelector('button:not(:disabled)'));
  }

  // ---- layout and drawing ----------------------------------------------------------

  layout(v) {
    const width = this.stageWidth();
    // as large as fits below the prompt and buttons on the screen (in an
    // embed, whose frame grows with the content, by the width alone: fit.js)
    const room = Math.max(240, roomBelow(this.stage));
    const narrow = width < 560;
    const byWidth = (width / 5) * (narrow ? 0.8 : 0.72);
    const byHeight = room / (PALACE + 4 * ROW + TRAY);
    const s = Math.max(40, Math.min(byWidth, byHeight, 132));
    const height = Math.round(s * (PALACE + 4 * ROW + TRAY));
    // the board is centred; columns spread over at most ~1.45 inns each
    const span = Math.min(width, s * 1.45 * 5 + s * 0.2);
    const left = (width - span) / 2;
    const x = (ux) => left + (ux / v.board.width) * span;
    const rowTop = (village) => s * PALACE + (3 - village) * s * ROW;
    const inns = v.board.innXy.map(([ux], i) => {
      const village = v.board.innVillage[i];
      return { x: x(ux), y: rowTop(village) + s * (ROW - 1) * 0.62 + s / 2 };
    });
    const guards = v.board.guardXy.map(([ux]) => ({ x: x(ux), y: s * 0.55 }));
    return { width, height, s, narrow, inns, guards, rowTop, coinY: s * 1.05, trayY: s * PALACE + 4 * s * ROW };
  }

  draw() {
    const { v } = this.data;
    this.targets = this.findTargets();
    const t = this.targets;
    // the words and buttons above the board first: the board takes the height left
    this.buildControls(v, t);
    this.writeTexts(v);
    const L = this.layout(v);
    this.L = L;
    const g = this.sizeCanvas(L.width, L.height);
    P.paintTable(g, L.width, L.height);
    this.paintPalace(g, L, v, t);
    for (let village = 3; village >= 0; village--) {
      P.paintLand(g, village, 0, L.rowTop(village), L.width, L.s * ROW, villageName(village, this.ctx.lang), L.narrow);
    }
    this.paintTrails(g, L, v);
    // the inns' names: 12 px at least on a desktop
    const labelSize = Math.max(L.narrow ? 9 : 12, Math.min(13, Math.round(L.s * 0.13)));
    /** @type {{x: number, y: number, w: number, h: number}[]} each inn's name tag (its button reaches over it) */
    this.tags = [];
    v.inns.forEach((inn, i) => {
      const p = L.inns[i];
      const ordering = v.step.step === 'order' && v.step.inn === i;
      const departing = ordering || (t.get(`inn:${i}`)?.move?.type === 'depart') ? inn.departing : null;
      // a name never runs into its neighbour's (five inns to a row on a phone)
      const room = Math.min(...L.inns.filter((q, j) => j !== i && v.board.innVillage[j] === v.board.innVillage[i]).map((q) => Math.abs(q.x - p.x)));
      // (paintInn rings a target before it writes the name)
      if (t.has(`inn:${i}`) || ordering) this.mark(g, { kind: ordering ? 'selected' : 'legal', x: p.x - L.s / 2 - 3, y: p.y - L.s / 2 - 3, w: L.s + 6, h: L.s + 6, line: Math.max(3, L.s * 0.06) });
      this.tags[i] = P.paintInn(g, p.x, p.y, L.s, inn, v.board.innName[i], {
        departing, target: t.has(`inn:${i}`), chosen: ordering, labelSize, minLabel: L.narrow ? 9 : 12,
        labelMax: Math.min(L.s * 1.3, room - 4), closedText: w('stampClosed', this.ctx.lang), hue: (c) => this.hue(c),
      });
      for (const [k, kind] of KINDS.entries()) {
        if (t.has(`room:${i}:${kind}`)) P.paintRoomMark(g, P.roomRect(p.x, p.y, L.s, k), v.step.step === 'order' ? P.GOLD : P.JADE);
      }
    });
    this.paintTravellers(g, L, v);
    this.paintTray(g, L, v, t);
    this.buildOverlay(L, v, t);
    this.markArea('hand', { x: 0, y: L.trayY, w: L.width, h: L.height - L.trayY });
    this.moveItems(motionItems(L, v, this.trayItems || []), `${v.turn}:${v.log.length}`);
    this.paintMarks(g, this.ctx.lang);
    this.describeRegions(this.regions(L, v));
  }

  /**
   * What each thing on the board is (canvas-board.js describeRegions): the
   * palace guards and who stands there, every inn with its couriers, and the
   * couriers of the own display with how they travel.
   */
  regions(L, v) {
    const lang = this.ctx.lang;
    const out = [];
    const gs = L.s * 0.62;
    v.guards.forEach((seats, i) => {
      const p = L.guards[i];
      if (!p) return;
      const text = w('aGuard', lang, { n: v.board.guardValue[i], who: seats.map((s) => this.ctx.names[s]).join(', ') || w('aNobody', lang) });
      out.push({ key: `guard:${i}`, x: p.x - gs / 2, y: p.y - gs / 2, w: gs, h: gs, text });
    });
    v.inns.forEach((_, i) => {
      const p = L.inns[i];
      out.push({ key: `inn:${i}`, x: p.x - L.s / 2, y: p.y - L.s / 2, w: L.s, h: L.s, text: this.innWords(v, i) });
    });
    for (const it of this.trayItems || []) {
      const kind = it.c.kind;
      out.push({
        key: `display:${it.c.colour}:${kind}`, x: it.x - it.size / 2, y: it.y - it.size / 2, w: it.size, h: it.size,
        text: w(`tip${kind[0].toUpperCase()}${kind.slice(1)}`, lang),
      });
    }
    return out;
  }

  /**
   * Every key `placeMarks` can mark on the board as drawn now, in the
   * `highlight=` syntax (CanvasBoard#markable: the figure builder's toggles).
   * @returns {string[]}
   */
  markableKeys() {
    if (!this.data || !this.L) return [];
    const { v } = this.data;
    const keys = [];
    v.inns.forEach((_, n) => {
      keys.push(`inn:${n + 1}`);
      for (const kind of KINDS) keys.push(`room:${n + 1}:${kind}`);
    });
    (this.L.guards || []).forEach((_, i) => keys.push(`guard:${i + 1}`));
    return keys;
  }

  /**
   * Places the embed's `highlight` parameter can mark: `inn:3` (the 3rd inn,
   * counted left to right and from the bottom row up, as the couriers travel;
   * or by its name, `inn:Olga`, `inn:pawl-hof`), `room:3:officer` (a room of that inn: `officer`,
   * `cossack`, `diplomat`, `lady`) and
   * `guard:2` (the 2nd palace guard from the left).
   */
  placeMarks(keys, lang) {
    const { v } = this.data;
    const L = this.L;
    const inns = innOrder(v, L);
    const innAt = (a) => {
      // By name, spaces written as "-" (`inn:pawl-hof`), case ignored.
      const name = (n) => String(n).toLowerCase().replace(/ /g, '-');
      const byName = v.board.innName.findIndex((n) => name(n) === name(a));
      return byName >= 0 ? byName : inns[Number(a) - 1];
    };
    const marks = [];
    for (const key of keys) {
      const [type, a, b] = key.split(':');
      const inn = type === 'inn' || type === 'room' ? innAt(a) : undefined;
      if (type === 'inn' && inn !== undefined) {
        const p = L.inns[inn];
        marks.push({ key, x: p.x - L.s / 2, y: p.y - L.s / 2, w: L.s, h: L.s, label: v.board.innName[inn] });
      } else if (type === 'room' && inn !== undefined && KINDS.includes(b)) {
        const r = P.roomRect(L.inns[inn].x, L.inns[inn].y, L.s, KINDS.indexOf(b));
        marks.push({ key, ...r, label: `${v.board.innName[inn]}: ${kindName(b, lang)}` });
      } else if (type === 'guard' && L.guards[Number(a) - 1]) {
        const p = L.guards[Number(a) - 1];
        const gs = L.s * 0.62;
        marks.push({ key, x: p.x - gs / 2, y: p.y - gs / 2, w: gs, h: gs, round: true, label: w('atGuard', lang, { target: v.board.guardValue[Number(a) - 1] }) });
      }
    }
    return marks;
  }

  paintPalace(g, L, v, t) {
    const lang = this.ctx.lang;
    P.paintPalace(g, 0, 0, L.width, L.s * PALACE);
    const gs = L.s * 0.62;
    L.guards.forEach((p, i) => {
      P.paintGuard(g, p.x, p.y, gs, v.board.guardValue[i]);
      v.guards[i].forEach((seat, j) => P.paintDispatch(g, p.x + gs * 0.55 + j * gs * 0.28, p.y + gs * 0.1 + j * 3, gs * 0.34, this.hue(seat)));
    });
    // the coins: the face-down pool, this turn's coins, and the running total
    const y = L.coinY;
    const d = Math.max(16, L.s * 0.26);
    P.paintPool(g, d * 0.9, y, d, v.pool);
    g.save();
    g.fillStyle = '#ffe9a8';
    g.font = `700 ${L.narrow ? 10 : 12}px ${P.SANS}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(w('pool', lang, { n: v.pool }), d * 1.6, y);
    const rubeln = v.step.step === 'rubeln';
    const seat = v.turn;
    const target = v.seats[seat].target;
    let x = d * 1.6 + g.measureText(w('pool', lang, { n: v.pool })).width + 12;
    const coins = rubeln ? v.pending : lastCoins(v);
    coins.forEach((c, i) => P.paintCoin(g, x + d / 2 + i * (d + 3), y, d, c, { faded: !rubeln }));
    x += coins.length * (d + 3) + 6;
    if (rubeln && target) {
      const secured = v.seats[seat].rubel;
      const sum = secured + v.pendingValue;
      g.fillStyle = '#fff';
      g.fillText(`${secured} + ${v.pendingValue} = ${sum} / ${target}`, x, y);
    }
    g.restore();
    if (t.has('coin')) P.paintRing(g, d * 0.9, y - d * 0.2, d * 0.75);
  }

  /** Dashed arrows for the departure of this turn (or the last one): where each courier went. */
  paintTrails(g, L, v) {
    const from = lastIndex(v.log, (e) => e.event === 'turnStarted');
    const recent = v.log.slice(Math.max(0, lastIndex(v.log.slice(0, from), (e) => e.event === 'turnStarted')));
    let origin = null;
    for (const e of recent) {
      if (e.event === 'departure') origin = e.inn;
      else if (e.event === 'lodged' && origin !== null) {
        P.paintTrail(g, [L.inns[origin].x, L.inns[origin].y - L.s * 0.5], [L.inns[e.inn].x, L.inns[e.inn].y + L.s * 0.5], P.COLOURS[this.hue(e.courier.colour)]);
      } else if (e.event === 'palace' && origin !== null) {
        // with a dispatch to its guard, else straight up into the palace
        const to = e.guard === null || e.guard === undefined ? { x: L.inns[origin].x, y: L.s * 0.75 } : L.guards[e.guard];
        P.paintTrail(g, [L.inns[origin].x, L.inns[origin].y - L.s * 0.5], [to.x, to.y + L.s * 0.4], P.COLOURS[this.hue(e.courier.colour)]);
      }
    }
  }

  /** The couriers of a departure on their way, beside the row they have reached. */
  paintTravellers(g, L, v) {
    if (v.step.step !== 'travel' && v.step.step !== 'order') return;
    if (v.step.step === 'order') return;
    const { travellers, index, village } = v.step;
    const t = travellers[index];
    const y = village >= 4 ? L.s * 0.6 : L.rowTop(village) + L.s * 0.35;
    const x = L.width - L.s * 0.35;
    P.paintRing(g, x, y, L.s * 0.3, P.JADE);
    const owner = v.seats.findIndex((s) => s.colours.includes(t.courier.colour));
    const carries = t.carries === null || t.carries === undefined ? null : this.hue(t.carries);
    P.paintCourier(g, x, y, L.s * 0.5, t.courier.kind, this.hue(t.courier.colour), owner < 0 ? owner : this.hue(owner), carries);
  }

  paintTray(g, L, v, t) {
    const lang = this.ctx.lang;
    const seat = v.turn;
    const me = v.seats[seat];
    const y0 = L.trayY;
    const hgt = L.s * TRAY;
    g.save();
    g.fillStyle = '#5b3a1f';
    g.fillRect(0, y0, L.width, hgt);
    g.fillStyle = '#ffe9a8';
    g.font = `700 ${L.narrow ? 11 : 13}px ${P.SANS}`;
    g.textAlign = 'left';
    g.textBaseline = 'top';
    g.fillText(w('yourDisplay', lang, { name: this.ctx.names[seat] }), 8, y0 + 4);
    g.restore();
    const fs = L.s * 0.58;
    const cy = y0 + hgt * 0.6;
    this.trayItems = me.display.map((c, i) => ({ c, x: 14 + fs * 0.5 + i * (fs * 0.95), y: cy, size: fs }));
    // the courier just revealed for the start or a forced placing, beside the display
    const drawn = v.step.courier;
    if (drawn) {
      const x = 14 + fs * 0.5 + me.display.length * (fs * 0.95) + fs * 0.4;
      P.paintRing(g, x, cy, fs * 0.55, P.JADE);
      P.paintCourier(g, x, cy, fs * 0.9, drawn.kind, this.hue(drawn.colour), this.hue(seat));
      g.save();
      g.fillStyle = '#bff3e6';
      g.font = `600 ${L.narrow ? 9 : 12}px ${P.SANS}`;
      g.textAlign = 'left';
      g.textBaseline = 'middle';
      g.fillText(w('drawnLabel', lang, { kind: kindName(drawn.kind, lang) }), x + fs * 0.62, cy);
      g.restore();
    } else if (!me.display.length) {
      g.fillStyle = 'rgba(255, 240, 210, 0.7)';
      g.font = `italic 12px ${P.SANS}`;
      g.fillText(w('emptyDisplay', lang), 14, cy);
    }
    for (const it of this.trayItems) {
      const key = `display:${it.c.colour}:${it.c.kind}`;
      const chosen = this.chosen && this.chosen.kind === it.c.kind && this.chosen.colour === it.c.colour;
      if (chosen) P.paintRing(g, it.x, it.y, fs * 0.55, P.JADE);
      else if (t.has(key)) P.paintRing(g, it.x, it.y, fs * 0.55);
      P.paintCourier(g, it.x, it.y, fs * 0.9, it.c.kind, this.hue(it.c.colour), this.hue(seat));
    }
    // deck and secured coins on the right
    const dw = L.s * 0.4;
    const dh = L.s * 0.5;
    const dx = L.width - dw - 12;
    const dy = y0 + 6;
    P.paintDeck(g, dx, dy, dw, dh, me.deck, this.hue(seat));
    g.save();
    g.fillStyle = '#ffe9a8';
    g.font = `600 ${L.narrow ? 9 : 12}px ${P.SANS}`;
    g.textAlign = 'center';
    g.textBaseline = 'top';
    g.fillText(w('deck', lang), dx + dw / 2, dy + dh + 3);
    g.restore();
    if (t.has('draw')) P.paintRing(g, dx + dw / 2, dy + dh / 2, dw * 0.9);
    const d = Math.max(14, L.s * 0.24);
    me.secured.forEach((c, i) => P.paintCoin(g, dx - 14 - d / 2 - i * (d * 0.6), cy, d, c));
  }

  // ---- the clickable layer -------------------------------------------------------------

  buildOverlay(L, v, t) {
    const lang = this.ctx.lang;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const groups = [];
    const display = this.trayItems.filter((it) => t.has(`display:${it.c.colour}:${it.c.kind}`));
    if (display.length) {
      const grp = h('div', { class: 'kz-group', role: 'toolbar', 'aria-label': w('yourDisplay', lang, { name: this.ctx.names[v.turn] }) });
      const seen = new Set();
      for (const it of display) {
        const key = `display:${it.c.colour}:${it.c.kind}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const chosen = this.selection?.courier && this.chosen?.kind === it.c.kind && this.chosen?.colour === it.c.colour;
        const vars = { kind: kindName(it.c.kind, lang), colour: this.colourName(it.c.colour) };
        grp.append(this.button(key, it.x - it.size / 2, it.y - it.size / 2, it.size, it.size, {
          label: w(chosen ? 'aDisplaySelected' : 'aDisplay', lang, vars), enabled: true, pressed: !!chosen,
          data: { kz: 'display', colour: it.c.colour, kind: it.c.kind },
        }));
      }
      groups.push(grp);
    }
    const spots = [];
    for (const [key, action] of t) {
      const [type, a, b] = key.split(':');
      if (type === 'inn') {
        const i = Number(a);
        const p = L.inns[i];
        // the inn and its name tag above it: the hint's outline goes round both
        const tag = this.tags?.[i];
        const x0 = Math.min(p.x - L.s / 2, tag?.x ?? Infinity);
        const y0 = Math.min(p.y - L.s / 2, tag?.y ?? Infinity);
        const x1 = Math.max(p.x + L.s / 2, tag ? tag.x + tag.w : -Infinity);
        spots.push({ key, x: x0, y: y0, w: x1 - x0, h: p.y + L.s / 2 - y0, label: this.innAction(action.move, i, v), data: { kz: 'inn', inn: i } });
      } else if (type === 'room') {
        const i = Number(a);
        const r = P.roomRect(L.inns[i].x, L.inns[i].y, L.s, KINDS.indexOf(b));
        const label = action.move.type === 'first'
          ? w('aFirst', lang, { kind: kindName(b, lang) })
          : w('aHandoverTo', lang, { kind: kindName(b, lang), inn: v.board.innName[i] });
        spots.push({ key, x: r.x, y: r.y, w: r.w, h: r.h, label, data: { kz: 'room', inn: i, kind: b } });
      }
    }
    if (spots.length) {
      const grp = h('div', { class: 'kz-group kz-targets', role: 'toolbar', 'aria-label': w('aBoard', lang) });
      for (const s of readingOrder(spots)) grp.append(this.button(s.key, s.x, s.y, s.w, s.h, { label: s.label, enabled: true, data: s.data, layer: s.layer }));
      groups.push(grp);
    }
    replace(this.overlay, groups);
    for (const grp of groups) rovingGroup(grp);
    this.restoreFocus(before);
  }

  innAction(move, i, v) {
    const lang = this.ctx.lang;
    const inn = v.board.innName[i];
    const words = this.innWords(v, i);
    switch (move.type) {
      case 'start': return `${w('aStart', lang, { inn })}. ${words}`;
      case 'place': return `${w('aPlace', lang, { kind: kindName(move.kind, lang), inn })}. ${words}`;
      case 'placeDrawn': return `${w('aPlace', lang, { kind: kindName(v.step.courier.kind, lang), inn })}. ${words}`;
      case 'depart': {
        const [a, b] = v.inns[i].departing.map((k) => kindName(k, lang));
        return `${w('aDepart', lang, { inn, a, b })}. ${words}`;
      }
      case 'lodge': {
        const tr = v.step.travellers[v.step.index];
        return `${w('aLodge', lang, { kind: kindName(tr.courier.kind, lang), inn })}. ${words}`;
      }
      default: return words;
    }
  }

  innWords(v, i) {
    const lang = this.ctx.lang;
    const inn = v.inns[i];
    const name = v.board.innName[i];
    const village = villageName(v.board.innVillage[i], lang);
    if (inn.closed) return w('aInnClosed', lang, { inn: name, village });
    const rooms = inn.rooms.flatMap((r, k) => {
      if (!r) return [];
      const vars = { kind: kindName(KINDS[k], lang), colour: this.colourName(r.colour), owner: this.ctx.names[r.dispatch] };
      return [w(r.dispatch === null || r.dispatch === undefined ? 'aRoom' : 'aRoomDispatch', lang, vars)];
    });
    return w('aInn', lang, { inn: name, village, rooms: rooms.join(', ') || w('aEmpty', lang) });
  }

  buildControls(v, t) {
    const lang = this.ctx.lang;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const me = v.seats[v.turn];
    const items = [];
    const add = (key, text, label, extra = '') => {
      if (!t.has(key)) return;
      const b = h('button', { type: 'button', class: `st-btn kz-control ${extra}`, 'aria-label': label, title: label, 'data-key': key, 'data-kz': key.split(':')[0], 'data-legal': 'true', text });
      if (key.startsWith('first:')) b.dataset.kind = key.slice(6);
      b.addEventListener('click', () => this.activate(key));
      items.push(this.keepHint(b));
    };
    if (v.step.step === 'order') {
      for (const kind of v.inns[v.step.inn].departing) {
        add(`first:${kind}`, w('first', lang, { kind: kindName(kind, lang) }), w('aFirst', lang, { kind: kindName(kind, lang) }), 'kz-main');
      }
    }
    add('coin', w('coin', lang), w('coinLong', lang, { n: v.pool }), 'kz-main');
    const stopText = v.pending.length ? w('stop', lang, { n: v.pendingValue }) : w('stopEnd', lang);
    add('stop', stopText, stopText);
    add('draw', w('draw', lang), w('drawLong', lang, { n: me.deck }), 'kz-main');
    if (!this.selection?.handover) add('handover', w('handover', lang), w('handover', lang));
    add('pass', w('pass', lang), w('pass', lang), 'kz-main');
    add('cancel', w('cancel', lang), w('cancel', lang));
    replace(this.controls, items);
    this.controls.hidden = !items.length;
    rovingGroup(this.controls);
    this.restoreFocus(before);
  }

  // ---- words ---------------------------------------------------------------------------------

  promptText() {
    const lang = this.ctx.lang;
    const { v, moves } = this.data;
    if (!this.ctx.interactive || !moves.length) return '';
    const st = v.step;
    const names = this.ctx.names;
    const me = v.seats[v.turn];
    switch (st.step) {
      case 'start': return w('pStart', lang, { kind: kindName(st.courier.kind, lang) });
      case 'placeDrawn': return w('pDrawn', lang, { kind: kindName(st.courier.kind, lang) });
      case 'order': {
        const [a, b] = v.inns[st.inn].departing.map((k) => kindName(k, lang));
        return w('pOrder', lang, { inn: v.board.innName[st.inn], a, b });
      }
      case 'travel': {
        const tr = st.travellers[st.index];
        const owner = names[v.seats.findIndex((s) => s.colours.includes(tr.courier.colour))] ?? '?';
        const vars = { kind: kindName(tr.courier.kind, lang), owner, village: villageName(st.village, lang), partner: v.board.innName[st.firstInn] };
        let text = w(st.index === 1 && st.firstInn !== null && st.firstInn !== undefined ? 'pTravelSecond' : 'pTravel', lang, vars);
        const from = v.board.innVillage[st.from] + 1;
        if (st.village > from) {
          const through = [];
          for (let x = from; x < st.village; x++) through.push(villageName(x, lang));
          text = `${w('pMarched', lang, { kind: kindName(tr.courier.kind, lang), through: through.join(', ') })} ${text}`;
        }
        return text;
      }
      case 'rubeln': {
        const vars = { target: me.target, secured: me.rubel, pending: v.pendingValue, sum: me.rubel + v.pendingValue };
        if (st.optional && !v.pending.length) return w('pRubelnOptional', lang, vars);
        return w(v.pending.length ? 'pRubeln' : 'pRubelnFirst', lang, vars);
      }
      case 'action': {
        if (moves.length === 1 && moves[0].type === 'pass') return w('pPass', lang);
        if (this.selection?.handover) return w('pHandover', lang);
        if (this.selection?.courier) return w('pActionSelected', lang, { kind: courierName(this.selection.courier, lang, (c) => this.hue(c)) });
        return w('pAction', lang);
      }
      default: return '';
    }
  }

  writeTexts(v) {
    const lang = this.ctx.lang;
    const prompt = this.promptText();
    this.prompt.textContent = prompt;
    this.prompt.hidden = !prompt;
    // what happened since the previous turn began: the table sees it at once
    const starts = v.log.flatMap((e, i) => (e.event === 'turnStarted' ? [i] : []));
    const from = starts.length >= 2 ? starts[starts.length - 2] : 0;
    const lines = v.log.slice(from).filter((e) => e.event !== 'turnStarted')
      .map((e) => describeEvent(e, this.ctx.names, lang, v.board, (c) => this.hue(c))).filter(Boolean).map((d) => (typeof d === 'string' ? d : d.text));
    const shown = lines.slice(-4);
    if (shown.length && v.step.step !== 'start') {
      replace(this.news, h('strong', { text: `${w('recent', lang)}: ` }), shown.join(' '));
      this.news.hidden = false;
    } else {
      this.news.hidden = true;
    }
    this.news.dataset.march = String(v.log.slice(from).some((e) => e.event === 'durchmarsch'));
    this.describeBoard(v);
  }

  describeBoard(v) {
    const lang = this.ctx.lang;
    const lines = v.inns.map((_, i) => this.innWords(v, i));
    const guards = v.guards.map((seats, i) => w('aGuard', lang, { n: v.board.guardValue[i], who: seats.map((s) => this.ctx.names[s]).join(', ') || w('aNobody', lang) }));
    replace(this.described, h('h2', { text: w('aBoard', lang) }), h('ul', {}, [...guards, ...lines].map((l) => h('li', { text: l }))));
  }
}

function lastIndex(list, pred) {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i])) return i;
  return 0;
}

/** The coins revealed in the latest turn that revealed any (faded on the palace). */
function lastCoins(v) {
  const out = [];
  for (let i = v.log.length - 1; i >= 0; i--) {
    const e = v.log[i];
    if (e.event === 'coinDrawn') out.unshift(e.coin);
    else if (e.event === 'turnStarted' && out.length) break;
  }
  return out.slice(-8);
}

export { coinValue };

/**
 * What moves (motion.js): every courier in an inn's room, keyed by colour and
 * kind, so one that departs travels to its new inn, and one laid from the
 * display travels from there.
 */
function motionItems(L, v, trayItems) {
  const items = [];
  const seen = new Map();
  const key = (c, kind) => {
    const k = `courier:${c.colour}:${kind}`;
    seen.set(k, (seen.get(k) || 0) + 1);
    return seen.get(k) > 1 ? `${k}:${seen.get(k)}` : k;
  };
  v.inns.forEach((inn, i) => {
    const p = L.inns[i];
    inn.rooms.forEach((room, k) => {
      if (!room) return;
      const r = P.roomRect(p.x, p.y, L.s, k);
      items.push({ key: key(room, KINDS[k]), x: r.x, y: r.y, w: r.w, h: r.h, from: `display:${room.colour}:${KINDS[k]}` });
    });
  });
  for (const it of trayItems) items.push({ key: `display:${it.c.colour}:${it.c.kind}`, x: it.x - it.size / 2, y: it.y - it.size / 2, w: it.size, h: it.size });
  return items;
}

/** Inn indices in the order people count them: bottom row first, left to right. */
function innOrder(v, L) {
  return v.inns.map((_, i) => i).sort((p, q) => L.inns[q].y - L.inns[p].y || L.inns[p].x - L.inns[q].x);
}
