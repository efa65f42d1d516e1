import { desc, eq } from "drizzle-orm";
import type { BackupRun, BackupStatus } from "../../../shared/schemas/backups";
import type { Db } from "../../db/client";
import { backupRuns } from "../../db/schema";

type Row = typeof backupRuns.$inferSelect;

const view = (r: Row | undefined): BackupRun | null =>
  r ? { at: r.takenAt.toISOString(), file: r.file, sizeBytes: r.sizeBytes, ok: r.ok } : null;

/**
 * The backups as the deployment reports them (`backup_runs`, written by the backup command): the
 * latest run and the latest good one, late once the good one is older than `lateHours` (the
 * deployment's `BACKUP_LATE_HOURS`, which follows its backup schedule).
 */
export async function backupStatus(db: Db, now: Date, lateHours: number): Promise<BackupStatus> {
  const newest = () =>
    db.select().from(backupRuns).orderBy(desc(backupRuns.takenAt), desc(backupRuns.id)).limit(1).$dynamic();
  const [[last], [lastGood]] = await Promise.all([newest(), newest().where(eq(backupRuns.ok, true))]);
  const late =
    last !== undefined &&
    (lastGood === undefined || now.getTime() - lastGood.takenAt.getTime() > lateHours * 3_600_000);
  return { last: view(last), lastGood: view(lastGood), late, lateHours };
}
