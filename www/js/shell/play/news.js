// Catch-up on the play screen (the model is ../catch-up.js): what the others
// did since a person's own last decision, as lines on the hand-over screen or
// a dismissible panel above the log, and as rings on the board.

import { replace } from '../dom.js';
import { CatchUp, catchUpBox, tabDismissal } from '../catch-up.js';
import { markChanged } from '../../games/marks.js';
import { describeEvents, watchPlaces } from './table.js';

export class News {
  /** @param {import('../play-screen.js').PlayScreen} screen */
  constructor(screen) {
    this.screen = screen;
    this.catchUp = this.read();
  }

  /** The catch-up as the moves so far tell it (a reload or a resumed save loses nothing). */
  read() {
    const s = this.screen;
    const count = (view) => s.renderer.events(view).length;
    return CatchUp.fromHistory(s.session, count, s.autosave ? tabDismissal(s.session.id) : null);
  }

  /** Reads the moves again (another tab's moves were decisions too). */
  reload() {
    this.catchUp = this.read();
  }

  /** The public log's lines from entry `from` on, with the turn heading just before it (whose turn the first lines are). */
  lines(spectator, from) {
    const s = this.screen;
    const events = s.renderer.events(spectator);
    const heading = from > 0 && from < events.length && describeEvents(s.renderer, s.session.names, [events[from - 1]], 0, s.seatColors)[0]?.tone === 'turn';
    return describeEvents(s.renderer, s.session.names, events, heading ? from - 1 : from, s.seatColors);
  }

  /** `seat` made a move: its news start after it, and its board marks are done. */
  decided(seat) {
    const s = this.screen;
    this.catchUp.decided(seat, s.logLength(), s.session.view(seat));
    if (seat === s.shownSeat) s.board.markPlaces([]);
  }

  /** Rings the places that changed since `seat`'s last decision (until it acts); returns whether any. */
  markSince(seat) {
    const s = this.screen;
    const keys = markChanged(s.renderer, this.catchUp.before(seat), s.session.view(seat));
    s.board.markPlaces(keys);
    return keys.length > 0;
  }

  /** Truncates the news after an undo. */
  undone() {
    this.catchUp.truncate(this.screen.logLength());
  }

  /**
   * Without a hand-over (one person against computers, or a game without
   * hidden information) the person's turn starts with a panel of what the
   * others did since their last decision, until they dismiss it or move.
   */
  showPanel(seat) {
    const s = this.screen;
    if (s.info.hiddenInformation && s.session.people().length > 1) return; // the hand-over screen said it
    // An embed keeps the height the wiki page gave it (README table): the
    // board's marks and the log's "Zuletzt" line tell the news there.
    if (s.mode === 'embed') {
      this.markSince(seat);
      return;
    }
    const from = this.catchUp.since(seat, null);
    if (from === null) return; // nothing known yet (a reloaded game): the log has it all
    const key = `${seat}:${from}`;
    const entries = this.lines(s.session.view('spectator'), from);
    // At the very start nobody has done anything yet: setup lines are no news.
    if (!entries.length || this.catchUp.dismissed === key || s.session.moves.length === 0) return;
    const marked = this.markSince(seat);
    const close = () => {
      this.catchUp.dismiss(key);
      s.els.catchUp.hidden = true;
      s.board.focus();
    };
    replace(s.els.catchUp, catchUpBox(entries, { first: this.catchUp.first(seat), marked, close }));
    const list = s.els.catchUp.querySelector('ul');
    if (list) watchPlaces(s, list); // its lines point at their places, as the log's do
    s.els.catchUp.hidden = false;
  }
}
