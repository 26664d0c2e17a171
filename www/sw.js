// The service worker: after one visit the whole site works without a network.
//
// On install it caches every file a page can load (sw-precache.js, written by
// scripts/precache.mjs from the files in www/ and pkg/) in a cache named after
// their content hash, then takes over at once. A new deployment changes that
// hash, so the browser installs the new worker on the next visit (it checks
// sw.js and its imports on every navigation) and the old cache is deleted.
// Requests for those files are answered from the cache; anything else goes to
// the network untouched. Registered by js/shell/offline.js.

importScripts('sw-precache.js');

/** @typedef {ServiceWorkerGlobalScope & {PRECACHE_VERSION: string, PRECACHE_URLS: string[]}} Scope */
const worker = /** @type {Scope} */ (/** @type {unknown} */ (self));

const PREFIX = 'spieltisch-';
const CACHE = `${PREFIX}${worker.PRECACHE_VERSION}`;
const scopeUrl = (url) => new URL(url, worker.location.href);
// Path → cache key. A folder URL is answered with its index.html.
const KEYS = new Map(worker.PRECACHE_URLS.map((u) => [scopeUrl(u).pathname, scopeUrl(u).href]));

worker.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache' revalidates with the server, so an HTTP cache never slips
    // files of the previous deployment into the new version's cache.
    await cache.addAll(worker.PRECACHE_URLS.map((u) => new Request(scopeUrl(u), { cache: 'no-cache' })));
    await worker.skipWaiting();
  })());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await worker.clients.claim();
  })());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const key = KEYS.get(url.pathname);
  if (!key) return;
  event.respondWith(cached(key, request));
});

/**
 * The cached copy (the query does not matter to static files), else the
 * network. caches.match, not caches.open: opening would recreate this
 * worker's cache after a newer worker deleted it.
 */
async function cached(key, request) {
  const hit = await caches.match(key, { cacheName: CACHE });
  return hit || fetch(request);
}
