import { desc, eq } from "drizzle-orm";
import { BACKUP_LATE_HOURS, type BackupRun, type BackupStatus } from "../../../shared/schemas/backups";
import type { Db } from "../../db/client";
import { backupRuns } from "../../db/schema";

type Row = typeof backupRuns.$inferSelect;

const view = (r: Row | undefined): BackupRun | null =>
  r ? { at: r.takenAt.toISOString(), file: r.file, sizeBytes: r.sizeBytes, ok: r.ok } : null;

/**
 * The backups as the deployment reports them (`backup_runs`, written by the backup command): the
 * latest run and the latest good one, late once the good one is older than BACKUP_LATE_HOURS.
 */
export async function backupStatus(db: Db, now: Date): Promise<BackupStatus> {
  const newest = () =>
    db.select().from(backupRuns).orderBy(desc(backupRuns.takenAt), desc(backupRuns.id)).limit(1).$dynamic();
  const [[last], [lastGood]] = await Promise.all([newest(), newest().where(eq(backupRuns.ok, true))]);
  const late =
    last !== undefined &&
    (lastGood === undefined || now.getTime() - lastGood.takenAt.getTime() > BACKUP_LATE_HOURS * 3_600_000);
  return { last: view(last), lastGood: view(lastGood), late, lateHours: BACKUP_LATE_HOURS };
}
