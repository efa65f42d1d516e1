import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { STANDING_END_REASONS } from "../../../shared/domain/standing";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";
import { schedules } from "./schedules";

/**
 * A standing booking (decision 037): the same schedule, weekday and time every week, from
 * `starts_on` until `until` (a date, a number of weeks written as its last date) or until the
 * member's package ends. Each occurrence is an ordinary reservation pointing here (`standing_id`),
 * booked on a rolling horizon by the standing job; `booked_through` is the last date the job has
 * handled (booked or skipped and told), so no date is tried twice.
 */
export const standingBookings = pgTable(
  "standing_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    schedule: text("schedule")
      .notNull()
      .references(() => schedules.key),
    /** 0 = Sunday … 6 = Saturday, the weekday of `starts_on`. */
    weekday: integer("weekday").notNull(),
    time: text("time").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** The last date an occurrence may fall on; null: until the package of its credit kind ends. */
    until: date("until", { mode: "string" }),
    untilPackageEnds: boolean("until_package_ends").notNull().default(false),
    /** The numbered place its weeks keep (decision 037); null on a schedule without numbered places. */
    place: integer("place"),
    /** The last date the job has handled (booked, or skipped and the member told). */
    bookedThrough: date("booked_through", { mode: "string" }),
    /** The desk member who made it for the member; null: the member. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason", { enum: STANDING_END_REASONS }),
    ...timestamps,
  },
  (t) => [
    index("standing_bookings_user_id_idx").on(t.userId),
    index("standing_bookings_schedule_idx").on(t.schedule),
    index("standing_bookings_created_by_idx").on(t.createdBy),
    // The job's claim: the series still running, by how far they are booked.
    index("standing_bookings_running_idx").on(t.bookedThrough).where(sql`${t.endedAt} is null`),
    check("standing_bookings_place_positive", sql`${t.place} is null or ${t.place} >= 1`),
    check("standing_bookings_weekday_range", sql`${t.weekday} between 0 and 6`),
    check("standing_bookings_time_format", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("standing_bookings_end_given", sql`(${t.until} is not null) <> ${t.untilPackageEnds}`),
    check("standing_bookings_end_reason_known", isOneOf(t.endReason, STANDING_END_REASONS)),
    check("standing_bookings_ended_with_reason", sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
  ],
);
export type StandingBooking = typeof standingBookings.$inferSelect;
