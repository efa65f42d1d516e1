import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database, Db } from "./client";

/**
 * Next to this file; from the server built into one file (scripts/build-server.ts), in the
 * checkout it was built from.
 */
export const MIGRATIONS_FOLDER = migrationsFolder(fileURLToPath(new URL(".", import.meta.url)));

function migrationsFolder(here: string): string {
  const beside = path.join(here, "migrations");
  if (fs.existsSync(path.join(beside, "meta"))) return beside;
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return path.join(dir, "src/server/db/migrations");
  }
  return beside;
}
const MIGRATION_LOCK_KEY = 7_426_001;

/**
 * Runs `fn` on one connection under the migrations' advisory lock: what start-up makes in the
 * database once for every instance (the schema, the shared secret) is made by one of them at a time,
 * however many start together.
 */
export async function underMigrationLock<T>(database: Database, fn: (db: Db) => Promise<T>): Promise<T> {
  return database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      return await fn(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

/** A release's migrations could not be applied; the message says the database is as it was. */
export class MigrationFailedError extends Error {}

/** How many migrations the database has, and when the newest was made (drizzle's `folderMillis`). */
async function applied(db: Db): Promise<{ count: number; newest: number | null }> {
  const exists = await db.execute<{ t: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') as t`,
  );
  if (!exists.rows[0]?.t) return { count: 0, newest: null };
  const { rows } = await db.execute<{ n: number; newest: string | null }>(
    sql`select count(*)::int as n, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return { count: Number(rows[0]?.n ?? 0), newest: rows[0]?.newest ? Number(rows[0].newest) : null };
}

/**
 * Applies pending migrations under the migrations' lock (two instances may start together).
 * Drizzle's migrator applies them all in one transaction: when one fails, none is, and the database
 * keeps the schema the previous release runs on (MigrationFailedError says so). `beforeMigrating`
 * runs first when a database with data has migrations pending (the embedded database's backup,
 * main.ts).
 */
export async function migrateDatabase(
  database: Database,
  folder = MIGRATIONS_FOLDER,
  o: { beforeMigrating?: (state: { version: number; pending: number }) => Promise<void> } = {},
): Promise<void> {
  await underMigrationLock(database, async (db) => {
    const before = await applied(db);
    const pending = readMigrationFiles({ migrationsFolder: folder }).filter(
      (m) => before.newest === null || m.folderMillis > before.newest,
    ).length;
    if (pending === 0) return;
    if (before.count > 0) await o.beforeMigrating?.({ version: before.count, pending });
    try {
      // The node-postgres migrator only needs `execute`/`transaction`, which PGlite's drizzle has too.
      await migratePg(db, { migrationsFolder: folder });
    } catch (err) {
      const cause = (err as { cause?: Error }).cause?.message ?? (err as Error).message;
      throw new MigrationFailedError(
        `The database could not be migrated (${pending} migration${pending === 1 ? "" : "s"} pending): ${cause}\n` +
          `They run in one transaction, so none was applied: the database is still at schema version ${before.count}, ` +
          "as the previous release left it. Start the previous release again, or fix the cause and restart.",
        { cause: err },
      );
    }
  });
}

export async function schemaVersion(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
