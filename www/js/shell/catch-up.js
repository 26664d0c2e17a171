// Catch-up: what happened since a person's own last decision, by every
// player, in words (the hand-over screen, or a dismissible panel where there
// is no hand-over), and the places on the board that changed since then.
//
// Only public words are shown: the lines come from the spectator's log (the
// hand-over screen is seen by everyone at the table), never from a seat's view.
// The board marks compare two views of the same seat (its own view after its
// last decision and now), so they can show that seat nothing it may not see.

import { h } from './dom.js';
import { rw, ensureReplayStyles } from './replay-strings.js';

/** At most this many lines; earlier ones are counted and left to the log. */
const MAX_LINES = 30;

export class CatchUp {
  /** `fresh`: the game has no moves yet, so "since the last decision" is "since the start" for everyone. */
  constructor(players, fresh) {
    ensureReplayStyles();
    this.seen = Array.from({ length: players }, () => (fresh ? { log: 0, view: null, first: true } : null));
    this.dismissed = null;
    /** @type {{read(): string | null, write(key: string): void} | null} where a dismissal is kept (this tab) */
    this.dismissal = null;
  }

  /**
   * The catch-up of a game read back from its moves (a reload, a resumed
   * save): each seat's last decision is the last move it made (the seat that
   * had to decide before that move); the log length and the seat's own view
   * right after it are those of a replay. A seat that has not decided yet
   * gets everything since the start. `logLength(view)` counts a spectator
   * view's public log entries (the renderer's events). The panel a person
   * dismissed stays dismissed in this tab (`dismissal`).
   */
  static fromHistory(session, logLength, dismissal = null) {
    const catchUp = new CatchUp(session.players, true);
    const last = new Map(); // seat -> index of its last move
    session.walk((i, position) => {
      if (i < session.moves.length) {
        const actor = position.status().active[0];
        if (actor !== undefined && actor !== null) last.set(actor, i);
      }
    });
    const after = new Map([...last].map(([seat, i]) => [i + 1, seat]));
    if (after.size) {
      session.walk((i, position) => {
        const seat = after.get(i);
        if (seat !== undefined) catchUp.decided(seat, logLength(position.view('spectator')), position.view(seat));
      });
    }
    catchUp.dismissal = dismissal;
    catchUp.dismissed = dismissal?.read() ?? null;
    return catchUp;
  }

  /** The person closed the panel that starts at `key` (kept for this tab, see `dismissal`). */
  dismiss(key) {
    this.dismissed = key;
    this.dismissal?.write(key);
  }

  /** `seat` just decided: the public log has `logLength` entries, and `view` is what the seat sees now. */
  decided(seat, logLength, view) {
    this.seen[seat] = { log: logLength, view, first: false };
  }

  /** Public log entries from this index on are news for `seat` (`fallback` when nothing is known, e.g. after a reload). */
  since(seat, fallback) {
    return this.seen[seat]?.log ?? fallback;
  }

  first(seat) {
    return Boolean(this.seen[seat]?.first);
  }

  /** The seat's own view after its last decision (for the board marks). */
  before(seat) {
    return this.seen[seat]?.view ?? null;
  }

  /** After an undo the log is shorter: no mark may point past its end. */
  truncate(logLength) {
    for (const s of this.seen) if (s && s.log > logLength) s.log = logLength;
  }
}

/**
 * Where a dismissed panel is remembered: the tab's sessionStorage under the
 * save's id, so a reload or resuming the save in this tab keeps it closed
 * (a new tab shows it again: the news are still news there). Never throws:
 * without storage the panel only stays closed until the page is left.
 */
export function tabDismissal(saveId) {
  const key = `spieltisch.catchup.${saveId}`;
  return {
    read() {
      try { return saveId ? sessionStorage.getItem(key) : null; } catch { return null; }
    },
    write(value) {
      try { if (saveId) sessionStorage.setItem(key, value); } catch { /* storage unavailable or full: in memory only */ }
    },
  };
}

/**
 * The catch-up box: a heading and the lines `entries` ({text, tone, places?});
 * a line's places go into `data-places`, for the panel to point at them.
 * `close` (optional): a button label and handler for the panel.
 */
export function catchUpBox(entries, { first = false, marked = false, close = null } = {}) {
  const shown = entries.slice(-MAX_LINES);
  const hidden = entries.length - shown.length;
  const button = close ? h('button', { type: 'button', class: 'st-btn', 'data-action': 'catchup-close', text: rw('catchUpClose'), on: { click: close } }) : null;
  return h('div', { class: 'st-catchup', 'data-catchup': true, role: 'region', 'aria-label': rw(first ? 'catchUpTitleFirst' : 'catchUpTitle') },
    h('h3', { text: rw(first ? 'catchUpTitleFirst' : 'catchUpTitle') }),
    entries.length
      ? h('ul', { tabindex: '0' }, // may scroll (max-height): keyboard users reach it
        hidden > 0 ? h('li', { class: 'st-muted', text: rw('catchUpMore', { n: hidden }) }) : null,
        shown.map((e) => h('li', {
          class: `st-log-${e.tone}${e.places?.length ? ' st-log-places' : ''}`,
          tabindex: '-1',
          dataset: e.places?.length ? { places: e.places.join(' ') } : {},
          text: e.text,
        })))
      : h('p', { class: 'st-muted', text: rw('catchUpNothing') }),
    marked || button ? h('div', { class: 'st-catchup-foot' },
      marked ? h('span', { class: 'st-muted', text: rw('catchUpMarked') }) : h('span'), button) : null);
}
