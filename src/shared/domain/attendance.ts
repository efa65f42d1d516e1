import { daysBetween } from "./schedule.js";

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
