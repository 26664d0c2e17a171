// One small shared tooltip for everything on a board that carries `data-tip`
// (a card, a token, a piece): shown on hover, on keyboard focus and on a long
// press with a finger; hidden when the pointer or focus leaves, on Escape and
// on scroll (a focused control keeps its tip, moved along). The texts come
// from each game's strings; the shell only shows them. While it shows, the
// element is `aria-describedby` the tip, so screen readers read the text as
// the control's description.

const LONG_PRESS_MS = 450;
let tip = null;
let owner = null;
let pressTimer = 0;

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
    if (el) show(el);
    else hide();
  });
  doc.addEventListener('focusout', (e) => {
    if (e.target === owner) hide();
  });
  doc.addEventListener('pointerdown', (e) => {
    clearTimeout(pressTimer);
    const el = tipTarget(e.target);
    if (e.pointerType !== 'touch' || !el) {
      if (owner && owner !== el) hide();
      return;
    }
    pressTimer = setTimeout(() => show(el), LONG_PRESS_MS);
  });
  for (const type of ['pointerup', 'pointercancel']) doc.addEventListener(type, () => clearTimeout(pressTimer));
  doc.addEventListener('keydown', (e) => { if (e.key === 'Escape') hide(); });
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
  // Inside an open modal dialog the tip must be in the top layer too.
  (el.closest('dialog[open]') || document.body).append(tip);
  tip.hidden = false;
  el.setAttribute('aria-describedby', tip.id);
  place(el);
}

/** Above the element, centred, kept inside the viewport (below when there is no room). */
function place(el) {
  const r = el.getBoundingClientRect();
  const t = tip.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  let x = r.left + r.width / 2 - t.width / 2;
  x = Math.max(6, Math.min(x, vw - t.width - 6));
  let y = r.top - t.height - 8;
  if (y < 6) y = r.bottom + 8;
  tip.style.left = `${Math.round(x)}px`;
  tip.style.top = `${Math.round(y)}px`;
}

export function hide() {
  clearTimeout(pressTimer);
  if (owner) owner.removeAttribute('aria-describedby');
  owner = null;
  if (tip) {
    tip.hidden = true;
    tip.remove();
  }
}
