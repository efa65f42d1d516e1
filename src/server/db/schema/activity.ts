import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ACTIVITY_KINDS, type ActivityDetails } from "../../../shared/domain/activity";
import { user } from "./auth";
import { isOneOf } from "./columns";

/**
 * The activity log (decision 036): who of the staff did what, when, for which member.
 * Append-only: written by `recordActivity` in the action's transaction, read by the owner; no route
 * edits or deletes a row. An erasure keeps the rows and blanks the member's name in them; the
 * retention job removes rows older than the studio's `activityRetentionDays`.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** The staff member's name at the time (kept when the account goes). */
    actorName: text("actor_name").notNull().default(""),
    memberId: text("member_id").references(() => user.id, { onDelete: "set null" }),
    /** The member's name at the time; blanked when the member's account is erased. */
    memberName: text("member_name").notNull().default(""),
    kind: text("kind").notNull(),
    details: jsonb("details").$type<ActivityDetails>().notNull().default({}),
  },
  (t) => [
    check("activity_log_kind_known", isOneOf(t.kind, ACTIVITY_KINDS)),
    index("activity_log_at_idx").on(t.at),
    index("activity_log_actor_id_idx").on(t.actorId, t.at),
    index("activity_log_member_id_idx").on(t.memberId, t.at),
    index("activity_log_kind_idx").on(t.kind, t.at),
  ],
);
