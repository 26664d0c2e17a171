// The end screen: the renderer's `explainResult` over the final board — the
// headline, the score table first, then the details (why, step by step), the
// two in a box that scrolls when they are long, so that the buttons (replay,
// rematch, menu) are always on screen; after "show the board" a header
// button brings it back.

import { h, replace, focus } from '../dom.js';
import { t, lang } from '../i18n.js';
import { rw } from '../replay-strings.js';
import { overlayLang } from './overlay-lang.js';

export class EndScreen {
  /** @param {import('../play-screen.js').PlayScreen} screen */
  constructor(screen) {
    this.screen = screen;
    this.el = screen.els.end;
    this.dismissed = false;
  }

  show() {
    const s = this.screen;
    const view = s.session.view('spectator');
    const result = s.renderer.explainResult(view, s.session.names, lang());
    const table = result.table ? h('table', { class: 'st-result-table' },
      h('thead', {}, h('tr', {}, result.table.head.map((c) => h('th', { scope: 'col', text: c })))),
      h('tbody', {}, result.table.rows.map((row, i) => h('tr', { class: result.table.winnerRows?.includes(i) ? 'st-row-winner' : '' },
        row.map((c, j) => (j === 0 ? h('th', { scope: 'row', text: String(c) }) : resultCell(c))))))) : null;
    const viewBoard = h('button', { type: 'button', class: 'st-btn', 'data-action': 'view-board', text: t('showBoard'), on: { click: () => { this.dismissed = true; this.hide(); } } });
    const buttons = [viewBoard];
    if (s.onReplay) buttons.push(h('button', { type: 'button', class: 'st-btn', 'data-action': 'replay', title: rw('replayOpenTitle'), text: rw('replayOpen'), on: { click: () => s.onReplay() } }));
    if (s.onRematch) buttons.push(h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'rematch', text: t('rematch'), on: { click: () => s.onRematch() } }));
    if (s.onMenu) buttons.push(h('button', { type: 'button', class: 'st-btn', 'data-action': 'menu', text: t('backToMenu'), on: { click: () => s.onMenu() } }));
    replace(this.el, overlayLang(s.mode === 'play'),
      h('div', { class: 'st-overlay-card st-end-card' },
        h('p', { class: 'st-end-kicker', text: t('endTitle') }),
        h('h2', { id: 'st-end-title', 'data-headline': true, text: result.headline }),
        h('div', { class: 'st-end-body', 'data-end-body': true, role: 'region', 'aria-label': t('endDetails'), tabindex: '0' },
          table, details(result.paragraphs || [])),
        h('div', { class: 'st-end-buttons' }, buttons)));
    this.el.setAttribute('aria-labelledby', 'st-end-title');
    this.el.hidden = false;
    // Rejoin the game view under the overlay with a "show result" path.
    s.els.turn.textContent = t('gameOver');
    focus(buttons.find((b) => b.dataset.action === 'rematch') || buttons[buttons.length > 1 ? 1 : 0]);
  }

  hide() {
    if (this.el.hidden) return;
    this.el.hidden = true;
    if (this.screen.session.status().finished) this.addResultButton();
  }

  /** After "view the board" the result must stay reachable. */
  addResultButton() {
    const { header } = this.screen.els;
    if (header.querySelector('[data-action="show-result"]')) return;
    const btn = h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'show-result', text: t('showResult'), on: { click: () => { btn.remove(); this.dismissed = false; this.show(); } } });
    header.querySelector('.st-play-actions').prepend(btn);
  }
}

/** The renderer's paragraphs, under the table (the box around both can be focused, so keyboard users scroll it too). */
function details(paragraphs) {
  if (!paragraphs.length) return null;
  return h('div', { class: 'st-end-details', 'data-end-details': true }, paragraphs.map((p) => h('p', { text: p })));
}

/** A result-table cell: a string, or a list of lines (one per scored item). */
function resultCell(content) {
  if (!Array.isArray(content)) return h('td', { text: content });
  return h('td', {}, h('ul', { class: 'st-result-list' }, content.map((line) => h('li', { text: line }))));
}
