import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres } from "./client";
import { MIGRATIONS_FOLDER, migrateDatabase, schemaVersion } from "./migrate";

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
