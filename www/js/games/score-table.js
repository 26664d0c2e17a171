// The end screen's score table, the same for every game: players ranked by
// score, one detail cell each (a string or a list of lines), the total, and
// the winners' rows highlighted.

/** `detail(seat)` gives the middle cell; `head` the three column titles. */
export function scoreTable(view, names, head, detail) {
  const { scores, winners = [] } = view.status;
  const order = names.map((_, seat) => seat).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  return {
    head,
    rows: order.map((seat) => [names[seat], detail(seat), String(scores[seat] ?? 0)]),
    winnerRows: order.flatMap((seat, i) => (winners.includes(seat) ? [i] : [])),
  };
}
