// One small shared tooltip for everything on a board that carries `data-tip`
// (a card, a token, a piece): shown on hover, on keyboard focus and on a long
// press with a finger; hidden when the pointer or focus leaves, on Escape and
// on scroll (a focused control keeps its tip, moved along). The texts come
// from each game's strings; the shell only shows them. While it shows, the
// element is `aria-describedby` the tip, so screen readers read the text as
// the control's description.
//
// On a phone a tap acts and a long press explains: the focus a tap gives a
// button shows no tip (only keyboard focus does), a tip from a long press
// goes away by itself, and a tip is placed where it covers no target of the
// current decision (issue 23, point 7).

const LONG_PRESS_MS = 450;
/** How long a long press's tip stays (it is read at a glance). */
const TOUCH_TIP_MS = 3500;
let tip = null;
let owner = null;
let pressTimer = 0;
let autoHide = 0;
/** The last input was a pointer (mouse, finger): focus from it shows no tip. */
let pointerInput = false;

/** Installs the listeners once per document (idempotent). */
export function installTips(doc = document) {
  if (doc.documentElement.dataset.tips) return;
  doc.documentElement.dataset.tips = 'on';
  doc.addEventListener('pointerover', (e) => {
    if (e.pointerType === 'touch') return;
    const el = tipTarget(e.target);
    if (el) show(el);
  });
  doc.addEventListener('pointerout', (e) => {
    if (e.pointerType === 'touch') return;
    const el = tipTarget(e.target);
    if (el && el === owner && !el.contains(/** @type {Node | null} */ (e.relatedTarget))) hide();
  });
  doc.addEventListener('focusin', (e) => {
    const el = tipTarget(e.target);
    if (el && !pointerInput) show(el);
    else if (el !== owner) hide();
  });
  doc.addEventListener('focusout', (e) => {
    if (e.target === owner) hide();
  });
  doc.addEventListener('pointerdown', (e) => {
    pointerInput = true;
    clearTimeout(pressTimer);
    const el = tipTarget(e.target);
    if (e.pointerType !== 'touch' || !el) {
      if (owner && owner !== el) hide();
      return;
    }
    // a finger: the tip only after a long press, and a new press ends the last one's
    if (owner) hide();
    pressTimer = setTimeout(() => {
      show(el);
      autoHide = setTimeout(hide, TOUCH_TIP_MS);
    }, LONG_PRESS_MS);
  }, true);
  for (const type of ['pointerup', 'pointercancel']) doc.addEventListener(type, () => clearTimeout(pressTimer));
  doc.addEventListener('keydown', (e) => {
    pointerInput = false;
    if (e.key === 'Escape') hide();
  }, true);
  // Focusing by Tab scrolls the control into view: keep its tip with it.
  doc.addEventListener('scroll', () => {
    if (owner && owner === document.activeElement && tip && !tip.hidden) place(owner);
    else hide();
  }, true);
}

/** @param {EventTarget | null} node @returns {HTMLElement | null} */
function tipTarget(node) {
  return node instanceof Element ? node.closest('[data-tip]') : null;
}

function show(el) {
  const text = el.dataset.tip;
  if (!text || !el.isConnected) return;
  if (!tip) {
    tip = document.createElement('div');
    tip.className = 'st-tip';
    tip.id = 'st-tip';
    tip.setAttribute('role', 'tooltip');
    tip.dataset.tooltip = '';
  }
  if (owner && owner !== el) owner.removeAttribute('aria-describedby');
  owner = el;
  tip.textContent = text;
  // Inside an open modal dialog the tip must be in the top layer too; else in
  // the page's main landmark, so that a screen reader finds it with its owner.
  (el.closest('dialog[open]') || el.closest('main') || document.querySelector('main') || document.body).append(tip);
  tip.hidden = false;
  el.setAttribute('aria-describedby', tip.id);
  place(el);
}

/**
 * Next to the element, kept inside the viewport, where it covers no target
 * of the current decision (enabled `data-legal` controls): above, below,
 * then beside it; when all of these cover one, the nearest free band of the
 * screen above or below (on a phone the board is all targets), else where
 * it covers least.
 */
function place(el) {
  const r = el.getBoundingClientRect();
  const t = tip.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const clampX = (x) => Math.max(6, Math.min(x, vw - t.width - 6));
  const clampY = (y) => Math.max(6, Math.min(y, vh - t.height - 6));
  const centreX = clampX(r.left + r.width / 2 - t.width / 2);
  const centreY = clampY(r.top + r.height / 2 - t.height / 2);
  /** @type {[number, number][]} */
  const around = [
    [centreX, r.top - t.height - 8],
    [centreX, r.bottom + 8],
    [r.right + 8, centreY],
    [r.left - t.width - 8, centreY],
  ];
  // further out, nearest first: bands above and below the element, every 12 px
  const bands = [];
  for (let y = 6; y + t.height <= vh - 6; y += 12) bands.push([centreX, y]);
  bands.sort((a, b) => Math.abs(a[1] + t.height / 2 - (r.top + r.bottom) / 2) - Math.abs(b[1] + t.height / 2 - (r.top + r.bottom) / 2));
  const spots = [...around, ...bands].filter(([x, y]) => x >= 6 && y >= 6 && x + t.width <= vw - 6 && y + t.height <= vh - 6);
  if (!spots.length) spots.push([centreX, clampY(r.top - t.height - 8)]);
  const targets = [...document.querySelectorAll('[data-legal="true"]:not(:disabled)')]
    .filter((b) => b !== el)
    .map((b) => b.getBoundingClientRect())
    .filter((b) => b.width > 0 && b.height > 0);
  /** @param {[number, number]} spot */
  const covered = ([x, y]) => targets.reduce((sum, b) => {
    const w = Math.min(x + t.width, b.right) - Math.max(x, b.left);
    const h = Math.min(y + t.height, b.bottom) - Math.max(y, b.top);
    return sum + (w > 0 && h > 0 ? w * h : 0);
  }, 0);
  let best = spots[0];
  let least = Infinity;
  for (const spot of spots) {
    const area = covered(spot);
    if (area < least) [best, least] = [spot, area];
    if (area === 0) break;
  }
  tip.style.left = `${Math.round(best[0])}px`;
  tip.style.top = `${Math.round(best[1])}px`;
}

export function hide() {
  clearTimeout(pressTimer);
  clearTimeout(autoHide);
  if (owner) owner.removeAttribute('aria-describedby');
  owner = null;
  if (tip) {
    tip.hidden = true;
    tip.remove();
  }
}
