import path from "node:path";
import pg from "pg";

/** A connection that runs SQL text with numbered parameters: PGlite's client and pg's alike. */
export type SqlRunner = { query(text: string, params?: unknown[]): Promise<unknown> };

export type BackupOutcome = { file: string; sizeBytes: number | null; error: string | null };

/**
 * Notes a backup in `backup_runs`, where the owner's home reads when the last one was. A note that
 * cannot be written (a database older than the table, or down when pg_dump failed because of it) is
 * a warning: the backup itself stands or fails on its own.
 */
export async function recordBackupRun(db: SqlRunner, run: BackupOutcome, at = new Date()): Promise<void> {
  try {
    await db.query(
      "insert into backup_runs (taken_at, file, size_bytes, ok, error) values ($1, $2, $3, $4, $5)",
      [at.toISOString(), path.basename(run.file), run.sizeBytes, run.error === null, run.error],
    );
  } catch (err) {
    console.warn(`The backup was not noted for the owner's home: ${(err as Error).message}`);
  }
}

/** The same note on PostgreSQL, over a connection of its own. */
export async function recordPostgresBackupRun(databaseUrl: string, run: BackupOutcome): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await recordBackupRun(client, run);
  } catch (err) {
    console.warn(`The backup was not noted for the owner's home: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
