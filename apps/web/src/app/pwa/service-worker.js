// Kitching's service worker, written into the build as /sw.js by the kitching-service-worker plugin
// (apps/web/vite.config.ts), which fills in VERSION (a hash of every built file) and PRECACHE (every
// built file: index.html, every page's chunk, the CSS, the scanner's WebAssembly, the icons).
//   - install: every file of this build goes into one cache, `kitching-precache-<VERSION>`; a hashed
//     file already cached by an older build is copied, not downloaded again. The new worker then
//     waits: the app shows 'A new version of Kitching is ready' and sends SKIP_WAITING on Reload.
//   - activate: older `kitching-precache-*` caches are deleted, nothing else (queued offline changes
//     live in IndexedDB, which this worker never touches), and open pages are taken over.
//   - fetch: /api/* is never answered here (the network, or the app's own offline store); a
//     navigation to an app address gets the cached index.html, so the app opens with no network;
//     a file of the build comes from the cache. Anything else goes to the network as usual.
//   - push (issue 26): a notice from the server (JSON: title, body, href, tag, actions) is shown as a
//     notification; notificationclick focuses an open Kitching window and takes it to the notice's
//     screen (or the tapped action's), or opens one there.
// Plain JavaScript, not TypeScript: the web app's tsconfig has the DOM types, not the worker's.

const VERSION = '__KITCHING_SW_VERSION__';
/** @type {string[]} */
const PRECACHE = [
  /* __KITCHING_SW_PRECACHE__ */
];
const PREFIX = 'kitching-precache-';
const CACHE = PREFIX + VERSION;
const SHELL = '/index.html';
const precached = new Set(PRECACHE);
// Hashed file names (Vite's assets/): the same name is the same content, whichever build cached it.
const hashed = (url) => url.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    PRECACHE.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      if (hashed(url)) {
        const earlier = await caches.match(url, { ignoreVary: true });
        if (earlier) return cache.put(url, earlier);
      }
      // Revalidated with the server: index.html, the manifest and the icons keep their names.
      const response = await fetch(url, { cache: hashed(url) ? 'default' : 'no-cache' });
      if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // An address with a file extension is a file (an icon opened in a tab), not one of the app's pages.
    if (/\.[a-z0-9]+$/i.test(url.pathname) && url.pathname !== SHELL) return;
    event.respondWith(fromCache(SHELL, request));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(fromCache(url.pathname, request));
});

/** The cached copy of `key`; the network when it is missing (a cache cleared by the browser). */
async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreVary: true });
  if (hit) return hit;
  return fetch(request);
}

const ICON = '/icons/icon-192.png';

/** Only the app's own pages: a push message never sends the window elsewhere. */
function appPath(href) {
  try {
    const url = new URL(href || '/', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const actions = Array.isArray(notice.actions) ? notice.actions : [];
  const max = self.Notification?.maxActions ?? 0;
  const options = {
    body: notice.body || '',
    // No badge: Android draws a badge from its alpha alone, and the full-colour icon would be a white square.
    icon: ICON,
    tag: notice.tag || 'kitching',
    // The same tag again (a newer notice of the kind): the phone says so rather than replacing silently.
    renotify: Boolean(notice.tag),
    data: {
      href: appPath(notice.href),
      actions: Object.fromEntries(actions.map((a) => [a.action, appPath(a.href)])),
    },
  };
  if (max > 0) options.actions = actions.slice(0, max).map(({ action, title }) => ({ action, title }));
  event.waitUntil(self.registration.showNotification(notice.title || 'Kitching', options));
});

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  // A tapped button goes to its own screen ('Add to list'); the notification itself to the notice's.
  const target = (event.action && data.actions?.[event.action]) || data.href || '/';
  notification.close();
  event.waitUntil(openApp(target));
});

/** Focuses a Kitching window and takes it to `path`, or opens one there. */
async function openApp(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    // navigate() works on a window this worker controls; otherwise the page is asked to go there.
    if ('navigate' in focused && focused.url !== url) {
      const moved = await focused.navigate(url).catch(() => null);
      if (moved) return moved;
    }
    focused.postMessage({ type: 'KITCHING_NAVIGATE', href: path });
    return focused;
  }
  return self.clients.openWindow(url);
}
