// The figure builder's placement mode ("Figuren setzen" / "Place pieces",
// issue 36 point 2): pieces, cards and tokens put straight onto the board, as
// a rulebook's diagrams do. Game-agnostic: the game's renderer offers a
// `placement` module (www/README.md "Free placement"; js/types.d.ts
// `Placement`) that lists the choices at a place and makes the new state
// document; the engine judges it. Here: the layer of place buttons over the
// board (the board's markable() places plus the module's own `places`), the
// list of a place's choices (keyboard reachable, Escape closes), the coded
// refusal beside the board, and taking placements back.
//
// The builder (js/figure-builder.js) hands in a `host`:
//   renderer(), board(), names(), lang()   what is on screen
//   current()        the state document of the position shown now
//   place(doc)       makes `doc` the figure's start (moves cleared); throws the
//                    engine's error (`code`, `message`) when it refuses it
//   snapshot(), restore(snap)   the figure's start as it is, and back to one
//   reset()          back to the start the builder began from (the seed's deal or the rules example)
//   placed()         whether the figure's start is a placed position

import { h, replace, rovingGroup } from './dom.js';
import { t } from './i18n.js';

/** The Placement of a renderer (its module's default export or its named exports), or null. */
export async function loadPlacement(renderer) {
  if (!renderer?.placement) return null;
  const mod = /** @type {any} */ (await renderer.placement());
  const p = mod.default?.options ? mod.default : mod;
  return typeof p.options === 'function' && typeof p.apply === 'function' ? p : null;
}

export class PlaceMode {
  constructor(host) {
    this.host = host;
    /** @type {import('../types').Placement | null} */
    this.placement = null;
    /** the renderer the placement was loaded for */
    this.loadedFor = null;
    /** the figure's starts before each placement, for "undo" */
    this.history = [];
    /** the place whose choices are open, or null */
    this.openKey = null;
    this.problem = h('p', { class: 'st-place-problem', role: 'alert', 'data-place-problem': true, hidden: true });
    this.list = h('div', { class: 'st-place-options', 'data-place-options': true, hidden: true });
    this.list.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') { e.preventDefault(); this.close(true); }
    });
    this.undoButton = h('button', { type: 'button', class: 'st-btn', 'data-action': 'place-undo', on: { click: () => this.undo() } });
    this.resetButton = h('button', { type: 'button', class: 'st-btn', 'data-action': 'place-reset', on: { click: () => this.resetAll() } });
  }

  /** Whether the game on screen offers placement (its renderer has `placement`). */
  offered() {
    return !!this.host.renderer()?.placement;
  }

  /** Loads the game's placement module once per renderer. */
  async ready() {
    const renderer = this.host.renderer();
    if (this.loadedFor !== renderer) {
      this.loadedFor = renderer;
      this.placement = await loadPlacement(renderer);
    }
    return this.placement;
  }

  /** A new game or start: no placements to take back, no refusal standing. */
  forget() {
    this.history = [];
    this.showProblem(null);
    this.close(false);
  }

  /** The undo and reset buttons, with their words and whether they can act now. */
  buttons() {
    this.undoButton.textContent = t('builderPlaceUndo');
    this.resetButton.textContent = t('builderPlaceReset');
    this.undoButton.disabled = this.history.length === 0;
    this.resetButton.disabled = !this.host.placed();
    return this.offered() ? [this.undoButton, this.resetButton] : [];
  }

  /** Every place the layer offers: the board's markable() places and the module's own, each key once. */
  places() {
    const board = this.host.board();
    const list = [...(board?.markable?.() ?? [])];
    if (this.placement?.places && board) {
      try {
        list.push(...this.placement.places(board));
      } catch { /* a module that cannot find its places offers the board's */ }
    }
    const seen = new Set();
    return list.filter((p) => !seen.has(p.key) && seen.add(p.key));
  }

  /** Fills the layer (already placed over the canvas) with one button per place. */
  async draw(layer) {
    if (!(await this.ready())) {
      layer.hidden = true;
      return;
    }
    // larger places first, so that a smaller one inside them stays clickable
    const places = this.places().sort((a, b) => b.w * b.h - a.w * a.h);
    const focused = /** @type {HTMLElement | null} */ (document.activeElement)?.dataset?.place;
    replace(layer, places.map((p) => h('button', {
      type: 'button', class: 'st-builder-place', 'data-place': p.key,
      'aria-label': t('builderPlaceAt', { label: p.label || p.key }), title: p.label || p.key,
      'aria-expanded': String(this.openKey === p.key), 'aria-haspopup': 'dialog',
      style: { left: `${p.x}px`, top: `${p.y}px`, width: `${p.w}px`, height: `${p.h}px` },
      on: { click: () => this.open(p) },
    })));
    layer.hidden = false;
    rovingGroup(layer, 'button');
    if (focused) this.button(focused)?.focus();
  }

  button(key) {
    return /** @type {HTMLElement | null} */ (document.querySelector(`[data-place="${CSS.escape(key)}"]`));
  }

  /** Opens the list of the choices at place `p`, beside it on the board (or over it where there is no room). */
  async open(p) {
    const placement = await this.ready();
    if (!placement) return;
    const options = placement.options(this.host.current(), p.key, this.host.lang(), this.host.names());
    this.openKey = p.key;
    const label = p.label || p.key;
    const choices = options.map((o) => h('button', {
      type: 'button', class: 'st-btn st-place-option', 'data-place-option': o.id, text: o.label,
      on: { click: () => this.choose(p.key, o.id) },
    }));
    const close = h('button', { type: 'button', class: 'st-btn st-btn-quiet st-place-close', 'data-action': 'place-close', 'aria-label': t('builderPlaceClose'), text: '×', on: { click: () => this.close(true) } });
    const heading = h('p', { class: 'st-place-head', id: 'st-place-head', text: t('builderPlaceAt', { label }) });
    replace(this.list, h('div', { class: 'st-place-top' }, heading, close),
      choices.length ? h('div', { class: 'st-place-choices', role: 'group', 'aria-labelledby': 'st-place-head' }, choices) : h('p', { class: 'st-muted', text: t('builderPlaceNothing') }));
    this.list.setAttribute('role', 'dialog');
    this.list.setAttribute('aria-labelledby', 'st-place-head');
    this.list.dataset.placeOptions = p.key;
    this.list.hidden = false;
    this.position(p);
    for (const b of document.querySelectorAll('[data-place]')) b.setAttribute('aria-expanded', String(/** @type {HTMLElement} */ (b).dataset.place === p.key));
    this.list.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    (choices[0] ?? close).focus();
  }

  /** Places the list beside place `p` inside the work area (the layer's coordinates are the canvas's). */
  position(p) {
    const work = this.list.parentElement;
    const layer = work?.querySelector('[data-builder-layer]');
    if (!work || !layer) return;
    const offX = parseFloat(/** @type {HTMLElement} */ (layer).style.left) || 0;
    const offY = parseFloat(/** @type {HTMLElement} */ (layer).style.top) || 0;
    const room = work.clientWidth;
    const width = Math.min(340, room);
    this.list.style.width = `${width}px`;
    // right of the place where it fits, else left of it, else over the board from its left edge
    let left = offX + p.x + p.w + 8;
    if (left + width > room) left = offX + p.x - width - 8;
    if (left < 0) left = Math.max(0, Math.min(room - width, offX + p.x));
    const top = Math.max(0, offY + p.y + (left <= offX + p.x && left + width >= offX + p.x ? p.h + 6 : 0));
    Object.assign(this.list.style, { left: `${left}px`, top: `${top}px` });
  }

  /** Closes the list; `refocus`: the keyboard goes back to the place it was opened from. */
  close(refocus) {
    const key = this.openKey;
    this.openKey = null;
    this.list.hidden = true;
    replace(this.list);
    for (const b of document.querySelectorAll('[data-place][aria-expanded="true"]')) b.setAttribute('aria-expanded', 'false');
    if (refocus && key) this.button(key)?.focus();
  }

  /** The engine's refusal beside the board (null: none). */
  showProblem(error) {
    if (!error) {
      this.problem.hidden = true;
      replace(this.problem);
      delete this.problem.dataset.code;
      return;
    }
    this.problem.dataset.code = error.code;
    replace(this.problem, h('strong', { text: t('builderPlaceProblem') }), ' ', h('code', { text: error.code }), ' ', h('span', { 'data-place-message': true, text: error.message }));
    this.problem.hidden = false;
    this.problem.scrollIntoView({ block: 'nearest' });
  }

  /** Choice `id` at `key`: the new document if the engine takes it, else its refusal; the position shown stays as it was. */
  async choose(key, id) {
    const placement = await this.ready();
    if (!placement) return;
    const snap = this.host.snapshot();
    try {
      const next = placement.apply(this.host.current(), key, id);
      await this.host.place(next);
    } catch (e) {
      this.close(true);
      this.showProblem({ code: e?.code || 'invalid_placement', message: e?.message || String(e) });
      return;
    }
    this.history.push(snap);
    this.buttons();
    this.showProblem(null);
    this.close(false);
    // the layer is drawn anew with the board: the keyboard stays at the place
    requestAnimationFrame(() => requestAnimationFrame(() => this.button(key)?.focus()));
  }

  /** Takes the last placement back (its moves made after it too). */
  async undo() {
    const snap = this.history.pop();
    if (!snap) return;
    this.showProblem(null);
    this.close(false);
    await this.host.restore(snap);
  }

  /** Back to the start the builder began from: every placement dropped. */
  async resetAll() {
    if (!this.host.placed()) return;
    this.history.push(this.host.snapshot());
    this.showProblem(null);
    this.close(false);
    await this.host.reset();
  }
}
