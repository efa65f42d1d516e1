import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
};

/** PGlite's own start parameters, but with fsync on and small buffers (DESIGN gotchas). */
export const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams.filter((p) => p !== "-F"),
  "-c",
  "shared_buffers=16MB",
];

export class DataDirLockedError extends Error {}

/** An exclusive lock file: PGlite itself does not stop two processes on one directory. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "kinisi.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(lockPath, "utf8"));
      if (pid && (pid === process.pid || isAlive(pid))) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dir)} is in use by another Kinisi process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dir)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    withConnection: (fn) => fn(db),
    close: async () => {
      await client.close();
      onClose();
    },
  };
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDataPath = (dataDir: string) => path.join(dataDir, "pgdata");

export const hasPgliteData = (dataDir: string) =>
  fs.existsSync(path.join(pgliteDataPath(dataDir), "PG_VERSION"));

/** PGlite on DATA_DIR with Kinisi's start parameters; the caller holds the lock (see backup/restore). */
export function createPgliteClient(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(pgliteDataPath(dataDir), { startParams: PGLITE_START_PARAMS, ...opts });
}

export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await createPgliteClient(dataDir);
    return wrapPglite(client, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    withConnection: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn(drizzlePg({ client: conn, schema }));
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
