import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ATTENDANCE_MARKS, NO_SHOW_SESSION_EFFECTS } from "../../../shared/domain/attendance";
import type { Schedule } from "../../../shared/domain/schedules";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";
import { schedules } from "./schedules";
import { standingBookings } from "./standing";

export const RESERVATION_KINDS = ["member", "guest", "block"] as const;
export const CANCELLATION_REASONS = ["VALID_CANCELLATION", "ADMIN_CANCELLATION"] as const;
/** Why the studio cancelled a booking when it was not the desk's own choice: a closure over it. */
export const CANCELLATION_CAUSES = ["closure"] as const;
export const NOTIFICATION_TYPES = ["reservation", "account_deleted"] as const;

/**
 * A place in an hourly slot: a member's booking, a guest booked by an admin, or a blocking entry of
 * a mass fill (kind 'block', one per slot, which makes the slot show full until its batch is undone).
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: RESERVATION_KINDS }).notNull(),
    /** Its schedule (a row of `schedules`): the gym floor's hourly slot, or a class (`time` is its start). */
    schedule: text("schedule")
      .notNull()
      .default("gym")
      .references(() => schedules.key),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    /** The member's gym sessions just before this booking (null for guests, blocks and unknown). */
    sessionsBeforeBooking: integer("sessions_before_booking"),
    packageExpiredAtBooking: boolean("package_expired_at_booking").notNull().default(false),
    /** Who made it when it was not the member: the admin. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** The mass fill a blocking entry belongs to (undone together). */
    batchId: uuid("batch_id"),
    /** The standing booking this is an occurrence of (decision 037); null for a booking made once. */
    standingId: uuid("standing_id").references(() => standingBookings.id, { onDelete: "set null" }),
    /** Its numbered place (1..the class's places) on a schedule with numbered places; else null. */
    place: integer("place"),
    /**
     * How many times the booking changed after its calendar invitation went out (the desk moved its
     * place): the invitation's SEQUENCE, so an updated one supersedes the first (RFC 5546).
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** Checked in at the desk: null while unmarked (a passed, unmarked booking counts as a visit). */
    attendance: text("attendance", { enum: ATTENDANCE_MARKS }),
    /** A member's no-show: whether the session came back or was forfeited (undo reverses exactly this). */
    noShowSession: text("no_show_session", { enum: NO_SHOW_SESSION_EFFECTS }),
    attendanceMarkedAt: timestamp("attendance_marked_at", { withTimezone: true }),
    attendanceMarkedBy: text("attendance_marked_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("reservations_date_time_idx").on(t.date, t.time),
    // The day's read of one schedule; also the index of the schedule's foreign key.
    index("reservations_schedule_date_idx").on(t.schedule, t.date, t.time),
    index("reservations_attendance_marked_by_idx").on(t.attendanceMarkedBy),
    check("reservations_attendance_known", isOneOf(t.attendance, ATTENDANCE_MARKS)),
    check("reservations_no_show_session_known", isOneOf(t.noShowSession, NO_SHOW_SESSION_EFFECTS)),
    check(
      "reservations_no_show_session_only_for_no_show",
      sql`${t.noShowSession} is null or ${t.attendance} = 'no_show'`,
    ),
    // One reservation per member per date and schedule; also the index of the user_id foreign key.
    uniqueIndex("reservations_user_date_uq")
      .on(t.userId, t.date, t.schedule)
      .where(sql`${t.userId} is not null`),
    // One fill per slot of a schedule.
    uniqueIndex("reservations_block_slot_uq").on(t.schedule, t.date, t.time).where(sql`${t.kind} = 'block'`),
    index("reservations_created_by_idx").on(t.createdBy),
    index("reservations_batch_id_idx").on(t.batchId),
    // A member's data export and erasure find the bookings made for their e-mail (user_id or this).
    index("reservations_email_lower_idx").on(sql`lower(${t.email})`),
    // One occurrence of a standing booking per date; also the index of its foreign key.
    uniqueIndex("reservations_standing_date_uq")
      .on(t.standingId, t.date)
      .where(sql`${t.standingId} is not null`),
    // One live booking per numbered place of a slot (decision 037): the guard under two bookings at once.
    uniqueIndex("reservations_slot_place_uq")
      .on(t.schedule, t.date, t.time, t.place)
      .where(sql`${t.place} is not null`),
    check("reservations_place_positive", sql`${t.place} is null or ${t.place} >= 1`),
    check("reservations_kind_known", isOneOf(t.kind, RESERVATION_KINDS)),
    check("reservations_time_format", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** What is left of a cancelled reservation (spec section 3), written in the cancelling transaction. */
export const cancellations = pgTable(
  "cancellations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").notNull(),
    schedule: text("schedule")
      .notNull()
      .default("gym")
      .references(() => schedules.key),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull(),
    serverTimeAtCancellation: timestamp("server_time_at_cancellation", { withTimezone: true }).notNull(),
    reservationTimeCalculated: timestamp("reservation_time_calculated", { withTimezone: true }).notNull(),
    timeDifferenceMinutes: integer("time_difference_minutes").notNull(),
    sessionWillBeRestored: boolean("session_will_be_restored").notNull(),
    cancellationReason: text("cancellation_reason", {
      enum: CANCELLATION_REASONS,
    }).notNull(),
    cancelledBy: text("cancelled_by").references(() => user.id, { onDelete: "set null" }),
    /** 'closure': a standing booking's week inside a closure added later (the member is told so). */
    cause: text("cause", { enum: CANCELLATION_CAUSES }),
    ...timestamps,
  },
  (t) => [
    index("cancellations_date_idx").on(t.date),
    index("cancellations_schedule_idx").on(t.schedule),
    index("cancellations_user_id_idx").on(t.userId),
    index("cancellations_cancelled_by_idx").on(t.cancelledBy),
    // As the reservations' e-mail index: the export's and erasure's lookup by e-mail.
    index("cancellations_email_lower_idx").on(sql`lower(${t.email})`),
    check("cancellations_reason_known", isOneOf(t.cancellationReason, CANCELLATION_REASONS)),
    check("cancellations_cause_known", isOneOf(t.cause, CANCELLATION_CAUSES)),
  ],
);

/** Admin notifications: one per member booking (and one per deleted account, naming no one), unread until deleted. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    /** HTML with the user, date and time (values escaped); the client shows its own sentence from `params`. */
    message: text("message").notNull(),
    /** `schedule` absent on rows from before class schedules existed: the gym. */
    params: jsonb("params")
      .$type<{ name: string; email: string; date: string; time: string; schedule?: Schedule }>()
      .notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    adminNotified: boolean("admin_notified").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("notifications_user_id_idx").on(t.userId),
    index("notifications_unread_idx").on(t.adminNotified),
    check("notifications_type_known", isOneOf(t.type, NOTIFICATION_TYPES)),
  ],
);

/**
 * Per-date capacity of every slot of an hours schedule (spec section 9): beats the
 * schedule's default; 0 closes that schedule's day.
 */
export const slotCapacity = pgTable(
  "slot_capacity",
  {
    schedule: text("schedule")
      .notNull()
      .default("gym")
      .references(() => schedules.key),
    date: date("date", { mode: "string" }).notNull(),
    capacity: integer("capacity").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.schedule, t.date] }),
    check("slot_capacity_nonnegative", sql`${t.capacity} >= 0`),
    index("slot_capacity_updated_by_idx").on(t.updatedBy),
  ],
);

export type Reservation = typeof reservations.$inferSelect;
export type Cancellation = typeof cancellations.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
