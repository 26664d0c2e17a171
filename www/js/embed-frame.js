// What makes embed.html fit a wiki article (loaded next to js/embed.js):
//  - the page is as tall as its content, and tells its parent that height
//    (postMessage {type: 'spieltisch:height', height}) whenever it changes, so
//    www/embed-resize.js on the wiki page can size the iframe; hand-over and
//    end screens count with their full card, so nothing is cut off;
//  - a read-only position (`#moves=`, `?figure=`, `#state=`) is a compact figure: the board and the
//    essentials; the log (`log=1`) and a game's legend (`legend=1`) only on
//    request. Renderers mark such optional parts with `data-figure-extra`;
//  - a credit line links to the full app, at this game's new-game dialog.
// See www/README.md, "Embedding".

import { h } from './shell/dom.js';
import { t, onLangChange } from './shell/i18n.js';

export const MESSAGE_TYPE = 'spieltisch:height';

const query = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
const flag = (name) => ['1', 'true', 'yes'].includes(query.get(name) ?? fragment.get(name) ?? '');

/** The page's content height in CSS pixels, overlays included at their full height. */
export function contentHeight() {
  const body = document.body;
  const style = getComputedStyle(body);
  let height = body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  for (const card of document.querySelectorAll('.st-overlay:not([hidden]) .st-overlay-card')) {
    const overlay = getComputedStyle(card.parentElement);
    height = Math.max(height, card.scrollHeight + parseFloat(overlay.paddingTop) + parseFloat(overlay.paddingBottom) + 4);
  }
  return Math.ceil(height);
}

let posted = 0;
let pending = false;

/**
 * Measures the page and tells the parent, soon after a change: in the next
 * animation frame or after a short timer, whichever comes first. Not by
 * animation frames alone: a browser stops rendering a cross-origin frame
 * that is off screen (a wiki figure scrolled past while it loads), so its
 * requestAnimationFrame and ResizeObserver wait until it is scrolled back;
 * a figure that posted its "Lade …" height (184 px) while on screen then
 * stayed 184 px high, cut, until the reader scrolled to it again. Timers,
 * DOM mutations and load events still run there, and reading the height
 * lays the page out.
 */
function schedule() {
  if (pending) return;
  pending = true;
  const frame = requestAnimationFrame(measure);
  const timer = setTimeout(measure, 50);
  function measure() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (!pending) return;
    pending = false;
    const height = contentHeight();
    document.documentElement.dataset.contentHeight = String(height);
    if (height === posted || window.parent === window) return;
    posted = height;
    // Only a number goes out: any page may embed this one.
    window.parent.postMessage({ type: MESSAGE_TYPE, height }, '*');
  }
}

function credit() {
  const link = h('a', { target: '_blank', rel: 'noopener', 'data-credit': true });
  const point = (game) => { link.href = new URL(`./#/new/${encodeURIComponent(game)}`, location.href).href; };
  point(query.get('game') || 'chinesische-mauer');
  // A figure names its game in its file: js/embed.js tells once it has read it.
  window.addEventListener('spieltisch:game', (e) => point(/** @type {CustomEvent} */ (e).detail));
  // a footer: the page's contentinfo landmark (every text of the page is in a landmark)
  const line = h('footer', { class: 'st-credit' }, link);
  const label = () => { link.textContent = t('embedCredit'); };
  label();
  onLangChange(label);
  return line;
}

function start() {
  const root = document.documentElement;
  if (fragment.has('moves') || fragment.has('state') || query.has('figure')) root.classList.add('st-figure');
  if (flag('log')) root.classList.add('st-figure-log');
  if (flag('legend')) root.classList.add('st-figure-legend');
  document.body.append(credit());
  new ResizeObserver(schedule).observe(document.body);
  // Overlays are fixed (outside the body's height): watch them appear and change; and a drawn
  // canvas's size (where the ResizeObserver does not run, a frame off screen: schedule)
  new MutationObserver(schedule).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'class', 'style', 'width', 'height'] });
  window.addEventListener('resize', schedule);
  // what changes the layout without a mutation: a stylesheet or image arriving (load events do not bubble: captured), fonts
  document.addEventListener('load', schedule, true);
  document.fonts?.addEventListener?.('loadingdone', schedule);
  schedule();
}

start();
