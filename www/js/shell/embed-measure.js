// How tall an embed.html page is at a given column width: loads it in an
// iframe off screen (same origin) and reads the height js/embed-frame.js
// measures, once the board is drawn and the height has settled. The Export
// dialog uses it so its iframe snippet fits the position it shows.

import { h } from './dom.js';

/** Resolves to the content height in px of `src` in a `width` px column, or null (timeout, no board). */
export function measureEmbedHeight(src, width = 600, { timeout = 15000 } = {}) {
  const frame = h('iframe', { src, title: 'measuring', 'aria-hidden': 'true', tabindex: '-1', class: 'st-measure-frame', style: { width: `${width}px` } });
  document.body.append(frame);
  return new Promise((resolve) => {
    const started = performance.now();
    let last = 0;
    let steady = 0;
    const poll = () => {
      const doc = frame.contentDocument;
      const height = Number(doc?.documentElement?.dataset.contentHeight || 0);
      const ready = height > 0 && doc.querySelector('[data-board] canvas, [data-problem]');
      steady = ready && height === last ? steady + 1 : 0;
      last = height;
      if (steady >= 3 || performance.now() - started > timeout) {
        frame.remove();
        resolve(steady >= 3 ? height : null);
        return;
      }
      setTimeout(poll, 100);
    };
    poll();
  });
}
