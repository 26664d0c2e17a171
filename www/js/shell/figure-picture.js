// A figure as a picture file, for wikis that allow no iframes: the embed page
// (the same address as the iframe snippet) is loaded off screen at the column
// width with `pixels=2`, so the game's own renderer draws its board at twice
// the screen's resolution, highlights included; its canvas gets a caption line
// above and the credit below, and becomes a PNG. Nothing but the embed's
// canvas is read: the picture shows exactly what the snippet would.

import { h } from './dom.js';
import { t } from './i18n.js';

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
  url.searchParams.set('pixels', String(scale));
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
    if (steady >= 3) return { canvas, done: () => frame.remove() };
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
 * The board's canvas (drawn `cssWidth` CSS px wide) with a caption line above
 * and the credit below, as a PNG Blob.
 * @param {HTMLCanvasElement} canvas
 * @param {number} cssWidth
 * @param {string} caption
 * @returns {Promise<Blob | null>}
 */
export function compose(canvas, cssWidth, caption) {
  const credit = t('pictureCredit', { site: siteAddress() });
  const k = canvas.width / Math.max(1, cssWidth || canvas.width);
  const pad = Math.round(10 * k);
  const captionSize = Math.round(16 * k);
  const creditSize = Math.round(11 * k);
  const top = caption ? captionSize + 2 * pad : pad;
  const out = document.createElement('canvas');
  out.width = canvas.width + 2 * pad;
  out.height = top + canvas.height + creditSize + 2 * pad;
  const g = /** @type {CanvasRenderingContext2D} */ (out.getContext('2d'));
  g.fillStyle = '#f7ecd6';
  g.fillRect(0, 0, out.width, out.height);
  g.fillStyle = '#2b1d14';
  g.textBaseline = 'top';
  if (caption) {
    g.font = `600 ${captionSize}px "Segoe UI", system-ui, "DejaVu Sans", sans-serif`;
    g.fillText(fit(g, caption, out.width - 2 * pad), pad, pad);
  }
  g.drawImage(canvas, pad, top);
  g.font = `${creditSize}px "Segoe UI", system-ui, "DejaVu Sans", sans-serif`;
  g.fillStyle = '#6b5846';
  g.textAlign = 'right';
  g.fillText(fit(g, credit, out.width - 2 * pad), out.width - pad, top + canvas.height + pad);
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
