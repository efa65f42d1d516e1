import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";

const PROBES = new Set(["/api/health", "/api/live"]);

/** One JSON log line per API request (health checks excluded: load balancers call them constantly). */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  if (PROBES.has(c.req.path)) return;
  c.get("deps").logger.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    "request",
  );
});
