import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../test/db";
import { createTestApp, type TestApp } from "../../test/factories";

const onPostgres = testDatabaseKind() === "postgres";
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp({ seed: true });
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

/** Ends every connection of the app's database from another connection, as a restart or failover does. */
async function terminateBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

// PGlite runs inside this process: it has no server that could close a connection.
describe.skipIf(!onPostgres)("on PostgreSQL, the server closing the pool's connections", () => {
  it("does not end the process: the next requests reconnect", async () => {
    for (let round = 0; round < 3; round++) {
      // Several connections open and idle in the pool.
      await Promise.all(Array.from({ length: 5 }, () => t.app.request("/api/packages")));
      expect(await terminateBackends(t.database.url!)).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200)); // the pool hears of it (an 'error' on each idle client)
      const health = await t.app.request("/api/health");
      expect(health.status).toBe(200);
      const packages = await t.app.request("/api/packages");
      expect(packages.status).toBe(200);
      expect(((await packages.json()) as { packages: unknown[] }).packages.length).toBeGreaterThan(0);
    }
  });
});
