import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { Logger as SqlLogger } from "drizzle-orm/logger";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { waitForPostgres } from "../platform/database-wait";
import { lockDataDir } from "../platform/dir-lock";
import { watchPool } from "./connection-loss";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs `fn` with a single connection (for advisory locks and migrations). */
  withConnection: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PostgreSQL: the pool's connections now (for /metrics); PGlite has none. */
  pool?: Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount">;
  /** PGlite: its data directory as a gzipped tar, taken while it is open (the backup before a migration). */
  dumpDataDir?: () => Promise<Blob>;
};

/** PGlite's own start parameters, but with fsync on and small buffers (DESIGN gotchas; 8 MB: decision 040, "Shared buffers"). */
const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams.filter((p) => p !== "-F"),
  "-c",
  "shared_buffers=8MB",
];

/**
 * How every PGlite of Kinisi starts: its start parameters and the extensions the schema uses
 * (pg_trgm indexes the member search, decision 022). PostgreSQL ships the same extension.
 */
export const PGLITE_OPTIONS = { startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } };

export { DataDirLockedError, lockDataDir } from "../platform/dir-lock";

/** Sees every statement Drizzle sends (the tests count a request's statements with it). */
export type { SqlLogger };

export function wrapPglite(client: PGlite, onClose: () => unknown = () => {}, logger?: SqlLogger): Database {
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    withConnection: (fn) => fn(db),
    close: async () => {
      await client.close();
      await onClose();
    },
    dumpDataDir: async () => (await client.dumpDataDir("gzip")) as Blob,
  };
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDataPath = (dataDir: string) => path.join(dataDir, "pgdata");

export const hasPgliteData = (dataDir: string) =>
  fs.existsSync(path.join(pgliteDataPath(dataDir), "PG_VERSION"));

/** PGlite on DATA_DIR with Kinisi's start parameters; the caller holds the lock (see backup/restore). */
export function createPgliteClient(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(pgliteDataPath(dataDir), { ...PGLITE_OPTIONS, ...opts });
}

/** What the child of `createDataDir` runs: PGlite's initdb on the directory, then closes it. */
const INITDB_SCRIPT = `
const [pglite, trgm, dir, params] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const { pg_trgm } = await import(trgm);
const client = await PGlite.create(dir, { startParams: JSON.parse(params), extensions: { pg_trgm } });
await client.close();`;

/**
 * Creates a new data directory (PGlite's initdb) in a child process. Its peak of native memory
 * (about 1.2 GB, which glibc keeps once freed) ends with the child: a server whose first start
 * made the directory in its own process stayed at about 700 MB resident, one that opens a made
 * directory about 270 MB (decision 033).
 */
export async function createDataDir(dataDir: string): Promise<void> {
  const resolve = (id: string) => pathToFileURL(createRequire(import.meta.url).resolve(id)).href;
  await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "-e",
    INITDB_SCRIPT,
    resolve("@electric-sql/pglite"),
    resolve("@electric-sql/pglite/contrib/pg_trgm"),
    pgliteDataPath(dataDir),
    JSON.stringify(PGLITE_START_PARAMS),
  ]);
}

export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir);
  try {
    if (!hasPgliteData(dataDir)) await createDataDir(dataDir);
    const client = await createPgliteClient(dataDir);
    return wrapPglite(client, unlock);
  } catch (err) {
    await unlock();
    throw err;
  }
}

/** What the pool reports when the server closes a connection (restart, failover, idle timeout). */
export type OnConnectionError = (err: Error) => void;

/**
 * A pool on PostgreSQL. A connection the server closes is dropped with a warning, never a crash
 * (an 'error' with no listener would end the process); the next query opens a new one. A request
 * that waits `waitMs` for a connection (in the pool's queue or to a server that does not answer)
 * is answered 503.
 */
export function openPostgres(
  url: string,
  max = 10,
  onError: OnConnectionError = () => {},
  waitMs = 10_000,
  logger?: SqlLogger,
): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: waitMs });
  pool.on("error", onError); // an idle client the server closed (the pool drops it)
  pool.on("connect", (client) => client.on("error", onError)); // a client in use, between queries
  // Each request's statements are watched, so a dropped connection is retried or answered 503
  // (connection-loss.ts, decision 027).
  watchPool(pool);
  const db = drizzlePg({ client: pool, schema, logger });
  return {
    db,
    kind: "postgres",
    withConnection: async (fn) => {
      const conn = await pool.connect();
      let broken: Error | undefined;
      const markBroken = (err: Error) => {
        broken = err;
      };
      conn.on("error", markBroken);
      try {
        return await fn(drizzlePg({ client: conn, schema, logger }));
      } finally {
        conn.off("error", markBroken);
        conn.release(broken); // a broken connection is closed, not given to the next caller
      }
    },
    close: () => pool.end(),
    pool,
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** How long to wait for a PostgreSQL that is still starting. */
  waitMs?: number;
  onWait?: (message: string) => void;
  onConnectionError?: OnConnectionError;
}): Promise<Database> {
  if (!opts.databaseUrl) return openPglite(opts.dataDir);
  const database = openPostgres(opts.databaseUrl, 10, opts.onConnectionError);
  try {
    await waitForPostgres(
      () => database.db.execute(sql`select 1`),
      opts.databaseUrl,
      opts.waitMs ?? 60_000,
      opts.onWait ?? (() => {}),
    );
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
