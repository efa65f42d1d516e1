import { dayOfWeek } from "./schedule";

/** Workout programs' pure rules (spec sections 3, 5 and 9): weekdays, the selection rule, today's day. */

/** Weekday keys in the week's order, Monday first (spec section 3). */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAYS_PER_WEEK_MIN = 3;
export const DAYS_PER_WEEK_MAX = 7;
export const DEFAULT_DAYS_PER_WEEK = 3;
export const DEFAULT_WEEKDAYS: readonly Weekday[] = ["monday", "wednesday", "friday"];

/** Keys in the week's order (Monday first), each once. */
export function inWeekOrder(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/**
 * A weekday's checkbox pressed with `perWeek` days per week: a chosen day is dropped; a new one is
 * added only while fewer than `perWeek` are chosen (a checkbox cannot exceed N).
 */
export function toggleWeekday(selected: readonly Weekday[], day: Weekday, perWeek: number): Weekday[] {
  if (selected.includes(day)) return selected.filter((d) => d !== day);
  if (selected.length >= perWeek) return [...selected];
  return inWeekOrder([...selected, day]);
}

/** Days per week lowered: the selection keeps its first `perWeek` days in the week's order. */
export function trimWeekdays(selected: readonly Weekday[], perWeek: number): Weekday[] {
  return inWeekOrder(selected).slice(0, perWeek);
}

/** The weekday key of a studio date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(dayOfWeek(date) + 6) % 7]!;
}

/**
 * The member's days as they read them: when today is a training day it comes first and the week
 * goes on from there (wrapping to the start); otherwise the week's order.
 */
export function daysFromToday<D extends { dayKey: Weekday }>(days: readonly D[], today: Weekday): D[] {
  const ordered = WEEKDAYS.flatMap((k) => days.filter((d) => d.dayKey === k));
  const at = ordered.findIndex((d) => d.dayKey === today);
  return at < 0 ? ordered : [...ordered.slice(at), ...ordered.slice(0, at)];
}

/**
 * The program a member follows today: the one that started most recently (on or before today;
 * among equal starts the newest written), else the next one to start.
 */
export function currentProgram<P extends { startDate: string; createdAt: string }>(
  programs: readonly P[],
  today: string,
): P | null {
  const started = programs.filter((p) => p.startDate <= today);
  const newest = (a: P, b: P) =>
    b.startDate.localeCompare(a.startDate) || b.createdAt.localeCompare(a.createdAt);
  if (started.length) return [...started].sort(newest)[0]!;
  const upcoming = programs.filter((p) => p.startDate > today);
  return (
    [...upcoming].sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || b.createdAt.localeCompare(a.createdAt),
    )[0] ?? null
  );
}
