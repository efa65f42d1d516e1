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
