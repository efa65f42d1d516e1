import { OpenAPIHono, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { schemaVersion } from "../../db/migrate";
import { AppError } from "../../platform/errors";

/** How long readiness waits for the database's answer to `select 1`. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

const health = defineRoute(
  "public",
  {
    method: "get",
    path: "/health",
    tags: ["system"],
    summary: "Readiness: the database answers a trivial question (for load balancers)",
    responses: {
      200: {
        description: "The server and its database answer",
        content: {
          "application/json": {
            schema: z.object({
              status: z.literal("ok"),
              database: z.enum(["pglite", "postgres"]),
              schemaVersion: z.number().int(),
            }),
          },
        },
      },
    },
  },
  { 503: ["DATABASE_UNAVAILABLE", "SHUTTING_DOWN"] },
);

const live = defineRoute("public", {
  method: "get",
  path: "/live",
  tags: ["system"],
  summary: "Liveness: the process answers, without touching the database (for process supervisors)",
  responses: {
    200: {
      description: "The process answers",
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
    },
  },
});

/** Resolves with the query's answer, or rejects after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes() {
  let version: number | null = null;
  return new OpenAPIHono<AppEnv>()
    .openapi(health, async (c) => {
      const { database, logger, readiness } = c.get("deps");
      // Stopping: the proxy in front stops sending requests here while those under way finish.
      if (readiness.draining) throw new AppError(503, "SHUTTING_DOWN");
      try {
        await within(database.db.execute(sql`select 1`), HEALTH_DB_TIMEOUT_MS);
        // The schema only changes at start; `select 1` above is what proves the database answers now.
        version ??= await within(schemaVersion(database), HEALTH_DB_TIMEOUT_MS);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, "readiness: the database does not answer");
        throw new AppError(503, "DATABASE_UNAVAILABLE");
      }
      return c.json({ status: "ok" as const, database: database.kind, schemaVersion: version }, 200);
    })
    .openapi(live, (c) => c.json({ status: "ok" as const }, 200));
}
