import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildDeps } from "../../src/server/bootstrap";
import { type Database, type Db, openPglite, openPostgres } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { seedDatabase } from "../../src/server/db/seed";
import { loadConfig } from "../../src/server/platform/config";
import { createLogger } from "../../src/server/platform/logger";
import { isClosedDate, studioToday } from "../../src/shared/domain/schedule";
import { cpuSeconds } from "./cpu";
import { createBenchDatabase, type DatabaseKind } from "./mixed-db";
import { type RushDates, rushDates } from "./rush-plan";
import { generateStudio, type StudioPeople } from "./rush-studio";
import { type Child, freePort, startKinisi } from "./servers";

/**
 * One pass's database and servers: PostgreSQL (a fresh `rush_*` database, two instances sharing
 * it, as two processes behind a load balancer would) or the embedded database (one instance on
 * its data directory, PGlite being one process's). The studio is written before the servers start.
 */
export type Target = {
  kind: DatabaseKind;
  dates: RushDates;
  people: StudioPeople;
  /** Seconds the studio took to generate. */
  generatedIn: number;
  instances: Child[];
  /** Where instance `i` writes its CPU profile (BENCH_PROFILE_DIR set), else null. */
  profileOf: (i: number) => string | null;
  /** PostgreSQL's URL (for the floor's own connections); null on the embedded database. */
  url: string | null;
  /** The embedded database's copy for the floor (a data directory, made before the server starts); null on PostgreSQL. */
  floorCopy: string | null;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * Runs `fn` on the database: at once on PostgreSQL; on the embedded database, with its server
   * stopped (PGlite is one process's), started again after unless `restart` is false.
   */
  withDb: <T>(fn: (db: Db) => Promise<T>, o?: { restart?: boolean }) => Promise<T>;
  dispose: () => Promise<void>;
};

const POOL = 4;

export async function prepareTarget(kind: DatabaseKind, o: { activity: number }): Promise<Target> {
  const pg = kind === "postgres" ? await createBenchDatabase(undefined, "rush") : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-rush-"));
  const floorCopy = pg ? null : `${dataDir}-floor`;
  const secret = crypto.randomBytes(32).toString("base64url");
  const open = (): Promise<Database> =>
    pg ? Promise.resolve(openPostgres(pg.url, POOL)) : openPglite(dataDir);
  const servers = serversOf(kind, { dataDir, secret, url: pg?.url ?? null, open });
  const dispose = async () => {
    await servers.stop();
    for (const dir of [dataDir, floorCopy]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  };
  try {
    const started = performance.now();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: pg?.url });
    const database = await open();
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, { example: true });
      const deps = buildDeps({ config, database, logger: createLogger("warn"), secret });
      const closures = await database.db.query.closures.findMany();
      const now = new Date();
      const dates = rushDates(studioToday(now, deps.zone()), (d) => isClosedDate(d, closures));
      const localBackend =
        pg !== null && ["127.0.0.1", "localhost", "[::1]"].includes(new URL(pg.url).hostname);
      const people = await generateStudio(database, deps, { dates, activity: o.activity, now, localBackend });
      const generatedIn = (performance.now() - started) / 1000;
      return { kind, dates, people, generatedIn, url: pg?.url ?? null, floorCopy, ...servers, dispose };
    } finally {
      await database.close();
      if (floorCopy) fs.cpSync(dataDir, floorCopy, { recursive: true });
    }
  } catch (err) {
    await dispose();
    throw err;
  }
}

type Servers = Pick<Target, "instances" | "profileOf" | "start" | "stop" | "withDb">;

function serversOf(
  kind: DatabaseKind,
  o: { dataDir: string; secret: string; url: string | null; open: () => Promise<Database> },
): Servers {
  const instances: Child[] = [];
  const dir = process.env.BENCH_PROFILE_DIR;
  // The servers write their profiles there when they stop: a directory that is not there yet is made.
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const profileOf = (i: number) => (dir ? path.resolve(dir, `rush-${kind}-${i + 1}.cpuprofile`) : null);
  const startOne = async (i: number) => {
    const port = await freePort();
    const out = profileOf(i);
    const child = await startKinisi(
      {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: o.secret,
        ...(o.url ? { DATABASE_URL: o.url } : {}),
        ...(out ? { PROFILE_OUT: out } : {}),
      },
      {
        port,
        ...(o.url ? {} : { dataDir: o.dataDir }),
        // BENCH_PROFILE_DIR: the servers can write a CPU profile there (rush.ts profiles the rush).
        ...(out ? { nodeArgs: ["--import", "./bench/support/profile-hook.ts"] } : {}),
      },
    );
    instances.push(child);
  };
  const start = async () => {
    for (let i = 0; i < (kind === "postgres" ? 2 : 1); i++) await startOne(i);
    await settle(instances);
  };
  const stop = async () => {
    for (const child of instances.splice(0)) await child.stop();
  };
  const withDb = async <T>(fn: (db: Db) => Promise<T>, w: { restart?: boolean } = {}) => {
    const running = instances.length > 0;
    if (kind === "embedded") await stop();
    const database = await o.open();
    try {
      return await fn(database.db);
    } finally {
      await database.close();
      if (kind === "embedded" && running && w.restart !== false) await start();
    }
  };
  return { instances, profileOf, start, stop, withDb };
}

/**
 * Waits (at most a minute) until the servers' start-up jobs are done: each process used under a
 * tenth of a CPU second over the last second.
 */
async function settle(children: Child[]) {
  const until = Date.now() + 60_000;
  let before = children.map((c) => cpuSeconds(c.pid) ?? 0);
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = children.map((c) => cpuSeconds(c.pid) ?? 0);
    if (now.every((t, i) => t - before[i]! < 0.1)) return;
    before = now;
  }
}
