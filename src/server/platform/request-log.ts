import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Logger } from "./logger";

/** A health check: not logged, so not timed either. */
export const isProbe = (path: string) => path === "/api/live" || path === "/api/health";

/** What a proxy's request id may look like to be kept: short, letters, digits and `._:-` only (no log injection). */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's id: the one the proxy in front gave (`X-Request-Id`, so its access log and ours
 * name a request alike) when the proxy is trusted and the id is sane, otherwise a new one. A
 * client talking to the server directly cannot choose the id its request is logged under.
 */
export function requestIdOf(c: Context, trustProxy: boolean): string {
  const given = trustProxy ? c.req.header("x-request-id") : undefined;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** One JSON log line per API request; the front leaves out health checks (`isProbe`: load balancers call them constantly). */
export function logRequest(c: Context<AppEnv>, logger: Logger, ms: number): void {
  logger.info(
    {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(ms),
    },
    "request",
  );
}
