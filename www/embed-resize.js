// Optional, for wiki pages that may run a script: sizes every Spieltisch
// iframe to its content, so the reader never scrolls inside it.
//
//   <script src="https://OWNER.github.io/spieltisch/www/embed-resize.js" defer></script>
//
// embed.html posts {type: 'spieltisch:height', height} whenever its height
// changes; this sets that height on the iframe the message came from. Only
// iframes whose page is an embed.html of the same site as this script are
// touched, and only with a number in a sane range. Pages that cannot run
// scripts use the fixed heights from the README instead.
(() => {
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const site = new URL('.', script ? script.src : location.href);
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'spieltisch:height' || !Number.isFinite(data.height)) return;
    if (event.origin !== site.origin) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow !== event.source) continue;
      const src = new URL(frame.src, location.href);
      if (src.origin !== site.origin || !src.pathname.endsWith('/embed.html')) return;
      frame.style.height = `${Math.min(5000, Math.max(120, Math.ceil(data.height)))}px`;
      frame.dataset.spieltischHeight = String(Math.ceil(data.height));
      return;
    }
  });
})();
