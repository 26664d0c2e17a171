// The legend under the board: each entry a tiny canvas painted with the
// very functions that paint the map, so legend and board always agree.

import { h } from '../../shell/dom.js';
import * as P from './paint.js';
import { swatch as paintSwatch } from '../swatch.js';
import { w, kindName, KINDS } from './strings.js';

const W = 34;
const H = 22;

/** A legend picture of W×H CSS px (../swatch.js). */
const swatch = (draw) => paintSwatch(draw, W, H, 'dk-swatch');

const field = (side) => (g) => P.paintCell(g, [[0, 0], [W, 0], [W, H], [0, H]], side, 3, 40);
const wall = (opts) => (g) => {
  field('mongolia')(g);
  P.paintWall(g, [1, H / 2], [W - 1, H / 2], 44, opts);
};

/** @type {[string, (g: CanvasRenderingContext2D, hue: (seat: number) => number) => void][]} */
const ENTRIES = [
  ['lgMongolia', field('mongolia')],
  ['lgChina', field('china')],
  ['lgOpen', wall({ open: true, main: false })],
  ['lgClosed', wall({ open: false, main: false })],
  ['lgMain', wall({ open: true, main: true })],
  ['lgRoad', (g) => { field('mongolia')(g); P.paintRoad(g, [2, H / 2], [W - 2, H / 2], 40); }],
  ['lgLine', (g) => { field('china')(g); P.paintFreeLine(g, [2, H / 2], [W - 2, H / 2], 40); }],
  ['lgRed', (g) => { field('mongolia')(g); P.paintTower(g, [W / 2, H / 2], 70, { red: true }); }],
  // the first seat's scout, in the colour that seat is drawn in
  ['lgScout', (g, hue) => { field('mongolia')(g); P.paintScout(g, W / 2, H - 2, H - 4, hue(0)); }],
  ['lgChanged', (g) => { field('china')(g); P.paintChanged(g, [[1, 1], [W - 1, 1], [W - 1, H - 1], [1, H - 1]], 30); }],
  ['lgRemoved', (g) => { field('mongolia')(g); P.paintGhostWall(g, [1, H / 2], [W - 1, H / 2], 44); }],
];

/**
 * The legend as a disclosure: open on wide screens, folded on phones where
 * the map needs the room. `hue(seat)`: the index into SEAT_COLORS a seat is
 * drawn in (the board's).
 */
export function buildLegend(lang, open, hue = (seat) => seat) {
  const item = (canvas, text) => h('li', { class: 'dk-legend-item' }, canvas, h('span', { text }));
  const board = ENTRIES.map(([key, draw]) => item(swatch((g) => draw(g, hue)), w(key, lang)));
  const kinds = KINDS.map((kind) => item(swatch((g) => P.paintFace(g, W / 2, H / 2, H / 2 - 1, -1, kind)), kindName(kind, lang, 1, { short: true })));
  return h('details', { class: 'dk-legend-box', open },
    h('summary', { class: 'dk-legend-title', text: w('legend', lang) }),
    h('ul', { class: 'dk-legend-list' }, board),
    h('ul', { class: 'dk-legend-list dk-legend-kinds' }, kinds));
}
