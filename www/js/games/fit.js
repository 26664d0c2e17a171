// Fitting a board to the screen: everything the current decision needs (the
// prompt, the board, the hand or supply, the buttons under it) on one screen
// without scrolling. A renderer asks how much height is left for its picture
// and sizes the picture to it (www/README.md, "Fit to the screen").

/**
 * The CSS pixels from the top of `stage` to the bottom of the window, minus
 * what sits below the stage in the page: the elements `below` (the board's
 * own buttons and lines under the picture) and the padding of the page
 * around the board (in the figure builder, from the top of the window).
 * Infinity in an embed (`body.st-embed`): the iframe takes
 * the height of its content, so a board sized by the window would size the
 * window in turn; there only the width counts.
 */
export function roomBelow(stage, below = []) {
  if (typeof document === 'undefined' || document.body.classList.contains('st-embed')) return Infinity;
  // the figure builder's board sits below its controls: it gets a whole
  // screen's height, the author scrolls to it (from where it stands it would
  // get what is left of the first screen, a map a quarter of its size)
  const top = document.body.classList.contains('st-builder-page') ? 0 : stage.getBoundingClientRect().top + window.scrollY;
  let used = 0;
  for (const el of below) if (el && !el.hidden) used += el.getBoundingClientRect().height + 4;
  // the board's frame and the page's padding under it
  const frame = window.innerWidth <= 860 ? 14 : 22;
  return Math.max(0, window.innerHeight - top - used - frame);
}

/** The largest value in [lo, hi] for which `fits(value)` holds (fits is monotone: true at small values); lo if none. */
export function largestFitting(lo, hi, fits) {
  if (fits(hi)) return hi;
  let a = lo;
  let b = hi;
  for (let i = 0; i < 12 && b - a > 0.5; i++) {
    const mid = (a + b) / 2;
    if (fits(mid)) a = mid;
    else b = mid;
  }
  return Math.floor(a);
}
