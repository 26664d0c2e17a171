// A figure's region (issue 36, point 3) as its address and its file carry it
// (www/js/shell/figure-address.js): `region=` read from the fragment before
// the query, as one comma list or one parameter per place, well-formed keys
// only, each once, capped; and the part of the board it shows (`regionView`):
// the places' box with a margin, zoomed to the board's width at most
// REGION_ZOOM times and never below once, widened about its centre to the
// frame's shape, within the board; no places: the whole board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regionParam, regionView, regionBox, sameView, REGION_ZOOM, MAX_MARKS } from '../../www/js/shell/figure-address.js';

const read = (hash, search = '') => regionParam(new URLSearchParams(hash), new URLSearchParams(search));

test('region= is read from the fragment, else the query; a comma list or one per place; each key once', () => {
  assert.equal(read(''), null, 'no region: null (a figure file\'s own stands)');
  assert.deepEqual(read('region=field:3,field:4'), ['field:3', 'field:4']);
  assert.deepEqual(read('region=field:3&region=field:4,field:3'), ['field:3', 'field:4']);
  assert.deepEqual(read('', 'region=village:5'), ['village:5'], 'from the query');
  assert.deepEqual(read('region=field:1', 'region=village:5'), ['field:1'], 'the fragment first');
  assert.deepEqual(read('region='), [], 'region= alone: the whole board');
  assert.deepEqual(read('region=%3Cscript%3E,field:2,,%20field:7%20'), ['field:2', 'field:7'], 'malformed keys are skipped, spaces trimmed');
});

test('a hostile region stays cheap: at most MAX_MARKS keys from a long list', () => {
  const many = Array.from({ length: 50000 }, (_, i) => `field:${i}`).join(',');
  const keys = read(`region=${many}`);
  assert.equal(keys.length, MAX_MARKS);
  assert.deepEqual(read(`region=${'field:1,'.repeat(20000)}`), ['field:1']);
});

test('the view: the places\' box with a margin, zoomed to the width (capped), widened about its centre, within the board', () => {
  const full = { width: 600, height: 600 };
  assert.equal(regionView([], full), null, 'no places: the whole board');
  assert.equal(regionView([{ x: NaN, y: 0, w: 1, h: 1 }], full), null);
  // two small places side by side: the cap, the box widened to width / zoom about their centre
  const small = regionView([{ x: 290, y: 300, w: 16, h: 16 }, { x: 310, y: 300, w: 16, h: 16 }], full);
  assert.equal(small.z, REGION_ZOOM);
  assert.ok(Math.abs(small.w - 600 / REGION_ZOOM) < 1e-9, 'as wide as the frame at that zoom');
  assert.ok(Math.abs(small.x + small.w / 2 - 308) < 1e-9, 'about the places\' centre');
  assert.equal(small.y, 300 - 12, 'the margin above');
  assert.equal(small.h, 16 + 24, 'the places\' height and the margins');
  // a wide region: zoomed just to the frame's width
  const wide = regionView([{ x: 100, y: 100, w: 20, h: 20 }, { x: 380, y: 120, w: 20, h: 20 }], full);
  assert.ok(wide.z > 1 && wide.z < REGION_ZOOM);
  assert.ok(Math.abs(wide.w * wide.z - 600) < 1e-9, 'the frame is the board\'s width');
  // near the edge: widened inwards, never past the board
  const edge = regionView([{ x: 0, y: 0, w: 10, h: 10 }], full);
  assert.equal(edge.x, 0);
  assert.equal(edge.y, 0);
  // the whole board: no zoom
  const all = regionView([{ x: 0, y: 0, w: 600, h: 600 }], full);
  assert.deepEqual([all.x, all.y, all.w, all.h, all.z], [0, 0, 600, 600, 1]);
  // a tall narrow strip: no taller than 1.2 times the width once zoomed, and never below once
  const tall = regionView([{ x: 300, y: 0, w: 10, h: 10 }, { x: 300, y: 400, w: 10, h: 10 }], full);
  assert.ok(tall.h * tall.z <= 1.2 * 600 + 1e-9 && tall.z >= 1);
  assert.ok(sameView(small, { ...small, x: small.x + 0.05 }));
  assert.ok(!sameView(small, wide));
  assert.ok(sameView(null, null) && !sameView(null, small));
  assert.deepEqual(regionBox([{ x: 100, y: 100, w: 40, h: 40 }], full), { x: 70, y: 70, w: 100, h: 100 }, 'margin: three quarters of a place\'s smaller side');
  assert.deepEqual(regionBox([{ x: 100, y: 100, w: 400, h: 10 }], full), { x: 88, y: 88, w: 424, h: 34 }, 'a long narrow place: at least 12 px');
  assert.deepEqual(regionBox([{ x: 200, y: 200, w: 200, h: 200 }], full), { x: 168, y: 168, w: 264, h: 264 }, 'a large place: at most 32 px');
});
