import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The client's address: the socket's, or with TRUST_PROXY the last hop a trusted proxy appended
 * to X-Forwarded-For. A client-sent X-Forwarded-For is ignored otherwise.
 */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  let ip = "unknown";
  // app.request() in tests and in-process benchmarks has no socket (and no Node bindings).
  const env = c.env as { incoming?: unknown; server?: unknown } | undefined;
  if (env?.incoming || env?.server) ip = getConnInfo(c).remote.address ?? "unknown";
  if (trustProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim());
    const last = hops.filter(Boolean).pop();
    if (last) ip = last;
  }
  return ip;
}

/**
 * A dot segment (`.` or `..`, either written with `%2e`) or a slash or backslash written encoded
 * (or a backslash at all, which URL parsing reads as a slash) in a request's path.
 */
const UNSAFE_PATH = /(?:^|[/\\])(?:\.|%2e){1,2}(?:[/\\]|$)|%2f|%5c|\\/i;

/**
 * The refusal of a path that names another path than it reads: a dot segment moves a parameter's
 * place to another route (`/api/admin/members/../settings` is `/api/admin/settings` once the URL is
 * parsed), an encoded slash puts a path into an id (`..%2Fx`). 400 VALIDATION (every operation
 * declares it), judged on the request target as the client sent it, before any route is chosen.
 */
export function pathRefusal(c: Context): Response | null {
  // On a running server the target as sent (the parsed URL has its dot segments resolved already).
  const sent = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url ?? c.req.url;
  if (!sent.includes("%") && !sent.includes("/.") && !sent.includes("\\")) return null;
  const query = sent.indexOf("?");
  const path = query === -1 ? sent : sent.slice(0, query);
  if (!UNSAFE_PATH.test(path)) return null;
  const issues = [{ path: "path", message: "must not hold a dot segment or an encoded slash" }];
  return c.json(errorBody("VALIDATION", { field: "path", issues }), 400);
}

/**
 * The refusal of a state-changing request that a browser sent from another site, or null. The
 * Origin is judged against the configured public URL only (`allowed`, its origin): the Host header
 * (and so the request's own URL) is the sender's to choose, and a page on evil.test reached under
 * `Host: evil.test` must not pass.
 */
export function crossOriginRefusal(c: Context, allowed: string): Response | null {
  if (SAFE_METHODS.has(c.req.method)) return null;
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  const bad = origin ? origin !== allowed : site === "cross-site";
  return bad ? c.json(errorBody("CROSS_ORIGIN_REFUSED"), 403) : null;
}
