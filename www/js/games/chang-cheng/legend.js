// The legend under the map: what the names, numbers and pieces on it mean,
// each entry with a tiny canvas painted by the very functions that paint
// the map (paint.js), so legend and map always agree.

import { h } from '../../shell/dom.js';
import * as P from './paint.js';
import { swatch as paintSwatch } from '../swatch.js';
import { w } from './strings.js';

const W = 40;
const H = 26;

/** A legend picture of W×H CSS px (../swatch.js). */
const swatch = (draw) => paintSwatch(draw, W, H, 'cc-swatch');

const RECT = [[0, 0], [W, 0], [W, H], [0, H]];
const steppe = (g) => { g.fillStyle = '#e2cf98'; g.fillRect(0, 0, W, H); };
const china = (g) => { g.fillStyle = '#a9cc8c'; g.fillRect(0, 0, W, H); };
const site = { x: 4, y: 0, w: W - 8, h: H };
const stone = (g) => { g.fillStyle = '#cfc6b4'; g.fillRect(0, 0, W, H); };

// Sample pieces of seats 0 to 3, each drawn in the colour that seat is drawn in (`hue`, the board's).
/** @type {[string, (g: CanvasRenderingContext2D, hue: (seat: number) => number) => void][]} */
const ENTRIES = [
  ['lgTerritory', (g, hue) => { steppe(g); P.paintCounter(g, W / 2, H / 2 - 2, 10, null, '#4b3621'); g.fillStyle = P.SEAT_COLORS[hue(1)]; g.beginPath(); g.arc(W - 6, H - 5, 3.5, 0, Math.PI * 2); g.fill(); }],
  ['lgProvince', (g) => {
    china(g);
    g.fillStyle = '#24401a';
    P.setFont(g, 18, 700, P.FONT);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('5', W / 2, H / 2 + 1);
  }],
  ['lgReputation', (g) => { china(g); P.paintCounter(g, W / 2, H / 2, 11, '+2', '#b8860b'); }],
  ['lgCards', (g, hue) => { china(g); P.paintCard(g, 6, 2, 16, 22, hue(0), null); P.paintCard(g, 19, 2, 16, 22, hue(1), null); }],
  ['lgEmperor', (g) => { china(g); P.paintEmperor(g, W / 2 - 9, 1, 18, 24); }],
  ['lgSite', (g) => { P.paintSite(g, RECT, { x: 0, y: 0, w: W, h: H }, 7); }],
  ['lgWall', (g, hue) => { stone(g); P.paintPiece(g, site, { owner: 0, kind: 'wall' }, { hue: hue(0) }); }],
  ['lgDouble', (g, hue) => { stone(g); P.paintPiece(g, { x: 0, y: 0, w: W / 2, h: H }, { owner: 1, kind: 'double' }, { joinEast: true, hue: hue(1) }); P.paintPiece(g, { x: W / 2, y: 0, w: W / 2, h: H }, { owner: 1, kind: 'double' }, { joinWest: true, hue: hue(1) }); }],
  ['lgTower', (g, hue) => { stone(g); P.paintPiece(g, { x: 8, y: 8, w: W - 16, h: H - 9 }, { owner: 2, kind: 'tower' }, { hue: hue(2) }); }],
  ['lgDestroyed', (g, hue) => { stone(g); P.paintPiece(g, site, { owner: 0, kind: 'wall', destroyed: true }, { hue: hue(0) }); }],
  ['lgReserved', (g, hue) => { stone(g); P.paintReserved(g, { x: W / 2 - H / 2, y: 1, w: H, h: H }, [hue(3)]); }],
];

/**
 * The legend as a disclosure: open on wide screens, folded on phones where
 * the map needs the room. `hue(seat)`: the index into SEAT_COLORS a seat is
 * drawn in (the board's).
 */
export function buildLegend(lang, open, hue = (seat) => seat) {
  const item = (canvas, text) => h('li', { class: 'cc-legend-item' }, canvas, h('span', { text }));
  return h('details', { class: 'cc-legend-box', open },
    h('summary', { class: 'cc-legend-title', text: w('legend', lang) }),
    h('ul', { class: 'cc-legend-list' }, ENTRIES.map(([key, draw]) => item(swatch((g) => draw(g, hue)), w(key, lang)))),
    h('p', { class: 'cc-legend-board', text: w('lgBoard', lang) }));
}
