import { useMemo, useSyncExternalStore } from "react";
import { embeddedAnswer } from "./embedded";
import { queryRoots } from "./queryKeys";
import type { meQuery } from "./useMe";
import type { siteQuery } from "./useSite";

/**
 * A read the home page makes on its first paint, with plain `fetch` until TanStack Query is loaded
 * (with the router, or with the first modal opened): the first load carries no query library
 * (decision 033). `key` is the TanStack Query key the same read has in the app, so what was fetched
 * here seeds the app's QueryClient when it arrives, and from then on the read is a query observer on
 * that client (`app/readsHost.ts`), with the query's own function, staleness and refreshes.
 */
export type FirstRead<T> = {
  key: readonly unknown[];
  /** The same-origin GET that answers it before the client is loaded. */
  url: string;
  /** What of the answer's body the query keeps (the body itself when unset). */
  pick?: (body: never) => T;
  staleTime: number;
};

type Watch<T> = { subscribe: (onChange: () => void) => () => void; get: () => T | undefined };

/** Where reads are answered once TanStack Query is loaded (`app/readsHost.ts`). */
export type ReadsHost = {
  /** The QueryClient (typed where it is used, so this module imports nothing of TanStack). */
  client: unknown;
  /** Follows a read as `useQuery` would (fetched on first watch when stale and enabled). */
  watch: <T>(read: FirstRead<T>, enabled: boolean) => Watch<T>;
  /** Takes over what the plain reads already have: an answer, or a request on its way. */
  adopt: <T>(read: FirstRead<T>, answer: { data: T; at: number } | { pending: Promise<T> }) => void;
  /** The read's data now, without watching it. */
  peek: <T>(read: FirstRead<T>) => T | undefined;
};

type Entry = { read: FirstRead<unknown>; data?: unknown; at: number; pending?: Promise<unknown> };

const plain = new Map<string, Entry>();
const plainListeners = new Set<() => void>();
let host: ReadsHost | null = null;
const hostListeners = new Set<() => void>();
let loadHost: (() => Promise<unknown>) | null = null;

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

function fetchPlain(entry: Entry): void {
  const { read } = entry;
  const once = () => getJson(read.url).then((body) => (read.pick ? read.pick(body as never) : body));
  // Tried twice, as the app's queries are (`retry: 1`).
  entry.pending = once()
    .catch(() => new Promise((r) => setTimeout(r, 1000)).then(once))
    .then((data) => {
      entry.data = data;
      entry.at = Date.now();
      return data;
    })
    .finally(() => {
      entry.pending = undefined;
      for (const l of plainListeners) l();
    });
  entry.pending.catch(() => undefined);
}

const taken = new Set<string>();

/**
 * What the page carries for this read (`lib/embedded.ts`), the first time it is asked for and
 * never again: the page's answers are as old as the page, so a read watched later asks the server.
 */
function takeCarried<T>(read: FirstRead<T>): T | undefined {
  if (taken.has(read.url)) return undefined;
  taken.add(read.url);
  const carried = embeddedAnswer(read.url);
  if (carried === undefined) return undefined;
  return read.pick ? read.pick(carried as never) : (carried as T);
}

const plainHost = {
  watch<T>(read: FirstRead<T>, enabled: boolean): Watch<T> {
    const id = JSON.stringify(read.key);
    // What the page carries is there for the first render, before anything subscribes.
    const data = plain.has(id) ? undefined : takeCarried(read);
    if (data !== undefined) plain.set(id, { read: read as FirstRead<unknown>, data, at: Date.now() });
    return {
      subscribe(onChange) {
        plainListeners.add(onChange);
        const entry = plain.get(id) ?? { read: read as FirstRead<unknown>, at: 0 };
        plain.set(id, entry);
        const stale = !entry.at || Date.now() - entry.at > read.staleTime;
        if (enabled && !entry.pending && stale) fetchPlain(entry);
        return () => plainListeners.delete(onChange);
      },
      get: () => plain.get(id)?.data as T | undefined,
    };
  },
};

/**
 * A read TanStack Query answers: what the page carries seeds the query first, when the router came
 * before the page was drawn (it loads when the browser is idle, which can be while the page's own
 * script is still on its way), as the plain reads' answers do when it comes after.
 */
function hostWatch<T>(h: ReadsHost, read: FirstRead<T>, enabled: boolean): Watch<T> {
  const data = h.peek(read) === undefined ? takeCarried(read) : undefined;
  if (data !== undefined) h.adopt(read, { data, at: Date.now() });
  return h.watch(read, enabled);
}

/** Hands the reads to TanStack Query: what the plain reads have seeds it, and they stop. */
export function hostReads(next: ReadsHost): void {
  if (!host) {
    for (const entry of plain.values()) {
      if (entry.pending) next.adopt(entry.read, { pending: entry.pending });
      else if (entry.at) next.adopt(entry.read, { data: entry.data, at: entry.at });
    }
    plain.clear();
  }
  host = next;
  for (const l of hostListeners) l();
}

/**
 * Back to a first load: no host and no answers. Component tests share modules between files
 * (`isolate: false`), so one file's plain answers would otherwise seed the next file's client.
 */
export function forgetReads(): void {
  plain.clear();
  taken.clear();
  host = null;
}

/** Whether TanStack Query answers the reads yet. */
export function hasReadsHost(): boolean {
  return host !== null;
}

/** The QueryClient that answers the reads (the app's, or a component test's), once there is one. */
export function readsClient(): unknown {
  return host?.client;
}

/** The host, loading it (`app/QueryRoot.tsx`, registered by App.tsx) when it is not there yet. */
export async function readsHost(): Promise<ReadsHost> {
  if (!host) await loadHost?.();
  if (!host) throw new Error("no QueryClient for the reads");
  return host;
}

/** How to load the host when an action needs it before the browser was idle (App.tsx). */
export function loadReadsHostWith(load: () => Promise<unknown>): void {
  loadHost = load;
}

/** The read's data now (for a handler that must not act on a render's stale value). */
export function peekRead<T>(read: FirstRead<T>): T | undefined {
  return host ? host.peek(read) : (plain.get(JSON.stringify(read.key))?.data as T | undefined);
}

const onHost = (l: () => void) => {
  hostListeners.add(l);
  return () => hostListeners.delete(l);
};
const currentHost = () => host;

/** The read's data (undefined until answered), from plain fetch or, once loaded, TanStack Query. */
export function useFirstRead<T>(read: FirstRead<T>, enabled = true): T | undefined {
  const h = useSyncExternalStore(onHost, currentHost);
  const watch = useMemo(
    () => (h ? hostWatch(h, read, enabled) : plainHost.watch(read, enabled)),
    [h, read, enabled],
  );
  return useSyncExternalStore(watch.subscribe, watch.get);
}

/** The data of a query's options (`queryOptions({...})`), for a read's type. */
export type QueryData<Q> = Q extends { queryFn?: infer F }
  ? Awaited<ReturnType<Extract<F, (...a: never[]) => unknown>>>
  : never;

/** Who is signed in (`meQuery`, useMe.ts). */
export const meRead: FirstRead<QueryData<typeof meQuery>> = {
  key: queryRoots.me,
  url: "/api/me",
  staleTime: 60_000,
};

/** The studio's public details (`siteQuery`, useSite.ts). */
export const siteRead: FirstRead<QueryData<typeof siteQuery>> = {
  key: queryRoots.site,
  url: "/api/site",
  staleTime: Number.POSITIVE_INFINITY,
};
