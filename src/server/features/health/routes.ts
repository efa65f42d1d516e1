import { OpenAPIHono, z } from "@hono/zod-openapi";
import { defineRoute } from "../../auth/guards";
import { schemaVersion } from "../../db/migrate";
import type { AppEnv } from "../../lib/context";

const health = defineRoute("public", {
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Liveness, database kind and schema version",
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
});

export function healthRoutes() {
  let version: number | null = null;
  return new OpenAPIHono<AppEnv>().openapi(health, async (c) => {
    const { database } = c.get("deps");
    // The schema only changes at start, so one query answers every later request.
    version ??= await schemaVersion(database);
    return c.json({ status: "ok" as const, database: database.kind, schemaVersion: version }, 200);
  });
}
