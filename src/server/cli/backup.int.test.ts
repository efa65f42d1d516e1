import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, DataDirLockedError, openPglite, openPostgres } from "../db/client";
import { backupRuns, packages } from "../db/schema";
import { copyTemplateDataDir, createTestDatabase, testDatabaseKind } from "../test/db";
import { CliError } from "./cli";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "./dump";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-backup-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const MARKER = {
  slug: "backup-marker",
  kind: "gym" as const,
  name: "Backup marker 7",
  priceCents: 777,
  sessions: 7,
};

async function markerIn(database: Database) {
  try {
    return (await database.db.select().from(packages).where(eq(packages.slug, MARKER.slug)))[0];
  } finally {
    await database.close();
  }
}

// Each test here starts Node processes (tsx, PGlite): on a 2-core machine shared with the other
// test worker, one start can take well over 10 s, so the suite allows 2 minutes per test.
// PGlite's backup: the PostgreSQL run has its own below (decision 028).
describe.skipIf(testDatabaseKind() === "postgres")("PGlite backup and restore", { timeout: 300_000 }, () => {
  it("round-trips the data into a new directory, and refuses to overwrite without --force", async () => {
    const source = path.join(root, "source");
    // A studio's migrated database (a copy of the run's template, not a first initdb and migration).
    copyTemplateDataDir(source);
    const database = await openPglite(source);
    await database.db.insert(packages).values(MARKER);

    // While the "server" holds the directory, the backup is refused with the lock message.
    const file = path.join(root, "backups", "kinisi.tar.gz");
    await expect(backupPglite(source, file)).rejects.toThrow(DataDirLockedError);
    await database.close();

    expect(await backupPglite(source, file)).toContain(path.resolve(file));
    const bytes = fs.readFileSync(file);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // gzip
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    // Each backup is noted where the owner's home reads it, a failed one too (a folder in the way).
    const blocked = path.join(root, "backups", "in-the-way");
    fs.mkdirSync(path.join(blocked, "x"), { recursive: true });
    await expect(backupPglite(source, blocked)).rejects.toThrow();
    const noted = await openPglite(source);
    try {
      const runs = await noted.db.select().from(backupRuns).orderBy(asc(backupRuns.id));
      expect(runs.map((r) => [r.file, r.ok, r.sizeBytes])).toEqual([
        ["kinisi.tar.gz", true, bytes.length],
        ["in-the-way", false, null],
      ]);
      expect(runs[1]!.error).toBeTruthy();
    } finally {
      await noted.close();
    }

    const target = path.join(root, "target");
    expect(await restorePglite(file, target)).toMatch(/schema version [1-9]/);
    expect(await markerIn(await openPglite(target))).toMatchObject({ name: MARKER.name, priceCents: 777 });

    await expect(restorePglite(file, target)).rejects.toThrow(CliError);
    await expect(restorePglite(file, target)).rejects.toThrow(/--force/);
    const replaced = await restorePglite(file, target, { force: true });
    expect(replaced).toContain("moved to");
    expect(fs.readdirSync(target).some((f) => f.startsWith("pgdata.before-restore-"))).toBe(true);
    expect(await markerIn(await openPglite(target))).toBeDefined();
  });

  it("says so when there is nothing to back up", async () => {
    await expect(backupPglite(path.join(root, "empty"), path.join(root, "x.tar.gz"))).rejects.toThrow(
      /There is no database in/,
    );
  });
});

describe.skipIf(testDatabaseKind() !== "postgres")("PostgreSQL backup and restore", () => {
  it("round-trips the data through pg_dump and pg_restore", async () => {
    const from = await createTestDatabase();
    await from.db.insert(packages).values(MARKER);
    const file = path.join(root, "kinisi.pgdump");
    expect(await backupPostgres(from.url!, file)).toContain(path.resolve(file));
    expect((await from.db.select().from(backupRuns)).map((r) => [r.file, r.ok])).toEqual([
      ["kinisi.pgdump", true],
    ]);
    await from.close();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");

    const into = await createTestDatabase();
    await into.close();
    await expect(restorePostgres(file, into.url!)).rejects.toThrow(/--force/);
    await restorePostgres(file, into.url!, { force: true });
    expect(await markerIn(openPostgres(into.url!, 1))).toMatchObject({ name: MARKER.name });
  });
});
