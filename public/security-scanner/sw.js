/*
 * The scanner's service worker (scope /security-scanner/): it serves the scanner's own page and
 * files from the device so that an agent who logged in once can reopen the scanner with no network.
 * Only pages under /security-scanner/ are controlled, so only the scanner's files are ever cached,
 * never the dashboard's. The API (/api/) is never touched: scans and the outbox go to the network.
 *
 * - the page (navigation): from the device at once, refreshed in the background (a new deployment
 *   shows at the next opening); the network when nothing is stored yet;
 * - hashed files (/assets/): from the device, fetched once (their name changes with their content);
 * - the other files (icons, manifest): from the device, refreshed in the background.
 */
const CACHE = 'scanner-v1';
const SHELL = '/security-scanner/__shell__';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('scanner-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => url.pathname.startsWith('/assets/');
const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname === '/config.js';

async function put(request, response) {
  if (!response || !response.ok || response.type === 'opaque') return response;
  const cache = await caches.open(CACHE);
  await cache.put(request, response.clone());
  return response;
}

async function page(request) {
  const cache = await caches.open(CACHE);
  const stored = (await cache.match(request, { ignoreSearch: true })) || (await cache.match(SHELL));
  const fresh = fetch(request).then(async (res) => {
    if (res.ok) {
      await cache.put(request, res.clone());
      await cache.put(SHELL, res.clone());
    }
    return res;
  });
  if (stored) {
    fresh.catch(() => undefined);
    return stored;
  }
  return fresh;
}

async function asset(request) {
  const stored = await caches.match(request);
  if (stored) return stored;
  return put(request, await fetch(request));
}

async function other(request) {
  const stored = await caches.match(request);
  const fresh = fetch(request).then((res) => put(request, res));
  if (stored) {
    fresh.catch(() => undefined);
    return stored;
  }
  return fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url) || isApi(url)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (isAsset(url)) event.respondWith(asset(request));
  else event.respondWith(other(request));
});

/*
 * The files the page loaded before this worker controlled it (the first visit): the page sends
 * their addresses and they are stored too, so the first reopening already works offline.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-files' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const href of data.urls) {
        let url;
        try {
          url = new URL(href, self.location.origin);
        } catch {
          continue;
        }
        if (!sameOrigin(url) || isApi(url)) continue;
        const isPage = url.pathname.startsWith('/security-scanner/') && !/\.[a-z0-9]+$/i.test(url.pathname);
        if (await cache.match(url.href, { ignoreSearch: isPage })) continue;
        try {
          const res = await fetch(url.href, { credentials: 'same-origin' });
          if (!res.ok) continue;
          await cache.put(url.href, res.clone());
          if (isPage) await cache.put(SHELL, res);
        } catch {
          /* offline meanwhile: stored at the next visit */
        }
      }
    })(),
  );
});
