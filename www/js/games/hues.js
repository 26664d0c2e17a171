// A figure's seat colours (the embed's `colors=`, handed to a board as
// `ctx.seatColors`): which of a renderer's `colors` a seat is drawn in. Each
// board asks through its own `hue(seat)` and passes the answer down to its
// paint functions, which index their palette by it.

/**
 * The index into a palette of `count` colours that seat `i` is drawn in.
 * Without `seatColors`: `i`. Seats past the list (a legend's sample pieces,
 * Kurier des Zaren's spare colours, which belong to no seat at the start)
 * take the colours no seat was given, in order, so every colour drawn stays
 * different from the others. A negative `i` (no owner) stays as it is.
 * @param {number[] | null | undefined} seatColors
 * @param {number} i
 * @param {number} count
 */
export function seatHue(seatColors, i, count) {
  if (!seatColors || i < 0) return i;
  if (i < seatColors.length) return seatColors[i];
  const spare = [];
  for (let c = 0; c < count; c++) if (!seatColors.includes(c)) spare.push(c);
  return spare[i - seatColors.length] ?? i;
}

/** The colours the seats of a `players`-seat game are drawn in, comma-separated (a board's `data-seat-colors`, which tests read). */
export function seatColorList(palette, players, hue) {
  return Array.from({ length: players }, (_, seat) => palette[hue(seat)]).join(',');
}
