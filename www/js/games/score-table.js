// What every game's end screen shares: the headline naming the winner (or
// the winners who share), and the score table — players ranked by score, one
// detail cell each (a string or a list of lines), the total, and the winners'
// rows highlighted.

import { joinNames } from '../shell/i18n.js';

/** `w(key, lang, params)` is the game's strings: keys `winOne` and `winShared`. */
export function resultHeadline(view, names, lang, w) {
  const { scores, winners = [] } = view.status;
  const best = winners.length ? scores[winners[0]] : 0;
  return winners.length === 1
    ? w('winOne', lang, { name: names[winners[0]], n: best })
    : w('winShared', lang, { names: joinNames(winners.map((s) => names[s]), lang), n: best });
}

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
