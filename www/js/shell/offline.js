// Offline and install: registers the service worker (www/sw.js), which caches
// the whole site on the first visit. When a new deployment's worker takes
// over a page that an older one served, a notice offers a reload: until then
// the page keeps the code it started with.

import { t } from './i18n.js';
import { notify } from './notices.js';

const WORKER_URL = new URL('../../sw.js', import.meta.url);

/** Registers the worker; never throws (the site works without it, just not offline). */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return null;
  // Under test automation only on request (`?sw`): a cache that answers at
  // once changes the timing that other browser tests were written against.
  if (navigator.webdriver && !new URLSearchParams(location.search).has('sw')) return null;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) return; // the first install: the page already runs this version
    notify(t('updateReady'), { kind: 'info', key: 'update', timeout: 0, actions: [{ label: t('reload'), run: () => location.reload() }] });
  });
  try {
    // updateViaCache 'none': sw.js and sw-precache.js are always checked with
    // the server, so an HTTP cache cannot hide a new deployment.
    return await navigator.serviceWorker.register(WORKER_URL, { updateViaCache: 'none' });
  } catch (e) {
    console.warn('service worker not registered:', e.message);
    return null;
  }
}
