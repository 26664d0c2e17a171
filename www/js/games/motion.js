// Motion for every canvas board (issue 13, item 4): after a move, what
// changed moves to its new place instead of jumping there. A renderer reports
// the things it drew (`board.moveItems(items, version)`: stable keys and
// rectangles, canvas-board.js); this compares them with the last report and
// plays short animations in a layer between the canvas and the buttons:
//   - a new thing grows in at its place (or travels from `from`, the key of
//     a thing of the last report: a card from the hand to its section);
//   - a thing at a new place travels there (along `path`, a list of points,
//     if given: the scout walks its way);
//   - a thing that is gone fades out.
// The canvas always holds the final picture at once: the animations are
// pictures cut from it (and from the picture before) laid over it, so they
// never block anything. Any pointer or key press, and the next move or
// resize, end all running animations at once; nothing runs when the browser asks for reduced
// motion (prefers-reduced-motion: reduce), or when the board was drawn at
// another width or scale; a redraw without a move (same `version`) lets
// running animations end on their own.

export const DURATION = 260;
/** More changes than this at once are a new picture (a new round, a replay), not a move: no animation. */
const MAX_CHANGES = 24;

export class Motion {
  constructor(canvas, layer) {
    this.canvas = canvas;
    this.layer = layer;
    this.prev = null; // {version, items: Map, width, height}
    this.before = null; // the canvas as it was before the current draw
    this.running = [];
    this.reduce = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  }

  get off() {
    return !!this.reduce?.matches;
  }

  /** Before the canvas is cleared for a new picture: keep the old one (to fade it out where things change). */
  capture() {
    const c = this.canvas;
    if (this.off || !this.prev || !c.width || !c.height) {
      this.before = null;
      return;
    }
    const copy = document.createElement('canvas');
    copy.width = c.width;
    copy.height = c.height;
    copy.getContext('2d').drawImage(c, 0, 0);
    this.before = copy;
  }

  /** Ends every running animation: everything shows its final place. */
  finish() {
    for (const a of this.running) a.cancel();
    this.running = [];
    this.layer.replaceChildren();
  }

  /**
   * The things drawn in the picture just painted: `[{key, x, y, w, h, from?, path?, round?}]`
   * in CSS pixels of the stage. `version` changes with every move (e.g. the
   * log's length): only then does anything move.
   */
  report(items, version, width, height) {
    const now = new Map(items.map((it) => [it.key, it]));
    const prev = this.prev;
    this.prev = { version, items: now, width, height };
    const before = this.before;
    this.before = null;
    const same = prev && prev.version === version && prev.width === width && prev.height === height;
    // a redraw of the same position (a selection, focus) lets running animations end on their own
    if (same) return;
    this.finish();
    // a board of another width, or drawn at another scale, is a new picture: nothing to travel from
    // (a board that only grew or shrank in height keeps its things where they were)
    if (this.off || !prev || !before || prev.width !== width) return;
    const resized = items.some((it) => {
      const old = prev.items.get(it.key);
      return old && (Math.abs(old.w - it.w) > 1 || Math.abs(old.h - it.h) > 1);
    });
    if (resized) return;
    const plans = [];
    for (const it of items) {
      const old = prev.items.get(it.key) || (it.from && prev.items.get(it.from));
      if (!old) plans.push({ type: 'appear', it });
      else if (Math.abs(old.x - it.x) > 1 || Math.abs(old.y - it.y) > 1) plans.push({ type: 'travel', it, old });
    }
    for (const [key, old] of prev.items) if (!now.has(key) && !items.some((it) => it.from === key && !prev.items.has(it.key))) plans.push({ type: 'vanish', old });
    if (!plans.length || plans.length > MAX_CHANGES) return;
    const dpr = this.canvas.width / width;
    for (const p of plans) this.play(p, before, dpr);
  }

  play({ type, it, old }, before, dpr) {
    if (type === 'vanish') {
      this.animate(this.cut(before, old, dpr), [{ opacity: 1 }, { opacity: 0 }]);
      return;
    }
    if (type === 'appear') {
      // the old picture over the place, fading, while the new thing grows in
      this.animate(this.cut(before, it, dpr), [{ opacity: 1 }, { opacity: 0 }], { easing: 'ease-in' });
      this.animate(this.cut(this.canvas, it, dpr), [{ opacity: 0, transform: 'scale(0.4)' }, { opacity: 1, transform: 'scale(1)' }]);
      return;
    }
    // the new place keeps its old look until the traveller is nearly there
    this.animate(this.cut(before, it, dpr), [{ opacity: 1 }, { opacity: 1, offset: 0.85 }, { opacity: 0 }]);
    const points = [[old.x + old.w / 2, old.y + old.h / 2], ...(it.path || []), [it.x + it.w / 2, it.y + it.h / 2]];
    const end = points[points.length - 1];
    this.animate(this.cut(this.canvas, it, dpr), points.map(([x, y]) => ({ transform: `translate(${x - end[0]}px, ${y - end[1]}px)` })));
  }

  /** A piece of `source` (a canvas) at the rectangle `r`, as an element over the stage. */
  cut(source, r, dpr) {
    const x = Math.max(0, Math.floor(r.x));
    const y = Math.max(0, Math.floor(r.y));
    const w = Math.max(1, Math.ceil(r.w));
    const h = Math.max(1, Math.ceil(r.h));
    const c = document.createElement('canvas');
    c.width = Math.round(w * dpr);
    c.height = Math.round(h * dpr);
    c.getContext('2d').drawImage(source, x * dpr, y * dpr, c.width, c.height, 0, 0, c.width, c.height);
    c.className = 'st-motion';
    c.setAttribute('aria-hidden', 'true');
    Object.assign(c.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px`, borderRadius: r.round ? '50%' : '' });
    this.layer.append(c);
    return c;
  }

  animate(el, frames, options = {}) {
    const a = el.animate(frames, { duration: DURATION, easing: 'ease-out', fill: 'both', ...options });
    this.running.push(a);
    a.finished.then(() => {
      el.remove();
      this.running = this.running.filter((x) => x !== a);
    }, () => el.remove());
  }
}
