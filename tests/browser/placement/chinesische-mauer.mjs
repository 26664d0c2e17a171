// Free placement in the figure builder, Chinesische Mauer (tests/browser/placement.test.mjs):
// from rules example cm-1, Cleo lays a Warrior at section 1, Anna's Dragon
// covers Ben's Gate there and the fame tile 5 goes onto Cleo's Warrior; a
// second Watchtower of Anna (a set has one, hers stands at section 1) is refused.
export default {
  figure: 'cm-1',
  players: 3,
  placed: [
    { key: 'section:1', option: 'lay:2:warrior' },
    { key: 'card:1:2', option: 'cover:0' },
    { key: 'card:1:3', option: 'tile:5' },
  ],
  shows: (view) => {
    const s = (view.view ?? view).sections[0];
    return s.stacks.length === 3
      && s.stacks[1].top.kind === 'dragon' && s.stacks[1].top.owner === 0 && s.stacks[1].under?.[0]?.kind === 'gate'
      && s.stacks[2].top.kind === 'warrior' && s.stacks[2].top.owner === 2
      && s.placed?.value === 5 && s.placed.stack === 2;
  },
  impossible: [{ key: 'section:2', option: 'lay:0:tower' }],
  code: 'malformed_state',
  message: /inconsistent chinesische-mauer state: seat 0 has more Tower cards than a set holds/,
};
