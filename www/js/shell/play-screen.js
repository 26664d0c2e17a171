// The play screen: header (whose turn, undo, help, language), the seats with
// their visible scores, the game's board (drawn by its renderer), the move
// log, and the two overlays of hot-seat play: the hand-over screen and the
// end screen. Nothing here knows any game: everything game-specific comes
// from the renderer (see www/README.md).
//
// Only views are ever shown. The screen asks the engine for the view of the
// seat that must decide now; the full state stays inside wasm.

import { h, replace, focus, download } from './dom.js';
import { t, lang, setLang, onLangChange } from './i18n.js';
import { notify, announce, clearNotice } from './notices.js';
import { EngineError, EnginePanic, restartEngine } from './engine.js';
import { ReplayError } from './session.js';
import { saveOf, writeSave, exportName, readSave, saveKey, storedRevision, checkReplay, SaveProblem } from './saves.js';
import { problemText } from './home-screen.js';
import { aboutDialog } from './about.js';
import { measureEmbedHeight } from './embed-measure.js';
import { BotClient, CancelledError, botSeed, levelBudget } from './bot.js';
import { rw } from './replay-strings.js';
import { CatchUp, catchUpBox, tabDismissal } from './catch-up.js';
import { markChanged } from '../games/marks.js';

// The pause before a computer's move appears, so people can follow the game
// one decision at a time (`?botPause=<ms>` changes it, for tests).
const BOT_PAUSE_MS = Number(new URLSearchParams(globalThis.location?.search).get('botPause') ?? 700);

/**
 * @param {HTMLElement} root     element the screen fills
 * @param {object} o
 * @param {Session} o.session
 * @param {object}  o.renderer   the game's renderer module (default export)
 * @param {object}  o.info       the game's entry from games()
 * @param {'play'|'embed'|'readonly'} [o.mode]
 * @param {number|'spectator'} [o.viewer]  readonly: whose view to show
 * @param {boolean} [o.autosave]  write the save after every move
 * @param {() => void} [o.onMenu]
 * @param {() => void} [o.onRematch]
 * @param {string} [o.fullLink]  embed: link to open the game in the full app
 * @param {string[]} [o.marks]  embed: places the board marks (`highlight=`; the board's optional `markPlaces`)
 */
export function createPlayScreen(root, o) {
  const screen = new PlayScreen(root, o);
  screen.start();
  return screen;
}

class PlayScreen {
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
    this.marks = o.marks || [];
    this.shownSeat = null; // whose view is on screen; null while the hand-over screen hides the board
    this.handoverFrom = 0; // public log length when a person last saw the board
    this.announced = 0; // log entries already announced
    this.endDismissed = false;
    this.busy = false;
    this.unsubscribe = [];
    this.deleted = false; // the save was deleted in another tab: never write it again
    this.bot = new BotClient(this.session.game);
    this.thinking = null; // {seat, at: move count} while a computer searches
    this.botRun = 0; // bumped to drop the answer of a cancelled search
  }

  start() {
    this.build();
    this.unsubscribe.push(onLangChange(() => this.relabel()));
    this.keyHandler = (e) => this.onKey(e);
    document.addEventListener('keydown', this.keyHandler, true);
    this.board = this.renderer.mount(this.els.board, this.ctx());
    if (this.marks.length) this.board.markPlaces?.(this.marks);
    this.announced = this.logLength();
    this.handoverFrom = this.announced;
    this.catchUp = this.readCatchUp();
    if (this.autosave) {
      // Another tab may have moved on since this session was read: take its save.
      this.storageHandler = (e) => { if (e.key === saveKey(this.session.id) || e.key === null) this.syncFromStorage(); };
      window.addEventListener('storage', this.storageHandler);
      if (!this.syncFromStorage() && this.session.revision === 0 && !this.deleted) this.persist();
    }
    this.refresh();
  }

  destroy() {
    this.cancelComputer();
    this.bot.dispose();
    document.removeEventListener('keydown', this.keyHandler, true);
    if (this.storageHandler) window.removeEventListener('storage', this.storageHandler);
    this.unsubscribe.forEach((fn) => fn());
    this.board?.destroy();
    this.root.replaceChildren();
  }

  // ---- building the DOM ----------------------------------------------------

  build() {
    const els = {};
    els.title = h('h1', { class: 'st-play-title' });
    els.turn = h('p', { class: 'st-turn', 'data-turn': true });
    els.menu = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'menu', on: { click: () => this.onMenu?.() } });
    els.undo = h('button', { type: 'button', class: 'st-btn', 'data-action': 'undo', on: { click: () => this.undo() } });
    els.hint = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'hint', on: { click: () => this.hint() } });
    els.exportBtn = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'export', on: { click: () => this.showExport() } });
    els.help = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'help', on: { click: () => this.showHelp() } });
    els.lang = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'lang', on: { click: () => setLang(lang() === 'de' ? 'en' : 'de', this.mode === 'play') } });
    els.full = this.fullLink ? h('a', { class: 'st-btn st-btn-quiet', href: this.fullLink, target: '_blank', rel: 'noopener' }) : null;
    const readonly = this.mode === 'readonly';
    els.header = h('header', { class: 'st-play-bar' },
      this.mode === 'play' ? els.menu : null,
      h('div', { class: 'st-play-heading' }, els.title, els.turn),
      h('div', { class: 'st-play-actions' },
        readonly ? null : els.undo,
        this.mode === 'play' ? els.hint : null,
        this.mode === 'play' ? els.exportBtn : null,
        els.full, els.help, els.lang));
    els.seats = h('ul', { class: 'st-seats', 'data-seats': true });
    els.board = h('div', { class: 'st-board', 'data-board': true });
    els.logTitle = h('h2', { class: 'st-log-title' });
    els.log = h('ol', { class: 'st-log-list', 'data-log': true });
    els.catchUp = h('div', { class: 'st-catchup-panel', 'data-catchup-panel': true, hidden: true }); // top of the log column: never pushes the board out of view
    els.logBox = h('aside', { class: 'st-log' }, els.catchUp, els.logTitle, els.log);
    els.main = h('div', { class: 'st-play-main' }, els.board, els.logBox);
    els.handover = h('div', { class: 'st-overlay st-handover', role: 'dialog', 'aria-modal': 'true', 'data-handover': true, hidden: true });
    els.end = h('div', { class: 'st-overlay st-end', role: 'dialog', 'aria-modal': 'true', 'data-end': true, hidden: true });
    els.screen = h('section', { class: `st-play st-mode-${this.mode}`, dataset: { game: this.session.game } },
      els.header, els.seats, els.main, els.handover, els.end);
    replace(this.root, els.screen);
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
    };
  }

  // ---- the main loop: status → hand-over or board ---------------------------

  /** Decides what to show now. Engine failures are routed to `guard`. */
  refresh({ keepOverlays = false } = {}) {
    return this.guard(() => this.show(keepOverlays));
  }

  show(keepOverlays) {
    const status = this.session.status();
    this.els.catchUp.hidden = true;
    if (this.mode === 'readonly') {
      this.shownSeat = this.readonlyViewer;
      this.renderBoard();
      return;
    }
    if (status.finished) {
      this.shownSeat = 'spectator';
      this.hideHandover();
      this.renderBoard();
      if (!this.endDismissed) this.showEnd();
      return;
    }
    this.hideEnd();
    this.endDismissed = false;
    const seat = status.active[0];
    const people = this.session.people();
    const level = this.session.computerAt(seat);
    if (level) {
      // A computer decides: no hand-over. One person always sees their own
      // view; several keep the last person's view; computers alone, the table's.
      if (people.length <= 1 || this.shownSeat === null) this.shownSeat = people.length === 1 ? people[0] : 'spectator';
      this.hideHandover();
      this.renderBoard();
      this.runComputer(seat, level);
      return;
    }
    // The hand-over is only between two people: one person alone never needs it.
    if (this.info.hiddenInformation && seat !== this.shownSeat && people.length > 1) {
      this.showHandover(seat);
      return;
    }
    if (!keepOverlays || this.els.handover.hidden) {
      this.shownSeat = seat;
      this.renderBoard();
      this.showCatchUpPanel(seat);
    } else {
      this.showHandover(seat);
    }
  }

  renderBoard() {
    const view = this.session.view(this.shownSeat);
    const ctx = this.ctx();
    const moves = ctx.interactive ? this.session.legalMoves() : [];
    this.els.screen.dataset.viewer = String(this.shownSeat); // whose view is on screen (tests)
    this.els.main.hidden = false;
    this.els.seats.hidden = false;
    this.renderTurn(view);
    this.renderSeats(view);
    this.renderLog(view);
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

  // ---- computer players ------------------------------------------------------------

  /** Asks the worker for the computer's move at `seat`, then plays it after a short pause. */
  runComputer(seat, level) {
    const at = this.session.moves.length;
    if (this.thinking && this.thinking.seat === seat && this.thinking.at === at) return; // already on it
    const run = ++this.botRun;
    this.thinking = { seat, at };
    this.showThinking();
    const started = performance.now();
    const options = { ...levelBudget(level, this.session.game), seed: botSeed(this.session.seed, at) };
    this.bot.suggest(this.session.stateForBot(), options).then(async (move) => {
      const wait = BOT_PAUSE_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (run !== this.botRun) return;
      this.thinking = null;
      this.showThinking();
      await this.guard(() => {
        this.session.apply(move);
        this.decided(seat);
        this.afterChange(this.shownSeat);
      });
    }, (e) => {
      if (e instanceof CancelledError || run !== this.botRun) return;
      this.thinking = null;
      this.showThinking();
      notify(t('botFailed', { message: e.message }), { kind: 'error', key: 'bot', timeout: 0 });
    });
  }

  /** Stops a computer's (or the hint's) search; its answer is dropped. */
  cancelComputer() {
    this.botRun += 1;
    this.thinking = null;
    this.bot.cancel();
    this.showThinking();
  }

  /** The visible "thinking" state: turn line, seat chip and `data-thinking` on the screen. */
  showThinking() {
    const seat = this.thinking?.seat;
    const on = seat !== undefined;
    if (on) this.els.screen.dataset.thinking = String(seat);
    else delete this.els.screen.dataset.thinking;
    this.els.seats.querySelectorAll('.st-seat').forEach((li) => {
      li.classList.toggle('st-seat-thinking', on && li.dataset.seat === String(seat));
    });
    if (on) this.els.turn.textContent = t('thinking', { name: this.session.names[seat] });
  }

  /** The hint: the computer's move for the person, highlighted on the board. */
  hint() {
    if (this.els.hint.disabled || this.bot.busy) return;
    const at = this.session.moves.length;
    const run = ++this.botRun;
    this.els.hint.setAttribute('aria-busy', 'true');
    notify(t('hintThinking'), { kind: 'info', key: 'hint', screen: true });
    const options = { ...levelBudget('normal', this.session.game), seed: botSeed(this.session.seed, at) };
    this.bot.suggest(this.session.stateForBot(), options).then((move) => {
      this.els.hint.removeAttribute('aria-busy');
      if (run !== this.botRun || this.session.moves.length !== at) return;
      const shown = this.board.highlight?.(move);
      const words = this.renderer.describeMove?.(move, this.session.names, lang());
      const text = words ? t('hintFor', { move: words }) : shown ? t('hintMarked') : t('hintFor', { move: JSON.stringify(move) });
      notify(text, { kind: 'info', key: 'hint', timeout: 8000, screen: true });
    }, (e) => {
      this.els.hint.removeAttribute('aria-busy');
      if (!(e instanceof CancelledError) && run === this.botRun) notify(t('botFailed', { message: e.message }), { kind: 'error', key: 'hint' });
    });
  }

  renderTurn(view) {
    const names = this.session.names;
    const { status } = view;
    let text;
    if (this.mode === 'readonly') {
      text = t('position', { n: this.session.moves.length });
      if (!status.finished) text += ` · ${t('turnOf', { name: names[status.active[0]] })}`;
    } else if (status.finished) {
      text = t('gameOver');
    } else {
      const seat = status.active[0];
      const own = this.info.hiddenInformation && seat === this.shownSeat && !this.session.computerAt(seat);
      text = t(own ? 'yourTurn' : 'turnOf', { name: names[seat] });
    }
    const detail = status.finished ? '' : this.renderer.turnLabel?.(view, names, lang());
    this.els.turn.textContent = detail ? `${text} · ${detail}` : text;
  }

  renderSeats(view) {
    const { names } = this.session;
    const { status } = view;
    const colors = this.renderer.colors || [];
    const items = names.map((name, seat) => {
      const score = status.scores[seat];
      const active = status.active.includes(seat);
      const winner = status.winners?.includes(seat);
      const summary = this.renderer.seatSummary?.(view, seat, lang());
      const computer = this.session.computerAt(seat);
      return h('li', {
        class: `st-seat${active ? ' st-seat-active' : ''}${winner ? ' st-seat-winner' : ''}`,
        dataset: computer ? { seat: String(seat), computer } : { seat: String(seat) },
        'aria-current': active ? 'true' : false,
      },
      h('span', { class: 'st-seat-swatch', style: { background: colors[seat] || '#888' }, 'aria-hidden': 'true' }),
      h('span', { class: 'st-seat-name', title: computer ? `${name} (${t('computerTag')})` : name, text: `${winner ? '♛ ' : ''}${computer ? '⚙ ' : ''}${name}` }),
      h('span', {
        class: 'st-seat-score',
        'data-score': score === null ? 'hidden' : String(score),
        title: `${t('scores')}: ${score === null ? t('scoreHidden') : score}`,
        text: score === null ? '?' : String(score),
      }),
      summary ? h('span', { class: 'st-seat-summary', title: summary, text: summary }) : null);
    });
    replace(this.els.seats, items);
    this.showThinking();
  }

  renderLog(view) {
    const entries = this.describe(this.renderer.events(view), 0);
    const list = entries.map((e) => h('li', { class: `st-log-item st-log-${e.tone}`, text: e.text }));
    replace(this.els.log, list);
    this.els.log.scrollTop = this.els.log.scrollHeight;
  }

  /** Renderer's words for events[from..], as {text, tone}. */
  describe(events, from) {
    const out = [];
    for (const event of events.slice(from)) {
      const d = this.renderer.describeEvent(event, this.session.names, lang());
      if (!d) continue;
      out.push(typeof d === 'string' ? { text: d, tone: 'normal' } : { text: d.text, tone: d.tone || 'normal' });
    }
    return out;
  }

  logLength() {
    return this.renderer.events(this.session.view('spectator')).length;
  }

  // ---- catch-up (www/js/shell/catch-up.js) ------------------------------------

  /** The catch-up as the moves so far tell it (a reload or a resumed save loses nothing). */
  readCatchUp() {
    const count = (view) => this.renderer.events(view).length;
    return CatchUp.fromHistory(this.session, count, this.autosave ? tabDismissal(this.session.id) : null);
  }

  /** The public log's lines from entry `from` on, with the turn heading just before it (whose turn the first lines are). */
  catchUpLines(spectator, from) {
    const events = this.renderer.events(spectator);
    const heading = from > 0 && from < events.length && this.describe([events[from - 1]], 0)[0]?.tone === 'turn';
    return this.describe(events, heading ? from - 1 : from);
  }

  /** `seat` made a move: its news start after it, and its board marks are done. */
  decided(seat) {
    this.catchUp.decided(seat, this.logLength(), this.session.view(seat));
    if (seat === this.shownSeat) this.board.markPlaces?.([]);
  }

  /** Rings the places that changed since `seat`'s last decision (until it acts); returns whether any. */
  markSince(seat) {
    const keys = markChanged(this.renderer, this.catchUp.before(seat), this.session.view(seat));
    this.board.markPlaces?.(keys);
    return keys.length > 0 && Boolean(this.board.markPlaces);
  }

  /**
   * Without a hand-over (one person against computers, or a game without
   * hidden information) the person's turn starts with a panel of what the
   * others did since their last decision, until they dismiss it or move.
   */
  showCatchUpPanel(seat) {
    if (this.info.hiddenInformation && this.session.people().length > 1) return; // the hand-over screen said it
    // An embed keeps the height the wiki page gave it (README table): the
    // board's marks and the log's "Zuletzt" line tell the news there.
    if (this.mode === 'embed') {
      this.markSince(seat);
      return;
    }
    const from = this.catchUp.since(seat, null);
    if (from === null) return; // nothing known yet (a reloaded game): the log has it all
    const key = `${seat}:${from}`;
    const entries = this.catchUpLines(this.session.view('spectator'), from);
    // At the very start nobody has done anything yet: setup lines are no news.
    if (!entries.length || this.catchUp.dismissed === key || this.session.moves.length === 0) return;
    const marked = this.markSince(seat);
    const close = () => {
      this.catchUp.dismiss(key);
      this.els.catchUp.hidden = true;
      this.board.focus?.();
    };
    replace(this.els.catchUp, catchUpBox(entries, { first: this.catchUp.first(seat), marked, close }));
    this.els.catchUp.hidden = false;
  }

  // ---- hand-over and end -----------------------------------------------------

  showHandover(seat) {
    this.board.clear?.(); // the previous hand must not be left on screen
    this.shownSeat = null;
    this.els.main.hidden = true;
    this.els.undo.disabled = true;
    const name = this.session.names[seat];
    const spectator = this.session.view('spectator');
    this.renderTurn(spectator);
    this.renderSeats(spectator);
    const recent = this.catchUpLines(spectator, this.catchUp.since(seat, this.handoverFrom));
    const color = (this.renderer.colors || [])[seat] || '#888';
    const button = h('button', {
      type: 'button', class: 'st-btn st-btn-primary st-btn-big', 'data-action': 'reveal',
      text: t('handoverButton', { name }),
      on: { click: () => this.reveal(seat) },
    });
    replace(this.els.handover, this.overlayLang(),
      h('div', { class: 'st-overlay-card' },
        h('div', { class: 'st-handover-swatch', style: { background: color }, 'aria-hidden': 'true' }),
        h('h2', { id: 'st-handover-title', text: t('handoverTitle', { name }) }),
        h('p', { text: t('handoverBody', { name }) }),
        catchUpBox(recent, { first: this.catchUp.first(seat) }),
        button,
        this.onMenu ? h('p', { class: 'st-handover-menu' },
          h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'menu', text: `← ${t('menu')}`, on: { click: () => this.onMenu() } })) : null));
    this.els.handover.setAttribute('aria-labelledby', 'st-handover-title');
    this.els.handover.hidden = false;
    this.setBehind(true);
    focus(button);
  }

  /**
   * The language button on the hand-over and end screens, which cover the
   * header's: switching redraws the overlay, and the focus stays on the button.
   */
  overlayLang() {
    return h('button', {
      type: 'button', class: 'st-btn st-btn-quiet st-overlay-lang', 'data-action': 'lang',
      'aria-label': t('languageTitle'), title: t('languageTitle'), text: lang() === 'de' ? 'EN' : 'DE',
      on: {
        click: (e) => {
          const overlay = e.currentTarget.closest('.st-overlay');
          setLang(lang() === 'de' ? 'en' : 'de', this.mode === 'play');
          if (!overlay.hidden) focus(overlay.querySelector('.st-overlay-lang'));
        },
      },
    });
  }

  /**
   * While the hand-over screen is up, everything else on the page is inert:
   * no focus (Tab and Shift+Tab stay on the hand-over card), no clicks, and
   * `onKey` ignores every shortcut. Open dialogs (export, help) are closed.
   */
  setBehind(inert) {
    const { els } = this;
    const behind = [els.header, els.seats, els.main, els.end, ...document.querySelectorAll('[data-notices]')];
    for (const el of behind) el.inert = inert;
    if (inert) for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
  }

  /**
   * Keys while the hand-over screen is up: Tab and Shift+Tab cycle through
   * its buttons (never out of it, not even to the browser's address bar);
   * Enter and Space press the focused button; every other key stops here,
   * so no shortcut reaches the board or the header behind it.
   */
  handoverKey(e) {
    const inside = e.target.closest?.('[data-handover]');
    if (e.key === 'Tab') {
      const buttons = [...this.els.handover.querySelectorAll('button:not(:disabled)')];
      const at = buttons.indexOf(document.activeElement);
      const next = at < 0 ? 0 : (at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
      e.preventDefault();
      e.stopPropagation();
      focus(buttons[next]);
      return;
    }
    if (inside && (e.key === 'Enter' || e.key === ' ') && !e.ctrlKey && !e.metaKey && !e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
  }

  reveal(seat) {
    this.els.handover.hidden = true;
    this.setBehind(false);
    this.handoverFrom = this.logLength();
    this.shownSeat = seat;
    this.guard(() => {
      this.renderBoard();
      this.markSince(seat);
    });
    this.board.focus?.();
  }

  hideHandover() {
    this.els.handover.hidden = true;
    this.setBehind(false);
  }

  showEnd() {
    const view = this.session.view('spectator');
    const result = this.renderer.explainResult(view, this.session.names, lang());
    const table = result.table ? h('table', { class: 'st-result-table' },
      h('thead', {}, h('tr', {}, result.table.head.map((c) => h('th', { scope: 'col', text: c })))),
      h('tbody', {}, result.table.rows.map((row, i) => h('tr', { class: result.table.winnerRows?.includes(i) ? 'st-row-winner' : '' },
        row.map((c, j) => (j === 0 ? h('th', { scope: 'row', text: c }) : resultCell(c))))))) : null;
    const viewBoard = h('button', { type: 'button', class: 'st-btn', 'data-action': 'view-board', text: t('showBoard'), on: { click: () => { this.endDismissed = true; this.hideEnd(); } } });
    const buttons = [viewBoard];
    if (this.onReplay) buttons.push(h('button', { type: 'button', class: 'st-btn', 'data-action': 'replay', title: rw('replayOpenTitle'), text: rw('replayOpen'), on: { click: () => this.onReplay() } }));
    if (this.onRematch) buttons.push(h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'rematch', text: t('rematch'), on: { click: () => this.onRematch() } }));
    if (this.onMenu) buttons.push(h('button', { type: 'button', class: 'st-btn', 'data-action': 'menu', text: t('backToMenu'), on: { click: () => this.onMenu() } }));
    replace(this.els.end, this.overlayLang(),
      h('div', { class: 'st-overlay-card st-end-card' },
        h('p', { class: 'st-end-kicker', text: t('endTitle') }),
        h('h2', { id: 'st-end-title', 'data-headline': true, text: result.headline }),
        (result.paragraphs || []).map((p) => h('p', { text: p })),
        table,
        h('div', { class: 'st-end-buttons' }, buttons)));
    this.els.end.setAttribute('aria-labelledby', 'st-end-title');
    this.els.end.hidden = false;
    // Rejoin the game view under the overlay with a "show result" path.
    this.els.turn.textContent = t('gameOver');
    focus(buttons.find((b) => b.dataset.action === 'rematch') || buttons[buttons.length > 1 ? 1 : 0]);
  }

  hideEnd() {
    if (this.els.end.hidden) return;
    this.els.end.hidden = true;
    if (this.session.status().finished) this.addResultButton();
  }

  addResultButton() {
    // After "view the board" the result must stay reachable.
    if (this.els.header.querySelector('[data-action="show-result"]')) return;
    const btn = h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'show-result', text: t('showResult'), on: { click: () => { btn.remove(); this.endDismissed = false; this.showEnd(); } } });
    this.els.header.querySelector('.st-play-actions').prepend(btn);
  }

  showHelp() {
    aboutDialog({ id: this.info.id, name: this.info.name, sections: this.renderer.helpSections?.(lang()) || [] });
  }

  // ---- moves -------------------------------------------------------------------

  /** Applies a move chosen on the board. Resolves true when it was accepted. */
  async play(move) {
    if (this.busy || this.mode === 'readonly' || !this.els.handover.hidden) return false;
    // Check before writing: a move on a position another tab has moved past would be lost.
    if (this.autosave && this.syncFromStorage()) return false;
    this.busy = true;
    try {
      return await this.guard(() => {
        if (!this.personDecides()) return false; // a computer's turn: the board is not the person's to play
        if (this.bot.busy) this.cancelComputer(); // a hint still searching
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
        this.decided(actor);
        this.afterChange(actor);
        return true;
      });
    } finally {
      this.busy = false;
    }
  }

  undo() {
    if (this.busy || this.els.undo.disabled || !this.els.handover.hidden) return;
    if (this.autosave && this.syncFromStorage()) return;
    this.cancelComputer();
    this.guard(() => {
      this.session.undo();
      this.afterChange(this.shownSeat, { undo: true });
    });
  }

  afterChange(actor, { undo = false } = {}) {
    if (this.autosave) this.persist();
    const view = this.session.view(actor ?? 'spectator');
    const events = this.renderer.events(view);
    if (!undo) announce(this.describe(events, this.announced).map((e) => e.text).join(' '));
    this.announced = events.length;
    if (undo) {
      this.handoverFrom = Math.min(this.handoverFrom, events.length);
      this.catchUp.truncate(this.logLength());
    }
    this.show(false);
  }

  progress() {
    const status = this.session.status();
    return { moves: this.session.moves.length, finished: status.finished, active: status.active, winners: status.winners || null };
  }

  persist() {
    if (this.deleted) return;
    const result = writeSave(saveOf(this.session, this.progress()), this.session.revision);
    if (result.ok) {
      this.session.revision = result.revision;
      clearNotice('storage');
      return;
    }
    if (result.reason === 'newer' || result.reason === 'deleted') {
      this.syncFromStorage();
      return;
    }
    notify(t(result.reason === 'full' ? 'storageFull' : 'storageUnavailable'), {
      kind: 'warn', key: 'storage', timeout: 0,
      actions: [{ label: t('export'), run: () => this.exportGame() }],
    });
  }

  /**
   * Takes the stored save when another tab has written a newer revision (and
   * shows it), or stops saving when the save was deleted there. Returns true
   * when the position on screen changed or play must stop.
   */
  syncFromStorage() {
    if (!this.autosave || this.deleted) return this.deleted;
    const stored = storedRevision(this.session.id);
    if (stored === null) {
      if (this.session.revision === 0) return false; // not written yet
      this.deleted = true;
      notify(t('deletedElsewhere'), { kind: 'warn', key: 'storage', timeout: 0, actions: [{ label: t('export'), run: () => this.exportGame() }] });
      return true;
    }
    if (stored <= this.session.revision) return false;
    const found = readSave(this.session.id);
    this.cancelComputer(); // its answer would be for the old position
    try {
      if (!found?.save) throw found?.problem || new SaveProblem('json');
      this.session.rebuild(found.save.moves);
      checkReplay(found.save, this.session);
    } catch (e) {
      // The other tab wrote what this one cannot follow: stop writing, say why.
      this.deleted = true;
      const message = e instanceof SaveProblem ? problemText(e) : e instanceof ReplayError ? t('saveProblemReplay', { n: e.index + 1, message: e.message }) : String(e.message || e);
      notify(message, { kind: 'error', key: 'storage', timeout: 0 });
      return true;
    }
    this.session.revision = found.save.revision ?? stored;
    notify(t('continuedElsewhere'), { kind: 'info', key: 'storage', timeout: 8000 });
    this.announced = this.logLength();
    this.handoverFrom = Math.min(this.handoverFrom, this.announced);
    this.catchUp = this.readCatchUp(); // the other tab's moves were decisions too
    this.shownSeat = null;
    this.endDismissed = false;
    this.refresh();
    return true;
  }

  /**
   * Export dialog. During a running game it offers only what the person at
   * the screen may see: the embed code of the spectator's or their own seat's
   * view, and none at all for a game with hidden information (its seed gives
   * away every card). The complete game is a separate, clearly labelled file
   * for moving the game to another device.
   */
  showExport() {
    const finished = this.guardSync(() => this.session.status().finished) ?? false;
    const own = this.shownSeat !== null && this.shownSeat !== 'spectator' ? [this.shownSeat] : [];
    const viewers = finished ? ['spectator', ...this.session.names.map((_, i) => i)] : ['spectator', ...own];
    const hideSeed = this.info.hiddenInformation && !finished;
    const select = h('select', { id: 'st-embed-viewer', 'data-embed-viewer': true },
      viewers.map((v) => h('option', { value: String(v), text: v === 'spectator' ? t('embedSpectator') : this.session.names[v] })));
    const code = h('textarea', { id: 'st-embed-code', class: 'st-embed-code', readonly: true, rows: 4, 'data-embed-code': true });
    // The snippet's height is measured in a 600 px column (a wiki article's width).
    const update = async () => {
      const viewer = select.value;
      code.value = this.embedSnippet(viewer);
      code.dataset.measuring = 'true';
      const height = await measureEmbedHeight(embedSrc(code.value), 600);
      if (select.value !== viewer) return;
      if (height) code.value = this.embedSnippet(viewer, height);
      delete code.dataset.measuring;
    };
    select.addEventListener('change', update);
    if (!hideSeed) update();
    const copy = h('button', { type: 'button', class: 'st-btn', 'data-action': 'copy-embed', text: t('copy'),
      on: { click: async () => {
        code.select();
        try { await navigator.clipboard.writeText(code.value); } catch { document.execCommand?.('copy'); }
        copy.textContent = t('copied');
      } } });
    const embed = hideSeed
      ? [h('p', { class: 'st-muted', 'data-embed-running': true, text: t('embedRunning') })]
      : [h('p', { class: 'st-muted', text: t('embedHint') }),
        h('div', { class: 'st-field' }, h('label', { for: select.id, text: t('embedViewer') }), select),
        h('div', { class: 'st-field' }, h('label', { for: code.id, text: t('embedCode') }), code)];
    const dialog = h('dialog', { class: 'st-dialog', 'data-export-dialog': true },
      h('h2', { text: t('export') }),
      h('h3', { text: t('embedTitle') }),
      ...embed,
      h('h3', { text: t('moveTitle') }),
      h('p', { class: 'st-muted', 'data-move-hint': true, text: t('moveHint') }),
      h('p', {}, h('button', { type: 'button', class: 'st-btn', 'data-action': 'export-file', text: t('moveFile'), on: { click: () => this.exportGame() } })),
      h('form', { method: 'dialog', class: 'st-dialog-buttons' }, hideSeed ? null : copy, h('button', { class: 'st-btn st-btn-primary', text: t('close') })));
    dialog.addEventListener('close', () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
  }

  /** `<iframe>` for embed.html showing the current position as `viewer` sees it. */
  embedSnippet(viewer, height = 640) {
    const s = this.session;
    const page = new URL('embed.html', location.href.split('#')[0]);
    page.search = new URLSearchParams({ game: s.game, players: String(s.players), seed: String(s.seed), names: s.names.join(','), lang: lang() }).toString();
    let bin = '';
    for (const byte of new TextEncoder().encode(JSON.stringify(s.moves))) bin += String.fromCharCode(byte);
    const moves = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    page.hash = `moves=${moves}&viewer=${viewer}`;
    return `<iframe src="${page.href.replace(/&/g, '&amp;')}" title="${escapeAttr(this.info.name)}" style="width:100%;height:${height}px;border:0" loading="lazy"></iframe>`;
  }

  /** The whole game as a file ("move this game to another device"): seed and every move. */
  exportGame() {
    const save = { ...saveOf(this.session, this.guardSync(() => this.progress()) || null), contains: 'everything: the seed and every move, so every hidden card' };
    download(exportName(save), JSON.stringify(save, null, 1));
  }

  // ---- failures ------------------------------------------------------------------

  /**
   * Runs `fn`; a wasm trap restarts the engine and rebuilds the game from
   * its moves (the failed move was never added), so nothing is lost.
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

  guardSync(fn) {
    try { return fn(); } catch { return null; }
  }

  async recover(panic) {
    console.error('engine panic', panic);
    this.cancelComputer();
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

  onKey(e) {
    if (!this.els.handover.hidden && this.mode !== 'readonly') {
      this.handoverKey(e);
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && this.mode !== 'readonly') {
      if (e.target.closest?.('input, textarea')) return;
      e.preventDefault();
      this.undo();
    }
  }
}

/** The page address inside an iframe snippet. */
function embedSrc(snippet) {
  return snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
}

function iconLabel(button, icon, label) {
  replace(button, h('span', { class: 'st-btn-icon', 'aria-hidden': 'true', text: icon }), h('span', { class: 'st-btn-label', text: label }));
  button.setAttribute('aria-label', label);
}

function escapeAttr(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A result-table cell: a string, or a list of lines (one per scored item). */
function resultCell(content) {
  if (!Array.isArray(content)) return h('td', { text: content });
  return h('td', {}, h('ul', { class: 'st-result-list' }, content.map((line) => h('li', { text: line }))));
}
