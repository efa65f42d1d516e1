import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect } from "vitest";
import { PGLITE_OPTIONS, wrapPglite } from "../db/client";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../db/migrate";

/**
 * A migration test's starting point (decisions 035, 038): a copy of the migrations folder up to and
 * including `last`, so a database is written by the schema as that commit had it, filled, then
 * migrated to today's. The caller removes the folder.
 */
export function folderUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  expect(upTo).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/**
 * A fresh embedded database migrated up to and including `last`; `close` closes it and removes the
 * copied folder. The test fills it, then runs today's migrations on `database`.
 */
export async function databaseAt(last: string) {
  const client = new PGlite({ ...PGLITE_OPTIONS });
  await client.waitReady;
  const database = wrapPglite(client);
  const folder = folderUpTo(last);
  await migrateDatabase(database, folder);
  return {
    database,
    close: async () => {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
