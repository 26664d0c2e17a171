// A legend's tiny picture: a canvas at the device pixel ratio, painted by the
// same functions that paint the board, so legend and board always agree.

import { h } from '../shell/dom.js';

/**
 * A `width`×`height` (CSS px) canvas with class `cls`, painted by `draw(g)` in
 * CSS-pixel units.
 * @param {(g: CanvasRenderingContext2D) => void} draw
 * @param {number} width
 * @param {number} height
 * @param {string} cls
 */
export function swatch(draw, width, height, cls) {
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  const canvas = h('canvas', { class: cls, width: Math.round(width * dpr), height: Math.round(height * dpr), 'aria-hidden': 'true' });
  const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  draw(g);
  return canvas;
}
