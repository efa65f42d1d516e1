import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { createPgliteClient, type Database, hasPgliteData, lockDataDir, pgliteDataPath } from "../db/client";
import { recordBackupRun, recordPostgresBackupRun } from "./backup-runs";
import { CliError } from "./cli";

const SECRET_NOTE =
  "Keep it as safe as the database: it holds the generated key that signs sessions and e-mail links (with AUTH_SECRET set, keep that with it).";

/** Writes beside the target and renames, so an interrupted backup never looks like a good one. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

/**
 * The embedded database the server holds open, written to `file` as the same archive `npm run
 * backup` makes (the server takes one before a release's migrations change the schema).
 */
export async function backupOpenPglite(
  database: Pick<Database, "dumpDataDir">,
  file: string,
): Promise<number> {
  if (!database.dumpDataDir) throw new Error("only the embedded database is backed up this way");
  const dump = await database.dumpDataDir();
  return writeAtomically(file, async (partial) => {
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  });
}

/**
 * What the server runs before a release's migrations on the embedded database (main.ts): a copy in
 * `DATA_DIR/backups/before-migration-v<version>-<time>.tar.gz`, a way back to the previous release
 * with its data (`npm run restore -- <file> --force`). Answers the file.
 */
export async function backupBeforeMigration(
  database: Pick<Database, "dumpDataDir">,
  dataDir: string,
  version: number,
): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dataDir, "backups", `before-migration-v${version}-${stamp}.tar.gz`);
  await backupOpenPglite(database, file);
  return file;
}

/** PGlite: a gzipped tar of the data directory, taken under the lock (the server must be stopped). */
export async function backupPglite(dataDir: string, file: string): Promise<string> {
  if (!hasPgliteData(dataDir))
    throw new CliError(`There is no database in ${path.resolve(dataDir)}: check DATA_DIR.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await createPgliteClient(dataDir);
    try {
      let size: number;
      try {
        const dump = await client.dumpDataDir("gzip");
        size = await writeAtomically(file, async (partial) => {
          fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        });
      } catch (err) {
        await recordBackupRun(client, { file, sizeBytes: null, error: (err as Error).message });
        throw err;
      }
      // Noted after the copy is taken: the note is in the database, not in its own backup.
      await recordBackupRun(client, { file, sizeBytes: size, error: null });
      return `Backed up ${path.resolve(dataDir)} to ${path.resolve(file)} (${size} bytes).\n${SECRET_NOTE}`;
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

/**
 * PGlite: loads a backup into DATA_DIR. A directory that already has data is refused unless
 * `force`, and even then its old data is moved aside, not deleted.
 */
export async function restorePglite(file: string, dataDir: string, { force = false } = {}): Promise<string> {
  if (!fs.existsSync(file)) throw new CliError(`The backup ${path.resolve(file)} does not exist.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const target = pgliteDataPath(dataDir);
    let aside: string | null = null;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!force) {
        throw new CliError(
          `${path.resolve(dataDir)} already has a database. Use --force to replace it (the old one is kept aside).`,
        );
      }
      aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(target, aside);
    }
    try {
      const client = await createPgliteClient(dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      await client.close();
      const kept = aside ? `\nThe previous database was moved to ${aside}.` : "";
      return `Restored ${path.resolve(file)} into ${path.resolve(dataDir)} (schema version ${rows[0]?.n ?? 0}).${kept}`;
    } catch (err) {
      fs.rmSync(target, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, target);
      throw err;
    }
  } finally {
    await unlock();
  }
}

/** Runs a PostgreSQL client tool, explaining a missing one. */
export async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await promisify(execFile)(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") {
      throw new CliError(
        `${tool} was not found. Install the PostgreSQL client tools (the server's major version or newer).`,
      );
    }
    throw new CliError(`${tool} failed: ${(e.stderr || e.message).trim()}`);
  }
}

/** PostgreSQL: pg_dump's custom format (needs the PostgreSQL client tools). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<string> {
  let size: number;
  try {
    size = await writeAtomically(file, (partial) =>
      pgTool("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, `--dbname=${databaseUrl}`]),
    );
  } catch (err) {
    await recordPostgresBackupRun(databaseUrl, { file, sizeBytes: null, error: (err as Error).message });
    throw err;
  }
  await recordPostgresBackupRun(databaseUrl, { file, sizeBytes: size, error: null });
  return `Backed up the PostgreSQL database to ${path.resolve(file)} (${size} bytes).\n${SECRET_NOTE}`;
}

/** PostgreSQL: pg_restore over the database, which is refused when it has tables unless `force`. */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  { force = false } = {},
): Promise<string> {
  if (!fs.existsSync(file)) throw new CliError(`The backup ${path.resolve(file)} does not exist.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (rows[0]!.n > 0 && !force) {
      throw new CliError("The database already has tables. Use --force to replace them with the backup.");
    }
  } finally {
    await client.end();
  }
  await pgTool("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${databaseUrl}`, file]);
  return `Restored ${path.resolve(file)} into the PostgreSQL database.`;
}
