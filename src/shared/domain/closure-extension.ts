import { TZDate } from "@date-fns/tz";
import { addDays, daysBetween, studioToday } from "./schedule";

/**
 * Extending packages over a closure (decision 020): pure rules, in studio time.
 * A package kind is a kind of credit's expiry (decision 038) or the nutrition package's.
 */

/** 'nutrition' or a credit kind's key. */
export type ExtendedKind = string;

/** A closure's length in calendar days, both ends included (10–23 August: 14). */
export function closureLengthDays(closure: { startDate: string; endDate: string }): number {
  return daysBetween(closure.startDate, closure.endDate) + 1;
}

/**
 * Whether a package was valid on the closure's first day: it expires on that studio date or later
 * (an expiry is the end of its day, so one ending on the first day still held that day), and it was
 * bought before that day (a package bought during the closure lost nothing). An unknown purchase
 * date counts as before.
 */
export function validOnFirstDay(
  pkg: { expiresAt: Date | null; startedAt: Date | null },
  firstDay: string,
  tz: string,
): boolean {
  if (pkg.expiresAt === null) return false;
  if (studioToday(pkg.expiresAt, tz) < firstDay) return false;
  return pkg.startedAt === null || studioToday(pkg.startedAt, tz) < firstDay;
}

/** The expiry `days` calendar days later at the same studio wall-clock time (safe across DST changes). */
export function extendedExpiry(expiresAt: Date, days: number, tz: string): Date {
  const local = new TZDate(expiresAt.getTime(), tz);
  const moved = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + days,
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
    tz,
  );
  return new Date(moved.getTime());
}

/**
 * The days of a closure an extension counts: its dates that no closure already extended covers, so
 * each closed day moves a package once (two overlapping closures extended one after the other add
 * the overlap once). Closures may no longer overlap; this keeps older overlaps honest.
 */
export function daysToExtend(
  closure: { startDate: string; endDate: string },
  extended: readonly { startDate: string; endDate: string }[],
): number {
  let days = 0;
  for (let i = 0; i < closureLengthDays(closure); i++) {
    const date = addDays(closure.startDate, i);
    if (!extended.some((e) => e.startDate <= date && date <= e.endDate)) days += 1;
  }
  return days;
}
