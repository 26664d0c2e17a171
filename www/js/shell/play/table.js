// What the play screen shows around the board: the turn line, the seats with
// their visible scores and the move log, all from one view (never the state).

import { h, replace } from '../dom.js';
import { t, lang } from '../i18n.js';

/** @typedef {import('../../types').ViewDoc} ViewDoc */
/** @typedef {import('../../types').Renderer} Renderer */
/** @typedef {{text: string, tone: string, places?: string[]}} LogLine */

/** The turn line: whose turn, and the game's own detail ("Aktion 2 von 3"). */
export function renderTurn(screen, view) {
  const names = screen.session.names;
  const { status } = view;
  let text;
  if (screen.mode === 'readonly') {
    // A built position (a figure) is not "after n moves": it is a figure, and moves go on from it.
    const n = screen.session.moves.length;
    text = screen.session.start ? (n ? t('figureAfter', { n }) : t('figure')) : t('position', { n });
    if (!status.finished) text += ` · ${t('turnOf', { name: names[status.active[0]] })}`;
  } else if (status.finished) {
    text = t('gameOver');
  } else {
    const seat = status.active[0];
    const own = screen.info.hiddenInformation && seat === screen.shownSeat && !screen.session.computerAt(seat);
    text = t(own ? 'yourTurn' : 'turnOf', { name: names[seat] });
  }
  const detail = status.finished ? '' : screen.renderer.turnLabel?.(view, names, lang());
  screen.els.turn.textContent = detail ? `${text} · ${detail}` : text;
}

/** One chip per seat: colour, name, score as this view knows it, the game's summary line. */
export function renderSeats(screen, view) {
  const { names } = screen.session;
  const { status } = view;
  const items = names.map((name, seat) => {
    const score = status.scores[seat];
    const active = status.active.includes(seat);
    const winner = status.winners?.includes(seat);
    const summary = screen.renderer.seatSummary?.(view, seat, lang());
    const computer = screen.session.computerAt(seat);
    return h('li', {
      class: `st-seat${active ? ' st-seat-active' : ''}${winner ? ' st-seat-winner' : ''}`,
      dataset: computer ? { seat: String(seat), computer } : { seat: String(seat) },
      'aria-current': active ? 'true' : false,
    },
    // a computer's gear sits in its colour, not before its name: on a phone
    // "⚙ Computer 2" took the room the "2" needed
    h('span', { class: 'st-seat-swatch', style: { background: screen.seatColor(seat) }, 'aria-hidden': 'true' }, computer ? h('span', { class: 'st-seat-bot', text: '⚙' }) : null),
    h('span', { class: 'st-seat-name', title: computer ? `${name} (${t('computerTag')})` : name },
      `${winner ? '♛ ' : ''}${name}`, computer ? h('span', { class: 'st-sr-only', text: ` (${t('computerTag')})` }) : null),
    h('span', {
      class: 'st-seat-score',
      'data-score': score === null ? 'hidden' : String(score),
      title: `${t('scores')}: ${score === null ? t('scoreHidden') : score}`,
      text: score === null ? '?' : String(score),
    }),
    summary ? h('span', { class: 'st-seat-summary', title: summary, text: summary }) : null);
  });
  replace(screen.els.seats, items);
}

/**
 * The log of `view` (the seat on screen, or the spectator's at a hand-over).
 * A line about places (`places`, renderer contract `EventLine`) marks them
 * on the board while the pointer or the keyboard focus is on it
 * (`board.pointAt`); the arrow keys walk the lines once the log has focus.
 */
export function renderLog(screen, view) {
  const entries = describeEvents(screen.renderer, screen.session.names, screen.renderer.events(view), 0, screen.seatColors);
  const list = entries.map((e) => h('li', {
    class: `st-log-item st-log-${e.tone}${e.places?.length ? ' st-log-places' : ''}`,
    tabindex: '-1',
    dataset: e.places?.length ? { places: e.places.join(' ') } : {},
    text: e.text,
  }));
  replace(screen.els.log, list);
  screen.els.log.scrollTop = screen.els.log.scrollHeight;
  watchPlaces(screen, screen.els.log);
}

/**
 * Hover and focus on the lines (`li[data-places]`) of `log` (the log, or
 * the catch-up panel's list) point at their places on the board; the arrow
 * keys walk the lines. Once per list element.
 * @param {{board?: import('../../types').Board | null}} screen
 * @param {HTMLElement} log
 */
export function watchPlaces(screen, log) {
  if (log.dataset.watched) return;
  log.dataset.watched = 'true';
  let pointed = null;
  const point = (li) => {
    if (li === pointed) return;
    pointed = li;
    const keys = li?.dataset.places ? li.dataset.places.split(' ') : [];
    screen.board?.pointAt?.(keys);
  };
  const line = (target) => /** @type {HTMLElement | null} */ (target instanceof Element ? target.closest('li') : null);
  log.addEventListener('pointerover', (e) => point(line(e.target)));
  log.addEventListener('pointerleave', () => { if (!log.contains(document.activeElement)) point(null); });
  log.addEventListener('focusin', (e) => point(line(e.target)));
  log.addEventListener('focusout', (e) => { if (!log.contains(/** @type {Node} */ (e.relatedTarget))) point(null); });
  log.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) return;
    const items = [...log.children];
    if (!items.length) return;
    const i = items.indexOf(/** @type {Element} */ (document.activeElement));
    // from the list itself the newest line (at the bottom) comes first
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1
      : i < 0 ? items.length - 1 : Math.max(0, Math.min(items.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1)));
    e.preventDefault();
    /** @type {HTMLElement} */ (items[next]).focus();
  });
}

/**
 * The renderer's words for `events[from..]`; `seatColors`: the figure's
 * colours (`colors=`), for a game whose words name them.
 * @param {Renderer} renderer
 * @param {string[]} names
 * @param {unknown[]} events
 * @param {number} from
 * @param {number[] | null} [seatColors]
 * @returns {LogLine[]}
 */
export function describeEvents(renderer, names, events, from, seatColors = null) {
  const out = [];
  for (const event of events.slice(from)) {
    const d = renderer.describeEvent(event, names, lang(), seatColors ?? undefined);
    if (!d) continue;
    out.push(typeof d === 'string' ? { text: d, tone: 'normal' } : { text: d.text, tone: d.tone || 'normal', places: d.places || [] });
  }
  return out;
}
