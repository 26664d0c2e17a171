// Geometry of the map for a given width: where every tower, village, wall
// line and supply item is drawn. Pure: no drawing, no DOM, so the painter
// and the clickable overlay use the very same points.
//
// The engine's board data (the view's compact `board`: one array per
// property) gives towers at grid points (x 0..8, y 0..6) and villages at
// cell centres. The printed board has skewed, uneven cells
// ("verzogene Rhomben"), so every point goes through one fixed, smooth warp:
// a slight shear plus gentle waves. On narrow screens the map is turned a
// quarter (Mongolia on the right, village 1 at the top) so the cells stay
// big enough to read.

import { largestFitting } from '../fit.js';

const SHEAR = 0.14;

/** The warp of a board point (x, y) in cell units; deterministic and smooth. */
export function warp(x, y) {
  const dx = 0.1 * Math.sin(1.9 * y + 0.7 * x + 0.5) + 0.05 * Math.sin(3.1 * x - 1.3 * y);
  const dy = 0.1 * Math.sin(1.6 * x + 0.8 * y + 1.1) + 0.05 * Math.sin(2.7 * y + 1.9 * x);
  return [x + SHEAR * (y - 3) + dx, y + dy];
}

function metrics(width) {
  const narrow = width < 560;
  return {
    narrow,
    rotate: narrow,
    pad: narrow ? 4 : 10,
    margin: 0.32, // map units of table around the board outline
    maxCell: narrow ? 90 : 84,
  };
}

/**
 * @param {object} board   view.view.board (static board data: towerXy, villageXy, villageCell, lineTowers …)
 * @param {number} width   CSS pixels
 * @param {object|null} supply  {tokens: [kind…], walls, passive, lost} of the seat on screen, or null
 */
export function layout(board, width, supply, room = Infinity) {
  const full = layoutWith(board, width, supply, Infinity);
  if (full.height <= room) return full;
  // smaller cells until map and supply fit the height there is (fit.js), down to a readable size
  const sized = (cell) => layoutWith(board, width, supply, cell);
  return sized(largestFitting(Math.min(full.cell, 30), full.cell, (c) => sized(c).height <= room));
}

function layoutWith(board, width, supply, maxCell) {
  const m = metrics(width);
  const turn = m.rotate ? ([x, y]) => [6.8 - y, x] : (p) => p;
  const raw = board.towerXy.map(([x, y]) => turn(warp(x, y)));
  const minX = Math.min(...raw.map((p) => p[0])) - m.margin;
  const minY = Math.min(...raw.map((p) => p[1])) - m.margin;
  const maxX = Math.max(...raw.map((p) => p[0])) + m.margin;
  const maxY = Math.max(...raw.map((p) => p[1])) + m.margin;
  const cell = Math.min((width - 2 * m.pad) / (maxX - minX), m.maxCell, maxCell);
  const mapW = (maxX - minX) * cell;
  const mapH = (maxY - minY) * cell;
  const map = { x: Math.round((width - mapW) / 2), y: m.pad, w: mapW, h: mapH };
  const project = (x, y) => {
    const [px, py] = turn(warp(x, y));
    return [map.x + (px - minX) * cell, map.y + (py - minY) * cell];
  };
  const towers = board.towerXy.map(([x, y]) => project(x, y));
  const villages = board.villageXy.map(([x, y]) => project(x, y));
  const cells = board.villageCell.map(([row, col]) => [
    project(col, row), project(col + 1, row), project(col + 1, row + 1), project(col, row + 1),
  ]);
  const lines = board.lineTowers.map(([a, b]) => [towers[a], towers[b]]);
  const outline = outlineEdges(board).map(([a, b]) => [project(...a), project(...b)]);
  let y = map.y + mapH + (m.narrow ? 6 : 10);
  const tray = supply ? trayLayout(supply, m, width, y, cell) : null;
  if (tray) y = tray.bottom;
  return { m, width, cell, map, towers, villages, cells, lines, outline, tray, height: Math.ceil(y + m.pad), project };
}

/** The board's outline: every cell edge without a neighbouring cell, as pairs of grid points. */
function outlineEdges(board) {
  const has = new Set(board.villageCell.map(([r, c]) => `${r},${c}`));
  const out = [];
  for (const [r, c] of board.villageCell) {
    if (!has.has(`${r - 1},${c}`)) out.push([[c, r], [c + 1, r]]);
    if (!has.has(`${r + 1},${c}`)) out.push([[c, r + 1], [c + 1, r + 1]]);
    if (!has.has(`${r},${c - 1}`)) out.push([[c, r], [c, r + 1]]);
    if (!has.has(`${r},${c + 1}`)) out.push([[c + 1, r], [c + 1, r + 1]]);
  }
  return out;
}

/**
 * The tray under the map with the seat's active supply: one chip per token
 * kind (with a count), the walls, the passive pile. Wraps to two rows when
 * narrow.
 */
function trayLayout(supply, m, width, top, cell) {
  const r = Math.round(Math.min(26, Math.max(17, cell * 0.3)));
  const titleH = m.narrow ? 22 : 26;
  const x0 = m.pad + 12;
  const x1 = width - m.pad - 12;
  const kinds = [...new Set(supply.tokens)];
  const gap = m.narrow ? 10 : 16;
  const rowY = top + titleH + 8;
  const chips = kinds.map((kind, i) => ({
    kind,
    count: supply.tokens.filter((k) => k === kind).length,
    cx: x0 + r + i * (2 * r + gap),
    cy: rowY + r,
    r,
  }));
  const chipsEnd = kinds.length ? chips[chips.length - 1].cx + r : x0;
  // walls and the passive pile sit at the right; below the chips if there is no room
  const wallW = Math.round(r * 1.5);
  const wallH = Math.round(r * 0.7);
  const wallsW = 4 * (wallW + 4);
  const pileW = Math.round(r * 2.2);
  const rightW = wallsW + 14 + pileW;
  const twoRows = chipsEnd + 20 + rightW > x1;
  const rightY = twoRows ? rowY + 2 * r + 24 : rowY;
  const rightX = twoRows ? x0 : x1 - rightW;
  const walls = Array.from({ length: Math.min(4, supply.walls) }, (_, i) => ({ x: rightX + i * (wallW + 4), y: rightY + r - wallH / 2, w: wallW, h: wallH }));
  const pile = { x: rightX + wallsW + 14, y: rightY + r * 0.25, w: pileW, h: r * 1.5 };
  // tokens out of the game get a line of their own under "passiv: n": beside
  // it they ran over the walls' count ("2 Mauern" under "passiv: 0 · 1 aus dem Spiel")
  const lostLine = supply.lost ? 14 : 0;
  const bottom = rightY + 2 * r + 26 + lostLine;
  return {
    title: { x: m.pad + 12, y: top, h: titleH },
    area: { x: m.pad, y: top + titleH - 4, w: width - 2 * m.pad, h: bottom - (top + titleH - 4) - 4 },
    chips,
    rowCy: rowY + r,
    walls,
    wallsLabel: { x: rightX, y: rightY + 2 * r + 10 },
    lostLabel: lostLine ? { y: rightY + 2 * r + 10 + lostLine } : null,
    pile,
    r,
    bottom,
  };
}
