// Free placement scenario for Grand Conquest (tests/browser/placement.test.mjs,
// issue 36): from the rules example gc-2 (South's Elephant on field 11 carries
// two Soldiers), a Soldier is taken off and set on the empty field 2 beside
// it; loading a third Soldier onto the Elephant is refused by the engine.
export default {
  figure: 'gc-2',
  players: 4,
  placed: [
    { key: 'field:11', option: 'unload:soldier' },
    { key: 'field:2', option: 'put:0:soldier' },
  ],
  // the Soldier of South stands on field 2 (index 1), one Soldier still rides the Elephant (piece 10)
  shows: (view) =>
    view.pieces.some((p) => p.owner === 0 && p.kind === 'soldier' && p.place.field === 1) &&
    view.pieces.filter((p) => p.place.aboard === 10).length === 1,
  impossible: [{ key: 'field:11', option: 'load:soldier' }],
  code: 'malformed_state',
  message: /inconsistent grand-conquest state: piece 10 carries too much/,
};
