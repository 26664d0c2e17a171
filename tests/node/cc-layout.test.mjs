// Chang Cheng's map layout (www/js/games/chang-cheng/layout.js) is pure: an
// arrangement exists for every width, also when the board asks for the
// number of sections per row it used at a wider size (the CI failure of
// stop 26: a kept inset arrangement too wide for the new width gave null).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrange } from '../../www/js/games/chang-cheng/layout.js';

test('arrange gives an arrangement for every width, section count and fixed count per row', () => {
  for (const n of [1, 2, 3, 4, 5, 6, 8]) {
    for (const width of [0, 40, 200, 360, 390, 600, 900, 1280, 2400]) {
      for (const room of [100, 400, 800, Infinity]) {
        for (const only of [null, 1, 2, 3, 4]) {
          if (only !== null && only > n) continue;
          const a = arrange(n, width, room, only);
          assert.ok(a, `n=${n} width=${width} room=${room} only=${only}`);
          assert.ok(a.per >= 1 && a.per <= n && a.rows === Math.ceil(n / a.per), JSON.stringify(a));
        }
      }
    }
  }
});

test('a fixed count per row that fits is kept, one that does not is chosen afresh', () => {
  assert.equal(arrange(4, 1280, 800, 2).per, 2);
  const narrow = arrange(4, 390, 800, 3);
  assert.equal(narrow.per, 1, 'three sections of 12 sites do not fit 390 px');
});
