import crypto from "node:crypto";
import pg from "pg";
import { databaseUrl, withServerClient } from "../../src/server/test/global-setup";

/** Where the benchmarks look for PostgreSQL (trust auth), unless BENCH_POSTGRES_URL or POSTGRES_URL says otherwise. */
export const POSTGRES_SERVER =
  process.env.BENCH_POSTGRES_URL ?? process.env.POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type DatabaseKind = "embedded" | "postgres";

/** Whether PostgreSQL answers a query at `serverUrl` within two seconds. */
async function postgresAnswers(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The databases BENCH_DB asks for (embedded, postgres or both); unset: both when PostgreSQL
 * answers, else the embedded one with a printed note.
 */
export async function chosenDatabases(): Promise<DatabaseKind[]> {
  const asked = process.env.BENCH_DB;
  if (asked === "embedded") return ["embedded"];
  if (asked === "postgres") return ["postgres"];
  if (asked === "both") return ["embedded", "postgres"];
  if (asked) throw new Error(`BENCH_DB=${asked}: embedded, postgres or both`);
  if (await postgresAnswers(POSTGRES_SERVER)) return ["embedded", "postgres"];
  console.log(`note: no PostgreSQL answers at ${POSTGRES_SERVER}; the embedded database only`);
  return ["embedded"];
}

/**
 * A fresh, uniquely named database on the PostgreSQL server for one run (as the tests' copies,
 * src/server/test/db.ts): its URL, and how to drop it (with the connections still open).
 */
export async function createBenchDatabase(
  serverUrl = POSTGRES_SERVER,
  prefix = "kinisi_bench_mixed",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await withServerClient(serverUrl, (c) => c.query(`create database "${name}"`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withServerClient(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(),
  };
}
