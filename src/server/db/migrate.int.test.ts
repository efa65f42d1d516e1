import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../test/db";
import { openPostgres } from "./client";
import { MIGRATIONS_FOLDER, MigrationFailedError, migrateDatabase, schemaVersion } from "./migrate";

const adminUrl = process.env.TEST_DATABASE_URL;
const migrationCount = () =>
  (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;

describe("migrations on a PostgreSQL server", () => {
  // Needs a real server: PGlite is one process, so two instances cannot race on it.
  it.skipIf(!adminUrl)("two instances starting together on an empty database both succeed", async () => {
    const name = `kinisi_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const a = openPostgres(url.toString(), 2);
    const b = openPostgres(url.toString(), 2);
    try {
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      expect(await schemaVersion(a)).toBe(migrationCount());
      const tables = await a.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect(Number(tables.rows[0]!.n)).toBeGreaterThan(10);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});

/**
 * The release's migrations plus one more, as a next release would bring: its first statement
 * creates a table, its second `second` (a failing one makes the migration fail half-way).
 */
function withNextMigration(second: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-migrations-"));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, "0")}_next_release`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(
    path.join(folder, `${tag}.sql`),
    `CREATE TABLE "next_release_marker" ("id" integer);\n--> statement-breakpoint\n${second}`,
  );
  return folder;
}

const markerExists = async (database: Awaited<ReturnType<typeof createTestDatabase>>) =>
  (
    await database.db.execute<{ t: string | null }>(
      sql`select to_regclass('public.next_release_marker')::text as t`,
    )
  ).rows[0]?.t != null;

describe("a release's migrations at start", () => {
  it("a migration failing half-way applies nothing: the schema stays the previous release's, and the error says so", async () => {
    const database = await createTestDatabase();
    const folder = withNextMigration('ALTER TABLE "no_such_table" ADD COLUMN "x" integer;');
    try {
      const version = await schemaVersion(database);
      const failed = migrateDatabase(database, folder);
      await expect(failed).rejects.toThrow(MigrationFailedError);
      await expect(failed).rejects.toThrow(`still at schema version ${version}`);
      expect(await schemaVersion(database)).toBe(version);
      expect(await markerExists(database)).toBe(false); // the first statement was rolled back too
      // The previous release's tables are all there and answer.
      await database.db.execute(sql`select count(*) from reservations`);
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("runs the step before migrating (the embedded database's backup) only when migrations are pending", async () => {
    const database = await createTestDatabase();
    const folder = withNextMigration("SELECT 1;");
    try {
      const version = await schemaVersion(database);
      const beforeMigrating = vi.fn(async () => {
        // It runs before any change: the next release's table is not there yet.
        expect(await markerExists(database)).toBe(false);
      });
      await migrateDatabase(database, MIGRATIONS_FOLDER, { beforeMigrating });
      expect(beforeMigrating).not.toHaveBeenCalled();
      await migrateDatabase(database, folder, { beforeMigrating });
      expect(beforeMigrating).toHaveBeenCalledExactlyOnceWith({ version, pending: 1 });
      expect(await schemaVersion(database)).toBe(version + 1);
      expect(await markerExists(database)).toBe(true);
      await migrateDatabase(database, folder, { beforeMigrating });
      expect(beforeMigrating).toHaveBeenCalledTimes(1);
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
