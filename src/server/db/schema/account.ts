import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { DATA_EXPORT_REASONS } from "../../../shared/schemas/account";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * The life of an account beyond Better Auth's own fields (decision 015): deactivated by
 * an admin (no sign-in while set), erased (the user row is then a tombstone with no personal data),
 * the last sign-in and the retention warning. One row per user, written when one of these happens.
 */
export const accountStates = pgTable(
  "account_states",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "restrict" }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    deactivatedBy: text("deactivated_by").references(() => user.id, { onDelete: "set null" }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** The retention warning e-mail of the current inactivity; cleared by a sign-in. */
    retentionWarnedAt: timestamp("retention_warned_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("account_states_deactivated_by_idx").on(t.deactivatedBy)],
);

/** The audit of 'download my data' and of the admin's exports for an access request at the desk. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Whose data; kept as the tombstone after an erasure. */
    subjectId: text("subject_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason", { enum: DATA_EXPORT_REASONS }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("data_exports_subject_id_idx").on(t.subjectId),
    index("data_exports_requested_by_idx").on(t.requestedBy),
    check("data_exports_reason_known", isOneOf(t.reason, DATA_EXPORT_REASONS)),
  ],
);

/** One row per studio day the retention job ran: the unique day keeps several instances from both running. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    runDate: date("run_date", { mode: "string" }).primaryKey(),
    warned: integer("warned").notNull().default(0),
    erasedDeactivated: integer("erased_deactivated").notNull().default(0),
    erasedInactive: integer("erased_inactive").notNull().default(0),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      "retention_runs_counts_nonnegative",
      sql`${t.warned} >= 0 and ${t.erasedDeactivated} >= 0 and ${t.erasedInactive} >= 0`,
    ),
  ],
);

export type AccountState = typeof accountStates.$inferSelect;
