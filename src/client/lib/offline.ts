/**
 * Offline support for a member's page (decision 011: the nutrition week, today's training):
 * registers /sw.js (public/sw.js) in production builds. On the first visit the page is not yet
 * controlled, so it hands the worker what it already loaded (its hashed assets, this page, its
 * private read `api`) to keep.
 */
export function registerOfflineWorker(api: "/api/me/nutrition" | "/api/me/training"): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((reg) => {
      if (!firstVisit) return;
      const assets = performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && u.pathname.startsWith("/assets/"))
        .map((u) => u.pathname);
      reg.active?.postMessage({ type: "warm", urls: [location.pathname, api, ...assets] });
    })
    .catch(() => undefined); // no offline copy: the page works online as before
}

/**
 * The owner of a waiting list (lib/pending.ts) kept for whoever is signed in on this phone, not by
 * their id: a screen that opens offline cannot ask who it is. Forgotten on sign-in and sign-out.
 */
export const SESSION_OWNER = "signed-in";

/** The worker's marker on an answer it served from its copy because the network was unreachable. */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";

/**
 * Deletes the worker's private copies (the nutrition and training answers) and the waiting lists kept for the
 * session (`SESSION_OWNER`) when who is signed in changes. The worker does it too for the requests it
 * sees; this covers a page it does not control.
 */
export async function forgetOfflineCopies(): Promise<void> {
  try {
    const session = Object.keys(localStorage).filter(
      (k) => k.startsWith("kinisi.") && k.endsWith(`.${SESSION_OWNER}`),
    );
    for (const k of session) localStorage.removeItem(k);
  } catch {
    // private mode: nothing was kept
  }
  if (!("caches" in window)) return;
  await caches.delete("kinisi-private-v1").catch(() => false); // the name PRIVATE in public/sw.js
}
