import { addDays, dayOfWeek } from "./schedule.js";

/**
 * Standing bookings (decision 037): the same schedule, weekday and time every week. Pure
 * date rules shared by the server's job and the screens.
 */

/** Why a standing booking ended: the member or the desk ended it, its last date passed, its package ended. */
export const STANDING_END_REASONS = ["member", "desk", "finished", "package"] as const;
export type StandingEndReason = (typeof STANDING_END_REASONS)[number];

/** The longest a standing booking may run, in weeks (a schedule's own cap is at most this). */
export const STANDING_WEEKS_MAX = 52;
/** The furthest the job books ahead (`StudioRules.standingHorizonDays`). */
export const STANDING_HORIZON_MAX_DAYS = 56;

/** How a standing booking ends: after a number of weeks, on a date, or when the package ends. */
export type StandingEnd =
  | { kind: "weeks"; weeks: number }
  | { kind: "until"; until: string }
  | { kind: "package" };

/** The last date an occurrence may fall on (null: until the package ends). */
export function standingLastDate(startsOn: string, end: StandingEnd): string | null {
  if (end.kind === "weeks") return addDays(startsOn, 7 * (end.weeks - 1));
  if (end.kind === "until") return end.until;
  return null;
}

/** The first date on or after `from` falling on `weekday` (0 = Sunday). */
export function nextOnWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - dayOfWeek(from) + 7) % 7);
}

/**
 * The date the job handles next for a series: the first of its weekday after the last handled
 * (`bookedThrough`), not before its first date nor before today (a date missed while no job ran is
 * not booked late).
 */
export function nextStandingDate(
  s: { weekday: number; startsOn: string; bookedThrough: string | null },
  today: string,
): string {
  const after = s.bookedThrough ? addDays(s.bookedThrough, 1) : s.startsOn;
  const from = [after, s.startsOn, today].sort().at(-1)!;
  return nextOnWeekday(from, s.weekday);
}

/** Whether a last date lies beyond a schedule's cap of weeks from the first date. */
export function beyondWeeksCap(startsOn: string, lastDate: string, maxWeeks: number): boolean {
  return lastDate > addDays(startsOn, 7 * (maxWeeks - 1));
}
