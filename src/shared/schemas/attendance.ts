import { z } from "zod";
import {
  ATTENDANCE_MARKS,
  ATTENDANCE_STATUSES,
  isValidMonth,
  NO_SHOW_SESSION_EFFECTS,
} from "../domain/attendance";
import { DATE_MAX, DATE_MIN } from "./dates";
import { locationKeySchema } from "./locations";

/** Attendance statistics, the studio's attendance setting and the desk's check-in marks. */

/** A month 'YYYY-MM' within the dates the studio calendar accepts. */
const MONTH_MESSAGE = "must be a month written YYYY-MM, between 2000 and 2100";
export const monthSchema = z
  .string()
  .max(7, MONTH_MESSAGE)
  .refine((m) => isValidMonth(m) && m >= DATE_MIN.slice(0, 7) && m <= DATE_MAX.slice(0, 7), MONTH_MESSAGE)
  .meta({ example: "2025-09" });
/** A month's statistics of one location (decision 057); without one, of every location. */
export const monthQuerySchema = z.object({
  month: monthSchema.optional(),
  location: locationKeySchema.optional(),
});

export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

export const attendanceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  visits: z.number().int(),
  noShows: z.number().int(),
  /** The member's last visit on or before the status day (it may be in an earlier month). */
  lastVisit: z.string().nullable(),
  status: attendanceStatusSchema,
});
export type AttendanceMember = z.infer<typeof attendanceMemberSchema>;

export const attendanceStatsSchema = z.object({
  month: z.string(),
  /** The day statuses are judged on: today, or the month's last day once it is over. */
  statusDay: z.string(),
  summary: z.object({
    /**
     * Members counted: a valid package or a session left today, or a visit in the month; an erased
     * account by its visits, without a name (the list leaves it out).
     */
    members: z.number().int(),
    /** Members with at least one visit in the month. */
    visitors: z.number().int(),
    visits: z.number().int(),
    averageVisits: z.number(),
    /** Members' bookings made for the month's dates, kept or cancelled. */
    bookings: z.number().int(),
    cancellations: z.number().int(),
    cancellationRate: z.number(),
    noShows: z.number().int(),
  }),
  statuses: z.object(
    Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof ATTENDANCE_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  /** Every date of the month with its visits. */
  days: z.array(z.object({ date: z.string(), visits: z.number().int() })),
  members: z.array(attendanceMemberSchema),
  /**
   * Per location, beside the total: only in the total view of a studio with two or more locations.
   * Visits, bookings, cancellations and no-shows add up to the total's; visitors do not (a member
   * may visit both).
   */
  byLocation: z
    .array(
      z.object({
        location: locationKeySchema,
        visits: z.number().int(),
        visitors: z.number().int(),
        bookings: z.number().int(),
        cancellations: z.number().int(),
        noShows: z.number().int(),
      }),
    )
    .optional(),
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

export const attendanceMarkSchema = z.object({ status: z.enum(ATTENDANCE_MARKS) });
export const attendanceMarkedSchema = z.object({
  id: z.string(),
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
  /** For a member's no-show: whether the session came back or was forfeited. */
  session: z.enum(NO_SHOW_SESSION_EFFECTS).nullable(),
  /** The member's gym sessions after the change (null for guests or when unchanged). */
  sessions: z.number().int().nullable(),
});
export type AttendanceMarked = z.infer<typeof attendanceMarkedSchema>;
