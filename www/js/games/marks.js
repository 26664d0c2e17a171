// What changed on the board between two views of the same seat, as the place
// keys the boards' `markPlaces` understands (see www/README.md, renderer
// interface). The shell's catch-up rings these places until the person acts.
// Each renderer supplies `markChanged(before, after)`; a renderer without one
// gets the catch-up in words only.

/** Whether two parts of a view are equal (views are plain JSON data). */
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Place keys of what changed from `before` to `after` (two views of one seat),
 * or [] when the renderer has no `markChanged` or the views do not fit together.
 */
export function markChanged(renderer, before, after) {
  if (!before || !after) return [];
  const fn = renderer?.markChanged;
  try {
    return fn ? fn.call(renderer, before, after) : [];
  } catch {
    return []; // a view from another position shape: no marks rather than a broken screen
  }
}
