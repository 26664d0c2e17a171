// The replay screen: a finished game stepped through move by move, with
// everything revealed. What may be revealed is decided by the engine:
// `replayStep(save, step)` answers only for a game that is over (otherwise it
// throws `game_not_finished`), with every seat's view of that position. The
// page shows one seat's view at a time (by default the seat that just moved,
// so its hand is on the board) and every seat's score from that seat's own
// view; the log line(s) of the step are highlighted, and the places the
// step changed are ringed on the board (the renderer's `markChanged`, as the
// catch-up rings them).
//
// Keys: ← / → one move, Home / End the start / the end (the slider takes
// the same keys natively when it has focus).

import { h, replace, focus, download } from './dom.js';
import { t, lang, setLang, onLangChange } from './i18n.js';
import { call } from './engine.js';
import { exportName } from './saves.js';
import { rw, ensureReplayStyles } from './replay-strings.js';
import { markChanged } from '../games/marks.js';

/** The engine's step `step` of a finished `save` (throws EngineError `game_not_finished` otherwise). */
export function replayStep(save, step) {
  return call(save.game, (st) => st.replayStep(save, step));
}

/**
 * @param {HTMLElement} root
 * @param {object} o
 * @param {object} o.save       a save document of a finished game
 * @param {object} o.renderer   the game's renderer
 * @param {object} o.info       the game's entry from games()
 * @param {number} [o.step]     the step to open at (default: the start)
 * @param {() => void} [o.onClose]
 */
export function createReplayScreen(root, o) {
  const screen = new ReplayScreen(root, o);
  screen.start();
  return screen;
}

class ReplayScreen {
  constructor(root, o) {
    this.root = root;
    this.save = o.save;
    this.renderer = o.renderer;
    this.info = o.info;
    this.onClose = o.onClose;
    this.names = o.save.options.names;
    this.cache = new Map(); // step → engine answer (a few recent ones)
    this.step = 0;
    this.seat = 'auto'; // whose view: 'auto' follows the mover
    this.unsubscribe = [];
  }

  start() {
    ensureReplayStyles();
    const first = replayStep(this.save, 0); // throws for an unfinished game: nothing is built then
    this.steps = first.steps;
    this.remember(0, first);
    this.build();
    this.board = this.renderer.mount(this.els.board, this.ctx(0));
    this.keyHandler = (e) => this.onKey(e);
    document.addEventListener('keydown', this.keyHandler);
    this.unsubscribe.push(onLangChange(() => { this.label(); this.go(this.step); }));
    this.go(Math.min(this.steps, Math.max(0, this.save.replayStep ?? 0)));
    focus(this.els.forward);
  }

  destroy() {
    document.removeEventListener('keydown', this.keyHandler);
    this.unsubscribe.forEach((fn) => fn());
    this.board?.destroy();
    this.root.replaceChildren();
  }

  remember(step, answer) {
    this.cache.set(step, answer);
    if (this.cache.size > 8) this.cache.delete(this.cache.keys().next().value);
  }

  at(step) {
    if (!this.cache.has(step)) this.remember(step, replayStep(this.save, step));
    return this.cache.get(step);
  }

  build() {
    const els = {};
    const btn = (action, icon, on) => h('button', { type: 'button', class: 'st-btn st-replay-step-btn', 'data-action': action, on: { click: on } },
      h('span', { 'aria-hidden': 'true', text: icon }));
    els.close = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'replay-close', on: { click: () => this.onClose?.() } });
    els.title = h('h1', { class: 'st-play-title' });
    els.turn = h('p', { class: 'st-turn', 'data-turn': true });
    els.exportBtn = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'replay-export', on: { click: () => this.exportReplay() } });
    els.lang = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'lang', on: { click: () => setLang(lang() === 'de' ? 'en' : 'de') } });
    els.first = btn('replay-first', '|◀', () => this.go(0));
    els.back = btn('replay-back', '◀', () => this.go(this.step - 1));
    els.forward = btn('replay-forward', '▶', () => this.go(this.step + 1));
    els.last = btn('replay-last', '▶|', () => this.go(this.steps));
    els.slider = h('input', { type: 'range', class: 'st-replay-slider', min: '0', max: String(this.steps), step: '1', value: '0', 'data-replay-slider': true,
      on: { input: () => this.go(Number(els.slider.value)) } });
    els.count = h('span', { class: 'st-replay-count', 'data-replay-count': true, 'aria-live': 'polite' });
    els.seatSelect = h('select', { id: 'st-replay-seat', 'data-replay-seat': true, on: { change: () => { this.seat = /** @type {any} */ (els.seatSelect.value === 'auto' ? 'auto' : Number(els.seatSelect.value)); this.go(this.step); } } });
    els.seatLabel = h('label', { for: 'st-replay-seat' });
    els.note = h('p', { class: 'st-replay-note st-muted' });
    els.controls = h('div', { class: 'st-replay-controls', role: 'group', 'data-replay-controls': true },
      h('div', { class: 'st-replay-row' }, els.first, els.back, els.slider, els.forward, els.last),
      h('div', { class: 'st-replay-row st-replay-row-info' }, els.count, h('span', { class: 'st-replay-seat' }, els.seatLabel, els.seatSelect)),
      els.note);
    els.header = h('header', { class: 'st-play-bar' },
      els.close,
      h('div', { class: 'st-play-heading' }, els.title, els.turn),
      h('div', { class: 'st-play-actions' }, els.exportBtn, els.lang));
    els.seats = h('ul', { class: 'st-seats', 'data-seats': true });
    els.board = h('div', { class: 'st-board', 'data-board': true });
    els.logTitle = h('h2', { class: 'st-log-title' });
    els.log = h('ol', { class: 'st-log-list', 'data-log': true, tabindex: '0' }); // scrolls: keyboard users reach it
    els.main = h('div', { class: 'st-play-main' }, els.board, h('aside', { class: 'st-log' }, els.logTitle, els.log));
    els.screen = h('section', { class: 'st-play st-mode-replay', dataset: { game: this.save.game, replay: 'true' } },
      els.header, els.controls, els.seats, els.main);
    replace(this.root, els.screen);
    this.els = els;
    this.label();
  }

  label() {
    const { els } = this;
    els.title.textContent = rw('replayTitle', { game: this.info.name });
    iconText(els.close, '←', rw('replayBack'));
    els.exportBtn.textContent = `⤓ ${rw('replayExport')}`;
    els.exportBtn.title = rw('replayExportTitle');
    els.lang.textContent = lang() === 'de' ? 'EN' : 'DE';
    els.lang.setAttribute('aria-label', t('languageTitle'));
    for (const [key, word] of [['first', 'first'], ['back', 'back'], ['forward', 'forward'], ['last', 'last']]) {
      els[key].setAttribute('aria-label', rw(word));
      els[key].title = rw(word);
    }
    els.slider.setAttribute('aria-label', rw('replaySlider'));
    els.seatLabel.textContent = `${rw('seenBy')}: `;
    replace(els.seatSelect,
      h('option', { value: 'auto', text: rw('followMover') }),
      this.names.map((name, seat) => h('option', { value: String(seat), text: name })));
    els.seatSelect.value = String(this.seat);
    els.note.textContent = `${rw('replayAll')} ${rw('replayKeys')}`;
    els.logTitle.textContent = t('log');
  }

  /** Whose view step `answer` shows: the chosen seat, or the one that moved (the first to move at the start). */
  shownSeat(answer) {
    if (this.seat !== 'auto') return this.seat;
    return answer.mover ?? answer.spectator.status.active[0] ?? 0;
  }

  ctx(seat) {
    return { lang: lang(), names: this.names, viewer: seat, interactive: false, play: async () => false, announce: () => {} };
  }

  go(step) {
    const k = Math.max(0, Math.min(this.steps, Math.round(step)));
    this.step = k;
    const answer = this.at(k);
    const seat = this.shownSeat(answer);
    const view = answer.views[seat];
    const { els } = this;
    els.slider.value = String(k);
    els.slider.setAttribute('aria-valuetext', rw('replayStep', { k, n: this.steps }));
    els.first.disabled = k === 0;
    els.back.disabled = k === 0;
    els.forward.disabled = k === this.steps;
    els.last.disabled = k === this.steps;
    els.count.textContent = rw('replayStep', { k, n: this.steps });
    els.screen.dataset.step = String(k);
    els.screen.dataset.viewer = String(seat);
    els.turn.textContent = k === 0 ? rw('replaySetup') : rw('replayMover', { name: this.names[answer.mover] ?? '?' });
    this.board.render(view, [], this.ctx(seat));
    const before = k === 0 ? null : this.at(k - 1).views[seat];
    // the step on the board too: the places it changed, ringed as the catch-up rings them
    const marked = markChanged(this.renderer, before, view);
    this.board.markPlaces?.(marked);
    els.screen.dataset.marked = String(marked.length);
    this.renderSeats(answer, view);
    this.renderLog(view, before);
    // A button that just became disabled would drop keyboard focus to the page.
    if (/** @type {HTMLButtonElement} */ (document.activeElement)?.disabled) focus(k === 0 ? els.forward : els.back);
  }

  /** Every seat's score as that seat itself knows it: all revealed. */
  renderSeats(answer, view) {
    const colors = this.renderer.colors || [];
    const winners = answer.spectator.status.winners || [];
    replace(this.els.seats, this.names.map((name, seat) => {
      const score = answer.views[seat].status.scores[seat];
      const summary = this.renderer.seatSummary?.(answer.views[seat], seat, lang());
      const mover = answer.mover === seat;
      return h('li', { class: `st-seat${mover ? ' st-seat-active' : ''}${winners.includes(seat) ? ' st-seat-winner' : ''}`, dataset: { seat: String(seat) } },
        h('span', { class: 'st-seat-swatch', style: { background: colors[seat] || '#888' }, 'aria-hidden': 'true' }),
        h('span', { class: 'st-seat-name', text: `${winners.includes(seat) ? '♛ ' : ''}${name}` }),
        h('span', { class: 'st-seat-score', 'data-score': score === null ? 'hidden' : String(score), text: score === null ? '?' : String(score) }),
        summary ? h('span', { class: 'st-seat-summary', text: summary }) : null);
    }));
    void view;
  }

  /** The log as the shown seat read it at this step; the lines this step added are highlighted. */
  renderLog(view, before) {
    const events = this.renderer.events(view);
    const from = before ? this.renderer.events(before).length : events.length;
    const items = [];
    events.forEach((event, i) => {
      const d = this.renderer.describeEvent(event, this.names, lang());
      if (!d) return;
      const { text, tone = 'normal' } = typeof d === 'string' ? { text: d } : d;
      const current = i >= from;
      items.push(h('li', { class: `st-log-item st-log-${tone}${current ? ' st-log-current' : ''}`, 'data-step-line': current ? 'true' : false, 'aria-current': current ? 'step' : false, text }));
    });
    replace(this.els.log, items);
    const mark = /** @type {HTMLElement | null} */ (this.els.log.querySelector('.st-log-current'));
    const list = this.els.log;
    if (mark) list.scrollTop = Math.max(0, mark.offsetTop - list.offsetTop - list.clientHeight / 3);
    else list.scrollTop = list.scrollHeight;
  }

  /** The finished game as a save file (everything in it is public now); it opens at this step again. */
  exportReplay() {
    const save = { ...this.save, replayStep: this.step };
    download(exportName(save).replace(/\.json$/, '-replay.json'), JSON.stringify(save, null, 1));
  }

  onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector('dialog[open]')) return;
    if (e.target.closest?.('input, select, textarea')) return; // the slider and the seat choice have their own keys
    const to = { ArrowLeft: this.step - 1, ArrowRight: this.step + 1, Home: 0, End: this.steps }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.go(to);
  }
}

function iconText(button, icon, label) {
  replace(button, h('span', { class: 'st-btn-icon', 'aria-hidden': 'true', text: icon }), h('span', { class: 'st-btn-label', text: label }));
  button.setAttribute('aria-label', label);
}
