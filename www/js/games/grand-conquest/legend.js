// The legend beside or under the map: each kind of piece drawn by the very
// function that paints the map (paint.js), with its name and how far it
// goes, so a person tells the kinds apart and learns them at the board.

import { h } from '../../shell/dom.js';
import { paintPiece } from './paint.js';
import { RANGE } from './targets.js';
import { swatch } from '../swatch.js';
import { w, kindName } from './strings.js';

const KINDS = ['soldier', 'rider', 'elephant', 'chariot', 'ship', 'galleon'];
const SIZE = 30;

/**
 * The legend as a disclosure (open where there is room beside the map,
 * folded under it on phones). `hue(seat)`: the index into SEAT_COLORS a
 * seat is drawn in (the board's); the kinds are shown in the first seat's.
 */
export function buildLegend(lang, open, hue = (seat) => seat) {
  const items = KINDS.map((kind) => {
    const sea = kind === 'ship' || kind === 'galleon';
    const picture = swatch((g) => paintPiece(g, SIZE / 2, SIZE / 2, SIZE * 0.72 * 0.92, SIZE * 0.92, { kind, owner: 0 }, [], [], hue), SIZE, SIZE, 'gc-swatch');
    return h('li', { class: 'gc-legend-item', 'data-kind': kind }, picture,
      h('span', { class: 'gc-legend-name', text: kindName(kind, lang) }),
      h('span', { class: 'gc-legend-range', text: w(sea ? 'lgSea' : 'lgLand', lang, { n: RANGE[kind] }) }));
  });
  return h('details', { class: 'gc-legend', 'data-gc-legend': true, open },
    h('summary', { class: 'gc-legend-title', text: w('legend', lang) }),
    h('ul', { class: 'gc-legend-list' }, ...items),
    h('p', { class: 'gc-legend-note', text: w('lgNames', lang) }));
}
