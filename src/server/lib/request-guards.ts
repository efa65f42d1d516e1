import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The client's address: the socket's, or with TRUST_PROXY the last hop a trusted proxy appended
 * to X-Forwarded-For. A client-sent X-Forwarded-For is ignored otherwise.
 */
export const clientIp = createMiddleware<AppEnv>(async (c, next) => {
  let ip = "unknown";
  // app.request() in tests and in-process benchmarks has no socket (and no Node bindings).
  const env = c.env as { incoming?: unknown; server?: unknown } | undefined;
  if (env?.incoming || env?.server) ip = getConnInfo(c).remote.address ?? "unknown";
  if (c.get("deps").config.TRUST_PROXY) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim());
    const last = hops.filter(Boolean).pop();
    if (last) ip = last;
  }
  c.set("clientIp", ip);
  await next();
});

/**
 * Refuses state-changing requests that a browser sent from another site. The Origin is judged
 * against the configured public URL only: the Host header (and so the request's own URL) is the
 * sender's to choose, and a page on evil.test reached under `Host: evil.test` must not pass.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    const allowed = new URL(c.get("deps").config.publicUrl).origin;
    const site = c.req.header("sec-fetch-site");
    const bad = origin ? origin !== allowed : site === "cross-site";
    if (bad) return c.json(errorBody("CROSS_ORIGIN_REFUSED"), 403);
  }
  await next();
});
