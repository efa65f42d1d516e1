import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { type Database, openPostgres, PGLITE_OPTIONS, wrapPglite } from "../db/client";
import { schemaVersion } from "../db/migrate";
import { reservations, user } from "../db/schema";
import { ledgerMismatches } from "../domain/credits";
import { CliError } from "./cli";
import { pgTool } from "./dump";

/** What a restored backup holds, and whether it is sound. */
export type DrillReport = {
  file: string;
  database: "pglite" | "postgres";
  schemaVersion: number;
  members: number;
  bookings: number;
  /** Balances that differ from the sum of their ledger rows: must be none. */
  ledgerMismatches: number;
};

/** A PostgreSQL dump starts with this (pg_dump's custom format); anything else is taken for an embedded backup. */
const isPgDump = (file: string) => {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    return head.toString() === "PGDMP";
  } finally {
    fs.closeSync(fd);
  }
};

/** The backup to drill: `target` itself, or the newest backup file in the folder it names. */
export function latestBackup(target: string): string {
  if (!fs.existsSync(target)) throw new CliError(`${path.resolve(target)} does not exist.`);
  if (!fs.statSync(target).isDirectory()) return target;
  const files = fs
    .readdirSync(target)
    .filter((f) => /\.(dump|pgdump|tar\.gz)$/.test(f))
    .map((f) => path.join(target, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!files[0]) throw new CliError(`There is no backup (*.dump, *.tar.gz) in ${path.resolve(target)}.`);
  return files[0];
}

/** The checks of a restored database: what it holds, and every balance equal to its ledger. */
async function examine(database: Database, file: string): Promise<DrillReport> {
  const { db } = database;
  const [members] = await db.select({ n: count() }).from(user).where(eq(user.role, "user"));
  const [bookings] = await db
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.kind, "member"));
  return {
    file: path.resolve(file),
    database: database.kind,
    schemaVersion: await schemaVersion(database),
    members: members!.n,
    bookings: bookings!.n,
    ledgerMismatches: (await ledgerMismatches(db)).length,
  };
}

/** An embedded backup, loaded into a PGlite in memory (the studio's data directory is not touched). */
async function drillPglite(file: string): Promise<DrillReport> {
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(file)]) });
  const database = wrapPglite(client);
  try {
    await client.waitReady;
    return await examine(database, file);
  } finally {
    await database.close();
  }
}

/**
 * A PostgreSQL dump, restored into a scratch database made beside the studio's on the same server
 * (DATABASE_URL's user needs CREATEDB), dropped afterwards whatever happened.
 */
async function drillPostgres(file: string, databaseUrl: string): Promise<DrillReport> {
  const scratch = `kinisi_drill_${Date.now()}_${process.pid}`;
  const url = new URL(databaseUrl);
  url.pathname = `/${scratch}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${scratch}"`);
    try {
      await pgTool("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${url}`, file]);
      const database = openPostgres(url.toString(), 2);
      try {
        return await examine(database, file);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists "${scratch}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The restore drill: the newest backup (or the one named) restored somewhere harmless and checked.
 * A backup nobody ever restored is a hope, not a backup.
 */
export async function restoreDrill(target: string, databaseUrl: string | undefined): Promise<DrillReport> {
  const file = latestBackup(target);
  if (!isPgDump(file)) return drillPglite(file);
  if (!databaseUrl)
    throw new CliError(
      "A PostgreSQL dump is restored into a scratch database: set DATABASE_URL to the server.",
    );
  return drillPostgres(file, databaseUrl);
}

/** The drill's verdict as the operator reads it; a failed one says what is wrong. */
export function drillVerdict(r: DrillReport): { ok: boolean; text: string } {
  const held = `schema version ${r.schemaVersion}, ${r.members} members, ${r.bookings} bookings`;
  const problems = [
    r.schemaVersion === 0 ? "it has no schema" : null,
    r.ledgerMismatches > 0 ? `${r.ledgerMismatches} balances differ from their ledger` : null,
  ].filter(Boolean);
  if (problems.length > 0)
    return { ok: false, text: `Restore drill FAILED for ${r.file} (${held}): ${problems.join("; ")}.` };
  return {
    ok: true,
    text: `Restore drill passed: ${r.file} restores (${r.database}), ${held}, every balance equals its ledger.`,
  };
}
