import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { buildDeps } from "../../src/server/bootstrap";
import type { Deps } from "../../src/server/context";
import { openPglite } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { seedDatabase } from "../../src/server/db/seed";
import { loadConfig } from "../../src/server/platform/config";
import { createLogger } from "../../src/server/platform/logger";
import { instrument, type Probe } from "./breakdown";
import { freePort } from "./servers";

export type BenchApp = {
  base: string;
  deps: Deps;
  probe: Probe;
  /** The app as the HTTP server calls it (for in-process samples). */
  fetch: (path: string, headers?: Record<string, string>) => Promise<Response>;
  stop: () => Promise<void>;
};

/**
 * The app served in this process on PGlite in a temporary directory, instrumented for the time
 * breakdown. While /api/health does not ask the database yet (the hardening work makes it run
 * `select 1` per call), the benchmark adds that one statement in front of it, and says so.
 */
export async function startBenchApp(o: { seed?: boolean; prepare?: (deps: Deps) => Promise<void> } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
  });
  const database = await openPglite(dir);
  await migrateDatabase(database);
  if (o.seed) await seedDatabase(database.db, { example: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  const deps = buildDeps({ config, database, logger: createLogger(config.LOG_LEVEL), secret });
  await o.prepare?.(deps);
  const app = createApp(deps);
  const probe = instrument(deps);

  let emulateHealthQuery = false;
  // The adapter's bindings (Node's request and response) go through, as on the real server.
  const handle = async (req: Request, env?: unknown) => {
    if (emulateHealthQuery && new URL(req.url).pathname === "/api/health") {
      await database.db.execute(sql`select 1`);
    }
    return app.fetch(req, env);
  };
  const fetchIn = (p: string, headers: Record<string, string> = {}) =>
    handle(new Request(`${base}${p}`, { headers }));
  await (await fetchIn("/api/health")).arrayBuffer(); // the first call may read what it keeps
  const before = probe.statements;
  await (await fetchIn("/api/health")).arrayBuffer();
  if (probe.statements === before) {
    emulateHealthQuery = true;
    console.log("/api/health asks the database nothing on this branch: the benchmark adds its `select 1`");
  }
  const server = serve({ fetch: handle, port, hostname: "127.0.0.1" });
  const stop = async () => {
    // Let the answers still in flight when the load stopped finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { base, deps, probe, fetch: fetchIn, stop } satisfies BenchApp;
}
