import { z } from "zod";
import { ATTENDANCE_MARKS } from "../domain/attendance";
import { daysBetween, isValidTime } from "../domain/schedule";
import { GYM } from "../domain/schedules";
import { isBoundedDate, studioDateSchema } from "./dates";
import { locationKeySchema } from "./locations";
import { placeSchema } from "./places";
import { scheduleKeySchema } from "./schedules";

/** Request and response shapes of booking, shared by the server routes and the client forms. */

/** A guest's full name as the front desk types it (a member's first and last names: `NAME_MAX` in account.ts). */
export const GUEST_NAME_MAX = 120;
/** The name a desk booking for an unknown e-mail is stored with when none is typed (spec section 3). */
export const GUEST_NAME = "Επισκέπτης";
export const EMAIL_MAX = 254;
export const NOTE_MAX = 200;
/** The most days one mass fill may block (a year). */
export const BLOCK_RANGE_MAX_DAYS = 366;
export const CAPACITY_MAX = 1000;

export const slotTimeSchema = z.string().refine(isValidTime, "must be HH:MM").meta({ example: "18:00" });

export const dateQuerySchema = z.object({ date: studioDateSchema.optional() });
/** The hours schedule a request names (the gym floor unless said; a second room is another row). */
const hoursScheduleSchema = scheduleKeySchema.default(GYM);
/** One day of an hours schedule. */
export const hoursDayQuerySchema = dateQuerySchema.extend({ schedule: hoursScheduleSchema });
/** One date of an hours schedule (its capacity override). */
export const hoursDateQuerySchema = z.object({ schedule: hoursScheduleSchema });
export const dateParamSchema = z.object({ date: studioDateSchema });
export const idParamSchema = z.object({ id: z.uuid() });

/** The schedule a booking names, whatever its timetable (the gym floor unless said). */
const bookingScheduleSchema = scheduleKeySchema.default(GYM);
/** The numbered place picked, on a class with numbered places (decision 037); absent: the lowest free one. */
const wantedPlace = placeSchema.optional();

/** A member's own booking of any schedule: a slot of an hours schedule or a class of a class schedule. */
export const bookRequestSchema = z.object({
  schedule: bookingScheduleSchema,
  date: studioDateSchema,
  time: slotTimeSchema,
  /** How many bookings the member saw in the slot when the day loaded ('slot just filled' when it filled since). */
  seenCount: z.number().int().min(0).optional(),
  place: wantedPlace,
});
export type BookRequest = z.infer<typeof bookRequestSchema>;

export const adminBookRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: "FILL_ALL_FIELDS" })
    .toLowerCase()
    .pipe(z.email())
    .pipe(z.string().max(EMAIL_MAX)),
  name: z.string().trim().max(GUEST_NAME_MAX).optional(),
  schedule: bookingScheduleSchema,
  date: studioDateSchema,
  time: slotTimeSchema,
  place: wantedPlace,
});
export type AdminBookRequest = z.infer<typeof adminBookRequestSchema>;

/** What a desk booking answers (of any schedule): a member's spends a credit, an unknown e-mail is a guest. */
export const deskBookedSchema = z.object({
  reservation: z.object({ id: z.string(), date: z.string(), time: z.string() }),
  kind: z.enum(["member", "guest"]),
  sessions: z.number().int().nullable(),
});

/** The desk form's own fields (the date and time come from the slot grid). */
export const adminBookFormSchema = adminBookRequestSchema.pick({ email: true, name: true });

/** A range's end date as the admin picks it (mass fills, closures). */
const rangeDate = z.string().refine(isBoundedDate, { error: "SELECT_DATES" }).meta({ example: "2025-09-01" });
const endNotBeforeStart = (r: { startDate: string; endDate: string }) => r.startDate <= r.endDate;
const endBeforeStart = { error: "RANGE_END_BEFORE_START", path: ["endDate"] };

const dateRange = z.object({ startDate: rangeDate, endDate: rangeDate });
export const dateRangeSchema = dateRange.refine(endNotBeforeStart, endBeforeStart);
/** A mass fill: a range of an hours schedule's dates (the gym floor unless said). */
export const blockRequestSchema = dateRange
  .extend({ schedule: hoursScheduleSchema })
  .refine(endNotBeforeStart, endBeforeStart);
export type BlockRequest = z.input<typeof blockRequestSchema>;

/** The longest closure, both ends included (a year, leap day and all): longer is a typing slip. */
export const CLOSURE_MAX_DAYS = 366;

/** Judged only on two real dates in order (the fields' own checks report the rest). */
const closureNotTooLong = (r: { startDate: string; endDate: string }) =>
  !isBoundedDate(r.startDate) ||
  !isBoundedDate(r.endDate) ||
  !endNotBeforeStart(r) ||
  daysBetween(r.startDate, r.endDate) + 1 <= CLOSURE_MAX_DAYS;

export const closureInputSchema = z
  .object({
    startDate: rangeDate,
    endDate: rangeDate,
    note: z.string().trim().max(NOTE_MAX).default(""),
    /** The location it shuts (decision 057); null: every location. */
    location: locationKeySchema.nullable().default(null),
  })
  .refine(endNotBeforeStart, endBeforeStart)
  .refine(closureNotTooLong, {
    error: "CLOSURE_TOO_LONG",
    path: ["endDate"],
    params: { max: CLOSURE_MAX_DAYS },
  });

/** Spec section 5: an integer ≥ 0. */
const capacity = z
  .number({ error: "CAPACITY_NOT_A_NUMBER" })
  .int({ error: "CAPACITY_NOT_A_NUMBER" })
  .min(0, { error: "CAPACITY_NOT_A_NUMBER" })
  .max(CAPACITY_MAX);
export const capacityInputSchema = z.object({ capacity });
/** The capacity page's form: a picked date and the capacity as typed. */
export const capacityFormSchema = z.object({
  date: z.string().refine(isBoundedDate, { error: "PICK_DATE" }),
  capacity: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: "CAPACITY_NOT_A_NUMBER" })
    .transform(Number)
    .pipe(capacity),
});

const reservationRef = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  schedule: scheduleKeySchema,
  /** Its numbered place, on a schedule with numbered places (decision 037). */
  place: z.number().int().nullable().optional(),
});
export type ReservationRef = z.infer<typeof reservationRef>;

export const slotViewSchema = z.object({
  time: z.string(),
  count: z.number().int(),
  max: z.number().int(),
  /** Bookings reached capacity, or a mass fill blocks the slot. */
  full: z.boolean(),
  blocked: z.boolean(),
  /** Can be booked now by whoever asked (members: not full, 15 minutes ahead; admins: not full, not ended). */
  available: z.boolean(),
  /** Why not, when not: the day is closed, the slot is full, inside the 15-minute cutoff, or started (ended for the desk). */
  unavailable: z.enum(["closed", "full", "tooLate", "started"]).nullable(),
});
export type SlotView = z.infer<typeof slotViewSchema>;

export const dayViewSchema = z.object({
  date: z.string(),
  today: z.string(),
  open: z.boolean(),
  closedReason: z.enum(["weekday", "closure", "capacity"]).nullable(),
  max: z.number().int(),
  slots: z.array(slotViewSchema),
  prevDay: z.string().nullable(),
  nextDay: z.string().nullable(),
});
export type DayView = z.infer<typeof dayViewSchema>;

export const memberDaySchema = dayViewSchema.extend({
  account: z.object({ sessions: z.number().int(), expiresOn: z.string().nullable(), expired: z.boolean() }),
  /** The member's booking on this date (shown with its cancel button while not past). */
  mine: reservationRef.nullable(),
  /** The member's reservation that has not started yet (the warning box). */
  active: reservationRef.nullable(),
});
export type MemberDay = z.infer<typeof memberDaySchema>;

export const bookedSchema = z.object({ reservation: reservationRef, sessions: z.number().int() });
export const cancelledSchema = z.object({
  sessionRestored: z.boolean(),
  sessions: z.number().int().nullable(),
});

export const adminReservationSchema = z.object({
  id: z.string(),
  kind: z.enum(["member", "guest"]),
  schedule: scheduleKeySchema,
  name: z.string(),
  email: z.string(),
  date: z.string(),
  time: z.string(),
  /** The slot has ended: the desk can no longer cancel it (nothing is offered that would be refused). */
  ended: z.boolean(),
  /** The desk's check-in mark (decision 013). */
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
  /** The slot has started: the booking can be marked attended or no-show. */
  started: z.boolean(),
  /** A week of a standing booking (decision 037), marked in the day table. */
  standing: z.boolean(),
  /** That standing booking, which the desk may end for the member (decision 037). */
  standingId: z.string().nullable(),
  /** The member's account (null: a guest), whose standing bookings the desk may list. */
  userId: z.string().nullable(),
  /** Its numbered place on a schedule with numbered places (decision 037), which the desk may change. */
  place: z.number().int().nullable(),
  /** The adult who holds the booked member as a dependant (family accounts), or null. */
  guardianName: z.string().nullish(),
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;
export const adminDayReservationsSchema = z.object({
  date: z.string(),
  reservations: z.array(adminReservationSchema),
  blockedSlots: z.number().int(),
});

export const notificationSchema = z.object({
  id: z.string(),
  /** 'reservation', or 'account_deleted' (a member deleted their account; no name or e-mail). */
  type: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  date: z.string(),
  time: z.string(),
  schedule: scheduleKeySchema,
  message: z.string(),
  /** The booking was cancelled since (the notification stays, marked). */
  cancelled: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const cancellationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  date: z.string(),
  time: z.string(),
  cancelledAt: z.string(),
  schedule: scheduleKeySchema,
  reason: z.enum(["VALID_CANCELLATION", "ADMIN_CANCELLATION"]),
  sessionRestored: z.boolean(),
});
export type CancellationView = z.infer<typeof cancellationViewSchema>;

export const sessionStatusSchema = z.enum(["ok", "noSessions", "expired", "unknown", "guest"]);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
export const sessionsCheckSchema = z.object({
  date: z.string(),
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      time: z.string(),
      schedule: scheduleKeySchema,
      sessionsBefore: z.number().int().nullable(),
      activeSessions: z.number().int().nullable(),
      status: sessionStatusSchema,
    }),
  ),
  warnings: z.array(
    z.object({
      kind: z.enum(["bookedWithoutSessions", "bookedWithExpiredPackage", "ledgerMismatch"]),
      name: z.string(),
      email: z.string(),
      time: z.string().nullable(),
    }),
  ),
});
export type SessionsCheck = z.infer<typeof sessionsCheckSchema>;

export const capacityViewSchema = z.object({ date: z.string(), capacity: z.number().int().nullable() });

export const closureViewSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string(),
  /** The location it shuts; null: every location. */
  location: z.string().nullable(),
});
export type ClosureView = z.infer<typeof closureViewSchema>;

export const blockBatchSchema = z.object({
  batchId: z.string(),
  /** The hours schedule whose slots it blocks. */
  schedule: scheduleKeySchema,
  startDate: z.string(),
  endDate: z.string(),
  slots: z.number().int(),
});
export type BlockBatch = z.infer<typeof blockBatchSchema>;
