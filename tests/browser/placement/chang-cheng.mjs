// Free placement in the figure builder, Chang Cheng (tests/browser/placement.test.mjs).
// Starts from the rules figure cc-setup (3 players; sections 2B + 1A, nothing built):
// a single wall of seat 0, the tower of seat 2 and the double wall of seat 1
// on sites 5 and 6 give a position the engine takes; a second tower of seat 0
// is one it refuses (each player has one tower: "the pieces do not add up").
export default {
  figure: 'cc-setup',
  players: 3,
  placed: [
    { key: 'site:1', option: 'wall:0' },
    { key: 'site:3', option: 'tower:2' },
    { key: 'site:5', option: 'double:1' },
  ],
  shows: (view) => view.sites[0]?.kind === 'wall' && view.sites[0].owner === 0
    && view.sites[2]?.kind === 'tower' && view.sites[2].owner === 2
    && view.sites[4]?.kind === 'double' && view.sites[5]?.kind === 'double' && view.sites[5].owner === 1
    && view.seats[0].walls === 13,
  impossible: [
    { key: 'site:1', option: 'tower:0' },
    { key: 'site:5', option: 'tower:0' },
  ],
  code: 'malformed_state',
  message: /inconsistent chang-cheng state: the pieces do not add up/,
};
