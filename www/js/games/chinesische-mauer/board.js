// The Chinesische Mauer board: a canvas for the picture, and over it a layer
// of real (transparent) buttons on every clickable place, so mouse, touch,
// keyboard, screen readers and tests all use the same targets.

import { h, replace, focus, rovingGroup } from '../../shell/dom.js';
import { CanvasBoard } from '../canvas-board.js';
import { seatHue, seatColorList } from '../hues.js';
import { layout } from './layout.js';
import { roomBelow } from '../fit.js';
import { analyse, targetsFor, validSelection, autoSelection } from './targets.js';
import { paintTable, paintWallBand, paintCard, paintTile, paintGlow, paintSlot, paintTotalChip, paintCardBack, SEAT_COLORS, FONT, SANS } from './paint.js';
import { w, kindName, cards, sectionNo, BASE_VALUE } from './strings.js';

export class Board extends CanvasBoard {
  constructor(container, ctx) {
    super('cm');
    this.ctx = ctx;
    this.prompt = h('p', { class: 'cm-prompt', 'data-cm-prompt': true });
    this.news = h('div', { class: 'cm-news', 'data-cm-news': true, hidden: true });
    this.info = h('p', { class: 'cm-info' });
    this.controls = h('div', { class: 'cm-controls', role: 'toolbar' });
    this.described = h('div', { class: 'st-sr-only', 'data-cm-description': true });
    this.root = h('div', { class: 'cm-root' }, this.news, this.prompt, this.stage, this.controls, this.info, this.described);
    container.append(this.root);
    this.root.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Blanks the board (the hand-over screen is up: no hand may stay visible). */
  clear() {
    this.data = null;
    this.selection = null;
    this.blankCanvas();
    for (const el of [this.overlay, this.controls, this.described, this.news]) el.replaceChildren();
    this.prompt.textContent = '';
    this.info.textContent = '';
  }

  /** Puts keyboard focus on the first thing there is to do (keyboard users only). */
  focus() {
    if (!this.keyboard) return;
    const first = this.overlay.querySelector('button:not(:disabled)[tabindex="0"]') || this.controls.querySelector('button:not(:disabled)');
    focus(first);
  }

  /** The index into SEAT_COLORS seat `seat` is drawn in (`ctx.seatColors`: a rules figure's colours; ../hues.js). */
  hue(seat) {
    return seatHue(this.ctx.seatColors, seat, SEAT_COLORS.length);
  }

  render(view, moves, ctx) {
    this.ctx = ctx;
    // The colours the seats are drawn in, for whoever reads the page (tests).
    this.root.dataset.seatColors = seatColorList(SEAT_COLORS, view.players, (seat) => this.hue(seat));
    const log = view.view.log;
    if (log.length !== this.logLength || this.data?.view.viewer !== view.viewer) {
      this.selection = null; // a move happened: start fresh
      this.logLength = log.length;
    }
    this.data = { view, moves, analysis: analyse(moves) };
    const a = this.data.analysis;
    this.selection = validSelection(a, this.selection) || autoSelection(a);
    this.draw();
  }

  /** The tooltip of a hand card, a card on the board or an open tile: what it does. */
  tipFor(key, data) {
    const lang = this.ctx.lang;
    const tipOf = (kind) => w(`tip${kind[0].toUpperCase()}${kind.slice(1)}`, lang);
    if (data.cm === 'hand') return tipOf(data.kind);
    if (data.cm === 'tile') return w('tipTile', lang, { v: data.tile });
    if (data.cm === 'stack') {
      const kind = this.data?.view.view.sections[data.section]?.stacks[data.stack]?.top.kind;
      return kind ? tipOf(kind) : null;
    }
    return null;
  }

  // ---- drawing ---------------------------------------------------------------

  draw() {
    const { view } = this.data;
    const v = view.view;
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const width = this.stageWidth();
    const targets = targetsFor(this.data.analysis, this.selection);
    this.targets = targets;
    // the buttons under the table first: the table takes the height left
    this.buildControls(v, viewer, targets);
    this.writeTexts(v, viewer);
    const L = layout(v, width, viewer, roomBelow(this.stage, [this.controls, this.info]), { figure: this.isFigure() });
    this.L = L;
    const g = this.sizeCanvas(width, L.height);
    paintTable(g, width, L.height);
    const fresh = recentStacks(v, viewer);
    L.sections.forEach((box, i) => box && this.paintSection(g, box, v.sections[i], i, targets, fresh[i] || new Set()));
    if (L.hand) this.paintHand(g, L.hand, v, viewer, targets);
    this.buildOverlay(L, v, targets);
    this.markArea('hand', L.hand?.area);
    this.paintMarks(g, this.ctx.lang);
    this.describeRegions(this.regions(L, v));
    this.moveItems(motionItems(L, v, viewer), `${viewer}:${v.log.length}`);
  }

  /**
   * A rules figure (the embed's read-only position: `st-figure` on the
   * page, embed-frame.js): a picture of what its text is about, so a section
   * removed from the game (no fame tiles left) is left out rather than shown
   * as an empty "removed" band (issue 36). Play draws every section.
   */
  isFigure() {
    return !this.ctx.interactive && document.documentElement.classList.contains('st-figure');
  }

  /**
   * Every key `placeMarks` can mark on the board as drawn now, in the
   * `highlight=` syntax (CanvasBoard#markable: the figure builder's toggles).
   * @returns {string[]}
   */
  markableKeys() {
    const keys = [];
    (this.L?.sections || []).forEach((box, i) => {
      if (!box) return;
      keys.push(`section:${i + 1}`);
      (box.stacks || []).forEach((_, k) => keys.push(`card:${i + 1}:${k + 1}`));
    });
    for (const grp of this.L?.hand?.groups || []) keys.push(`hand:${grp.kind}`);
    return keys;
  }

  /**
   * Places the embed's `highlight` parameter can mark, numbered as people see
   * them: `section:3` (a wall section), `card:3:2` (the 2nd card from the left
   * in section 3), `hand:<kind>` (a card kind in the shown hand, e.g. `hand:dragon`).
   */
  placeMarks(keys, lang) {
    const marks = [];
    for (const key of keys) {
      const [type, a, b] = key.split(':');
      const box = this.L.sections[Number(a) - 1];
      if (type === 'section' && box) {
        // the ring (CanvasBoard#paintRings, 5-8.5 px out) on the band's own edge: off the titles and chips round it
        const b = box.band;
        marks.push({ key, x: b.x + 7, y: b.y + 7, w: b.w - 14, h: b.h - 14, label: w('section', lang, { n: Number(a) }) });
      } else if (type === 'card' && box?.stacks[Number(b) - 1]) {
        const r = box.stacks[Number(b) - 1];
        marks.push({ key, x: r.x, y: r.y, w: r.fullW, h: r.h, label: `${w('section', lang, { n: Number(a) })}: ${b}` });
      } else if (type === 'hand' && this.L.hand) {
        const grp = this.L.hand.groups.find((x) => x.kind === a);
        if (grp) marks.push({ key, x: grp.x, y: grp.y, w: grp.fullW, h: grp.h, label: kindName(a, lang) });
      }
    }
    return marks;
  }

  paintSection(g, box, s, i, targets, fresh) {
    const lang = this.ctx.lang;
    const { m } = this.L;
    const names = this.ctx.names;
    const slotTarget = targets.has(`section:${i}`);
    // title
    g.fillStyle = s.closed ? '#8a7a66' : '#7d2418';
    g.font = `700 ${m.narrow ? 14 : 17}px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    const title = s.closed ? w('sectionClosed', lang, { n: sectionNo(i) }) : w(m.narrow ? 'sectionShort' : 'section', lang, { n: sectionNo(i) });
    g.fillText(title, box.title.x + 2, box.title.y + box.title.h / 2, box.band.w - 10);
    const titleWidth = g.measureText(title).width;
    paintWallBand(g, box.band.x, box.band.y, box.band.w, box.band.h, { highlight: slotTarget, closed: s.closed });
    if (s.closed) return;
    // totals (after the fame tile deduction) of everyone who laid a card here
    this.paintTotals(g, box, s, titleWidth);
    // fame tiles: the open ones in the tile column
    s.open.forEach((value, k) => {
      const t = box.tiles[k];
      paintTile(g, t.x, t.y, t.s, value);
      // equal tiles are one choice: only the first of them is a target
      if (targets.has(`tile:${i}:${value}`) && s.open.indexOf(value) === k) {
        this.glow(g, t.x, t.y, t.s, t.s, 6, this.selection?.tile === value ? '#2c6e5f' : undefined);
      }
    });
    // cards, left to right; covered cards peek out above their Dragon
    s.stacks.forEach((st, k) => {
      const r = box.stacks[k];
      (st.under || []).forEach((card, u) => paintCard(g, r.under[u].x, r.under[u].y, m.cw, m.ch, card, { covered: true, hue: this.hue(card.owner) }));
      const label = m.cw >= 56 ? kindName(st.top.kind, lang) : null;
      paintCard(g, r.x, r.y, m.cw, m.ch, st.top, { value: s.values[k], label, isNew: fresh.has(k), hue: this.hue(st.top.owner) });
      if (fresh.has(k)) this.mark(g, { kind: 'last', x: r.x - 3, y: r.y - 3, w: m.cw + 6, h: m.ch + 6, line: 3.5 });
    });
    // targets over cards: the Dragon covers, or the fame tile goes on it
    s.stacks.forEach((st, k) => {
      if (targets.has(`stack:${i}:${k}`)) {
        const r = box.stacks[k];
        this.glow(g, r.x, r.y, r.w, r.h, 6);
      }
    });
    // the tile lying on a card, drawn last so it sits on top
    if (s.placed) {
      const r = box.stacks[s.placed.stack];
      const size = Math.round(m.tile * 0.78);
      // over the card's picture: the corner value and the name stay readable
      paintTile(g, r.x + Math.min(r.w, m.cw) / 2 - size / 2, r.y + m.ch * 0.5 - size / 2, size, s.placed.value, { small: true });
    }
    if (!s.stacks.length && !slotTarget) {
      g.fillStyle = 'rgba(90, 60, 30, 0.55)';
      g.font = `italic 13px ${SANS}`;
      g.textAlign = 'left';
      g.fillText(w('emptySection', lang), box.slot.x + 10, box.slot.y + box.slot.h / 2);
    }
    const selectedLabel = this.selection?.kind ? (this.selection.kind === 'horseman' ? w('free', lang) : '') : '';
    paintSlot(g, box.slot.x, box.slot.y, box.slot.w, box.slot.h, { active: slotTarget, label: selectedLabel });
    if (slotTarget) this.mark(g, { kind: 'legal', ...box.slot, line: 2.5 });
    void names;
  }

  /** A glowing outline round a target or the selection (paintGlow), noted as a mark (`labels()`/`marks()`). */
  glow(g, x, y, bw, bh, r, color = undefined) {
    paintGlow(g, x, y, bw, bh, r, color);
    this.mark(g, { kind: color ? 'selected' : 'legal', x: x - 3, y: y - 3, w: bw + 6, h: bh + 6, line: 3.5 });
  }

  paintTotals(g, box, s, titleWidth) {
    const { m } = this.L;
    const names = this.ctx.names;
    g.font = `700 ${Math.round(m.chipH * 0.62)}px ${SANS}`;
    // Whole names where they fit beside the title, else shortened, else only the totals.
    const room = box.band.w - titleWidth - 12;
    const variants = [(seat) => `${names[seat]} ${s.totals[seat]}`, (seat) => `${short(names[seat])} ${s.totals[seat]}`, (seat) => String(s.totals[seat])];
    let chips;
    let widths;
    let total;
    for (const text of variants) {
      chips = s.contributors.map((seat) => ({ seat, text: text(seat) }));
      widths = chips.map((c) => g.measureText(c.text).width + m.chipH * 0.9 + 8 + (c.seat === s.leader ? m.chipH * 0.9 : 0));
      total = widths.reduce((a, b) => a + b + 4, 0);
      if (total <= room) break;
    }
    let x = box.band.x + box.band.w - total;
    const y = box.title.y + (box.title.h - m.chipH) / 2;
    chips.forEach((c, k) => {
      paintTotalChip(g, x, y, m.chipH, this.hue(c.seat), c.text, { leader: c.seat === s.leader });
      x += widths[k] + 4;
    });
  }

  paintHand(g, hand, v, viewer, targets) {
    const { m } = this.L;
    const lang = this.ctx.lang;
    const seat = v.seats[viewer];
    // a wooden tray for the hand
    g.save();
    g.beginPath();
    g.roundRect(hand.area.x, hand.area.y, hand.area.w, hand.area.h, 12);
    const tray = g.createLinearGradient(0, hand.area.y, 0, hand.area.y + hand.area.h);
    tray.addColorStop(0, '#8a5a34');
    tray.addColorStop(1, '#5e3a20');
    g.fillStyle = tray;
    g.fill();
    g.restore();
    g.fillStyle = '#7d2418';
    g.font = `700 ${m.narrow ? 14 : 17}px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    const title = `${w('yourHand', lang)} – ${this.ctx.names[viewer]}`;
    g.fillText(title, hand.title.x + 2, hand.title.y + hand.title.h / 2 - 4, hand.area.w * 0.6);
    // own deck, at the right of the title
    g.font = `600 ${m.narrow ? 12 : 14}px ${SANS}`;
    g.textAlign = 'right';
    g.fillStyle = '#5a3f2c';
    g.fillText(`${w('deck', lang)}: ${seat.deckSize}`, hand.area.x + hand.area.w - 6, hand.title.y + hand.title.h / 2 - 4);
    const scoring = !!this.data.analysis.placeTile;
    if (!hand.groups.length) {
      g.fillStyle = 'rgba(255, 240, 210, 0.75)';
      g.font = `italic ${m.narrow ? 13 : 15}px ${SANS}`;
      g.textAlign = 'left';
      g.fillText(w('emptyHand', lang), hand.area.x + 16, hand.area.y + hand.area.h / 2);
    }
    hand.groups.forEach((grp) => {
      const selected = this.selection?.kind === grp.kind;
      const legal = targets.has(`hand:${grp.kind}`);
      const lift = selected ? -hand.raise : 0;
      const copies = Math.min(grp.count, 3);
      for (let c = copies - 1; c >= 1; c--) {
        paintCardBack(g, grp.x + c * hand.fan, grp.y + lift - c * hand.fan, m.hw, m.hh, this.hue(viewer));
      }
      const label = m.hw >= 52 ? kindName(grp.kind, lang) : null;
      paintCard(g, grp.x, grp.y + lift, m.hw, m.hh, { owner: viewer, kind: grp.kind }, { label, dim: this.ctx.interactive && !legal && !scoring, hue: this.hue(viewer) });
      if (grp.count > 1) countBadge(g, grp.x + m.hw - 4, grp.y + lift + m.hh - 4, grp.count, m.narrow);
      if (selected) this.glow(g, grp.x, grp.y + lift, m.hw, m.hh, 8, '#2c6e5f');
      else if (grp.kind === 'horseman' && legal) freeBadge(g, grp.x + m.hw / 2, grp.y + lift - 2, w('free', lang));
    });
    if (scoring && this.ctx.interactive) {
      // the hand waits while the tile is placed
      g.fillStyle = 'rgba(60, 35, 15, 0.35)';
      g.beginPath();
      g.roundRect(hand.area.x, hand.area.y, hand.area.w, hand.area.h, 12);
      g.fill();
    }
  }

  // ---- the clickable layer ----------------------------------------------------

  buildOverlay(L, v, targets) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const groups = [];
    // hand
    if (L.hand) {
      const hand = h('div', { class: 'cm-group', role: 'toolbar', 'aria-label': w('yourHand', lang) });
      for (const grp of L.hand.groups) {
        const key = `hand:${grp.kind}`;
        const selected = this.selection?.kind === grp.kind;
        const lift = selected ? L.hand.raise : 0;
        hand.append(this.button(key, grp.x, grp.y - lift, grp.w, grp.h, {
          label: w(selected ? 'a11yHandCardSelected' : 'a11yHandCard', lang, { cards: cards(grp.kind, selected ? this.selection.count : grp.count, lang) }),
          enabled: targets.has(key), pressed: selected,
          data: { cm: 'hand', kind: grp.kind },
        }));
      }
      groups.push(hand);
    }
    // tiles to choose (scoring)
    const tiles = h('div', { class: 'cm-group', role: 'toolbar', 'aria-label': w('a11yTiles', lang) });
    const board = h('div', { class: 'cm-group', role: 'toolbar', 'aria-label': w('a11yTargets', lang) });
    L.sections.forEach((box, i) => {
      const s = v.sections[i];
      if (!box || s.closed) return;
      const seen = new Set();
      s.open.forEach((value, k) => {
        const key = `tile:${i}:${value}`;
        if (!targets.has(key) || seen.has(value)) return;
        seen.add(value);
        const t = box.tiles[k];
        tiles.append(this.button(key, t.x, t.y, t.s, t.s, {
          label: w('a11yTile', lang, { v: value }), enabled: true, pressed: this.selection?.tile === value,
          data: { cm: 'tile', section: i, tile: value },
        }));
      });
      s.stacks.forEach((st, k) => {
        const key = `stack:${i}:${k}`;
        if (!targets.has(key)) return;
        const r = box.stacks[k];
        const onTile = this.data.analysis.placeTile;
        const label = onTile
          ? w('a11yStackTile', lang, { kind: kindName(st.top.kind, lang), n: sectionNo(i) })
          : w('a11yStackCover', lang, { owner: names[st.top.owner], kind: kindName(st.top.kind, lang), n: sectionNo(i) });
        board.append(this.button(key, r.x, r.y, r.w, r.h, { label, enabled: true, data: { cm: 'stack', section: i, stack: k } }));
      });
      const key = `section:${i}`;
      if (targets.has(key)) {
        board.append(this.button(key, box.slot.x, box.slot.y, box.slot.w, box.slot.h, {
          label: w('a11ySectionTarget', lang, { n: sectionNo(i) }), enabled: true, data: { cm: 'section', section: i },
        }));
      }
    });
    if (tiles.childElementCount) groups.unshift(tiles);
    if (board.childElementCount) groups.splice(this.data.analysis.placeTile ? 1 : groups.length, 0, board);
    replace(this.overlay, groups);
    for (const grp of groups) rovingGroup(grp);
    this.restoreFocus(before);
  }


  buildControls(v, viewer, targets) {
    const lang = this.ctx.lang;
    const a = this.data.analysis;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    if (viewer === null || !this.ctx.interactive) {
      replace(this.controls);
      this.controls.hidden = true;
      return;
    }
    this.controls.hidden = false;
    const items = [];
    const sel = this.selection;
    if (sel?.kind) {
      const max = a.hand.get(sel.kind)?.maxCount || 1;
      if (max > 1) {
        items.push(h('span', { class: 'cm-count', role: 'group', 'aria-label': w('count', lang) },
          h('span', { class: 'cm-count-label', text: `${w('count', lang)}:` }),
          this.control('count-down', '−', w('fewer', lang), sel.count > 1, () => this.setCount(sel.count - 1)),
          h('output', { class: 'cm-count-value', 'data-cm-count': true, 'aria-live': 'polite', text: String(sel.count) }),
          this.control('count-up', '+', w('more', lang), sel.count < max, () => this.setCount(sel.count + 1))));
      }
      items.push(this.control('cancel', w('cancel', lang), w('cancel', lang), true, () => this.select(null)));
    }
    const deck = v.seats[viewer].deckSize;
    const drawText = deck ? w('drawCount', lang, { n: deck }) : w('deckEmpty', lang);
    const drawLabel = deck ? w('drawCountLong', lang, { n: deck }) : w('deckEmpty', lang);
    items.push(this.control('draw', drawText, drawLabel, targets.has('draw'), () => this.activate('draw'), 'cm-draw'));
    replace(this.controls, items);
    rovingGroup(this.controls);
    this.restoreFocus(before);
  }

  control(key, text, label, enabled, run, extra = '') {
    const b = h('button', {
      type: 'button', class: `st-btn cm-control ${extra}`, 'aria-label': label, disabled: !enabled,
      'data-key': key, 'data-cm': key, 'data-legal': enabled ? 'true' : false, text,
    });
    b.addEventListener('click', run);
    return this.keepHint(b);
  }


  // ---- input ---------------------------------------------------------------------

  activate(key) {
    const action = this.targets?.get(key);
    if (!action || !this.ctx.interactive) return;
    if (action.move) {
      this.ctx.play(action.move).then((ok) => { if (ok) this.afterMove(); });
      return;
    }
    const next = action.select;
    if (next.kind && this.selection?.kind === next.kind) {
      // clicking the selected kind again lays one more of it (wrapping round)
      const max = this.data.analysis.hand.get(next.kind).maxCount;
      this.setCount(this.selection.count >= max ? 1 : this.selection.count + 1);
      return;
    }
    this.select(next);
  }

  /** For the hint (`highlight` in canvas-board.js): pick the cards or tile of `move` first. */
  hintSelection(move) {
    if (move.type === 'placeTile') return { selection: { tile: move.tile }, keys: [`tile:${move.section}:${move.tile}`] };
    const kind = { play: move.kind, ride: 'horseman', cover: 'dragon' }[move.type];
    if (!kind) return { selection: null };
    return { selection: { kind, count: move.count ?? 1 }, keys: [`hand:${kind}`] };
  }

  select(selection) {
    this.selection = selection && validSelection(this.data.analysis, selection);
    this.draw();
    if (this.selection) {
      // keyboard flow: after choosing cards, go straight to where they can go
      if (this.keyboard) focus(this.overlay.querySelector('[data-cm="section"], [data-cm="stack"]'));
      this.ctx.announce?.(this.promptText());
    }
  }

  setCount(count) {
    if (!this.selection?.kind) return;
    this.selection = validSelection(this.data.analysis, { ...this.selection, count });
    const focused = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    this.draw();
    this.restoreFocus(focused);
    this.ctx.announce?.(cards(this.selection.kind, this.selection.count, this.ctx.lang));
  }


  onKey(e) {
    if (e.key === 'Escape' && this.selection && !this.data?.analysis.placeTile) {
      e.preventDefault();
      this.select(null);
      this.focus();
    } else if ((e.key === '+' || e.key === '-') && this.selection?.kind) {
      e.preventDefault();
      this.setCount(this.selection.count + (e.key === '+' ? 1 : -1));
    }
  }

  // ---- words around the board ------------------------------------------------------

  promptText() {
    const lang = this.ctx.lang;
    const v = this.data.view.view;
    const a = this.data.analysis;
    const sel = this.selection;
    if (!this.ctx.interactive || !this.data.moves.length) return '';
    if (a.placeTile) {
      const n = sectionNo(a.placeTile.section);
      return sel?.tile !== undefined ? w('promptPlaceTileOn', lang, { v: sel.tile, n }) : w('promptPlaceTile', lang, { n });
    }
    if (sel?.kind === 'dragon') return w('promptDragon', lang);
    if (sel?.kind === 'horseman') return w('promptRideSelected', lang, { cards: cards('horseman', sel.count, lang) });
    if (sel?.kind) return w('promptSelected', lang, { cards: cards(sel.kind, sel.count, lang) });
    const n = v.step.number;
    if (!a.hand.size) return w('promptOnlyDraw', lang, { n });
    const ride = a.hand.has('horseman') ? ` ${w('promptRide', lang)}` : '';
    return w('promptAction', lang, { n }) + ride;
  }

  writeTexts(v, viewer) {
    const lang = this.ctx.lang;
    let phase = '';
    if (v.phase.phase === 'lastRound') phase = `${w('lastRound', lang)}! `;
    if (v.phase.phase === 'scoringOnly') phase = `${w('scoringOnly', lang)}. `;
    const prompt = this.promptText();
    this.prompt.textContent = phase + prompt;
    this.prompt.hidden = !(phase + prompt);
    this.info.textContent = w('supply', lang, { n: v.supplySize });
    this.writeNews(v, viewer);
    this.describeBoard(v);
  }

  /** What the automatic scoring did at the start of this turn. */
  writeNews(v, viewer) {
    const lang = this.ctx.lang;
    const start = lastIndex(v.log, (e) => e.event === 'turnStarted');
    const items = [];
    if (viewer !== null && start >= 0 && v.log[start].seat === viewer) {
      for (const e of v.log.slice(start + 1)) {
        if (e.event === 'tilesAwarded' || e.event === 'sectionClosed') items.push(describe(e, this.ctx.names, lang));
      }
    }
    if (!items.length) {
      this.news.hidden = true;
      this.news.replaceChildren();
      return;
    }
    replace(this.news, h('strong', { text: w('newsTitle', lang) }), h('ul', {}, items.map((t) => h('li', { text: t }))));
    this.news.hidden = false;
  }

  /** The whole wall in words, for screen readers. */
  /**
   * What each thing on the table is (canvas-board.js describeRegions): the
   * cards in the sections (owner, kind, value, what lies under a Drache),
   * the open fame tiles, the cards of the hand on screen, each with what it does.
   */
  regions(L, v) {
    const lang = this.ctx.lang;
    const tipOf = (kind) => w(`tip${kind[0].toUpperCase()}${kind.slice(1)}`, lang);
    const out = [];
    L.sections.forEach((box, i) => {
      const s = v.sections[i];
      if (!box || s.closed) return;
      s.open.forEach((value, k) => {
        const t = box.tiles[k];
        out.push({ key: `tile:${i}:${k}`, x: t.x, y: t.y, w: t.s, h: t.s, text: w('tipTile', lang, { v: value }) });
      });
      s.stacks.forEach((st, k) => {
        const r = box.stacks[k];
        out.push({ key: `card:${i}:${k}`, x: r.x, y: r.y, w: r.w, h: r.h, text: `${this.cardWords(s, st, k)}. ${tipOf(st.top.kind)}` });
      });
    });
    for (const grp of L.hand?.groups || []) {
      out.push({ key: `hand:${grp.kind}`, x: grp.x, y: grp.y, w: grp.w, h: grp.h, text: `${w('a11yHandCard', lang, { cards: cards(grp.kind, grp.count, lang) })}. ${tipOf(grp.kind)}` });
    }
    return out;
  }

  /** A card in a section in words: owner, kind, its value there, what lies under it. */
  cardWords(s, st, k) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    let text = w('a11yCard', lang, { owner: names[st.top.owner], kind: kindName(st.top.kind, lang), value: s.values[k] });
    if (st.under?.length) text += ` (${w('a11yCovered', lang, { list: st.under.map((c) => `${names[c.owner]}: ${kindName(c.kind, lang)}`).join(', ') })})`;
    return text;
  }

  describeBoard(v) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    const figure = this.isFigure();
    const lines = v.sections.map((s, i) => {
      if (s.closed) return figure ? '' : w('sectionClosed', lang, { n: sectionNo(i) });
      const tiles = s.open.join(', ') + (s.placed ? `; ${w('a11yPlacedOn', lang, { v: s.placed.value, owner: names[s.stacks[s.placed.stack].top.owner], kind: kindName(s.stacks[s.placed.stack].top.kind, lang) })}` : '');
      const totals = s.contributors.map((p) => w('a11yTotal', lang, { name: names[p], n: s.totals[p] })).join(', ') || w('emptySection', lang);
      const cardsText = s.stacks.map((st, k) => this.cardWords(s, st, k)).join('; ') || '–';
      return w('a11ySection', lang, { n: sectionNo(i), tiles, totals, cards: cardsText });
    });
    replace(this.described, h('h2', { text: w('a11yBoard', lang) }), h('ul', {}, lines.filter(Boolean).map((l) => h('li', { text: l }))));
  }
}

// ---- helpers ---------------------------------------------------------------------

/** @type {(event: any, names: string[], lang: string) => string | {text: string} | null} */
let describe = () => '';
/** The renderer module passes its event describer in (avoids a cycle). */
export function setDescriber(fn) {
  describe = fn;
}

function countBadge(g, x, y, count, narrow) {
  const r = narrow ? 10 : 12;
  g.save();
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = '#1f1916';
  g.fill();
  g.strokeStyle = '#e9b949';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = '#f6d98a';
  g.font = `700 ${narrow ? 11 : 13}px ${SANS}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(`×${count}`, x, y + 1);
  g.restore();
}

function freeBadge(g, x, y, text) {
  g.save();
  g.font = `700 11px ${SANS}`;
  const tw = g.measureText(text).width + 10;
  g.beginPath();
  g.roundRect(x - tw / 2, y - 9, tw, 16, 8);
  g.fillStyle = '#2c6e5f';
  g.fill();
  g.fillStyle = '#fff';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y);
  g.restore();
}

function short(name) {
  return name.length > 8 ? `${name.slice(0, 7)}…` : name;
}

function lastIndex(list, pred) {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i])) return i;
  return -1;
}

/**
 * Per section, the stacks another player changed since the viewer's previous
 * turn, found by replaying the log's card events (indices are stable: cards
 * only join at the right end, and a scoring clears the whole section).
 */
export function recentStacks(v, viewer) {
  if (viewer === null) return [];
  const log = v.log;
  const starts = [];
  log.forEach((e, i) => { if (e.event === 'turnStarted' && e.seat === viewer) starts.push(i); });
  const cutoff = v.turn === viewer ? starts[starts.length - 2] ?? -1 : starts[starts.length - 1] ?? -1;
  const rows = v.sections.map(() => []);
  log.forEach((e, i) => {
    if (e.event === 'sectionRefilled' || e.event === 'sectionClosed') rows[e.section] = [];
    else if (e.event === 'played' || e.event === 'rode') for (let c = 0; c < e.count; c++) rows[e.section].push({ at: i, by: e.seat });
    else if (e.event === 'covered') rows[e.section][e.stack] = { at: i, by: e.seat };
  });
  return rows.map((row) => new Set(row.flatMap((c, k) => (c.at > cutoff && c.by !== viewer && cutoff >= 0 ? [k] : []))));
}

/**
 * What moves (motion.js): cards in the sections (a card of the viewer's
 * comes from its place in the hand), the fame tiles, the hand's kinds.
 */
function motionItems(L, v, viewer) {
  const items = [];
  L.sections.forEach((box, i) => {
    const s = v.sections[i];
    if (!box || s.closed) return;
    s.stacks.forEach((st, k) => {
      const r = box.stacks[k];
      const from = st.top.owner === viewer ? `hand:${st.top.kind}` : undefined;
      items.push({ key: `card:${i}:${k}:${st.top.owner}:${st.top.kind}`, x: r.x, y: r.y, w: r.fullW, h: r.h, from });
    });
    s.open.forEach((value, k) => {
      const t = box.tiles[k];
      items.push({ key: `tile:${i}:${k}:${value}`, x: t.x, y: t.y, w: t.s, h: t.s });
    });
  });
  for (const grp of L.hand?.groups || []) items.push({ key: `hand:${grp.kind}`, x: grp.x, y: grp.y - L.hand.raise, w: grp.fullW + 2 * L.hand.fan, h: grp.h + L.hand.raise + 2 * L.hand.fan });
  return items;
}

export { SEAT_COLORS, BASE_VALUE };
