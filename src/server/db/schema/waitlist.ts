import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { WAITLIST_EVENT_KINDS, WAITLIST_STATES } from "../../../shared/domain/waitlist";
import { user } from "./auth";
import { reservations } from "./booking";
import { isOneOf, timestamps } from "./columns";
import { schedules } from "./schedules";

/**
 * A member's place in the queue of a full slot (decision 018). The queue order is `seq`
 * (the order of joining). A place is 'waiting' until it is promoted (booked into the slot), skipped
 * (no longer eligible when its turn came; `reason` holds the rule's error code), left (the member
 * withdrew) or expired (the waitlist closed at the booking cutoff; `reason` says why).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order of joining: the queue's order, strict even for joins in the same millisecond. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    schedule: text("schedule")
      .notNull()
      .references(() => schedules.key),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    state: text("state", { enum: WAITLIST_STATES }).notNull().default("waiting"),
    /** Why a place was skipped (an error code of the booking rules) or expired (WAITLIST_CLOSED, DAY_CLOSED). */
    reason: text("reason"),
    /** The booking cutoff of the slot: the waitlist closes then and the expiry job ends the place. */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** When the place stopped waiting (promoted, skipped, left or expired). */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /**
     * Inside the late window (decision 018): since when a freed place is offered to this waiting
     * member (null: no offer standing). Cleared when the slot is full again.
     */
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    /** The booking a promotion made (null once that booking is cancelled). */
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    // At most one waiting place per member per date and schedule.
    uniqueIndex("waitlist_entries_waiting_member_uq")
      .on(t.userId, t.date, t.schedule)
      .where(sql`${t.state} = 'waiting'`),
    index("waitlist_entries_user_idx").on(t.userId),
    index("waitlist_entries_reservation_idx").on(t.reservationId),
    index("waitlist_entries_queue_idx")
      .on(t.schedule, t.date, t.time, t.seq)
      .where(sql`${t.state} = 'waiting'`),
    // The owner's report: a period's waitlist places by slot date.
    index("waitlist_entries_date_idx").on(t.date, t.schedule),
    index("waitlist_entries_closes_idx").on(t.closesAt).where(sql`${t.state} = 'waiting'`),
    check("waitlist_entries_state_known", isOneOf(t.state, WAITLIST_STATES)),
    check("waitlist_entries_time_format", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "waitlist_entries_reason_when_ended_badly",
      sql`(${t.state} in ('skipped', 'expired')) = (${t.reason} is not null)`,
    ),
    check(
      "waitlist_entries_resolved_unless_waiting",
      sql`(${t.state} = 'waiting') = (${t.resolvedAt} is null)`,
    ),
  ],
);
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/**
 * The member's waitlist history (decision 018): one row per thing that happened to one of
 * their places (promoted, offered, claimed, missed, skipped, expired), written in the transaction
 * that did it. A place's row says only where it ended; an offer, a lost claim and a place offered
 * twice leave no trace there, so the account page reads this table.
 */
export const waitlistEvents = pgTable(
  "waitlist_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order things happened in, strict within one instant (offered, then claimed). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    schedule: text("schedule")
      .notNull()
      .references(() => schedules.key),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    kind: text("kind", { enum: WAITLIST_EVENT_KINDS }).notNull(),
    /** A skip's or expiry's error code. */
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("waitlist_events_user_idx").on(t.userId, t.at),
    index("waitlist_events_entry_idx").on(t.entryId),
    index("waitlist_events_schedule_idx").on(t.schedule),
    check("waitlist_events_kind_known", isOneOf(t.kind, WAITLIST_EVENT_KINDS)),
  ],
);
