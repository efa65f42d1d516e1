import { z } from "zod";

const backupRunSchema = z.object({
  at: z.string(),
  file: z.string(),
  sizeBytes: z.number().int().nullable(),
  ok: z.boolean(),
});

/**
 * What the owner's home shows of the backups the deployment reports: the latest run (which may have
 * failed) and the latest good one; both null where no backup was ever reported. `late` when the
 * latest good one is older than the deployment's `BACKUP_LATE_HOURS` (`lateHours`), or there is none after a failure.
 */
export const backupStatusSchema = z.object({
  last: backupRunSchema.nullable(),
  lastGood: backupRunSchema.nullable(),
  late: z.boolean(),
  lateHours: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
export type BackupRun = z.infer<typeof backupRunSchema>;
