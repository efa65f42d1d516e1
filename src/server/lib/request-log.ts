import type { Context } from "hono";
import type { Logger } from "./logger";

/** A health check: not logged, so not timed either. */
export const isProbe = (path: string) => path === "/api/live" || path === "/api/health";

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
