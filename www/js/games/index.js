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

/** Loads the renderer of game `id` (null if there is none). */
export async function loadRenderer(id) {
  if (!hasRenderer(id)) return null;
  const mod = await RENDERERS[id]();
  return mod.default;
}

/** The ids of every game with a renderer (tests walk all of them). */
export function rendererIds() {
  return Object.keys(RENDERERS);
}
