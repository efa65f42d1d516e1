import { addDays, daysBetween, isValidDate, minutesUntilSlot } from "./schedule.js";

/** Monthly attendance statistics (spec sections 4 and 9). */

export const HEAVY_MIN_VISITS = 8;
export const REGULAR_MIN_VISITS = 3;
/** A member is dormant when the last visit is more than this many days before today. */
export const DORMANT_AFTER_DAYS = 14;

export type AttendanceStatus = "inactive" | "dormant" | "heavy" | "regular" | "low";

/**
 * Checked in order: inactive (0 visits), dormant (last visit more than 14 days before today),
 * heavy (8 or more), regular (3-7), low (1-2). Dates are studio 'YYYY-MM-DD' strings.
 */
export function attendanceStatus(input: {
  visits: number;
  lastVisit: string | null;
  today: string;
}): AttendanceStatus {
  if (input.visits <= 0) return "inactive";
  if (input.lastVisit !== null && daysBetween(input.lastVisit, input.today) > DORMANT_AFTER_DAYS)
    return "dormant";
  if (input.visits >= HEAVY_MIN_VISITS) return "heavy";
  if (input.visits >= REGULAR_MIN_VISITS) return "regular";
  return "low";
}

function roundTo1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Average visits per visitor, 1 decimal; 0 when nobody visited. */
export function averageVisits(visits: number, visitors: number): number {
  return visitors > 0 ? roundTo1(visits / visitors) : 0;
}

/** (reservations - visits) / reservations * 100, 1 decimal; 0 when there are no reservations. */
export function cancellationRate(reservations: number, visits: number): number {
  return reservations > 0 ? roundTo1(((reservations - visits) / reservations) * 100) : 0;
}

/** The desk's check-in marks (decision 013): an unmarked booking whose slot has passed is a visit. */
export const ATTENDANCE_MARKS = ["attended", "no_show"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
/** What a member's no-show did to the booked session: given back (default) or forfeited (the studio's setting). */
export const NO_SHOW_SESSION_EFFECTS = ["restored", "forfeited"] as const;
export type NoShowSessionEffect = (typeof NO_SHOW_SESSION_EFFECTS)[number];
/** The statuses in the spec's order (section 4), which is also the order of the status split. */
export const ATTENDANCE_STATUSES = [
  "inactive",
  "dormant",
  "heavy",
  "regular",
  "low",
] as const satisfies readonly AttendanceStatus[];

/** A booking can be marked attended or no-show once its slot has started (and ever after). */
export function canMarkAttendance(input: { now: Date; tz: string; date: string; time: string }): boolean {
  return minutesUntilSlot(input.now, input.date, input.time, input.tz) <= 0;
}

/** 'YYYY-MM' of a real month. */
export function isValidMonth(month: string): boolean {
  return /^\d{4}-\d{2}$/.test(month) && isValidDate(`${month}-01`);
}

/** The first and last studio dates of a month 'YYYY-MM'. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(shiftMonth(first, 1), -1) };
}

/** The month `n` months after (or before) the month of `date` ('YYYY-MM-DD' or 'YYYY-MM'), as 'YYYY-MM-01'. */
function shiftMonth(date: string, n: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + n;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-01`;
}

/** The month before or after 'YYYY-MM', as 'YYYY-MM'. */
export function addMonths(month: string, n: number): string {
  return shiftMonth(month, n).slice(0, 7);
}

/**
 * The day a month's statuses are judged on ("dormant" counts days back from it): today while the
 * month runs (or is still to come), the month's last day once it is over, so a past month keeps
 * the statuses it ended with.
 */
export function statusDay(month: string, today: string): string {
  const { last } = monthRange(month);
  return last < today ? last : today;
}

/** Cancelled bookings over all bookings made for the month (kept and cancelled), in %, 1 decimal. */
export function cancelledShare(bookingsMade: number, cancelled: number): number {
  return cancellationRate(bookingsMade, bookingsMade - cancelled);
}
