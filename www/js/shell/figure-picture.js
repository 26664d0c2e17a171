// A figure as a picture file, for wikis that allow no iframes: the embed page
// (the same address as the iframe snippet) is loaded off screen at the column
// width with `pixels=2`, so the game's own renderer draws its board at twice
// the screen's resolution, highlights included; its canvas gets a caption line
// above and the credit below, and becomes a PNG. Nothing but the embed's
// canvas is read: the picture shows exactly what the snippet would.
//
// The same figure as SVG: the embed page's board paints itself once more
// into a context that writes SVG (`spieltischFigure.vector()`, the board's
// own painting code, games/svg-context.js), placed under the same caption
// and above the same credit.

import { h } from './dom.js';
import { t } from './i18n.js';
import { SvgContext } from '../games/svg-context.js';

/** Where the credit points: the site's start page. */
export function siteAddress() {
  return new URL('./', location.href.split('#')[0].split('?')[0]).href;
}

/**
 * Loads `src` (an embed.html address) in an off-screen iframe `width` CSS px
 * wide, its board drawn at `scale` times the screen's resolution, and resolves
 * to its board canvas (the frame is kept until `done()`), or null.
 */
async function boardOf(src, width, scale, timeout) {
  const url = new URL(src, location.href);
  if (scale !== 1) url.searchParams.set('pixels', String(scale));
  const frame = /** @type {HTMLIFrameElement} */ (h('iframe', { src: url.href, title: 'picture', 'aria-hidden': 'true', tabindex: '-1', class: 'st-measure-frame', style: { width: `${width}px` } }));
  document.body.append(frame);
  const started = performance.now();
  let last = 0;
  let steady = 0;
  while (performance.now() - started < timeout) {
    await new Promise((done) => setTimeout(done, 100));
    const doc = frame.contentDocument;
    if (doc?.querySelector('[data-problem]')) break;
    const canvas = /** @type {HTMLCanvasElement | null} */ (doc?.querySelector('[data-board] canvas') ?? null);
    const size = canvas ? canvas.width * 100000 + canvas.height : 0;
    steady = size > 0 && size === last ? steady + 1 : 0;
    last = size;
    if (steady >= 3) return { canvas, frame, done: () => frame.remove() };
  }
  frame.remove();
  return null;
}

/**
 * The picture of the figure at `src`: a PNG Blob of its board, `scale` times
 * the screen's resolution, with `caption` above and the credit below; null
 * when the figure cannot be drawn.
 * @param {string} src embed.html address (as in the iframe snippet)
 * @param {{caption?: string, width?: number, scale?: number, timeout?: number}} [o]
 * @returns {Promise<Blob | null>}
 */
export async function figurePicture(src, { caption = '', width = 600, scale = 2, timeout = 20000 } = {}) {
  const board = await boardOf(src, width, scale, timeout);
  if (!board) return null;
  try {
    return await compose(board.canvas, board.canvas.clientWidth, caption);
  } finally {
    board.done();
  }
}

/**
 * The figure at `src` as an SVG Blob: its board, drawn `width` CSS px wide,
 * with `caption` above and the credit below; null when it cannot be drawn.
 * @param {string} src embed.html address (as in the iframe snippet)
 * @param {{caption?: string, width?: number, timeout?: number}} [o]
 * @returns {Promise<Blob | null>}
 */
export async function figureVector(src, { caption = '', width = 600, timeout = 20000 } = {}) {
  const board = await boardOf(src, width, 1, timeout);
  if (!board) return null;
  try {
    const hook = /** @type {any} */ (board.frame.contentWindow)?.spieltischFigure;
    const drawn = await hook?.vector?.();
    return drawn ? composeVector(drawn, caption) : null;
  } catch {
    return null; // a board that cannot paint itself as SVG: no file rather than a wrong one
  } finally {
    board.done();
  }
}

/** Sizes of the frame around a picture, in the picture's pixels (`k` per CSS px). */
function frameSizes(k, caption) {
  const pad = Math.round(10 * k);
  const captionSize = Math.round(16 * k);
  const creditSize = Math.round(11 * k);
  return { pad, captionSize, creditSize, top: caption ? captionSize + 2 * pad : pad };
}

const FRAME_FONT = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';

/**
 * Paints the frame's background, caption and credit around a board of
 * `width` × `height` (in `g`'s units) and returns where the board goes.
 * @param {CanvasRenderingContext2D | SvgContext} g
 */
function paintFrame(g, width, height, k, caption) {
  const { pad, captionSize, creditSize, top } = frameSizes(k, caption);
  const outWidth = width + 2 * pad;
  g.fillStyle = '#f7ecd6';
  g.fillRect(0, 0, outWidth, top + height + creditSize + 2 * pad);
  g.fillStyle = '#2b1d14';
  g.textBaseline = 'top';
  if (caption) {
    g.font = `600 ${captionSize}px ${FRAME_FONT}`;
    g.fillText(fit(g, caption, outWidth - 2 * pad), pad, pad);
  }
  g.font = `${creditSize}px ${FRAME_FONT}`;
  g.fillStyle = '#6b5846';
  g.textAlign = 'right';
  g.fillText(fit(g, t('pictureCredit', { site: siteAddress() }), outWidth - 2 * pad), outWidth - pad, top + height + pad);
  return { x: pad, y: top };
}

/**
 * A board's SVG picture (`vector()`) with a caption line above and the credit below, as an SVG Blob.
 * @param {{svg: string, width: number, height: number}} drawn
 * @param {string} caption
 * @returns {Blob}
 */
export function composeVector(drawn, caption) {
  const { pad, creditSize, top } = frameSizes(1, caption);
  const g = new SvgContext(drawn.width + 2 * pad, top + drawn.height + creditSize + 2 * pad, 'frame-');
  const at = paintFrame(g, drawn.width, drawn.height, 1, caption);
  g.place(drawn.svg, at.x, at.y);
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${g}`], { type: 'image/svg+xml' });
}

/**
 * The board's canvas (drawn `cssWidth` CSS px wide) with a caption line above
 * and the credit below, as a PNG Blob.
 * @param {HTMLCanvasElement} canvas
 * @param {number} cssWidth
 * @param {string} caption
 * @returns {Promise<Blob | null>}
 */
export function compose(canvas, cssWidth, caption) {
  const k = canvas.width / Math.max(1, cssWidth || canvas.width);
  const { pad, creditSize, top } = frameSizes(k, caption);
  const out = document.createElement('canvas');
  out.width = canvas.width + 2 * pad;
  out.height = top + canvas.height + creditSize + 2 * pad;
  const g = /** @type {CanvasRenderingContext2D} */ (out.getContext('2d'));
  const at = paintFrame(g, canvas.width, canvas.height, k, caption);
  g.drawImage(canvas, at.x, at.y);
  return new Promise((resolve) => out.toBlob((blob) => resolve(blob), 'image/png'));
}

/** `text`, shortened with an ellipsis to `width` pixels. */
function fit(g, text, width) {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Saves `blob` as a file named `name`. */
export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}
