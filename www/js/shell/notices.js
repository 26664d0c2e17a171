// Messages to the player: a stack of notices (errors, storage problems) and
// one polite ARIA live region that announces moves to screen-reader users.

import { h } from './dom.js';
import { t } from './i18n.js';

let stack = null;
let live = null;
let host = null;

/**
 * Where the notices go. A screen with things to click (the play screen) gives
 * a place in its flow, above the board: there a notice pushes the board down
 * (which then fits itself to the height left) instead of lying over its
 * targets. With `null`, or once that place has left the page, notices are
 * fixed at the bottom of the window (the start page).
 * @param {HTMLElement|null} el
 */
export function noticeHost(el) {
  host = el;
  if (stack) place();
}

/** Gives the notices back to the window, if `el` still holds them (a screen being left). */
export function releaseNoticeHost(el) {
  if (host === el) noticeHost(null);
}

function place() {
  const parent = host?.isConnected ? host : document.body;
  if (stack.parentNode !== parent) parent.append(stack);
  stack.classList.toggle('st-notices-inline', parent !== document.body);
}

function ensure() {
  if (!stack) stack = h('div', { class: 'st-notices', 'data-notices': true });
  place();
  if (!live) {
    live = h('div', { class: 'st-sr-only', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-live': true });
    document.body.append(live);
  }
}

/**
 * Shows a notice. `kind`: 'error' | 'warn' | 'info'. A notice with the same
 * `key` replaces the earlier one (so a storage warning is not repeated after
 * every move). `timeout` in ms; 0 = stays until dismissed.
 * `actions`: [{label, run}] extra buttons. `screen`: the notice is about the
 * screen on show (a failed import, a refused move) and goes when it changes
 * (`clearScreenNotices`), so it never follows the player into a game.
 */
export function notify(message, { kind = 'info', key = null, timeout = kind === 'info' ? 5000 : 0, actions = [], screen = false } = {}) {
  ensure();
  if (key) stack.querySelector(`[data-key="${CSS.escape(key)}"]`)?.remove();
  const note = h('div', {
    class: `st-notice st-notice-${kind}`,
    role: kind === 'error' ? 'alert' : 'status',
    dataset: { kind, ...(key ? { key } : {}), ...(screen ? { screen: 'true' } : {}) },
  });
  const dismiss = () => note.remove();
  note.append(
    h('p', { text: message }),
    h('div', { class: 'st-notice-actions' },
      actions.map((a) => h('button', { type: 'button', class: 'st-btn st-btn-small', text: a.label, on: { click: () => { a.run(); } } })),
      h('button', { type: 'button', class: 'st-btn st-btn-small st-btn-quiet', text: t('dismiss'), 'aria-label': t('dismiss'), on: { click: dismiss } })),
  );
  stack.append(note);
  if (timeout) setTimeout(dismiss, timeout);
  return dismiss;
}

/** Removes the notices about the screen that is being left (see `notify`). */
export function clearScreenNotices() {
  for (const note of stack?.querySelectorAll('[data-screen="true"]') || []) note.remove();
}

/** Clears notices with this key (e.g. once storage works again). */
export function clearNotice(key) {
  stack?.querySelector(`[data-key="${CSS.escape(key)}"]`)?.remove();
}

let pending = 0;

/** Says `text` to screen readers (polite: after what they are reading). */
export function announce(text) {
  if (!text) return;
  ensure();
  // Emptying first makes repeated identical messages be read again.
  live.textContent = '';
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(() => { live.textContent = text; });
}

/**
 * Empties the live region, including an announcement still on its way: the
 * hand-over screen goes up, and what the last person was told (a card they
 * drew) must not be read to the next one.
 */
export function silence() {
  cancelAnimationFrame(pending);
  if (live) live.textContent = '';
}
