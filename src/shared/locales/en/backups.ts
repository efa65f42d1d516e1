import type { backups as gr } from "../gr/backups";

/** The backups' status on the owner's home, in English. */
export const backups: typeof gr = {
  last: "Last backup: {{at}}, {{size}}",
  lastGood: "Last good backup: {{at}}, {{size}}",
  lateTitle: "Backups are late",
  failedTitle: "A backup failed",
  failed: "The last backup, {{at}}, failed.",
  noneGood: "No backup has succeeded yet.",
  late: "More than {{hours}} hours have passed since the last good one: check that backups still run.",
};
