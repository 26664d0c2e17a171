// Computer seats and the hint on the play screen: the search runs in a Web
// Worker (../bot.js); the screen shows that a computer is thinking, plays its
// answer after a short pause, and drops the answer of a cancelled search.

import { h } from '../dom.js';
import { t, lang } from '../i18n.js';
import { notify } from '../notices.js';
import { BotClient, CancelledError, botSeed, levelBudget } from '../bot.js';
import { pauseBefore, Streak, SPEEDS, currentSpeed, setSpeed } from './pace.js';

export class Computers {
  /** @param {import('../play-screen.js').PlayScreen} screen */
  constructor(screen) {
    this.screen = screen;
    this.bot = new BotClient(screen.session.game);
    /** @type {{seat: number, at: number} | null} while a computer searches */
    this.thinking = null;
    this.run = 0; // bumped to drop the answer of a cancelled search
    this.streak = new Streak(); // a computer's decisions in a row: its pauses shrink (pace.js)
  }

  dispose() {
    this.cancel();
    this.bot.dispose();
  }

  get busy() {
    return this.bot.busy;
  }

  /** Asks the worker for the computer's move at `seat`, then plays it after a short pause. */
  play(seat, level) {
    const s = this.screen;
    const at = s.session.moves.length;
    if (this.thinking && this.thinking.seat === seat && this.thinking.at === at) return; // already on it
    const run = ++this.run;
    this.thinking = { seat, at };
    this.showThinking();
    const started = performance.now();
    // the pause runs while the computer searches: a step takes the longer of the two
    const pause = pauseBefore(this.streak.next(seat));
    const options = { ...levelBudget(level, s.session.game, s.session.players), seed: botSeed(s.session.seed, at) };
    // A decision with one way to go (end the turn, the only card) needs no search.
    const only = s.session.legalMoves();
    const answer = only.length === 1 ? Promise.resolve(only[0]) : this.bot.suggest(s.session.stateForBot(), options);
    answer.then(async (move) => {
      const wait = pause - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (run !== this.run) return;
      this.thinking = null;
      this.showThinking();
      await s.guard(() => {
        s.session.apply(move);
        s.news.decided(seat);
        // announced from the view on screen, never the computer's own (its hand)
        s.afterChange(s.shownSeat);
      });
    }, (e) => {
      if (e instanceof CancelledError || run !== this.run) return;
      this.thinking = null;
      this.showThinking();
      notify(t('botFailed', { message: e.message }), { kind: 'error', key: 'bot', timeout: 0 });
    });
  }

  /** Stops a computer's (or the hint's) search; its answer is dropped. */
  cancel() {
    this.streak.reset();
    this.run += 1;
    this.thinking = null;
    this.bot.cancel();
    this.showThinking();
  }

  /** The visible "thinking" state: turn line, seat chip and `data-thinking` on the screen. */
  showThinking() {
    const { els, session } = this.screen;
    const seat = this.thinking?.seat;
    const on = seat !== undefined;
    if (on) els.screen.dataset.thinking = String(seat);
    else delete els.screen.dataset.thinking;
    els.seats.querySelectorAll('.st-seat').forEach((li) => {
      li.classList.toggle('st-seat-thinking', on && /** @type {HTMLElement} */ (li).dataset.seat === String(seat));
    });
    if (on) els.turn.textContent = t('thinking', { name: session.names[seat] });
  }

  /**
   * The hint: the computer's move for the person, marked on the board and
   * said in the game's words (renderer contract: `highlight`, `describeMove`).
   */
  hint() {
    const s = this.screen;
    const button = s.els.hint;
    if (button.disabled || this.bot.busy) return;
    const at = s.session.moves.length;
    const seat = s.shownSeat;
    const run = ++this.run;
    button.setAttribute('aria-busy', 'true');
    notify(t('hintThinking'), { kind: 'info', key: 'hint', screen: true });
    const options = { ...levelBudget('normal', s.session.game, s.session.players), seed: botSeed(s.session.seed, at) };
    this.bot.suggest(s.session.stateForBot(), options).then((move) => {
      button.removeAttribute('aria-busy');
      if (run !== this.run || s.session.moves.length !== at || s.shownSeat !== seat) return;
      const marked = s.board.highlight(move);
      const words = s.renderer.describeMove(move, s.session.view(seat), s.session.names, lang(), s.seatColors ?? undefined);
      notify(t(marked ? 'hintMarkedFor' : 'hintFor', { move: words }), { kind: 'info', key: 'hint', timeout: 8000, screen: true });
    }, (e) => {
      button.removeAttribute('aria-busy');
      if (!(e instanceof CancelledError) && run === this.run) notify(t('botFailed', { message: e.message }), { kind: 'error', key: 'hint' });
    });
  }
}

/**
 * The speed control of the header (slow, normal, fast, instant): shown when
 * a computer plays; the choice holds in this browser and at once.
 */
export function speedControl() {
  const select = h('select', { class: 'st-speed', 'data-action': 'speed', on: { change: () => setSpeed(/** @type {any} */ (select.value)) } });
  const label = h('label', { class: 'st-speed-label' }, h('span', { class: 'st-speed-name' }), select);
  relabelSpeed(label);
  return label;
}

/** Writes the control's words in the current language. */
export function relabelSpeed(label) {
  const select = label.querySelector('select');
  const names = { slow: 'speedSlow', normal: 'speedNormal', fast: 'speedFast', instant: 'speedInstant' };
  select.replaceChildren(...Object.keys(SPEEDS).map((k) => h('option', { value: k, text: t(names[k]) })));
  select.value = currentSpeed();
  label.title = t('speedTitle');
  label.querySelector('.st-speed-name').textContent = t('speed');
}
