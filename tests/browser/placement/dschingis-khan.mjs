// Free placement in the figure builder, Dschingis Khan (tests/browser/placement.test.mjs):
// from rules example dk-1, a Mongol rider of Ben goes onto village 1, Cleo's
// scout follows it there and an open branch wall goes up between villages 22
// and 29 (on from the branch between villages 21 and 22); Anna's scout
// onto village 5, where Ben's scout stands, is refused.
// tests/node/place-dschingis-khan.test.mjs plays these clicks through place.js
// against the engine as well.
export default {
  figure: 'dk-1',
  players: 3,
  placed: [
    { key: 'village:1', option: 'token:1:mongol' },
    { key: 'village:1', option: 'scout:2' },
    { key: 'wall:22:29', option: 'build' },
  ],
  shows: (view) => {
    const v = view.view ?? view;
    const first = v.villages[0];
    const line = v.board.lineVillages.findIndex(([a, b]) => a === 21 && b === 28);
    return first.stack.length === 1 && first.stack[0].owner === 1 && first.scout === 2
      && v.villages[17].scout === null
      && v.walls.some((wall) => wall.line === line && wall.open && !wall.main);
  },
  impossible: [{ key: 'village:5', option: 'scout:0' }],
  code: 'malformed_state',
  message: /inconsistent dschingis-khan state: a scout stands off the board or on another scout/,
};
