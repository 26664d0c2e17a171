// The Dschingis Khan board: a canvas with the map and the active supply,
// and over it a layer of real (transparent) buttons on every clickable
// place, so mouse, touch, keyboard, screen readers and tests all use the
// same targets. Buttons under the board take the draw and place decisions.

import { h, replace, focus, rovingGroup } from '../../shell/dom.js';
import { CanvasBoard, readingOrder } from '../canvas-board.js';
import { layout } from './layout.js';
import { roomBelow } from '../fit.js';
import { analyse, targetsFor, validSelection, climbWall } from './targets.js';
import { annotate, newsStart, turnPath, wallNews, freshVillages } from './recent.js';
import { describeEvent } from './describe.js';
import * as P from './paint.js';
import { w, count, kindName, villageNo, sideName } from './strings.js';
import { buildLegend } from './legend.js';
import { seatHue, seatColorList } from '../hues.js';

export class Board extends CanvasBoard {
  constructor(container, ctx) {
    super('dk');
    this.ctx = ctx;
    this.news = h('div', { class: 'dk-news', 'data-dk-news': true, hidden: true });
    this.prompt = h('p', { class: 'dk-prompt', 'data-dk-prompt': true, hidden: true });
    this.controls = h('div', { class: 'dk-controls', role: 'toolbar', 'data-dk-controls': true });
    this.info = h('p', { class: 'dk-info', 'data-dk-info': true });
    this.legend = h('div', { class: 'dk-legend', 'data-dk-legend': true, 'data-figure-extra': 'legend' });
    this.described = h('div', { class: 'st-sr-only', 'data-dk-description': true });
    // the decision buttons sit by the prompt, above the map, so they stay in view
    this.root = h('div', { class: 'dk-root' }, this.prompt, this.controls, this.stage, this.news, this.info, this.legend, this.described);
    container.append(this.root);
    // Escape cancels a half-made choice wherever the focus is (a mouse
    // click rebuilds the buttons, so the focus is often on the page itself)
    this.listen(document, 'keydown', (e) => this.onKey(e));
  }

  /** Blanks the board: the hand-over screen is up, no token kind may stay visible. */
  clear() {
    this.data = null;
    this.selection = null;
    this.blankCanvas();
    for (const el of [this.overlay, this.controls, this.described, this.news]) el.replaceChildren();
    this.news.hidden = true;
    this.prompt.textContent = '';
    this.prompt.hidden = true;
    this.info.textContent = '';
  }

  /** Puts keyboard focus on the first thing there is to do (keyboard users only). */
  focus() {
    if (!this.keyboard) return;
    const first = this.controls.querySelector('button:not(:disabled)') || this.overlay.querySelector('.dk-targets button:not(:disabled)[tabindex="0"]');
    focus(first);
  }

  /** The tooltip of a token in the supply: how it scores. */
  tipFor(key, data) {
    const kind = data.dk === 'token' ? data.kind : null;
    return kind ? w(`tip${kind[0].toUpperCase()}${kind.slice(1)}`, this.ctx.lang) : null;
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
      // a move happened: a half-made choice is void, the token kind may stay
      this.selection = this.selection ? { kind: this.selection.kind } : null;
      this.logLength = v.log.length;
    }
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const scout = viewer === null ? null : v.seats[viewer].scout;
    const analysis = analyse(moves, (a, b) => this.lineBetween(v.board, a, b), scout);
    this.data = { view, v, viewer, moves, analysis, events: annotate(v) };
    this.selection = validSelection(analysis, this.selection);
    this.draw();
  }

  /** The line separating two neighbouring villages. */
  lineBetween(board, a, b) {
    if (!this.lines) {
      this.lines = new Map(board.lineVillages.map((pair, id) => [pairKey(...pair), id]));
    }
    return this.lines.get(pairKey(a, b));
  }

  // ---- drawing ---------------------------------------------------------------

  draw() {
    const { v, viewer, analysis } = this.data;
    const width = this.stageWidth();
    const own = viewer === null ? null : v.seats[viewer];
    const supply = own?.active ? { tokens: own.active, walls: own.walls, passive: own.passive, lost: own.lost } : null;
    const targets = this.ctx.interactive ? targetsFor(analysis, this.selection) : new Map();
    this.targets = targets;
    const from = newsStart(this.data.events, viewer ?? 'spectator', v.seats.length);
    const news = wallNews(this.data.events, from, v.walls.map((x) => x.line), viewer);
    // the prompt and buttons above the map first: map and supply take the height left
    this.buildControls(v, own, targets);
    this.writeTexts(v, own, news);
    const L = layout(v.board, width, supply, roomBelow(this.stage));
    this.L = L;
    const g = this.sizeCanvas(width, L.height);
    this.paintMap(g, L, v, targets, news, freshVillages(this.data.events, from, viewer));
    if (L.tray) this.paintSupply(g, L.tray, own, viewer, targets);
    this.buildOverlay(L, v, targets);
    this.markArea('hand', L.tray?.area);
    this.paintMarks(g, this.ctx.lang);
    this.paintNumbers(g, L, v);
    this.describeRegions(this.regions(L, v, own));
    this.moveItems(motionItems(L, v, this.motionLog ?? v.log.length), `${viewer}:${v.log.length}`);
    this.motionLog = v.log.length;
  }

  /**
   * Every key `placeMarks` can mark on the board as drawn now, in the
   * `highlight=` syntax (CanvasBoard#markable: the figure builder's toggles).
   * @returns {string[]}
   */
  markableKeys() {
    if (!this.data || !this.L) return [];
    const v = this.data.view.view;
    return [
      ...this.L.villages.map((_, i) => `village:${i + 1}`),
      ...v.board.lineVillages.map(([p, q]) => `wall:${p + 1}:${q + 1}`),
      ...(this.L.tray ? ['supply', ...(this.L.tray.walls?.length ? ['supply:walls'] : []), ...(this.L.tray.pile ? ['supply:passive'] : [])] : []),
    ];
  }

  /**
   * Places the embed's `highlight` parameter can mark, numbered as on the
   * map: `village:12` (a village), `wall:3:4` (the line between villages 3 and 4);
   * in the shown seat's view `supply` (its active supply), `supply:walls`, `supply:passive`.
   */
  placeMarks(keys, lang) {
    const c = this.L.cell;
    const v = this.data.view.view;
    const marks = [];
    for (const key of keys) {
      const [type, a, b] = key.split(':');
      if (type === 'village' && this.L.villages[Number(a) - 1]) {
        const [x, y] = this.L.villages[Number(a) - 1];
        marks.push({ key, x: x - c * 0.42, y: y - c * 0.42, w: c * 0.84, h: c * 0.84, round: true, label: w('aVillage', lang, { n: Number(a), side: sideName(v.villages[Number(a) - 1].side, lang) }) });
      } else if (type === 'supply' && this.L.tray) {
        // the shown seat's active supply: all of it, its walls or its passive pile
        const tray = this.L.tray;
        const walls = tray.walls || [];
        const box = a === 'walls' && walls.length
          ? { x: walls[0].x - 4, y: walls[0].y - 4, w: walls[walls.length - 1].x + walls[walls.length - 1].w - walls[0].x + 8, h: walls[0].h + 8 }
          : a === 'passive' && tray.pile ? { x: tray.pile.x - 4, y: tray.pile.y - 4, w: tray.pile.w + 8, h: tray.pile.h + 8 }
            : a === undefined ? tray.area : null;
        if (box) marks.push({ key, ...box, label: a ? `${w('aSupply', lang)}: ${a === 'walls' ? w('wallsWord', lang) : w('passiveWord', lang)}` : w('aSupply', lang) });
      } else if (type === 'wall') {
        const line = v.board.lineVillages.findIndex(([p, q]) => (p === Number(a) - 1 && q === Number(b) - 1) || (q === Number(a) - 1 && p === Number(b) - 1));
        if (line < 0) continue;
        const [[x1, y1], [x2, y2]] = this.L.lines[line];
        const pad = c * 0.12;
        marks.push({ key, x: Math.min(x1, x2) - pad, y: Math.min(y1, y2) - pad, w: Math.abs(x2 - x1) + 2 * pad, h: Math.abs(y2 - y1) + 2 * pad, label: `${a}–${b}` });
      }
    }
    return marks;
  }

  paintMap(g, L, v, targets, news, fresh) {
    const c = L.cell;
    const board = v.board;
    P.paintTable(g, L.width, L.height);
    P.paintBoardBase(g, L.cells, c);
    v.villages.forEach((vil, i) => P.paintCell(g, L.cells[i], vil.side, i, c));
    for (const i of news.changed) P.paintChanged(g, L.cells[i], c);
    for (const line of board.roads) P.paintRoad(g, ...board.lineVillages[line].map((x) => L.villages[x]), c);
    const standing = new Map(v.walls.map((x) => [x.line, x]));
    L.lines.forEach((ends, line) => { if (!standing.has(line)) P.paintFreeLine(g, ...ends, c); });
    P.paintOutline(g, L.outline, c);
    for (const line of news.removed) P.paintGhostWall(g, ...L.lines[line], c);
    const wallTargets = idsOf(targets, 'wall');
    // free lines that can take a wall
    for (const line of wallTargets) if (!standing.has(line)) P.paintLineTarget(g, ...L.lines[line], c);
    if ((this.selection?.line ?? null) !== null) P.paintLineTarget(g, ...L.lines[this.selection.line], c, true);
    for (const wall of v.walls) P.paintWall(g, ...L.lines[wall.line], c, wall);
    this.paintTowers(g, L, v, standing, targets);
    // choosing the scout's way: the wall he climbs (once settled) and the walls to click
    const up = climbWall(this.data.analysis, this.selection);
    if (up !== null && !targets.has(`wall:${up}`)) P.paintLineGlow(g, ...L.lines[up], c, P.JADE);
    for (const line of wallTargets) if (standing.has(line)) P.paintLineGlow(g, ...L.lines[line], c);
    this.paintVillages(g, L, v, targets, fresh);
    for (const step of turnPath(v.log)) P.paintStepArrow(g, L.villages[step.from], L.villages[step.to], c, this.hue(step.seat));
  }

  /** The village numbers, last: over the targets' rings, the pieces, the last turn's arrows and a figure's marks (a wall's ring crosses the numbers beside it). */
  paintNumbers(g, L, v) {
    v.villages.forEach((_, i) => P.paintNumber(g, ...towards(L.villages[i], corner(L.cells[i], (p) => p[0] + p[1], Math.min), 0.62), villageNo(i), L.cell));
  }

  paintTowers(g, L, v, standing, targets) {
    const touched = new Set();
    for (const line of standing.keys()) for (const t of v.board.lineTowers[line]) touched.add(t);
    L.towers.forEach((_, i) => {
      const red = v.board.redTowers.includes(i);
      P.paintTower(g, L.towers[i], L.cell, { red, touched: touched.has(i), end: v.ends.includes(i) && !red });
      if (targets.has(`tower:${i}`)) P.paintTowerGlow(g, L.towers[i], L.cell);
    });
  }

  paintVillages(g, L, v, targets, fresh) {
    const c = L.cell;
    const chosen = this.selection?.choice?.to;
    v.villages.forEach((vil, i) => {
      const [x, y] = L.villages[i];
      const quad = L.cells[i];
      P.paintHut(g, ...towards([x, y], corner(quad, (p) => p[0] - p[1], Math.max), 0.62), c * 0.2, vil.side);
      if (chosen === i) P.paintRing(g, x, y, c * 0.34, P.JADE);
      else if (targets.has(`village:${i}`)) P.paintRing(g, x, y, c * 0.34);
      if (chosen === i || targets.has(`village:${i}`)) this.mark(g, { kind: chosen === i ? 'selected' : 'legal', x: x - c * 0.34, y: y - c * 0.34, w: c * 0.68, h: c * 0.68, round: true, line: Math.max(2.5, c * 0.34 * 0.13) });
      if (fresh.has(i)) paintFreshMark(g, x + c * 0.3, y + c * 0.26, c);
      P.paintStack(g, x + c * 0.08, y + c * 0.02, c, vil.stack, (seat) => this.hue(seat));
      if (vil.scout !== null && vil.scout !== undefined) P.paintScout(g, x - c * 0.2, y + c * 0.3, c * 0.44, this.hue(vil.scout));
    });
    // the game is over: every controlled village shows what it scored
    for (const s of v.scoring || []) {
      const [x, y] = L.villages[s.village];
      P.paintPoints(g, x + c * 0.1, y + c * 0.33, s.points, c);
    }
  }

  paintSupply(g, tray, own, viewer, targets) {
    const lang = this.ctx.lang;
    P.paintTray(g, tray.area);
    g.fillStyle = '#7d2418';
    g.font = `700 ${this.L.m.narrow ? 14 : 16}px ${P.FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(w('yourSupply', lang), tray.title.x, tray.title.y + tray.title.h / 2 - 2);
    const stepping = this.data.analysis.mode === 'step' || this.data.analysis.mode === 'setupToken';
    if (!tray.chips.length) {
      g.fillStyle = 'rgba(255, 240, 210, 0.8)';
      g.font = `italic 14px ${P.SANS}`;
      g.fillText(w('noTokens', lang), tray.area.x + 14, tray.rowCy);
    }
    for (const chip of tray.chips) {
      const selected = stepping && this.selection?.kind === chip.kind;
      const lift = selected ? 5 : 0;
      if (selected) P.paintRing(g, chip.cx, chip.cy - lift, chip.r + 3, P.JADE);
      P.paintFace(g, chip.cx, chip.cy - lift, chip.r, this.hue(viewer), chip.kind);
      if (chip.count > 1) P.paintBadge(g, chip.cx + chip.r * 0.8, chip.cy - lift + chip.r * 0.7, `×${chip.count}`, chip.r * 2.6);
      g.fillStyle = '#fff3d6';
      g.font = `600 ${this.L.m.narrow ? 10 : 12}px ${P.SANS}`;
      g.textAlign = 'center';
      g.textBaseline = 'top';
      g.fillText(kindName(chip.kind, lang, 1, { short: true }), chip.cx, chip.cy + chip.r + 4, chip.r * 2 + 8);
      if (this.ctx.interactive && stepping && !targets.has(`token:${chip.kind}`)) dim(g, chip);
    }
    tray.walls.forEach((p) => P.paintWallPiece(g, p.x, p.y, p.w, p.h));
    P.paintPile(g, tray.pile.x, tray.pile.y, tray.pile.w, tray.pile.h, this.hue(viewer), own.passive);
    g.fillStyle = '#fff3d6';
    g.font = `600 ${this.L.m.narrow ? 10 : 12}px ${P.SANS}`;
    g.textAlign = 'left';
    g.textBaseline = 'top';
    const walls = count('walls', own.walls, lang);
    g.fillText(walls, tray.wallsLabel.x, tray.wallsLabel.y);
    // centred under the pile, but never past the tray's edge; the tokens out
    // of the game on the line below (the layout made room), so no text runs over another
    const label = w('passive', lang, { n: own.passive });
    const lost = own.lost && tray.lostLabel ? w('lostCount', lang, { n: own.lost }) : '';
    const half = Math.max(g.measureText(label).width, lost ? g.measureText(lost).width : 0) / 2;
    const right = Math.min(tray.pile.x + tray.pile.w / 2 + half, tray.area.x + tray.area.w - 8);
    g.textAlign = 'right';
    g.fillText(label, right, tray.wallsLabel.y);
    if (lost) g.fillText(lost, right, tray.lostLabel.y);
  }

  // ---- the clickable layer ----------------------------------------------------

  buildOverlay(L, v, targets) {
    const lang = this.ctx.lang;
    const c = L.cell;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const groups = [];
    if (L.tray && [...targets.keys()].some((k) => k.startsWith('token:'))) {
      const tray = h('div', { class: 'dk-group', role: 'toolbar', 'aria-label': w('aSupply', lang) });
      for (const chip of L.tray.chips) {
        const key = `token:${chip.kind}`;
        const selected = this.selection?.kind === chip.kind;
        const label = w(selected ? 'aTokenSelected' : 'aToken', lang, { kind: kindName(chip.kind, lang), count: chip.count });
        tray.append(this.button(key, chip.cx - chip.r - 4, chip.cy - chip.r - 6, 2 * chip.r + 8, 2 * chip.r + 22, {
          label, enabled: targets.has(key), pressed: selected, data: { dk: 'token', kind: chip.kind },
        }));
      }
      groups.push(tray);
    }
    const spots = [];
    for (const key of targets.keys()) {
      const [type, id] = key.split(':');
      if (type === 'village') spots.push(this.villageButton(key, Number(id), L, v));
      else if (type === 'wall') spots.push(this.wallButton(key, Number(id), L, v));
      else if (type === 'tower') {
        const [x, y] = L.towers[Number(id)];
        const near = nearestVillage(L, [x, y]);
        spots.push({ x: x - c * 0.22, y: y - c * 0.22, w: c * 0.44, h: c * 0.44, key, label: w('aTower', lang, { v: villageNo(near) }), data: { dk: 'tower', tower: id } });
      }
    }
    if (spots.length) {
      // reading order, so the arrow keys move across the map sensibly
      const board = h('div', { class: 'dk-group dk-targets', role: 'toolbar', 'aria-label': w('aTargets', lang) });
      for (const s of readingOrder(spots)) board.append(this.button(s.key, s.x, s.y, s.w, s.h, { label: s.label, enabled: true, data: s.data, layer: s.layer }));
      groups.push(board);
    }
    replace(this.overlay, groups);
    for (const grp of groups) rovingGroup(grp);
    this.restoreFocus(before);
  }

  villageButton(key, id, L, v) {
    const lang = this.ctx.lang;
    const c = L.cell;
    const [x, y] = L.villages[id];
    const s = c * 0.68;
    const action = this.targets.get(key);
    const vil = v.villages[id];
    const side = sideName(vil.side, lang);
    const kind = this.selection?.kind ? kindName(this.selection.kind, lang) : '';
    const mode = this.data.analysis.mode;
    let label;
    if (mode === 'setupToken') label = w('aTargetSetup', lang, { kind, n: villageNo(id), side });
    else if (mode === 'setupScout') label = w('aTargetScout', lang, { n: villageNo(id) });
    else if (mode === 'enter') label = w('aTargetEnter', lang, { n: villageNo(id) });
    else if (this.selection?.choice?.to === id) label = `${w('aChoiceVillage', lang, { v: villageNo(id) })} – ${w('cancel', lang)}`;
    else if (action.select) label = w('aTargetChoice', lang, { n: villageNo(id) });
    else label = w('aTargetStep', lang, { n: villageNo(id), kind, route: w({ road: 'aRoad', gate: 'aGate', walk: 'aWalk' }[action.move.type], lang) });
    label += `. ${this.stackWords(vil)}`;
    return { x: x - s / 2, y: y - s / 2, w: s, h: s, key, label, data: { dk: 'village', village: id } };
  }

  wallButton(key, line, L, v) {
    const lang = this.ctx.lang;
    const c = L.cell;
    const [a, b] = L.lines[line];
    const p = [a[0] + (b[0] - a[0]) * 0.18, a[1] + (b[1] - a[1]) * 0.18];
    const q = [a[0] + (b[0] - a[0]) * 0.82, a[1] + (b[1] - a[1]) * 0.82];
    const t = c * 0.15;
    const x = Math.min(p[0], q[0]) - t;
    const y = Math.min(p[1], q[1]) - t;
    const [va, vb] = v.board.lineVillages[line].map(villageNo);
    const role = this.targets.get(key).role;
    const label = w({ up: 'aClimb', down: 'aDescend', gate: 'aGateThrough' }[role] || 'aWall', lang, { a: va, b: vb });
    const data = role ? { dk: 'wall', line, role } : { dk: 'wall', line };
    return { x, y, w: Math.abs(q[0] - p[0]) + 2 * t, h: Math.abs(q[1] - p[1]) + 2 * t, key, label, data };
  }


  /** The buttons under the board: draw, choose what to place, the road, cancel. */
  buildControls(v, own, targets) {
    const lang = this.ctx.lang;
    const a = this.data.analysis;
    const before = /** @type {HTMLElement} */ (document.activeElement)?.dataset?.key;
    const items = [];
    if (this.ctx.interactive && own) {
      if (a.mode === 'draw') {
        items.push(this.control('drawWall', w('drawWall', lang), w('drawWallLong', lang, { n: v.wallSupply }), targets, 'dk-wall-btn'));
        items.push(this.control('drawToken', w('drawToken', lang), w('drawTokenLong', lang, { n: own.passive }), targets, 'dk-token-btn'));
      } else if (a.mode === 'choose') {
        items.push(this.control('placeTokens', w('placeTokens', lang, { n: own.tokens }), w('placeTokensLong', lang, { n: own.tokens }), targets, 'dk-token-btn'));
        items.push(this.control('placeWalls', w('placeWalls', lang, { n: own.walls }), w('placeWallsLong', lang, { n: own.walls }), targets, 'dk-wall-btn'));
        if (targets.has('removeScout')) items.push(this.control('removeScout', w('removeScout', lang), w('removeScoutLong', lang), targets));
      }
      if (targets.has('road')) items.push(this.control('road', w('aRoad', lang), w('aRoad', lang), targets, 'dk-token-btn'));
      if (targets.has('cancel')) items.push(this.control('cancel', w('cancel', lang), w('cancel', lang), targets));
    }
    replace(this.controls, items);
    this.controls.hidden = !items.length;
    rovingGroup(this.controls);
    this.restoreFocus(before);
  }

  control(key, text, label, targets, extra = '') {
    const enabled = targets.has(key);
    const b = h('button', {
      type: 'button', class: `st-btn dk-control ${extra}`, 'aria-label': label, title: label, disabled: !enabled,
      'data-key': key, 'data-dk': key, 'data-legal': enabled ? 'true' : false, text,
    });
    b.addEventListener('click', () => this.activate(key));
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
    this.select({ ...this.selection, ...action.select }, key.startsWith('token:'));
  }

  /** For the hint (`highlight` in canvas-board.js): choose the token of `move` first. */
  hintSelection(move) {
    if (move.token !== undefined) {
      return { selection: { kind: move.token }, keys: [`token:${move.token}`, `village:${move.village ?? move.to}`] };
    }
    if (move.type === 'buildWall') return { keys: [`wall:${move.line}`] };
    return {};
  }

  /** Changes the selection; `token` = a token kind was chosen in the supply. */
  select(selection, token = false) {
    const was = this.selection;
    this.selection = validSelection(this.data.analysis, selection);
    this.draw();
    const lang = this.ctx.lang;
    if (token) {
      // the token is chosen: next comes the village it goes to
      this.ctx.announce?.(w('aSelected', lang, { kind: kindName(this.selection.kind, lang) }));
      if (this.keyboard) focus(this.overlay.querySelector('.dk-targets button'));
    } else if (this.selection.choice && !was?.choice) {
      if (this.keyboard) focus(this.overlay.querySelector('.dk-targets [data-dk="wall"]') || this.controls.querySelector('button'));
      this.ctx.announce?.(this.promptText());
    } else {
      this.ctx.announce?.(this.promptText());
      if (this.keyboard && !this.root.contains(document.activeElement)) this.focus();
    }
  }


  onKey(e) {
    const pending = this.data && (this.selection?.choice || (this.selection?.line ?? null) !== null);
    if (e.key === 'Escape' && pending && !e.defaultPrevented && !e.target.closest?.('dialog, input, textarea, select')) {
      e.preventDefault();
      this.select({ kind: this.selection.kind });
      this.focus();
    }
  }

  // ---- words around the board ------------------------------------------------------

  promptText() {
    const lang = this.ctx.lang;
    const { v, analysis: a, viewer } = this.data;
    if (!this.ctx.interactive || !this.data.moves.length) return '';
    const sel = this.selection;
    const kind = sel.kind ? kindName(sel.kind, lang) : '';
    switch (a.mode) {
      case 'setupToken':
        return w(v.step.first === null ? 'pSetupFirst' : 'pSetupSecond', lang, { kind });
      case 'setupScout':
        return w('pSetupScout', lang);
      case 'draw':
        return w('pDraw', lang, { n: (v.step.picks ?? 0) + 1 });
      case 'choose':
        return w('pChoose', lang) + (a.actions.has('removeScout') ? ` ${w('pChooseBlocked', lang)}` : '');
      case 'enter':
        return w('pEnter', lang);
      case 'step': {
        if (sel.choice) {
          const vno = villageNo(sel.choice.to);
          if (climbWall(a, sel) !== null) return w('pDescend', lang, { v: vno });
          return w(this.targets.has('road') ? 'pClimbRoad' : 'pClimb', lang, { v: vno });
        }
        return w('pTokens', lang, { n: v.seats[viewer].tokens, kind });
      }
      case 'walls':
        return sel.line !== null ? w('pEnd', lang) : w('pWalls', lang, { n: v.seats[viewer].walls });
      default:
        return '';
    }
  }

  writeTexts(v, own, news) {
    const lang = this.ctx.lang;
    let phase = '';
    if (v.phase.phase === 'ending') phase = `${w(v.phase.finalRound ? 'tFinal' : 'tEnding', lang)}! `;
    const prompt = this.promptText();
    this.prompt.textContent = prompt ? phase + prompt : '';
    this.prompt.hidden = !prompt;
    const parts = [w('generalSupply', lang, { n: v.wallSupply })];
    if (v.wallsOut) parts.push(w('wallsOut', lang, { n: v.wallsOut }));
    if (own?.active && own.scout === null && v.step.step !== 'setup') parts.push(w('scoutOff', lang));
    this.info.textContent = parts.join(' · ');
    this.writeNews(news);
    // built again when the language or the figure's colours change (the scout shows a seat's colour)
    const legendKey = `${lang}:${this.ctx.seatColors ?? ''}`;
    if (this.legendLang !== legendKey) {
      const open = this.legend.querySelector('details')?.open ?? this.stage.clientWidth >= 560;
      replace(this.legend, buildLegend(lang, open, (seat) => this.hue(seat)));
      this.legendLang = legendKey;
    }
    this.describeBoard(v);
  }

  /** Loops and new ends since the viewer last played: what was removed, who changed side. */
  writeNews(news) {
    const lang = this.ctx.lang;
    // the ids on the element let tests (and curious people) check the canvas marks
    this.news.dataset.removed = [...news.removed].join(',');
    this.news.dataset.changed = [...news.changed].join(',');
    if (!news.resolved.length) {
      this.news.hidden = true;
      this.news.replaceChildren();
      return;
    }
    // the latest few; the move log keeps them all
    const items = news.resolved.slice(-NEWS_MAX).map((e) => describeEvent(e, this.ctx.names, lang).text);
    const more = news.resolved.length - items.length;
    replace(this.news, h('strong', { text: w('newsTitle', lang) }), h('ul', {}, items.map((t) => h('li', { text: t }))),
      more > 0 ? h('p', { class: 'dk-news-more', text: w('newsMore', lang, { n: more }) }) : null);
    this.news.hidden = false;
  }

  stackWords(vil) {
    const lang = this.ctx.lang;
    const names = this.ctx.names;
    if (!vil.stack.length) return w('aEmpty', lang);
    const top = vil.stack[vil.stack.length - 1];
    const head = vil.stack.length === 1
      ? w('aStackOne', lang, { owner: names[top.owner] })
      : w('aStack', lang, { count: vil.stack.length, owner: names[top.owner] });
    const known = vil.stack.map((t) => `${names[t.owner]}${t.kind ? ` (${kindName(t.kind, lang)})` : ''}`);
    return `${head}: ${known.join(', ')}`;
  }

  /**
   * What each thing on the board is, for the tooltip and keyboard
   * exploration (canvas-board.js describeRegions): villages with their
   * stacks and scout, standing walls, the own supply. Only what this view
   * shows: tokens of others whose kind is hidden stay unnamed.
   */
  regions(L, v, own) {
    const lang = this.ctx.lang;
    const c = L.cell;
    const out = [];
    v.villages.forEach((vil, i) => {
      const [x, y] = L.villages[i];
      out.push({ key: `village:${i}`, x: x - c * 0.4, y: y - c * 0.4, w: c * 0.8, h: c * 0.8, text: this.villageWords(vil, i) });
    });
    for (const wall of v.walls) {
      const [[x1, y1], [x2, y2]] = L.lines[wall.line];
      const [a, b] = v.board.lineVillages[wall.line].map(villageNo);
      const t = c * 0.1;
      out.push({
        key: `wall:${wall.line}`, x: Math.min(x1, x2) - t, y: Math.min(y1, y2) - t, w: Math.abs(x2 - x1) + 2 * t, h: Math.abs(y2 - y1) + 2 * t,
        text: `${w('wallBetween', lang, { a, b })} (${w(wall.open ? 'aOpen' : 'aClosed', lang)})`,
      });
    }
    if (L.tray && own) {
      for (const chip of L.tray.chips) {
        const tip = w(`tip${chip.kind[0].toUpperCase()}${chip.kind.slice(1)}`, lang);
        out.push({ key: `token:${chip.kind}`, x: chip.cx - chip.r, y: chip.cy - chip.r, w: 2 * chip.r, h: 2 * chip.r, text: `${w('rToken', lang, { kind: kindName(chip.kind, lang), count: chip.count })} ${tip}` });
      }
      const pile = L.tray.pile;
      out.push({ key: 'pile', x: pile.x, y: pile.y, w: pile.w, h: pile.h, text: w('rPile', lang, { n: own.passive }) });
    }
    return out;
  }

  /** A village in words: number, side, its stack as this view shows it, a scout. */
  villageWords(vil, i) {
    const lang = this.ctx.lang;
    let text = `${w('aVillage', lang, { n: villageNo(i), side: sideName(vil.side, lang) })}: ${this.stackWords(vil)}`;
    if (vil.scout !== null && vil.scout !== undefined) text += `; ${w('aScout', lang, { name: this.ctx.names[vil.scout] })}`;
    return text;
  }

  /** The whole board in words, for screen readers. */
  describeBoard(v) {
    const lang = this.ctx.lang;
    const lines = v.villages.map((vil, i) => this.villageWords(vil, i));
    const wallWords = (list) => list.map((x) => {
      const [a, b] = v.board.lineVillages[x.line].map(villageNo);
      return `${w('wallBetween', lang, { a, b })} (${w(x.open ? 'aOpen' : 'aClosed', lang)})`;
    }).join(', ') || w('aNone', lang);
    const walls = w('aWallsList', lang, { main: wallWords(v.walls.filter((x) => x.main)), branch: wallWords(v.walls.filter((x) => !x.main)) });
    replace(this.described, h('h2', { text: w('aBoard', lang) }), h('p', { text: walls }), h('ul', {}, lines.map((l) => h('li', { text: l }))));
  }
}

// ---- helpers ---------------------------------------------------------------------

const NEWS_MAX = 3;

/** The ids of the targets of one type: idsOf(targets, 'wall') → line ids. */
function idsOf(targets, type) {
  return [...targets.keys()].filter((k) => k.startsWith(`${type}:`)).map((k) => Number(k.slice(type.length + 1)));
}

const pairKey = (a, b) => (a < b ? `${a},${b}` : `${b},${a}`);

/** The quad corner that maximises/minimises `score` (the on-screen top-left or top-right). */
function corner(quad, score, pick) {
  const best = pick(...quad.map(score));
  return quad.find((p) => score(p) === best);
}

function towards(from, to, t) {
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

function nearestVillage(L, p) {
  let best = 0;
  let dist = Infinity;
  L.villages.forEach((q, i) => {
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (d < dist) { dist = d; best = i; }
  });
  return best;
}

/** A small gold star: someone else laid a token here since your last turn. */
function paintFreshMark(g, x, y, c) {
  const r = Math.max(4, c * 0.06);
  g.save();
  g.fillStyle = '#ffd54a';
  g.strokeStyle = '#6b4a00';
  g.lineWidth = 1;
  g.beginPath();
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? r * 0.45 : r;
    g.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  g.closePath();
  g.fill();
  g.stroke();
  g.restore();
}

function dim(g, chip) {
  g.save();
  g.fillStyle = 'rgba(60, 35, 15, 0.45)';
  g.beginPath();
  g.arc(chip.cx, chip.cy, chip.r + 1, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/**
 * What moves (motion.js): token stacks and walls appear at their place, a
 * scout walks the villages of his new steps (events since log entry `since`).
 */
function motionItems(L, v, since) {
  const c = L.cell;
  const items = [];
  const scoutBox = (i, seat) => {
    const [x, y] = L.villages[i];
    const h = c * 0.44;
    return { key: `scout:${seat}`, x: x - c * 0.2 - h * 0.35, y: y + c * 0.3 - h * 1.05, w: h * 0.7, h: h * 1.2 };
  };
  v.villages.forEach((vil, i) => {
    const [x, y] = L.villages[i];
    const n = vil.stack.length;
    if (n) items.push({ key: `stack:${i}:${n}:${vil.stack[n - 1].owner}`, x: x + c * 0.08 - c * 0.22, y: y - c * 0.22 - c * 0.2, w: c * 0.44, h: c * 0.66 });
    if (vil.scout !== null && vil.scout !== undefined) {
      const box = scoutBox(i, vil.scout);
      const walked = v.log.slice(since).filter((e) => e.event === 'tokenPlaced' && e.seat === vil.scout && e.to !== undefined).map((e) => e.to);
      box.path = walked.slice(0, -1).map((to) => {
        const b = scoutBox(to, vil.scout);
        return [b.x + b.w / 2, b.y + b.h / 2];
      });
      items.push(box);
    }
  });
  for (const wall of v.walls) {
    const [[x1, y1], [x2, y2]] = L.lines[wall.line];
    const pad = c * 0.14;
    items.push({ key: `wall:${wall.line}`, x: Math.min(x1, x2) - pad, y: Math.min(y1, y2) - pad, w: Math.abs(x2 - x1) + 2 * pad, h: Math.abs(y2 - y1) + 2 * pad });
  }
  return items;
}
