import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/**
 * Each backup the operator's command took or failed to take (`npm run backup`, `kinisi backup`, the
 * composition's nightly service), written by that command so the owner's home can say when the last
 * one was. A deployment that takes its backups another way has none, and the home says nothing.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** When the backup finished (or failed). */
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    /** The file's name, without its folder. */
    file: text("file").notNull(),
    /** The file's size; null when the backup failed. */
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    ok: boolean("ok").notNull(),
    /** Why it failed, as the tool said it. */
    error: text("error"),
    ...timestamps,
  },
  (t) => [index("backup_runs_taken_at_idx").on(t.takenAt)],
);
