import type { Context } from "hono";
import type { Logger } from "./logger";

const PROBES = new Set(["/api/health", "/api/live"]);

/** One JSON log line per API request (health checks excluded: load balancers call them constantly). */
export function logRequest(c: Context, logger: Logger, started: number): void {
  if (PROBES.has(c.req.path)) return;
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
