// The shop's service worker: the shop opens offline with its app shell, the code of every screen and the
// last catalogue page. Served from /sw.js with Cache-Control: no-cache, so a new deploy is picked up at once.
// Never cached: orders, quotes and every other API call (checkout always prices online), and the admin and
// delivery apps, which share this origin but are not the shop.
//
// The build fills in PRECACHE (every script and stylesheet it wrote) and BUILD (a hash of that list), see
// shop-web/vite.config.ts: each deploy is a new worker that stores the new files and drops the old cache.
const PRECACHE = []; // build: precache list
const BUILD = 'dev'; // build: precache version
const SHELL = `shop-shell-${BUILD}`;
const CATALOGUE = 'shop-catalogue-v1';
const SHELL_URL = '/index.html';
/** Bounds the walk through the UI kit's modules (about 25 today). */
const MAX_KIT_FILES = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then(async (cache) => {
        await cache.addAll([SHELL_URL, '/manifest.webmanifest', '/favicon.svg', '/ui/kit.css']);
        // Screens' code: a file that cannot be fetched now is stored when a screen first loads it, as before,
        // rather than leaving the shop without a worker.
        await Promise.all(PRECACHE.map((url) => cache.add(url).catch((error) => console.warn(`Not stored for offline use: ${url}`, error))));
        // The kit is deployed on its own, so its file names come from its entry.
        await storeKitModules(cache).catch((error) => console.warn('Kit modules not stored for offline use.', error));
      })
      .then(() => self.skipWaiting()),
  );
});

/** Stores every module the kit's entry can load: the files it names, and the files those import. */
async function storeKitModules(cache) {
  const seen = new Set();
  const queue = [new URL('/ui/remoteEntry.js', self.location.origin).href];
  while (queue.length > 0 && seen.size < MAX_KIT_FILES) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const cached = await cache.match(url);
    const response = cached ?? (await fetch(url));
    if (!response.ok) continue;
    if (!cached) await cache.put(url, response.clone());
    const code = await response.text();
    for (const [, path] of code.matchAll(/["'`]((?:\.{1,2}\/)*(?:assets\/)?[\w.-]+\.js)["'`]/g)) {
      const next = new URL(path.startsWith('.') || path.startsWith('assets/') ? path : `./${path}`, url);
      if (next.origin === self.location.origin && next.pathname.startsWith('/ui/assets/')) queue.push(next.href);
    }
  }
}

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
  // The shelves' clips are fetched in ranges (206), which a cache cannot store: the browser loads them itself.
  if (request.headers.has('range') || url.pathname.startsWith('/media/')) return;

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
    if (response.status === 200) await cache.put(key, response.clone());
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
  if (response.status === 200) await cache.put(request, response.clone());
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
    // A shelf never opened online: say so (the catalogue shows this), rather than leave it loading.
    return new Response(JSON.stringify({ msg: 'This shelf is not saved on this device yet. Connect to the internet to see it.' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}
