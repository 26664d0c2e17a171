// What changed on the board between two views of the same seat, as the place
// keys the boards' `markPlaces` understands (see www/README.md, renderer
// interface). The shell's catch-up rings these places until the person acts.
// A game without an entry here gets the catch-up in words only.

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Chinesische Mauer: new or covered cards (`card:<section>:<n>`), sections newly closed or scored (`section:<n>`). */
function chinesischeMauer(before, after) {
  const keys = [];
  after.view.sections.forEach((s, i) => {
    const old = before.view.sections[i];
    if (!old) return;
    if (s.closed !== old.closed || !same(s.placed, old.placed) || !same(s.open, old.open)) keys.push(`section:${i + 1}`);
    if (s.closed) return;
    s.stacks.forEach((stack, k) => { if (!same(stack, old.stacks[k])) keys.push(`card:${i + 1}:${k + 1}`); });
  });
  return keys;
}

/** Dschingis Khan: villages whose stack, country or scout changed (`village:<n>`), new walls (`wall:<a>:<b>`). */
function dschingisKhan(before, after) {
  const keys = [];
  after.view.villages.forEach((v, i) => {
    const old = before.view.villages[i];
    if (old && (!same(v.stack, old.stack) || v.side !== old.side || v.scout !== old.scout)) keys.push(`village:${i + 1}`);
  });
  const had = new Set(before.view.walls.map((w) => w.line));
  for (const wall of after.view.walls) {
    if (had.has(wall.line)) continue;
    const [a, b] = after.view.board.lineVillages[wall.line];
    keys.push(`wall:${a + 1}:${b + 1}`);
  }
  return keys;
}

const MARKERS = {
  'chinesische-mauer': chinesischeMauer,
  'dschingis-khan': dschingisKhan,
};

/**
 * Place keys of what changed from `before` to `after` (two views of one seat),
 * or [] when the game has no marker or the views do not fit together.
 * A renderer's own `markChanged(before, after)` takes precedence.
 */
export function markChanged(game, renderer, before, after) {
  if (!before || !after) return [];
  const fn = renderer?.markChanged || MARKERS[game];
  try {
    return fn ? fn(before, after) : [];
  } catch {
    return []; // a view from another position shape: no marks rather than a broken screen
  }
}
