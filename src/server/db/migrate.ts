import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
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

/** Applies pending migrations under the advisory lock (two instances may start together). */
export async function migrateDatabase(database: Database, folder = MIGRATIONS_FOLDER): Promise<void> {
  // The node-postgres migrator only needs `execute`/`transaction`, which PGlite's drizzle has too.
  await underMigrationLock(database, (db) => migratePg(db, { migrationsFolder: folder }));
}

export async function schemaVersion(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
