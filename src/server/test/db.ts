import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import {
  type Database,
  openPostgres,
  PGLITE_OPTIONS,
  pgliteDataPath,
  type SqlLogger,
  wrapPglite,
} from "../db/client";
import { databaseUrl, withServerClient } from "./global-setup";

export type TestDatabase = Database & {
  /** The connection URL on PostgreSQL (null on PGlite, which lives in this process's memory). */
  url: string | null;
};

let template: Blob | undefined;
export const TEST_POOL_WAIT_MS = 120_000;

/**
 * A database of its own, already migrated: an in-memory PGlite loaded from the run's template
 * dump, or (with TEST_DATABASE_URL) a PostgreSQL database copied from the template database.
 * `sqlLogger` sees every statement sent through Drizzle (`statementCounter`, test/statements.ts).
 */
export async function createTestDatabase(o: { sqlLogger?: SqlLogger } = {}): Promise<TestDatabase> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    template ??= new Blob([fs.readFileSync(source.dumpFile)]);
    const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: template });
    await client.waitReady;
    return { ...wrapPglite(client, undefined, o.sqlLogger), url: null };
  }
  const name = `${source.prefix}_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await withServerClient(source.serverUrl, (c) =>
    c.query(`create database "${name}" template "${source.template}"`),
  );
  const url = databaseUrl(source.serverUrl, name);
  // Tests that race hundreds of requests queue them for the pool's few connections; on a loaded CI
  // machine the wait passes production's 10 s, which is not what those tests are about.
  return { ...openPostgres(url, 5, undefined, TEST_POOL_WAIT_MS, o.sqlLogger), url };
}

/** The kind of database this run uses, for tests that only make sense on one of them. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return inject("testDatabase").kind;
}

/**
 * Fills a new data directory with a copy of the run's migrated template (PGlite runs only): a
 * server, or `openPglite`, then opens it as an existing studio's database, without the initdb and
 * the migrations of a first start (several seconds of CPU each).
 */
export function copyTemplateDataDir(dataDir: string): void {
  const source = inject("testDatabase");
  if (source.kind !== "pglite") throw new Error("the template directory exists on PGlite runs only");
  fs.cpSync(source.dataDir, pgliteDataPath(dataDir), { recursive: true });
}
