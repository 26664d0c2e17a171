// The play screen: header (whose turn, undo, hint, help, language), the seats
// with their visible scores, the game's board (drawn by its renderer), the
// move log, and the two overlays of hot-seat play. Nothing here knows any
// game: everything game-specific comes from the renderer (www/js/types.d.ts,
// www/README.md).
//
// Only views are ever shown. The screen asks the engine for the view of the
// seat that must decide now; the full state stays inside wasm.
//
// This file is the turn loop (status → hand-over, computer or board) and the
// moves; each other concern has its own module in ./play/: the hand-over
// screen (curtain.js), catch-up (news.js), computers and the hint
// (computers.js), the end screen (end-screen.js), export (export-dialog.js),
// saving (autosave.js), and the turn line, seats and log (table.js).

import { h, replace } from './dom.js';
import { t, lang, setLang, onLangChange } from './i18n.js';
import { notify, announce, clearNotice, noticeHost, releaseNoticeHost } from './notices.js';
import { EngineError, EnginePanic, restartEngine } from './engine.js';
import { ReplayError } from './session.js';
import { aboutDialog } from './about.js';
import { Curtain } from './play/curtain.js';
import { News } from './play/news.js';
import { Computers, speedControl, relabelSpeed } from './play/computers.js';
import { EndScreen } from './play/end-screen.js';
import { Autosave } from './play/autosave.js';
import { showExport } from './play/export-dialog.js';
import { renderTurn, renderSeats, renderLog, describeEvents } from './play/table.js';
import { NetHost } from './net/host.js';
import { opponentsControl, relabelOpponents } from './play/opponents.js';

/** @typedef {import('../types').Renderer} Renderer */
/** @typedef {import('../types').Board} Board */
/** @typedef {import('../types').Viewer} Viewer */
/** @typedef {import('../types').Move} Move */

/**
 * @typedef {object} PlayOptions
 * @property {import('./session.js').Session} session
 * @property {Renderer} renderer  the game's renderer module (default export)
 * @property {{id: string, name: string, hiddenInformation: boolean, secretSeed?: boolean}} info  the game's entry from games()
 * @property {'play'|'embed'|'readonly'|'guest'} [mode]  guest: a seat on another device (net/guest.js)
 * @property {Viewer} [viewer]  readonly: whose view to show
 * @property {boolean} [autosave]  write the save after every move
 * @property {() => void} [onMenu]
 * @property {() => void} [onRematch]
 * @property {() => void} [onReplay]
 * @property {string} [fullLink]  embed: link to open the game in the full app
 * @property {{levels: string[], chosen: (string|null)[], choose: (level: string) => void} | null} [opponents]
 *   embed: the opponents control (before the first move: computers from the second seat on, at `level`; '' people only)
 * @property {string[]} [marks]  embed: places the board marks (`highlight=`; the board's `markPlaces`)
 * @property {string[]} [region]  embed, read-only: the places whose part of the board alone is shown (`region=`; the board's `showRegion`)
 * @property {number[] | null} [seatColors]  embed: per seat, the index into `renderer.colors` it is drawn in (`colors=`)
 */

/**
 * @param {HTMLElement} root  element the screen fills
 * @param {PlayOptions} o
 */
export function createPlayScreen(root, o) {
  const screen = new PlayScreen(root, o);
  screen.start();
  return screen;
}

export class PlayScreen {
  /** @param {HTMLElement} root @param {PlayOptions} o */
  constructor(root, o) {
    this.root = root;
    this.session = o.session;
    this.renderer = o.renderer;
    this.info = o.info;
    this.mode = o.mode || 'play';
    this.readonlyViewer = o.viewer ?? 'spectator';
    this.autosave = o.autosave ?? this.mode === 'play';
    this.onMenu = o.onMenu;
    this.onRematch = o.onRematch;
    this.onReplay = o.onReplay;
    this.fullLink = o.fullLink;
    this.opponents = o.opponents ?? null;
    this.marks = o.marks || [];
    this.region = o.region || [];
    this.seatColors = o.seatColors ?? null;
    /** @type {Viewer | null} whose view is on screen; null while the hand-over screen hides the board */
    this.shownSeat = null;
    this.announced = 0; // log entries already announced
    this.busy = false;
    /** @type {(() => void)[]} */
    this.unsubscribe = [];
    this.computers = new Computers(this);
  }

  start() {
    this.build();
    this.unsubscribe.push(onLangChange(() => this.relabel()));
    this.keyHandler = (e) => this.onKey(e);
    document.addEventListener('keydown', this.keyHandler, true);
    /** @type {Board} */
    this.board = this.renderer.mount(this.els.board, this.ctx());
    if (this.marks.length) this.board.markPlaces(this.marks);
    if (this.region.length) this.board.showRegion?.(this.region);
    this.curtain = new Curtain(this);
    this.end = new EndScreen(this);
    this.news = new News(this);
    this.announced = this.logLength();
    this.curtain.from = this.announced;
    // seats on other devices: this page keeps the table for them (net/host.js)
    if (this.mode === 'play' && this.session.remote?.some(Boolean)) {
      this.net = new NetHost(this);
      this.net.start(this.els.screen, this.els.notices);
    }
    if (this.autosave) {
      this.saving = new Autosave(this);
      if (!this.saving.sync() && this.session.revision === 0 && !this.saving.deleted) this.saving.persist();
    }
    this.refresh();
  }

  destroy() {
    this.net?.dispose();
    this.computers.dispose();
    document.removeEventListener('keydown', this.keyHandler, true);
    this.saving?.dispose();
    this.unsubscribe.forEach((fn) => fn());
    this.board?.destroy();
    this.root.replaceChildren();
    releaseNoticeHost(this.els.notices);
  }

  // ---- building the DOM ----------------------------------------------------

  build() {
    const button = (action, click, quiet = true) => /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: quiet ? 'st-btn st-btn-quiet' : 'st-btn', 'data-action': action, on: { click } }));
    const els = {};
    els.title = h('h1', { class: 'st-play-title' });
    els.turn = h('p', { class: 'st-turn', 'data-turn': true });
    els.menu = button('menu', () => this.onMenu?.());
    els.undo = button('undo', () => this.undo(), false);
    els.hint = button('hint', () => this.computers.hint());
    els.exportBtn = button('export', () => showExport(this));
    els.help = button('help', () => this.showHelp());
    els.lang = button('lang', () => setLang(lang() === 'de' ? 'en' : 'de', this.mode === 'play'));
    els.full = this.fullLink ? h('a', { class: 'st-btn st-btn-quiet', href: this.fullLink, target: '_blank', rel: 'noopener' }) : null;
    const readonly = this.mode === 'readonly';
    // how fast computer turns go by: only where a computer plays
    els.speed = !readonly && this.session.computers.some(Boolean) ? speedControl() : null;
    els.opponents = this.opponents ? opponentsControl(this.opponents) : null;
    els.header = h('header', { class: 'st-play-bar' },
      this.mode === 'play' ? els.menu : null,
      h('div', { class: 'st-play-heading' }, els.title, els.turn),
      h('div', { class: 'st-play-actions' },
        els.opponents, els.speed,
        readonly ? null : els.undo,
        this.mode === 'play' || this.mode === 'embed' ? els.hint : null,
        this.mode === 'play' ? els.exportBtn : null,
        // a static figure is a picture in someone's page: no controls of this page in it (its language is its `lang=`)
        els.full, readonly ? null : els.help, readonly ? null : els.lang));
    els.seats = h('ul', { class: 'st-seats', 'data-seats': true });
    els.board = h('div', { class: 'st-board', 'data-board': true });
    els.logTitle = h('h2', { class: 'st-log-title' });
    els.log = h('ol', { class: 'st-log-list', 'data-log': true, tabindex: '0' }); // scrolls: keyboard users reach it
    els.catchUp = h('div', { class: 'st-catchup-panel', 'data-catchup-panel': true, hidden: true }); // top of the log column: never pushes the board out of view
    els.logBox = h('aside', { class: 'st-log' }, els.catchUp, els.logTitle, els.log);
    els.main = h('div', { class: 'st-play-main' }, els.board, els.logBox);
    els.handover = h('div', { class: 'st-overlay st-handover', role: 'dialog', 'aria-modal': 'true', 'data-handover': true, hidden: true });
    els.end = h('div', { class: 'st-overlay st-end', role: 'dialog', 'aria-modal': 'true', 'data-end': true, hidden: true });
    els.notices = h('div', { class: 'st-notice-slot' }); // notices sit here, above the board, never over it
    // In an embed the hand-over is a bar at the top of the frame (curtain.js), before everything else.
    const embed = this.mode === 'embed';
    els.screen = h('section', { class: `st-play st-mode-${this.mode}`, dataset: { game: this.session.game } },
      embed ? els.handover : null, els.header, els.seats, els.notices, els.main, embed ? null : els.handover, els.end);
    replace(this.root, els.screen);
    noticeHost(els.notices);
    this.els = els;
    this.relabelStatic();
  }

  relabelStatic() {
    const { els } = this;
    els.title.textContent = this.info.name;
    // Icon + label; on phones only the icon shows (the label stays the accessible name).
    iconLabel(els.menu, '←', t('menu'));
    iconLabel(els.undo, '↶', t('undo'));
    els.undo.title = t('undoTitle');
    iconLabel(els.hint, '✦', t('hint'));
    els.hint.title = t('hintTitle');
    iconLabel(els.exportBtn, '⤓', t('export'));
    els.exportBtn.title = t('export');
    els.help.textContent = '?';
    els.help.setAttribute('aria-label', t('help'));
    els.help.title = t('help');
    els.lang.textContent = lang() === 'de' ? 'EN' : 'DE';
    els.lang.setAttribute('aria-label', t('languageTitle'));
    els.lang.title = t('languageTitle');
    if (els.full) els.full.textContent = t('openFull');
    if (els.speed) relabelSpeed(els.speed);
    if (els.opponents) relabelOpponents(els.opponents);
    els.logTitle.textContent = t('log');
  }

  relabel() {
    this.relabelStatic();
    this.refresh({ keepOverlays: true });
  }

  /** What the renderer gets; `play` is its only way to change the game. */
  ctx() {
    return {
      lang: lang(),
      names: this.session.names,
      viewer: this.shownSeat,
      interactive: this.mode !== 'readonly' && this.shownSeat !== null && this.shownSeat !== 'spectator' && this.personDecides(),
      play: (move) => this.play(move),
      announce,
      ...(this.seatColors ? { seatColors: this.seatColors } : {}),
    };
  }

  /** The CSS colour seat `seat` is drawn in (its swatches). */
  seatColor(seat) {
    return (this.renderer.colors || [])[this.seatColors?.[seat] ?? seat] || '#888';
  }

  // ---- the main loop: status → hand-over, computer or board -------------------

  /** Decides what to show now. Engine failures are routed to `guard`. */
  refresh({ keepOverlays = false } = {}) {
    return this.guard(() => this.show(keepOverlays));
  }

  show(keepOverlays) {
    this.net?.publish(); // every guest gets what changed for its seat
    // the opponents are chosen before the game begins (the same deal again);
    // then the seats' gears say who plays, and the frame's header keeps its room
    if (this.els.opponents) this.els.opponents.hidden = this.session.moves.length > 0;
    const status = this.session.status();
    this.els.catchUp.hidden = true;
    if (this.mode === 'readonly') {
      this.shownSeat = this.readonlyViewer;
      this.renderBoard();
      return;
    }
    if (status.finished) {
      this.shownSeat = 'spectator';
      this.curtain.hide();
      this.renderBoard();
      if (!this.end.dismissed) this.end.show();
      return;
    }
    this.end.hide();
    this.end.dismissed = false;
    const seat = status.active[0];
    const people = this.session.people();
    const level = this.session.computerAt(seat);
    if (level || this.session.remote?.[seat]) {
      // A computer decides: no hand-over. One person always sees their own
      // view; computers alone, the table's. With several people at a game
      // with hidden information the table's view too, at once: the person
      // who just moved must not leave their hand on screen while the
      // computers play (the next person reveals theirs at the hand-over).
      // A person on another device decides there: the same here, and no computer.
      const covered = this.info.hiddenInformation && people.length > 1 && this.shownSeat !== 'spectator';
      if (people.length === 1) this.shownSeat = people[0];
      else if (covered || this.shownSeat === null || people.length === 0) this.shownSeat = 'spectator';
      if (covered) this.curtain.forget();
      this.curtain.hide();
      this.renderBoard();
      if (level) this.computers.play(seat, level);
      return;
    }
    // The hand-over is only between two people: one person alone never needs it.
    if (this.info.hiddenInformation && seat !== this.shownSeat && people.length > 1) {
      this.curtain.show(seat);
      return;
    }
    if (!keepOverlays || !this.curtain.up) {
      this.shownSeat = seat;
      this.renderBoard();
      this.news.showPanel(seat);
      this.focusLost();
    } else {
      this.curtain.show(seat);
    }
  }

  renderBoard() {
    const view = this.session.view(this.shownSeat);
    const ctx = this.ctx();
    const moves = ctx.interactive ? this.session.legalMoves() : [];
    this.els.screen.dataset.viewer = String(this.shownSeat); // whose view is on screen (tests)
    this.els.main.hidden = false;
    this.els.seats.hidden = false;
    renderTurn(this, view);
    renderSeats(this, view);
    this.computers.showThinking();
    renderLog(this, view);
    // the board last: it fits its picture to the room left below what is above it (fit.js)
    this.board.render(view, moves, ctx);
    this.els.undo.disabled = !ctx.interactive || !(view.status.undoable > 0) || this.session.moves.length === 0;
    this.els.hint.disabled = !ctx.interactive;
  }

  /** True while the seat on screen is a person who must decide now. */
  personDecides() {
    const status = this.session.status();
    const seat = status.active[0];
    return !status.finished && seat === this.shownSeat && !this.session.computerAt(seat);
  }

  /**
   * A person decides now: when the keyboard focus was lost on the way (the
   * board's targets went away or were disabled during a computer's turn, so
   * the focus fell to the page), it goes back to the board's first target.
   * Focus the person put elsewhere (the log, a header button) stays.
   */
  focusLost() {
    const at = /** @type {HTMLElement | null} */ (document.activeElement);
    const lost = !at || at === document.body || !at.isConnected || /** @type {HTMLButtonElement} */ (at).disabled
      || (this.els.board.contains(at) && at.closest('[hidden], [inert]') !== null);
    if (lost) this.board.focus();
  }

  /** The person at the screen reveals: `seat`'s view and its catch-up marks. */
  reveal(seat) {
    this.curtain.hide();
    this.curtain.from = this.logLength();
    this.shownSeat = seat;
    this.guard(() => {
      this.renderBoard();
      this.news.markSince(seat);
    });
    this.board.focus();
  }

  /** Length of the public log (the spectator's events). */
  logLength() {
    return this.renderer.events(this.session.view('spectator')).length;
  }

  showHelp() {
    aboutDialog({ id: this.info.id, name: this.info.name, sections: this.renderer.helpSections?.(lang()) || [] });
  }

  // ---- moves -------------------------------------------------------------------

  /** Applies a move chosen on the board. Resolves true when it was accepted. */
  async play(move) {
    if (this.busy || this.mode === 'readonly' || this.curtain.up) return false;
    // Check before writing: a move on a position another tab has moved past would be lost.
    if (this.saving?.sync()) return false;
    this.busy = true;
    try {
      return await this.guard(() => {
        if (!this.personDecides()) return false; // a computer's turn: the board is not the person's to play
        if (this.computers.busy) this.computers.cancel(); // a hint still searching
        const actor = this.shownSeat;
        try {
          this.session.apply(move);
        } catch (e) {
          if (!(e instanceof EngineError)) throw e;
          const rule = e.rule ? ` (${t('errorRule', { rule: e.rule })})` : '';
          notify(t('errorRefused', { message: e.message }) + rule, { kind: 'error', key: 'refused', timeout: 6000, screen: true });
          return false;
        }
        clearNotice('refused');
        this.computers.streak.reset(); // a computer's next turn starts at its first, longest pause
        this.news.decided(/** @type {number} */ (actor));
        this.afterChange(actor);
        return true;
      });
    } finally {
      this.busy = false;
    }
  }

  undo() {
    if (this.busy || this.els.undo.disabled || this.curtain.up) return;
    if (this.saving?.sync()) return;
    this.computers.cancel();
    this.guard(() => {
      this.session.undo();
      this.afterChange(this.shownSeat, { undo: true });
    });
  }

  /**
   * After a move or an undo: save, tell screen readers what happened (in the
   * words of the view on screen), and show what comes next. When that is the
   * hand-over screen, the curtain empties the live region again: the next
   * person must not hear the last one's cards.
   */
  afterChange(viewer, { undo = false } = {}) {
    this.saving?.persist();
    const view = this.session.view(viewer ?? 'spectator');
    const events = this.renderer.events(view);
    if (!undo) announce(describeEvents(this.renderer, this.session.names, events, this.announced, this.seatColors).map((e) => e.text).join(' '));
    this.announced = events.length;
    if (undo) {
      this.curtain.from = Math.min(this.curtain.from, events.length);
      this.news.undone();
    }
    this.show(false);
  }

  /** The save's summary for the saves list. */
  progress() {
    const status = this.session.status();
    return { moves: this.session.moves.length, finished: status.finished, active: status.active, winners: status.winners || null };
  }

  /** Another tab's newer save was taken (autosave.js): start over from it. */
  tookOver() {
    this.announced = this.logLength();
    this.curtain.from = Math.min(this.curtain.from, this.announced);
    this.news.reload();
    this.shownSeat = null;
    this.end.dismissed = false;
    this.refresh();
  }

  // ---- failures ------------------------------------------------------------------

  /**
   * Runs `fn`; a wasm trap restarts the engine and rebuilds the game from
   * its moves (the failed move was never added), so nothing is lost.
   * @template T
   * @param {() => T} fn
   * @returns {Promise<T | false>}
   */
  async guard(fn) {
    try {
      return fn();
    } catch (e) {
      if (!(e instanceof EnginePanic)) {
        if (e instanceof EngineError) {
          notify(e.message, { kind: 'error', key: 'engine' });
          return false;
        }
        throw e;
      }
      await this.recover(e);
      return false;
    }
  }

  /**
   * @template T
   * @param {() => T} fn
   * @returns {T | null}
   */
  guardSync(fn) {
    try { return fn(); } catch { return null; }
  }

  async recover(panic) {
    console.error('engine panic', panic);
    this.computers.cancel();
    try {
      await restartEngine(this.session.game);
      this.session.rebuild(this.session.moves);
    } catch (e) {
      const message = e instanceof ReplayError ? t('saveProblemReplay', { n: e.index + 1, message: e.message }) : String(e.message || e);
      notify(message, { kind: 'error', key: 'panic', timeout: 0 });
      return;
    }
    notify(t('enginePanic'), { kind: 'warn', key: 'panic', timeout: 8000 });
    this.shownSeat = this.mode === 'readonly' ? this.readonlyViewer : this.shownSeat;
    this.show(true);
  }

  /** @param {KeyboardEvent} e */
  onKey(e) {
    if (this.curtain.up && this.mode !== 'readonly') {
      this.curtain.onKey(e);
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && this.mode !== 'readonly') {
      if (/** @type {Element} */ (e.target).closest?.('input, textarea')) return;
      e.preventDefault();
      this.undo();
    }
  }
}

function iconLabel(button, icon, label) {
  replace(button, h('span', { class: 'st-btn-icon', 'aria-hidden': 'true', text: icon }), h('span', { class: 'st-btn-label', text: label }));
  button.setAttribute('aria-label', label);
}

