// Free placement in the figure builder, Kurier des Zaren (tests/browser/placement.test.mjs):
// from rules example kz-1, a Lady of Cleo moves into Olga and takes Cleo's
// dispatch, Anna's dispatch reaches the guard 8 and she secures a 3; a fourth
// courier in Natascha (an inn has three rooms to spare, KZ-05) is refused.
export default {
  figure: 'kz-1',
  players: 4,
  placed: [
    { key: 'room:12:lady', option: 'set:2' },
    { key: 'room:12:lady', option: 'dispatch' },
    { key: 'guard:2', option: 'guard:0' },
    { key: 'guard:2', option: 'coin:0:three' },
  ],
  shows: (view) => {
    const v = view.view ?? view;
    const lady = v.inns[11].rooms[3];
    return lady?.colour === 2 && lady.dispatch === 2
      && v.guards[1].includes(0) && v.seats[0].rubel === 3 && v.step.step === 'rubeln';
  },
  impossible: [
    { key: 'room:11:diplomat', option: 'set:3' },
    { key: 'room:11:lady', option: 'set:2' },
  ],
  code: 'malformed_state',
  message: /inconsistent kurier-des-zaren state: an inn holds four couriers/,
};
