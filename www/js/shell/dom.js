// Tiny DOM helpers: enough to build screens without a framework.

/**
 * Creates an element. `attrs` keys: `class`, `text`, `html` is deliberately
 * absent (all text goes through textContent, so names can never inject markup),
 * `on` = {event: handler}, `dataset` = {key: value}; anything else becomes an
 * attribute (false/null/undefined skip it, true sets it empty).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attrs]
 * @param {...any} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key === 'on') for (const [ev, fn] of Object.entries(value)) el.addEventListener(ev, fn);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key === 'style' && typeof value === 'object') Object.assign(el.style, value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces all children of `el`. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// Whether the person's last input was a key or a pointer, for the whole
// page: a board mounted after a keyboard user opened the game (Enter on
// "Continue", or a key pressed while a computer moves) moves the focus for
// them from the start, as one already on screen does.
let keyboardLast = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => { keyboardLast = true; }, true);
  document.addEventListener('pointerdown', () => { keyboardLast = false; }, true);
}

/** True when the last input on the page was a key, not a pointer. */
export function keyboardUser() {
  return keyboardLast;
}

/** Moves focus to `el` without scrolling the page about (mobile keyboards). */
export function focus(el) {
  if (el && typeof el.focus === 'function') el.focus({ preventScroll: true });
}

// One roving handle per group element: renderers call `rovingGroup` on every
// redraw of a row that outlives the redraw (the buttons under the board), and
// each call used to add another pair of listeners, so one arrow press jumped
// as many buttons as the row had been drawn.
const ROVING = new WeakMap();

/**
 * Arrow-key navigation inside a group (a toolbar of buttons): only one member
 * is in the tab order, arrows move between members, Home/End jump. This keeps
 * Tab moving between groups, which is what keyboard users expect of a board.
 * `selector` picks the members; disabled members are skipped. The members
 * are read at key time, so the row's buttons may be replaced freely.
 * Idempotent per element: calling it again (after a redraw) only re-syncs
 * the tab order and returns the same handle.
 */
export function rovingGroup(group, selector = 'button') {
  const known = ROVING.get(group);
  if (known) {
    known.selector = selector;
    known.sync();
    return known;
  }
  const handle = { selector, sync: null };
  const members = () => [...group.querySelectorAll(handle.selector)].filter((b) => !b.disabled && !b.hidden);
  handle.sync = (active) => {
    const list = members();
    const current = active && list.includes(active) ? active : list.find((b) => b.tabIndex === 0) || list[0];
    for (const b of list) b.tabIndex = b === current ? 0 : -1;
  };
  group.addEventListener('focusin', (e) => { if (members().includes(e.target)) handle.sync(e.target); });
  group.addEventListener('keydown', (e) => {
    // A group inside another group: the innermost one moves, once.
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const list = members();
    const i = list.indexOf(document.activeElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: list.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = list[(next + list.length) % list.length];
    handle.sync(target);
    focus(target);
  });
  ROVING.set(group, handle);
  handle.sync();
  return handle;
}

/** Downloads `text` as a file named `name`. */
export function download(name, text, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
