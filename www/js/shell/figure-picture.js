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

/** A caption is at most this many characters (the caption fields' `maxlength`; a longer one from a script is cut). */
export const MAX_CAPTION = 1000;

const FRAME_FONT = '"Segoe UI", system-ui, "DejaVu Sans", sans-serif';

/**
 * The frame around a board `width` wide (in the picture's pixels, `k` per
 * CSS px): its sizes, and the caption and credit in lines that fit, measured
 * with `g`. The caption wraps over as many lines as it needs (never cut).
 * @param {CanvasRenderingContext2D | SvgContext} g
 */
function frameLayout(g, width, k, caption) {
  const pad = Math.round(10 * k);
  const captionSize = Math.round(16 * k);
  const creditSize = Math.round(11 * k);
  const captionLead = Math.round(captionSize * 1.3);
  const creditLead = Math.round(creditSize * 1.3);
  const measure = (text) => g.measureText(text).width;
  const text = Array.from(caption.trim());
  g.font = `600 ${captionSize}px ${FRAME_FONT}`;
  const captionLines = wrapLines(measure, text.length > MAX_CAPTION ? `${text.slice(0, MAX_CAPTION - 1).join('')}…` : text.join(''), width);
  g.font = `${creditSize}px ${FRAME_FONT}`;
  const creditLines = wrapLines(measure, t('pictureCredit', { site: siteAddress() }), width);
  return {
    pad, captionSize, creditSize, captionLead, creditLead, captionLines, creditLines,
    top: captionLines.length ? 2 * pad + captionSize + (captionLines.length - 1) * captionLead : pad,
    bottom: 2 * pad + creditSize + (creditLines.length - 1) * creditLead,
  };
}

/**
 * Paints the frame's background, caption and credit (`f`: frameLayout) around
 * a board of `width` × `height` (in `g`'s units); the board goes at (f.pad, f.top).
 * @param {CanvasRenderingContext2D | SvgContext} g
 */
function paintFrame(g, width, height, f) {
  const outWidth = width + 2 * f.pad;
  g.fillStyle = '#f7ecd6';
  g.fillRect(0, 0, outWidth, f.top + height + f.bottom);
  g.fillStyle = '#2b1d14';
  g.textBaseline = 'top';
  g.font = `600 ${f.captionSize}px ${FRAME_FONT}`;
  f.captionLines.forEach((line, i) => g.fillText(line, f.pad, f.pad + i * f.captionLead));
  g.font = `${f.creditSize}px ${FRAME_FONT}`;
  g.fillStyle = '#6b5846';
  g.textAlign = 'right';
  f.creditLines.forEach((line, i) => g.fillText(line, outWidth - f.pad, f.top + height + f.pad + i * f.creditLead));
}

/**
 * A board's SVG picture (`vector()`) with a caption line above and the credit below, as an SVG Blob.
 * @param {{svg: string, width: number, height: number}} drawn
 * @param {string} caption
 * @returns {Blob}
 */
export function composeVector(drawn, caption) {
  const f = frameLayout(new SvgContext(1, 1), drawn.width, 1, caption);
  const g = new SvgContext(drawn.width + 2 * f.pad, f.top + drawn.height + f.bottom, 'frame-');
  paintFrame(g, drawn.width, drawn.height, f);
  g.place(drawn.svg, f.pad, f.top);
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
  const out = document.createElement('canvas');
  const g = /** @type {CanvasRenderingContext2D} */ (out.getContext('2d'));
  const f = frameLayout(g, canvas.width, k, caption);
  // sizing the canvas resets its context: the frame is painted after
  out.width = canvas.width + 2 * f.pad;
  out.height = f.top + canvas.height + f.bottom;
  paintFrame(g, canvas.width, canvas.height, f);
  g.drawImage(canvas, f.pad, f.top);
  return new Promise((resolve) => out.toBlob((blob) => resolve(blob), 'image/png'));
}

/**
 * `text` in lines at most `width` wide, broken at white space; a word wider
 * than a line is broken between characters. `measure(text)` is the width of
 * a text. Linear in the text: every word is measured once (and every
 * character of a word too wide for a line), a line's width is their sum (a
 * caption of 30,000 characters used to take a minute, cut one character at
 * a time). Every character of `text` but its white space is in the lines.
 * @param {(text: string) => number} measure
 * @param {string} text
 * @param {number} width
 * @returns {string[]}
 */
export function wrapLines(measure, text, width) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines = [];
  if (!words.length) return lines;
  const space = measure(' ');
  let line = '';
  let used = 0;
  const put = (word, w) => {
    if (line && used + space + w <= width) {
      line += ` ${word}`;
      used += space + w;
      return;
    }
    if (line) lines.push(line);
    line = word;
    used = w;
  };
  for (const word of words) {
    const w = measure(word);
    if (w <= width) {
      put(word, w);
      continue;
    }
    // too wide for any line: on lines of its own, as many characters on each as fit
    if (line) lines.push(line);
    line = '';
    used = 0;
    for (const char of word) {
      const c = measure(char);
      if (line && used + c > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += char;
      used += c;
    }
  }
  if (line) lines.push(line);
  return lines;
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
