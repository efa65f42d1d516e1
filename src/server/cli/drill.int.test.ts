import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../platform/clock";
import { testDatabaseKind } from "../test/db";
import { createTestApp, type TestApp } from "../test/factories";
import { quickMembers } from "../test/members";
import { send } from "../test/requests";
import { drillVerdict, restoreDrill } from "./drill";
import { backupBeforeMigration, backupOpenPglite, backupPostgres } from "./dump";

const onPostgres = testDatabaseKind() === "postgres";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-drill-"));
let t: TestApp;
let memberId: string;

beforeAll(async () => {
  // Monday 2025-09-01 09:00 in Athens: two members, one booking for Tuesday evening.
  t = await createTestApp({ clock: fixedClock("2025-09-01T06:00:00Z"), seed: true });
  const [m] = await quickMembers(t.deps, 2, { sessions: 5, expiresAt: new Date("2025-10-01T00:00:00Z") });
  memberId = m!.id;
  const res = await send(
    t.app,
    "/api/bookings",
    { date: "2025-09-02", time: "18:00" },
    { headers: { cookie: m!.cookie } },
  );
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A backup of the test database as the studio's would be taken: pg_dump, or the embedded archive. */
async function backUp(name: string): Promise<string> {
  const file = path.join(root, `${name}.${onPostgres ? "dump" : "tar.gz"}`);
  if (onPostgres) await backupPostgres(t.database.url!, file);
  else await backupOpenPglite(t.database, file);
  return file;
}

/** The databases a drill left on the server (none: its scratch database is dropped). */
async function scratchDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: t.database.url! });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'kinisi_drill_%'",
    );
    return rows.map((r) => r.datname as string);
  } finally {
    await client.end();
  }
}

describe("the restore drill", { timeout: 120_000 }, () => {
  it("restores the newest backup of a folder somewhere harmless and finds the members, the booking and sound balances", async () => {
    const file = await backUp("nightly-1");
    const report = await restoreDrill(root, t.database.url ?? undefined);
    expect(report).toMatchObject({
      file,
      database: onPostgres ? "postgres" : "pglite",
      members: 2,
      bookings: 1,
      ledgerMismatches: 0,
    });
    expect(report.schemaVersion).toBeGreaterThan(30);
    expect(drillVerdict(report)).toMatchObject({ ok: true, text: expect.stringContaining("passed") });
    if (onPostgres) expect(await scratchDatabases()).toEqual([]);
  });

  it("fails a backup whose balances differ from their ledger", async () => {
    await t.database.db.execute(
      sql`update member_credits set sessions = sessions + 1 where user_id = ${memberId} and kind = 'gym'`,
    );
    try {
      // Newer than the first: the folder's newest is the one drilled.
      const file = await backUp("nightly-2");
      fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
      const report = await restoreDrill(root, t.database.url ?? undefined);
      expect(report).toMatchObject({ file, ledgerMismatches: 1 });
      expect(drillVerdict(report)).toMatchObject({ ok: false, text: expect.stringContaining("FAILED") });
    } finally {
      await t.database.db.execute(
        sql`update member_credits set sessions = sessions - 1 where user_id = ${memberId} and kind = 'gym'`,
      );
    }
  });

  it("says so when there is no backup, and when a dump needs a server", async () => {
    const empty = fs.mkdtempSync(path.join(root, "empty-"));
    await expect(restoreDrill(empty, undefined)).rejects.toThrow(/There is no backup/);
    await expect(restoreDrill(path.join(root, "missing.dump"), undefined)).rejects.toThrow(/does not exist/);
    if (onPostgres)
      await expect(restoreDrill(path.join(root, "nightly-1.dump"), undefined)).rejects.toThrow(
        /DATABASE_URL/,
      );
  });
});

describe.skipIf(onPostgres)(
  "the embedded database's copy before a release's migrations",
  { timeout: 120_000 },
  () => {
    it("is written under DATA_DIR/backups, named by the schema version it holds, and restores", async () => {
      const dataDir = fs.mkdtempSync(path.join(root, "data-"));
      const file = await backupBeforeMigration(t.database, dataDir, 38);
      expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
      expect(path.basename(file)).toMatch(/^before-migration-v38-.+\.tar\.gz$/);
      expect(await restoreDrill(file, undefined)).toMatchObject({
        members: 2,
        bookings: 1,
        ledgerMismatches: 0,
      });
    });
  },
);
