// Which games have a renderer. One line per game; the module's default export
// is the renderer described in www/README.md. Games the engine knows but that
// are missing here are listed in the picker as "board coming".

const RENDERERS = {
  'chinesische-mauer': () => import('./chinesische-mauer.js'),
  'dschingis-khan': () => import('./dschingis-khan.js'),
  'chang-cheng': () => import('./chang-cheng.js'),
  'kurier-des-zaren': () => import('./kurier-des-zaren.js'),
  'grand-conquest': () => import('./grand-conquest.js'),
};

export function hasRenderer(id) {
  return Object.hasOwn(RENDERERS, id);
}

/** Stylesheets asked for, by address: each is added once. */
const sheets = new Map();

/**
 * Adds the stylesheet at `href` once and resolves when it has loaded (or
 * failed: the board then still works, unstyled). A board mounted before its
 * styles apply lays out its target buttons in the page's flow, below the
 * board; on a slow machine a person would see that, and a click would miss.
 * @param {string} href
 * @returns {Promise<void>}
 */
function loadStylesheet(href) {
  let loaded = sheets.get(href);
  if (!loaded) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loaded = /** @type {Promise<void>} */ (new Promise((done) => {
      link.addEventListener('load', () => done(), { once: true });
      link.addEventListener('error', () => done(), { once: true });
    }));
    document.head.append(link);
    sheets.set(href, loaded);
  }
  return loaded;
}

/** Loads the renderer of game `id` and its stylesheet (null if there is none). */
export async function loadRenderer(id) {
  if (!hasRenderer(id)) return null;
  const mod = await RENDERERS[id]();
  const renderer = mod.default;
  // (without a document, as in the node tests that word moves, there is nothing to style)
  if (renderer.stylesheet && typeof document !== 'undefined') await loadStylesheet(renderer.stylesheet);
  return renderer;
}

/** The ids of every game with a renderer (tests walk all of them). */
export function rendererIds() {
  return Object.keys(RENDERERS);
}
