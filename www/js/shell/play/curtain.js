// The hand-over screen ("Weitergeben an Anna"): between two people at one
// screen in a game with hidden information it covers the table until the next
// person reveals. While it is up the page holds nothing that person may not
// see: the board is cleared, the log and seats show the spectator's view, the
// screen's notices (a hint, a refused move) are emptied and the live region
// says only the public news (what the hand-over screen lists). In an embed
// (a wiki column) it is a compact bar at the top over the table in the
// spectator's view instead of a screen of its own.

import { h, replace, focus } from '../dom.js';
import { t } from '../i18n.js';
import { silence, announce, clearScreenNotices } from '../notices.js';
import { catchUpBox } from '../catch-up.js';
import { overlayLang } from './overlay-lang.js';
import { renderTurn, renderSeats, renderLog } from './table.js';
import { opponentsControl } from './opponents.js';

export class Curtain {
  /** @param {import('../play-screen.js').PlayScreen} screen */
  constructor(screen) {
    this.screen = screen;
    this.el = screen.els.handover;
    /** Public log length when a person last saw the board. */
    this.from = 0;
  }

  get up() {
    return !this.el.hidden;
  }

  /** Covers the table for `seat`, with what happened since that seat last looked. */
  show(seat) {
    const s = this.screen;
    // An embed in a wiki column is a table, not a covered screen: the board in
    // the spectator's view (no hand on it) with a compact start control above.
    const table = s.mode === 'embed';
    silence();
    clearScreenNotices();
    if (table) {
      s.shownSeat = 'spectator';
      s.renderBoard(); // replaces the previous hand: the spectator's view has none
    } else {
      s.board.clear(); // the previous hand must not be left on screen
      s.els.main.hidden = true;
    }
    s.shownSeat = null;
    s.els.undo.disabled = true;
    const name = s.session.names[seat];
    const spectator = s.session.view('spectator');
    renderTurn(s, spectator);
    renderSeats(s, spectator);
    renderLog(s, spectator); // the hidden log holds only public lines too
    const recent = s.news.lines(spectator, s.news.catchUp.since(seat, this.from));
    const color = s.seatColor(seat);
    const button = h('button', {
      type: 'button', class: 'st-btn st-btn-primary st-btn-big', 'data-action': 'reveal',
      text: t('handoverButton', { name }),
      on: { click: () => s.reveal(seat) },
    });
    this.el.classList.toggle('st-handover-bar', table);
    if (table) {
      const news = catchUpBox(recent, { first: s.news.catchUp.first(seat) });
      // the frame's start control: the opponents, chosen before the first move
      const opponents = s.opponents && s.session.moves.length === 0 ? opponentsControl(s.opponents) : null;
      if (opponents && s.els.opponents) s.els.opponents.hidden = true; // here instead of in the header, behind the bar
      replace(this.el, h('div', { class: 'st-overlay-card' },
        h('div', { class: 'st-handover-swatch', style: { background: color }, 'aria-hidden': 'true' }),
        h('h2', { id: 'st-handover-title', text: t('handoverTitle', { name }) }),
        button, opponents,
        news && recent.length ? h('details', { class: 'st-handover-news' }, h('summary', { text: t('handoverNews', { n: recent.length }) }), news) : null));
    } else replace(this.el, overlayLang(s.mode === 'play'),
      h('div', { class: 'st-overlay-card' },
        h('div', { class: 'st-handover-swatch', style: { background: color }, 'aria-hidden': 'true' }),
        h('h2', { id: 'st-handover-title', text: t('handoverTitle', { name }) }),
        h('p', { text: t('handoverBody', { name }) }),
        catchUpBox(recent, { first: s.news.catchUp.first(seat) }),
        button,
        s.onMenu ? h('p', { class: 'st-handover-menu' },
          h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'menu', text: `← ${t('menu')}`, on: { click: () => s.onMenu() } })) : null));
    this.el.setAttribute('aria-labelledby', 'st-handover-title');
    this.el.hidden = false;
    this.setBehind(true);
    focus(button);
    // screen readers hear the public news and whose turn it is, never the last person's own lines
    announce([...recent.map((line) => line.text), t('handoverTitle', { name })].join(' '));
  }

  /**
   * The screen passes from a person's view to the table's (computers play
   * next): what that person was told must not stay for the others, the
   * announcement of their own move and a hint naming a card.
   */
  forget() {
    silence();
    clearScreenNotices();
  }

  hide() {
    this.el.hidden = true;
    this.setBehind(false);
  }

  /**
   * While the hand-over screen is up, everything else on the page is inert:
   * no focus (Tab and Shift+Tab stay on the hand-over card), no clicks, and
   * `onKey` ignores every shortcut. Open dialogs (export, help) are closed.
   */
  setBehind(inert) {
    const { els } = this.screen;
    const behind = [els.header, els.seats, els.main, els.end, ...document.querySelectorAll('[data-notices]')];
    for (const el of behind) /** @type {HTMLElement} */ (el).inert = inert;
    if (inert) for (const dialog of document.querySelectorAll('dialog')) if (dialog.open) dialog.close();
  }

  /**
   * Keys while the hand-over screen is up: Tab and Shift+Tab cycle through
   * its buttons (never out of it, not even to the browser's address bar);
   * Enter and Space press the focused button; every other key stops here,
   * so no shortcut reaches the board or the header behind it.
   * @param {KeyboardEvent} e
   */
  onKey(e) {
    const target = /** @type {Element} */ (e.target);
    const inside = target.closest?.('[data-handover]');
    if (e.key === 'Tab') {
      const buttons = [...this.el.querySelectorAll('button:not(:disabled), select:not(:disabled)')];
      const at = buttons.indexOf(document.activeElement);
      const next = at < 0 ? 0 : (at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
      e.preventDefault();
      e.stopPropagation();
      focus(buttons[next]);
      return;
    }
    if (inside && (e.key === 'Enter' || e.key === ' ') && !e.ctrlKey && !e.metaKey && !e.altKey) return;
    if (inside && target.tagName === 'SELECT' && !e.ctrlKey && !e.metaKey && !e.altKey) return; // a choice in the bar (the opponents)
    e.preventDefault();
    e.stopPropagation();
  }
}
