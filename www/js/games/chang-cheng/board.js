// The Chang Cheng board: the wall on a canvas with a layer of real
// (transparent) buttons on every clickable place, and HTML rows above it
// for the decision at hand (actions, hand of cards, card options, the
// expansion) and a panel that follows a province's scoring step by step.

import { h, replace, focus, rovingGroup } from '../../shell/dom.js';
import { CanvasBoard, readingOrder } from '../canvas-board.js';
import { layout } from './layout.js';
import * as P from './paint.js';
import { roomBelow } from '../fit.js';
import { buildLegend } from './legend.js';
import { seatHue, seatColorList } from '../hues.js';
import { describeEvent } from './describe.js';
import { w, siteNo, provNo, terrNo, names as nameList, ACTION_KEYS, sideName } from './strings.js';

/** The legal moves sorted by what they need from the player. */
function analyse(moves) {
  const a = { actions: [], walls: new Set(), cards: new Map(), doubles: new Set(), towers: new Set(), removeCard: [],
    destroy: new Set(), removeThreat: new Set(), options: [], swaps: new Map(), pass: false, expand: new Map() };
  for (const m of moves) {
    switch (m.type) {
      case 'action': a.actions.push(m.action); break;
      case 'wall': a.walls.add(m.site); break;
      case 'card': if (!a.cards.has(m.card)) a.cards.set(m.card, new Set()); a.cards.get(m.card).add(m.province); break;
      case 'double': a.doubles.add(m.site); break;
      case 'tower': a.towers.add(m.site); break;
      case 'removeCard': a.removeCard.push(m.card); break;
      case 'destroy': a.destroy.add(m.site); break;
      case 'removeThreat': a.removeThreat.add(m.territory); break;
      case 'choose': a.options.push(m.option); break;
      case 'swap': if (!a.swaps.has(m.site)) a.swaps.set(m.site, new Set()); a.swaps.get(m.site).add(m.with); break;
      case 'pass': a.pass = true; break;
      case 'expand': if (!a.expand.has(m.side)) a.expand.set(m.side, new Set()); a.expand.get(m.side).add(m.end); break;
      default: break;
    }
  }
  return a;
}

export class Board extends CanvasBoard {
  constructor(container, ctx) {
    super('cc');
    this.ctx = ctx;
    this.prompt = h('p', { class: 'cc-prompt', 'data-cc-prompt': true, hidden: true });
    this.controls = h('div', { class: 'cc-controls', role: 'toolbar', 'data-cc-controls': true });
    this.hand = h('div', { class: 'cc-hand', role: 'toolbar', 'data-cc-hand': true });
    this.panel = h('div', { class: 'cc-panel', 'data-cc-scoring': true, hidden: true });
    this.info = h('p', { class: 'cc-info', 'data-cc-info': true });
    this.legend = h('div', { class: 'cc-legend', 'data-cc-legend': true, 'data-figure-extra': 'legend' });
    this.described = h('div', { class: 'st-sr-only', 'data-cc-description': true });
    this.root = h('div', { class: 'cc-root' }, this.prompt, this.controls, this.hand, this.panel, this.stage, this.info, this.legend, this.described);
    // opening or closing the legend changes the room for the map
    this.legend.addEventListener('toggle', () => { if (this.data) this.draw(); }, true);
    container.append(this.root);
    this.listen(document, 'keydown', (e) => this.onKey(e));
    // the two rows live as long as the board: one roving group each, synced after every rebuild
    this.controlsGroup = rovingGroup(this.controls);
    this.handGroup = rovingGroup(this.hand);
  }

  clear() {
    this.data = null;
    this.selection = null;
    this.blankCanvas();
    for (const el of [this.overlay, this.controls, this.hand, this.described, this.panel]) el.replaceChildren();
    this.panel.hidden = true;
    this.prompt.textContent = '';
    this.prompt.hidden = true;
    this.info.textContent = '';
  }

  focus() {
    if (!this.keyboard) return;
    focus(this.controls.querySelector('button:not(:disabled)') || this.hand.querySelector('button:not(:disabled)')
      || this.overlay.querySelector('button:not(:disabled)'));
  }

  /** The index into SEAT_COLORS seat `seat` is drawn in (`ctx.seatColors`: a rules figure's colours; ../hues.js). */
  hue(seat) {
    return seatHue(this.ctx.seatColors, seat, P.SEAT_COLORS.length);
  }

  render(view, moves, ctx) {
    this.ctx = ctx;
    // The colours the seats are drawn in, for whoever reads the page (tests).
    this.root.dataset.seatColors = seatColorList(P.SEAT_COLORS, view.players, (seat) => this.hue(seat));
    const v = view.view;
    if (v.log.length !== this.logLength || this.data?.view.viewer !== view.viewer) {
      this.selection = null;
      this.logLength = v.log.length;
    }
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    this.data = { view, v, viewer, moves, a: analyse(ctx.interactive ? moves : []) };
    this.validate();
    this.draw();
  }

  /** Drops a selection that the legal moves no longer support. */
  validate() {
    const { a } = this.data;
    const s = this.selection || {};
    if (s.card !== undefined && !a.cards.has(s.card)) delete s.card;
    if (s.swapFrom !== undefined && !a.swaps.has(s.swapFrom)) delete s.swapFrom;
    if (s.side !== undefined && !a.expand.has(s.side)) { delete s.side; delete s.end; }
    if (s.side !== undefined && !a.expand.get(s.side).has(s.end)) s.end = [...a.expand.get(s.side)].includes('east') ? 'east' : 'west';
    // a single card in hand needs no choosing
    if (s.card === undefined && a.cards.size === 1) s.card = [...a.cards.keys()][0];
    this.selection = s;
  }

  // ---- targets -------------------------------------------------------------------

  /** key → {move} | {select}: everything clickable now (kept in `this.targets`, data the hint reads). */
  findTargets() {
    const { a } = this.data;
    const s = this.selection;
    const t = new Map();
    for (const action of a.actions) t.set(`action:${action}`, { move: { type: 'action', action } });
    for (const site of a.walls) t.set(`site:${site}`, { move: { type: 'wall', site } });
    for (const site of a.doubles) t.set(`site:${site}`, { move: { type: 'double', site } });
    for (const site of a.towers) t.set(`site:${site}`, { move: { type: 'tower', site } });
    for (const site of a.destroy) t.set(`site:${site}`, { move: { type: 'destroy', site } });
    for (const card of a.cards.keys()) t.set(`hand:${card}`, { select: { card } });
    if (s.card !== undefined) for (const p of a.cards.get(s.card)) t.set(`province:${p}`, { move: { type: 'card', card: s.card, province: p } });
    for (const territory of a.removeThreat) {
      t.set(`territory:${territory}`, { move: { type: 'removeThreat', territory } });
      t.set(`threat:${territory}`, { move: { type: 'removeThreat', territory } });
    }
    for (const card of a.removeCard) t.set(`removeCard:${card}`, { move: { type: 'removeCard', card } });
    for (const option of a.options) t.set(`option:${option}`, { move: { type: 'choose', option } });
    if (s.swapFrom === undefined) for (const site of a.swaps.keys()) t.set(`site:${site}`, { select: { swapFrom: site } });
    else for (const other of a.swaps.get(s.swapFrom)) t.set(`site:${other}`, { move: { type: 'swap', site: s.swapFrom, with: other } });
    if (a.pass) t.set('pass', { move: { type: 'pass' } });
    for (const side of a.expand.keys()) t.set(`side:${side}`, { select: { side, end: undefined } });
    if (s.side !== undefined) {
      for (const end of a.expand.get(s.side)) t.set(`end:${end}`, { select: { end } });
      t.set('confirm', { move: { type: 'expand', side: s.side, end: s.end } });
    }
    if (s.swapFrom !== undefined || s.side !== undefined) t.set('cancel', { select: { swapFrom: undefined, side: undefined, end: undefined } });
    return t;
  }

  // ---- drawing ---------------------------------------------------------------------

  draw() {
    const { v, viewer } = this.data;
    const lang = this.ctx.lang;
    const width = this.stageWidth();
    const ghost = this.selection.side !== undefined ? { side: this.selection.side, end: this.selection.end } : null;
    this.targets = this.findTargets();
    // four board sides on a phone need the height of a second row of seats (fit.js, data-fit-tight)
    this.root.toggleAttribute('data-fit-tight', width < 560 && v.line.length + (ghost ? 1 : 0) >= 4);
    // the rows above and below the map first: the map takes the height left (fit.js)
    this.buildControls(v);
    this.buildHand(v, viewer);
    this.writePanel(v);
    this.writeTexts(v, viewer);
    this.writeLegend(lang);
    let L = this.placeLegend(v, width, ghost);
    if (L.overflows && this.foldPanel()) L = this.placeLegend(v, width, ghost);
    this.L = L;
    const g = this.sizeCanvas(width, L.height);
    P.paintTable(g, L.width, L.height);
    const scoring = v.scoring?.province ?? null;
    v.territories.forEach((t, i) => P.paintTerritory(g, L.territoryShape(i), L.territory(i), i, [w('terrLabel', lang, { t: terrNo(i) }), w('terrShort', lang, { t: terrNo(i) })], {
      known: t.threat, removed: t.removed, peekedBy: t.peekedBy.map((seat) => this.hue(seat)), scoring: this.targets.has(`territory:${i}`),
    }));
    v.provinces.forEach((p, i) => P.paintProvince(g, L.provinceShape(i), L.province(i), i, [w('provLabel', lang, { p: provNo(i) }), w('provShort', lang, { p: provNo(i) })],
      p.sites.length, p, { scoring: scoring === i }, viewer, L, (seat) => this.hue(seat)));
    for (const sec of L.sections) {
      if (sec.ghost) P.paintGhost(g, sec, v.board.sides[sec.side], w('boardLabel', lang, { side: sideName(sec.side) }), L);
      P.paintSectionName(g, L.heading(sec), w('boardLabel', lang, { side: sideName(sec.side) }));
    }
    for (const id of v.order) {
      const box = L.siteBox(id);
      const piece = v.sites[id];
      // an empty site's number after the targets' rings (below): it stays readable on them
      P.paintSite(g, L.siteQuad(id), box, id, { number: !!piece });
      if (piece) {
        const join = piece.kind === 'double' ? doubleJoins(v, id) : {};
        P.paintPiece(g, box, piece, { ...join, hue: this.hue(piece.owner) });
      } else if (v.reservedFor[id].length) {
        P.paintReserved(g, box, v.reservedFor[id].map((seat) => this.hue(seat)));
      }
    }
    this.paintTargets(g, L, v);
    for (const id of v.order) if (!v.sites[id]) P.paintSiteNumber(g, L.siteBox(id), id);
    this.buildOverlay(L, v);
    this.paintMarks(g, lang);
    this.describeRegions(this.regions(L, v));
    this.moveItems(motionItems(L, v), `${viewer}:${v.log.length}`);
  }

  /**
   * The map's layout, and where the legend goes: into the room a last row
   * not full of board sides leaves (open there), else under the map (its
   * height then taken from the map's room). An arrangement chosen with the
   * legend under the map that leaves such room keeps the legend in it, the
   * map then stretched to the whole height.
   */
  placeLegend(v, width, ghost) {
    const fits = (L) => L.free && L.free.w >= 260 && L.free.h >= 150;
    const whole = roomBelow(this.stage, [this.info]);
    let L = layout(v, width, whole, ghost);
    if (!fits(L) && this.insetPer) L = layout(v, width, whole, ghost, this.insetPer);
    if (!fits(L)) {
      this.legendBelow();
      const below = layout(v, width, roomBelow(this.stage, [this.info, this.legend]), ghost);
      if (!fits(below)) {
        this.insetPer = null;
        return below;
      }
      L = layout(v, width, whole, ghost, below.per);
      if (!fits(L)) return below;
    }
    this.insetPer = L.per;
    if (!this.legend.classList.contains('cc-legend-inset')) {
      this.stage.append(this.legend);
      this.legend.classList.add('cc-legend-inset');
      const details = this.legend.querySelector('details');
      if (details) details.open = true;
    }
    const slot = L.free;
    Object.assign(this.legend.style, { left: `${slot.x + 8}px`, top: `${slot.y + 8}px`, width: `${slot.w - 8}px`, maxHeight: `${slot.h - 8}px` });
    return L;
  }

  /** The legend back under the map (from the room in the last row). */
  legendBelow() {
    if (!this.legend.classList.contains('cc-legend-inset')) return;
    this.legend.classList.remove('cc-legend-inset');
    this.legend.removeAttribute('style');
    this.info.after(this.legend);
  }

  /** The legend under the map (legend.js), built again only when the language or the figure's colours change (its pieces show seats' colours). */
  writeLegend(lang) {
    const key = `${lang}:${this.ctx.seatColors ?? ''}`;
    if (this.legendLang === key) return;
    // open where there is room for it besides the map (wide and tall windows); a click opens it anywhere
    const open = this.legend.querySelector('details')?.open ?? (this.stage.clientWidth >= 700 && window.innerHeight >= 900);
    replace(this.legend, buildLegend(lang, open, (seat) => this.hue(seat)));
    this.legendLang = key;
  }

  /**
   * Every key `placeMarks` can mark on the board as drawn now, in the
   * `highlight=` syntax (CanvasBoard#markable: the figure builder's toggles).
   * @returns {string[]}
   */
  markableKeys() {
    if (!this.data || !this.L) return [];
    const { v } = this.data;
    return [
      ...v.order.map((i) => `site:${i + 1}`),
      ...v.provinces.map((_, i) => `province:${i + 1}`),
      ...v.territories.map((_, i) => `territory:${i + 1}`),
    ];
  }

  /**
   * Places the embed's `highlight` parameter can mark, numbered as on the
   * board: `site:12` (a building site), `province:3` (a province with its
   * cards), `territory:2` (a Mongol territory with its threat counter).
   */
  placeMarks(keys, lang) {
    const { v } = this.data;
    const L = this.L;
    const marks = [];
    for (const key of keys) {
      const [type, raw] = key.split(':');
      const i = Number(raw) - 1;
      if (!Number.isInteger(i) || i < 0) continue;
      if (type === 'site' && i < v.sites.length && v.order.includes(i)) {
        const p = v.provinces.findIndex((x) => x.sites.includes(i));
        const t = v.territories.findIndex((x) => x.sites.includes(i));
        marks.push({ key, ...L.siteBox(i), label: w('aSite', lang, { s: siteNo(i), p: provNo(p), t: terrNo(t) }) });
      } else if (type === 'province' && i < v.provinces.length) {
        marks.push({ key, ...L.province(i), label: w('aProvince', lang, { p: provNo(i), v: v.provinces[i].sites.length }) });
      } else if (type === 'territory' && i < v.territories.length) {
        marks.push({ key, ...L.territory(i), label: w('aTerritory', lang, { t: terrNo(i) }) });
      }
    }
    return marks;
  }

  paintTargets(g, L, v) {
    const s = this.selection;
    // a target's ring (P.paintTarget), noted as a mark (CanvasBoard#mark)
    const target = (box, chosen = false) => {
      P.paintTarget(g, box, chosen);
      this.mark(g, { kind: chosen ? 'selected' : 'legal', x: box.x + 2, y: box.y + 2, w: box.w - 4, h: box.h - 4, line: chosen ? 4 : 3 });
    };
    for (const key of this.targets.keys()) {
      const [type, id] = key.split(':');
      if (type === 'site') {
        const site = Number(id);
        target(L.siteBox(site));
        if (this.data.a.doubles.has(site)) {
          const east = eastOf(v, site);
          if (east !== null) target(L.siteBox(east));
        }
      } else if (type === 'province') target(L.province(Number(id)));
      else if (type === 'territory') target(L.territory(Number(id)));
    }
    if (s.swapFrom !== undefined) target(L.siteBox(s.swapFrom), true);
  }

  // ---- the clickable layer ----------------------------------------------------------

  buildOverlay(L, v) {
    const lang = this.ctx.lang;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const spots = [];
    for (const key of this.targets.keys()) {
      const [type, raw] = key.split(':');
      const id = Number(raw);
      if (type === 'site') {
        const b = L.siteBox(id);
        spots.push({ key, ...b, y: b.y - 2, h: b.h + 4, label: this.siteLabel(id, v), data: { cc: 'site', site: id } });
      } else if (type === 'province') {
        const b = L.province(id);
        const label = w('aPlaceCard', lang, { card: this.selection.card, p: provNo(id) });
        spots.push({ key, ...b, label, data: { cc: 'province', province: id } });
      } else if (type === 'territory') {
        const b = L.territory(id);
        spots.push({ key, ...b, label: w('removeThreat', lang, { t: terrNo(id) }), data: { cc: 'territory', territory: id } });
      }
    }
    const groups = [];
    if (spots.length) {
      const grp = h('div', { class: 'cc-group', role: 'toolbar', 'aria-label': w('aTargets', lang) });
      for (const sp of readingOrder(spots)) grp.append(this.button(sp.key, sp.x, sp.y, sp.w, sp.h, { label: sp.label, enabled: true, data: sp.data, layer: sp.layer }));
      groups.push(grp);
    }
    replace(this.overlay, groups);
    for (const grp of groups) rovingGroup(grp);
    this.restoreFocus(before);
  }

  siteLabel(id, v) {
    const lang = this.ctx.lang;
    const { a } = this.data;
    const s = siteNo(id);
    if (a.doubles.has(id)) return w('aPlaceDouble', lang, { a: s, b: siteNo(eastOf(v, id)) });
    if (a.towers.has(id)) return w('aPlaceTower', lang, { s });
    if (a.destroy.has(id)) return w('aDestroy', lang, { s });
    if (a.walls.has(id)) return w('aPlaceWall', lang, { s });
    const piece = v.sites[id];
    if (this.selection.swapFrom !== undefined) return w('aSwapWith', lang, { s, owner: this.ctx.names[piece?.owner] ?? '' });
    return w('aSwapFrom', lang, { s });
  }

  /** The decision buttons above the board: actions, card options, expansion. */
  buildControls(v) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    const { a } = this.data;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const items = [];
    const t = this.targets;
    if (a.actions.length) {
      for (const action of ['walls', 'cards', 'cardWall', 'double', 'tower']) {
        const key = ACTION_KEYS[action];
        items.push(this.control(`action:${action}`, w(key, lang), w(`${key}Long`, lang), 'cc-action'));
      }
    }
    const card = v.scoring && v.scoring.cards[v.scoring.next];
    for (const c of a.removeCard) {
      const owner = v.scoring.cards.find((x) => x.card === c)?.owner;
      items.push(this.control(`removeCard:${c}`, w('remove', lang, { card: c, name: names[owner] }), w('remove', lang, { card: c, name: names[owner] })));
    }
    for (const option of a.options) {
      const text = w(`opt${card?.card ?? 3}${option}`, lang);
      items.push(this.control(`option:${option}`, text, text));
    }
    for (const territory of a.removeThreat) {
      const text = w('removeThreat', lang, { t: terrNo(territory) });
      items.push(this.control(`threat:${territory}`, text, text));
    }
    if (a.pass) items.push(this.control('pass', w('pass', lang), w('pass', lang)));
    if (a.expand.size) {
      for (const side of a.expand.keys()) {
        const text = w('side', lang, { side: sideName(side) });
        items.push(this.control(`side:${side}`, text, text, '', this.selection.side === side));
      }
      if (this.selection.side !== undefined) {
        for (const end of ['west', 'east']) if (t.has(`end:${end}`)) items.push(this.control(`end:${end}`, w(end, lang), w(end, lang), '', this.selection.end === end));
        items.push(this.control('confirm', w('confirm', lang), w('confirm', lang), 'cc-confirm'));
      }
    }
    if (t.has('cancel')) items.push(this.control('cancel', w('cancel', lang), w('cancel', lang)));
    replace(this.controls, items);
    this.controls.hidden = !items.length;
    this.controlsGroup.sync();
    this.restoreFocus(before);
  }

  control(key, text, label, extra = '', pressed = undefined) {
    const enabled = this.targets.has(key);
    const [type] = key.split(':');
    const b = h('button', {
      type: 'button', class: `st-btn cc-control ${extra}`, 'aria-label': label, title: label, disabled: !enabled,
      'aria-pressed': pressed === undefined ? false : String(pressed),
      'data-key': key, 'data-cc': type, 'data-legal': enabled ? 'true' : false, text,
    });
    b.addEventListener('click', () => this.activate(key));
    return this.keepHint(b);
  }

  /** The viewer's hand: always shown to its owner, clickable while cards are placed. */
  buildHand(v, viewer) {
    const lang = this.ctx.lang;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const own = viewer === null ? null : v.seats[viewer];
    if (!own?.hand) {
      replace(this.hand);
      this.hand.hidden = true;
      return;
    }
    const items = [h('span', { class: 'cc-hand-title', text: own.hand.length ? w('hand', lang) : w('noHand', lang) })];
    for (const card of own.hand) {
      const key = `hand:${card}`;
      const enabled = this.targets.has(key);
      const chosen = this.selection.card === card && enabled;
      const text = w(`card${card}`, lang);
      const b = h('button', {
        type: 'button', class: `cc-card cc-seat-${this.hue(viewer)}`, disabled: !enabled, 'aria-pressed': String(chosen),
        'aria-label': w('aHandCard', lang, { card, text }), 'data-tip': text, 'data-key': key, 'data-cc': 'hand', 'data-card': card,
        'data-legal': enabled ? 'true' : false,
      }, h('strong', { text: String(card) }), ' ', h('span', { text }));
      b.addEventListener('click', () => this.activate(key));
      items.push(this.keepHint(b));
    }
    replace(this.hand, items);
    this.hand.hidden = false;
    this.handGroup.sync();
    this.restoreFocus(before);
  }

  /** The latest province scoring, step by step, while it is fresh. */
  writePanel(v) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    const log = v.log;
    let start = -1;
    for (let i = log.length - 1; i >= 0; i--) if (log[i].event === 'completed') { start = i; break; }
    // fresh: during the scoring, or within the current or the previous turn
    const turns = log.reduce((acc, e, i) => (e.event === 'turnStarted' ? [...acc, i] : acc), []);
    const recent = turns.length >= 2 ? turns[turns.length - 2] : 0;
    if (start < 0 || (start < recent && !v.scoring)) {
      this.panel.hidden = true;
      this.panel.replaceChildren();
      return;
    }
    const province = log[start].province;
    const lines = [];
    for (let i = start; i < log.length; i++) {
      const e = log[i];
      if (i > start && e.event === 'completed') break;
      if (i > start && !['cardResolved', 'scored', 'emperorCard', 'expansionStarted', 'expanded'].includes(e.event)) continue;
      const d = describeEvent(e, names, lang);
      if (d) lines.push(typeof d === 'string' ? d : d.text);
    }
    if (v.scoring?.province === province) {
      const c = v.scoring.cards[v.scoring.next];
      if (c) lines.push(w('pWait', lang, { name: names[c.owner], card: c.card }));
    }
    // folded to its title where the map would not fit under it (foldPanel), until opened
    const fold = this.panelFold?.key === start ? this.panelFold : { key: start, open: true, opened: false };
    this.panelFold = fold;
    const details = h('details', { open: fold.open, on: { toggle: () => {
      fold.open = details.open;
      if (details.open) fold.opened = true;
    } } }, h('summary', {}, h('strong', { text: w('scoringTitle', lang, { p: provNo(province) }) })),
    h('ol', {}, lines.map((t) => h('li', { text: t }))));
    replace(this.panel, details);
    this.panel.hidden = false;
  }

  /**
   * Folds the scoring panel to its title when the map does not fit under it
   * (four board sides on a phone), unless the player opened it: the map is
   * the decision, the panel's lines are also in the log. True if it folded.
   */
  foldPanel() {
    const details = this.panel.querySelector('details');
    if (this.panel.hidden || !details?.open || this.panelFold?.opened) return false;
    details.open = false;
    this.panelFold.open = false;
    return true;
  }

  // ---- input ---------------------------------------------------------------------------

  /**
   * The hint (CanvasBoard.highlight): a move of two clicks needs its first
   * click made, so its second target is on the board: the card in hand, the
   * wall that swaps, the side and end of the expansion.
   */
  hintSelection(move) {
    switch (move.type) {
      case 'card': return { selection: { card: move.card }, keys: [`hand:${move.card}`] };
      case 'swap': return { selection: { swapFrom: move.site }, keys: [`site:${move.site}`] };
      case 'expand': return { selection: { side: move.side, end: move.end }, keys: [`side:${move.side}`, `end:${move.end}`] };
      default: return null;
    }
  }

  select(selection) {
    this.selection = { ...this.selection, ...selection };
    this.validate();
    this.draw();
  }

  activate(key) {
    const action = this.targets?.get(key);
    if (!action || !this.ctx.interactive) return;
    if (action.move) {
      this.ctx.play(action.move).then((ok) => { if (ok) this.afterMove(); });
      return;
    }
    this.selection = { ...this.selection, ...action.select };
    this.validate();
    this.draw();
    this.ctx.announce?.(this.promptText());
    if (this.keyboard) {
      const next = key.startsWith('hand:') ? this.overlay.querySelector('button') : null;
      if (next) focus(next);
      else this.restoreFocus(key);
    }
  }

  onKey(e) {
    const pending = this.data && (this.selection?.swapFrom !== undefined || this.selection?.side !== undefined);
    if (e.key === 'Escape' && pending && !e.defaultPrevented && !e.target.closest?.('dialog, input, textarea, select')) {
      e.preventDefault();
      this.selection = {};
      this.validate();
      this.draw();
      this.focus();
    }
  }

  // ---- words ------------------------------------------------------------------------------

  promptText() {
    const lang = this.ctx.lang;
    const { v, a } = this.data;
    if (!this.ctx.interactive || !this.data.moves.length) return '';
    const s = this.selection;
    if (v.scoring) {
      const c = v.scoring.cards[v.scoring.next];
      const p = provNo(v.scoring.province);
      if (c?.card === 6 && s.swapFrom !== undefined) return w('pCard6With', lang, { s: siteNo(s.swapFrom) });
      return w({ 1: 'pCard1', 2: 'pCard2x', 3: 'pCard3', 4: 'pCard4', 6: 'pCard6' }[c?.card] || 'pCard3', lang, { p });
    }
    if (v.expansions > 0) {
      const total = v.seats.length === 4 ? 2 : 1;
      return total === 1 ? w('pExpand', lang, { n: 1 }) : w('pExpandN', lang, { n: total, left: v.expansions });
    }
    const step = v.step;
    if (a.actions.length) return w('pChoose', lang);
    switch (step.step) {
      case 'walls': return w(v.firstTurn ? 'pFirst' : step.first !== null ? 'pWall2' : 'pWall', lang);
      case 'cards':
        if (s.card !== undefined) return w('pCardProvince', lang, { card: s.card }) + (step.first !== null ? ` ${w('pCard2', lang)}` : '');
        return step.first !== null ? w('pCard2', lang) : w('pCard', lang);
      case 'cardWall':
        if (step.province !== null) return w('pCardWall', lang, { p: provNo(step.province) });
        return s.card !== undefined ? w('pCardProvince', lang, { card: s.card }) : w('pCard', lang);
      case 'double': return w('pDouble', lang);
      case 'tower': return w('pTower', lang);
      default: return '';
    }
  }

  writeTexts(v, viewer) {
    const lang = this.ctx.lang;
    let prompt = this.promptText();
    if (!prompt && v.scoring && this.ctx.interactive) {
      const c = v.scoring.cards[v.scoring.next];
      if (c) prompt = w('pWait', lang, { name: this.ctx.names[c.owner], card: c.card });
    }
    this.prompt.textContent = prompt;
    this.prompt.hidden = !prompt;
    const parts = [v.expanded ? w('emperorGone', lang) : w('emperor', lang, { n: v.emperorLeft })];
    if (viewer !== null) {
      const me = v.seats[viewer];
      parts.push(w('supply', lang, { walls: me.walls, double: w(me.double ? 'yes' : 'no', lang), tower: w(me.tower ? 'yes' : 'no', lang), cards: me.handSize }));
    }
    this.info.textContent = parts.join(' · ');
    this.describeBoard(v);
  }

  /**
   * What each thing on the board is (canvas-board.js describeRegions): the
   * territories and provinces with their counters (hidden ones stay hidden),
   * then each site of the wall with its piece. Texts as in `describeBoard`.
   */
  regions(L, v) {
    const out = [];
    v.territories.forEach((_, i) => out.push({ key: `territory:${i}`, ...L.territory(i), text: this.territoryWords(v, i) }));
    v.provinces.forEach((_, i) => out.push({ key: `province:${i}`, ...L.province(i), text: this.provinceWords(v, i) }));
    for (const id of v.order) out.push({ key: `site:${id}`, ...L.siteBox(id), text: this.siteWords(v, id) });
    return out;
  }

  siteWords(v, id) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    let text = w('aSite', lang, { s: siteNo(id), p: provNo(v.siteProvince[id]), t: terrNo(v.siteTerritory[id]) });
    const piece = v.sites[id];
    if (piece) text += `: ${names[piece.owner]}, ${w(`piece_${piece.kind}`, lang)}${piece.destroyed ? ` (${w('destroyed', lang)})` : ''}`;
    else text += `: ${w('aFree', lang)}${v.reservedFor[id].length ? `, ${w('aReserved', lang, { names: nameList(v.reservedFor[id], names, lang) })}` : ''}`;
    return text;
  }

  provinceWords(v, i) {
    const lang = this.ctx.lang;
    const p = v.provinces[i];
    return `${w('aProvince', lang, { p: provNo(i), v: p.sites.length })}: ${p.reputation === null ? w('counterHidden', lang) : `+${p.reputation}`}; ${p.cards.map((c) => `${this.ctx.names[c.owner]} ${c.card ?? '?'}`).join(', ')}`;
  }

  territoryWords(v, i) {
    const lang = this.ctx.lang;
    const t = v.territories[i];
    return `${w('aTerritory', lang, { t: terrNo(i) })}: ${t.removed ? w('removedMark', lang) : t.threat === null ? w('counterHidden', lang) : `−${t.threat}`}`;
  }

  describeBoard(v) {
    const lang = this.ctx.lang;
    const lines = v.order.map((id) => this.siteWords(v, id));
    const provs = v.provinces.map((_, i) => this.provinceWords(v, i));
    const terrs = v.territories.map((_, i) => this.territoryWords(v, i));
    replace(this.described, h('h2', { text: w('aBoard', lang) }), h('ul', {}, [...lines, ...provs, ...terrs].map((l) => h('li', { text: l }))));
  }
}

function eastOf(v, site) {
  const i = v.order.indexOf(site);
  return i >= 0 && i + 1 < v.order.length ? v.order[i + 1] : null;
}

/** Whether a double-wall half continues into its neighbour on screen. */
function doubleJoins(v, id) {
  const i = v.order.indexOf(id);
  const same = (j) => {
    const p = v.sites[v.order[j]];
    return p && p.kind === 'double' && p.owner === v.sites[id].owner;
  };
  return { joinWest: i > 0 && same(i - 1), joinEast: i + 1 < v.order.length && same(i + 1) };
}

/** What moves (motion.js): the pieces on the wall line appear at their site. */
function motionItems(L, v) {
  const items = [];
  for (const id of v.order) {
    const piece = v.sites[id];
    if (!piece) continue;
    const b = L.siteBox(id);
    items.push({ key: `piece:${id}:${piece.owner}:${piece.kind}`, x: b.x, y: b.y, w: b.w, h: b.h });
  }
  return items;
}
