// Kinisi's service worker (decision 011): the member's nutrition week and today's training work
// offline once loaded. Served as-is from /sw.js (scope "/"); registered by /my-nutrition and
// /my-training in production builds.
//   - those pages and their reads (GET /api/me/nutrition, /api/me/training): network first, the
//     cached copy when offline (an API copy answers with the header X-Offline-Copy: 1 so the page
//     can say so);
//   - /assets/* (hashed, immutable): cache first;
//   - everything else, and every other /api answer (private, per user): never touched.
// The private copies are deleted on any sign-in, sign-up, sign-out or account deletion, and when the
// server refuses one of those reads (signed out), so another person never sees them.

const PAGES = "kinisi-pages-v1";
const ASSETS = "kinisi-assets-v1";
const PRIVATE = "kinisi-private-v1";
const KEEP = [PAGES, ASSETS, PRIVATE];
const OFFLINE_PAGES = ["/my-nutrition", "/my-training"];
const PRIVATE_APIS = ["/api/me/nutrition", "/api/me/training"];
const FORGET_ON = /^\/api\/(auth\/(sign-in|sign-up|sign-out)|me\/delete)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("kinisi-") && !KEEP.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Which strategy a same-origin request gets, or null to leave it to the browser. */
function strategy(request) {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (request.method !== "GET") return null;
  if (url.pathname.startsWith("/assets/")) return () => cacheFirst(request);
  if (PRIVATE_APIS.includes(url.pathname) && !url.search) return () => networkFirst(request, PRIVATE, true);
  if (OFFLINE_PAGES.includes(url.pathname) && request.headers.get("accept")?.includes("text/html"))
    return () => networkFirst(request, PAGES, false);
  return null;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" && url.origin === self.location.origin && FORGET_ON.test(url.pathname)) {
    event.waitUntil(caches.delete(PRIVATE));
    return;
  }
  const run = strategy(request);
  if (run) event.respondWith(run());
});

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSETS, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) {
    const cache = await caches.open(ASSETS);
    await cache.put(request, response.clone());
  }
  return response;
}

/** The network's answer (kept when 200); the kept copy only when the network cannot be reached. */
async function networkFirst(request, cacheName, markCopy) {
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    const cached = await caches.match(new URL(request.url).pathname, { cacheName, ignoreVary: true });
    if (!cached) throw err;
    if (!markCopy) return cached;
    const headers = new Headers(cached.headers);
    headers.set("X-Offline-Copy", "1");
    return new Response(cached.body, { status: 200, headers });
  }
  const cache = await caches.open(cacheName);
  if (response.status === 200) await cache.put(new URL(request.url).pathname, response.clone());
  else if (cacheName === PRIVATE && (response.status === 401 || response.status === 403))
    await caches.delete(PRIVATE);
  return response;
}

// The first visit was not yet controlled: the page sends what it loaded (its assets, the page, its
// private read) and they are fetched once more through the strategies above so they are kept.
self.addEventListener("message", (event) => {
  if (event.origin !== self.location.origin || event.data?.type !== "warm") return;
  const urls = Array.isArray(event.data.urls) ? event.data.urls.slice(0, 200) : [];
  event.waitUntil(
    Promise.all(
      urls.map((u) => {
        const request = new Request(u, {
          headers: OFFLINE_PAGES.includes(new URL(u, self.location.origin).pathname)
            ? { accept: "text/html" }
            : {},
        });
        const run = strategy(request);
        return run ? run().catch(() => undefined) : undefined;
      }),
    ),
  );
});
