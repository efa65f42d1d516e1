import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { closures } from "./catalogue";
import { timestamps } from "./columns";

/**
 * Packages extended over a closure (decision 020). One run per closure (its primary key
 * makes a second application impossible), and one row per member and package kind it extended,
 * with the expiry before and after. A closure with a run cannot be deleted (restrict).
 */
export const closureExtensionRuns = pgTable(
  "closure_extension_runs",
  {
    closureId: uuid("closure_id")
      .primaryKey()
      .references(() => closures.id, { onDelete: "restrict" }),
    days: integer("days").notNull(),
    appliedBy: text("applied_by").references(() => user.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("closure_extension_runs_applied_by_idx").on(t.appliedBy),
    check("closure_extension_runs_days_positive", sql`${t.days} > 0`),
  ],
);

export const closureExtensions = pgTable(
  "closure_extensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    closureId: uuid("closure_id")
      .notNull()
      .references(() => closureExtensionRuns.closureId, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 'nutrition' or a credit kind's key (decision 038). */
    kind: text("kind").notNull(),
    days: integer("days").notNull(),
    oldExpiresAt: timestamp("old_expires_at", { withTimezone: true }).notNull(),
    newExpiresAt: timestamp("new_expires_at", { withTimezone: true }).notNull(),
    appliedBy: text("applied_by").references(() => user.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    // Extended once per closure, member and kind; also the index of the closure_id foreign key.
    uniqueIndex("closure_extensions_closure_user_kind_uq").on(t.closureId, t.userId, t.kind),
    index("closure_extensions_user_id_idx").on(t.userId),
    index("closure_extensions_applied_by_idx").on(t.appliedBy),
    check("closure_extensions_later", sql`${t.newExpiresAt} > ${t.oldExpiresAt}`),
  ],
);

export type ClosureExtension = typeof closureExtensions.$inferSelect;
