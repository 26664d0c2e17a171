// The legend under the board: each entry a tiny canvas painted with the
// very functions that paint the map, so legend and board always agree.

import { h } from '../../shell/dom.js';
import * as P from './paint.js';
import { w, kindName, KINDS } from './strings.js';

const W = 34;
const H = 22;

/** A tiny canvas at the device pixel ratio, painted by `draw(g)` in W×H units. */
function swatch(draw) {
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  const canvas = h('canvas', { class: 'dk-swatch', width: Math.round(W * dpr), height: Math.round(H * dpr), 'aria-hidden': 'true' });
  const g = canvas.getContext('2d');
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  draw(g);
  return canvas;
}

const field = (side) => (g) => P.paintCell(g, [[0, 0], [W, 0], [W, H], [0, H]], side, 3, 40);
const wall = (opts) => (g) => {
  field('mongolia')(g);
  P.paintWall(g, [1, H / 2], [W - 1, H / 2], 44, opts);
};

const ENTRIES = [
  ['lgMongolia', field('mongolia')],
  ['lgChina', field('china')],
  ['lgOpen', wall({ open: true, main: false })],
  ['lgClosed', wall({ open: false, main: false })],
  ['lgMain', wall({ open: true, main: true })],
  ['lgRoad', (g) => { field('mongolia')(g); P.paintRoad(g, [2, H / 2], [W - 2, H / 2], 40); }],
  ['lgLine', (g) => { field('china')(g); P.paintFreeLine(g, [2, H / 2], [W - 2, H / 2], 40); }],
  ['lgRed', (g) => { field('mongolia')(g); P.paintTower(g, [W / 2, H / 2], 70, { red: true }); }],
  ['lgScout', (g) => { field('mongolia')(g); P.paintScout(g, W / 2, H - 2, H - 4, 0); }],
  ['lgChanged', (g) => { field('china')(g); P.paintChanged(g, [[1, 1], [W - 1, 1], [W - 1, H - 1], [1, H - 1]], 30); }],
  ['lgRemoved', (g) => { field('mongolia')(g); P.paintGhostWall(g, [1, H / 2], [W - 1, H / 2], 44); }],
];

/** The legend as a disclosure: open on wide screens, folded on phones where the map needs the room. */
export function buildLegend(lang, open) {
  const item = (canvas, text) => h('li', { class: 'dk-legend-item' }, canvas, h('span', { text }));
  const board = ENTRIES.map(([key, draw]) => item(swatch(draw), w(key, lang)));
  const kinds = KINDS.map((kind) => item(swatch((g) => P.paintFace(g, W / 2, H / 2, H / 2 - 1, -1, kind)), kindName(kind, lang, 1, { short: true })));
  return h('details', { class: 'dk-legend-box', open },
    h('summary', { class: 'dk-legend-title', text: w('legend', lang) }),
    h('ul', { class: 'dk-legend-list' }, board),
    h('ul', { class: 'dk-legend-list dk-legend-kinds' }, kinds));
}
