// The figure builder's "region" mode (issue 36, point 3): the author drags a
// rectangle over the board (mouse, pen or finger) and the places whose
// centres lie inside become the figure's region (the embed's `region=`: only
// the part of the board round them is shown, zoomed); keyboard and screen
// reader users take places in and out one by one with the same toggle
// buttons the marking mode has. The part of the board the region shows is
// drawn as a frame over the board in every mode. Game-agnostic: the places
// are the board's `markable()` rectangles, in the canvas's CSS pixels.

import { h, replace, rovingGroup } from './dom.js';
import { t } from './i18n.js';
import { regionBox } from './figure-address.js';

/** A press that moves less than this (CSS px) is a click on a place, not a drag. */
const DRAG = 6;

/**
 * @typedef {{key: string, x: number, y: number, w: number, h: number, label?: string}} Place
 */

/**
 * The places whose centres lie inside the rectangle from `a` to `b` (any two
 * corners), in the order `places` lists them.
 * @param {Place[]} places
 * @param {{x: number, y: number}} a
 * @param {{x: number, y: number}} b
 * @returns {string[]}
 */
export function placesInside(places, a, b) {
  const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return places.filter((p) => {
    const cx = p.x + p.w / 2;
    const cy = p.y + p.h / 2;
    return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
  }).map((p) => p.key);
}

/**
 * The frame over the board round the region's places, with the margin the
 * embed gives them (the embed widens it to its column's shape: the
 * previews show that), or nothing without a region.
 * @param {HTMLElement} frame an absolutely placed element over the canvas
 * @param {Place[]} places the board's `markable()`
 * @param {string[]} region
 * @param {{width: number, height: number}} size the canvas's CSS size
 */
export function showRegionFrame(frame, places, region, size) {
  const box = regionBox(places.filter((p) => region.includes(p.key)), size);
  frame.hidden = !box;
  if (box) Object.assign(frame.style, { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px`, height: `${box.h}px` });
}

/**
 * Places `frame` over the board's `canvas` (inside `work`, the element both
 * lie in) and frames the region's places in it; hidden without a region.
 * @param {HTMLElement} frame
 * @param {HTMLElement} work
 * @param {HTMLCanvasElement | undefined} canvas
 * @param {Place[]} places the board's `markable()`
 * @param {string[]} region
 */
export function frameRegion(frame, work, canvas, places, region) {
  if (!canvas || !region.length) {
    frame.hidden = true;
    return;
  }
  const at = work.getBoundingClientRect();
  const box = canvas.getBoundingClientRect();
  Object.assign(frame.style, { left: `${box.left - at.left}px`, top: `${box.top - at.top}px`, width: `${box.width}px`, height: `${box.height}px` });
  const inner = /** @type {HTMLElement} */ (frame.firstElementChild ?? frame.appendChild(h('div', { class: 'st-builder-frame-box' })));
  showRegionFrame(inner, places, region, { width: box.width, height: box.height });
  frame.hidden = inner.hidden;
}

/** The layer over the board leaves the region mode: no drag, no region look. */
export function leaveRegion(layer) {
  layer.classList.remove('st-builder-layer-region');
  delete layer.dataset.builderRegionLayer;
  layer.onpointerdown = layer.onpointermove = layer.onpointerup = layer.onpointercancel = null;
}

/**
 * The region mode's layer over the canvas: a toggle button per place (in the
 * region or not) and a rectangle drawn by dragging. `onChange(keys)` gets
 * the new region.
 * @param {HTMLElement} layer placed and sized over the canvas by the builder
 * @param {Place[]} places the board's `markable()`
 * @param {string[]} region
 * @param {(keys: string[]) => void} onChange
 */
export function drawRegionLayer(layer, places, region, onChange) {
  layer.setAttribute('aria-label', t('builderRegionLayer'));
  layer.dataset.builderRegionLayer = '';
  layer.classList.add('st-builder-layer-region');
  const band = h('div', { class: 'st-builder-band', hidden: true, 'aria-hidden': 'true', 'data-builder-band': true });
  let dragged = false;
  // larger places first, so that a smaller one inside them stays clickable
  const buttons = [...places].sort((a, b) => b.w * b.h - a.w * a.h).map((p) => h('button', {
    type: 'button', class: 'st-builder-place', 'data-region-place': p.key, 'aria-pressed': String(region.includes(p.key)),
    'aria-label': t('builderRegionPlace', { label: p.label || p.key }), title: p.label || p.key,
    style: { left: `${p.x}px`, top: `${p.y}px`, width: `${p.w}px`, height: `${p.h}px` },
    on: {
      click: () => {
        if (dragged) return; // the end of a drag, not a click
        onChange(region.includes(p.key) ? region.filter((k) => k !== p.key) : [...region, p.key]);
        requestAnimationFrame(() => /** @type {HTMLElement | null} */ (layer.querySelector(`[data-region-place="${CSS.escape(p.key)}"]`))?.focus());
      },
    },
  }));
  replace(layer, ...buttons, band);
  layer.hidden = false;
  rovingGroup(layer, 'button');
  /** where the press began, in the layer's (the canvas's) CSS px */
  let start = null;
  const at = (e) => {
    const box = layer.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  layer.onpointerdown = (e) => {
    if (e.button !== 0) return;
    // a mouse drag draws the frame: it selects no text on the way (a touch or pen is no mouse)
    if (e.pointerType === 'mouse') e.preventDefault();
    start = at(e);
    dragged = false;
  };
  layer.onpointermove = (e) => {
    if (!start) return;
    const now = at(e);
    if (!dragged && Math.hypot(now.x - start.x, now.y - start.y) < DRAG) return;
    if (!dragged) {
      dragged = true;
      layer.setPointerCapture?.(e.pointerId);
    }
    band.hidden = false;
    Object.assign(band.style, {
      left: `${Math.min(start.x, now.x)}px`, top: `${Math.min(start.y, now.y)}px`,
      width: `${Math.abs(now.x - start.x)}px`, height: `${Math.abs(now.y - start.y)}px`,
    });
  };
  const end = (e, cancelled) => {
    if (!start) return;
    const from = start;
    start = null;
    band.hidden = true;
    if (!dragged) return;
    if (!cancelled) onChange(placesInside(places, from, at(e)));
    // the click that ends a drag is no toggle; the next press starts afresh
    setTimeout(() => { dragged = false; }, 0);
  };
  layer.onpointerup = (e) => end(e, false);
  layer.onpointercancel = (e) => end(e, true);
}
