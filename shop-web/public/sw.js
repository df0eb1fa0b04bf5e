// The shop's service worker (hand-written, no build step): the shop opens offline with its app shell and the
// last catalogue page. Served from /sw.js with Cache-Control: no-cache, so a new deploy is picked up at once.
// Never cached: orders, quotes and every other API call (checkout always prices online), and the admin and
// delivery apps, which share this origin but are not the shop.
const SHELL = 'shop-shell-v2'; // v2: the kit's stylesheet is /ui/kit.css
const CATALOGUE = 'shop-catalogue-v1';
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([SHELL_URL, '/manifest.webmanifest', '/favicon.svg', '/ui/kit.css']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== CATALOGUE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isOtherApp = (path) => path.startsWith('/admin') || path.startsWith('/delivery');
const isHashed = (path) => path.startsWith('/assets/') || path.startsWith('/ui/assets/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isOtherApp(url.pathname)) return;

  if (url.pathname === '/api/products') {
    event.respondWith(lastCataloguePage(request));
  } else if (url.pathname.startsWith('/api/')) {
    // Orders, quotes, coupons, addresses…: straight to the network, never stored.
  } else if (request.mode === 'navigate') {
    // Every shop route is the same index.html (history fallback): fresh when online, the stored shell offline.
    event.respondWith(networkFirst(request, SHELL, SHELL_URL));
  } else if (isHashed(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    // The kit's remote entry and stylesheet, icons: revalidated when online.
    event.respondWith(networkFirst(request, SHELL));
  }
});

async function networkFirst(request, cacheName, key = request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Network first; only the last catalogue page answered is kept, and served offline for that same page. */
async function lastCataloguePage(request) {
  const cache = await caches.open(CATALOGUE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const stale = await cache.keys();
      await Promise.all(stale.map((key) => cache.delete(key)));
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    const cached = await cache.match(request);
    if (cached) return cached;
    return new Response(JSON.stringify({ msg: 'You are offline.' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
  }
}
