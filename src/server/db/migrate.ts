import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
const MIGRATION_LOCK_KEY = 7_426_001;

/** Applies pending migrations on one connection under an advisory lock (two instances may start together). */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      // The node-postgres migrator only needs `execute`/`transaction`, which PGlite's drizzle has too.
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

export async function schemaVersion(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
