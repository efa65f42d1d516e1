import type { Context } from "hono";
import type { Logger } from "./logger";

const PROBES = new Set(["/api/health", "/api/live"]);

/** A health check: not logged, so not timed either. */
export const isProbe = (path: string) => PROBES.has(path);

/** One JSON log line per API request; the front leaves out health checks (`isProbe`: load balancers call them constantly). */
export function logRequest(c: Context, logger: Logger, started: number): void {
  logger.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    "request",
  );
}
