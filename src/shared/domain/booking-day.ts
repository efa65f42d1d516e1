import { type Audience, bookingWindow, type ClosedReason, closedReasonFor } from "./booking-rules.js";
import {
  type Closure,
  capacityFor,
  isValidDate,
  minutesUntilSlot,
  nextOpenDay,
  slotTimesFor,
} from "./schedule.js";
import type { StudioRules } from "./studio-rules.js";

/**
 * One day of the booking calendar as members and admins see it, computed from the day's raw data
 * (bookings per slot, blocks, the capacity override, closures). Pure, so both sides share it.
 */

/** Bookings in one slot (member and guest entries) and whether a mass fill blocks it. */
export type SlotTally = { time: string; count: number; blocked: boolean };

export type CalendarData = {
  /** The studio's rules as they were read with the day. */
  rules: StudioRules;
  closures: readonly Closure[];
  /** Dates whose capacity override is 0 (closed days). */
  zeroCapacityDates: readonly string[];
};

/** Why a slot cannot be booked by whoever asked, so a greyed slot can say so. */
export type SlotUnavailable = "closed" | "full" | "tooLate" | "started";

export type SlotState = {
  time: string;
  count: number;
  max: number;
  full: boolean;
  blocked: boolean;
  available: boolean;
  unavailable: SlotUnavailable | null;
};

export type DayState = {
  date: string;
  today: string;
  open: boolean;
  closedReason: ClosedReason | null;
  max: number;
  slots: SlotState[];
  prevDay: string | null;
  nextDay: string | null;
};

/** The predicate `nextOpenDay` needs, from the calendar's data. */
export function openDayPredicate(data: CalendarData): (date: string) => boolean {
  const zero = new Set(data.zeroCapacityDates);
  return (date) =>
    isValidDate(date) && closedReasonFor(date, data.closures, zero.has(date) ? 0 : null, data.rules) === null;
}

/** The day the booking modal opens on: `from` when open, else the next open day (or `from` if none). */
export function firstOpenDay(from: string, data: CalendarData, today: string): string {
  const isOpen = openDayPredicate(data);
  if (isOpen(from)) return from;
  return nextOpenDay(from, 1, isOpen, today) ?? from;
}

/** The count a full check should use: a blocked slot counts as full. */
export function effectiveCount(tally: Pick<SlotTally, "count" | "blocked"> | undefined, max: number): number {
  if (!tally) return 0;
  return tally.blocked ? Math.max(tally.count, max) : tally.count;
}

export function buildDayState(input: {
  date: string;
  today: string;
  now: Date;
  tz: string;
  audience: Audience;
  data: CalendarData;
  override: number | null;
  tallies: readonly SlotTally[];
}): DayState {
  const { date, today, now, tz } = input;
  const { rules } = input.data;
  const reason = closedReasonFor(date, input.data.closures, input.override, rules);
  const max = reason ? 0 : capacityFor(date, input.override, rules);
  const byTime = new Map(input.tallies.map((t) => [t.time, t]));
  const pastDay = date < today;
  const slots = slotTimesFor(date, rules).map((time): SlotState => {
    const tally = byTime.get(time);
    const count = tally?.count ?? 0;
    const blocked = tally?.blocked ?? false;
    const full = max > 0 && (blocked || count >= max);
    const window = pastDay
      ? "ended"
      : bookingWindow(input.audience, minutesUntilSlot(now, date, time, tz), rules, rules.slotMinutes);
    const unavailable: SlotUnavailable | null = reason
      ? "closed"
      : window === "ended" || window === "started"
        ? "started"
        : full
          ? "full"
          : window;
    return { time, count, max, full, blocked, available: unavailable === null, unavailable };
  });
  const isOpen = openDayPredicate(input.data);
  return {
    date,
    today,
    open: reason === null,
    closedReason: reason,
    max,
    slots,
    prevDay: nextOpenDay(date, -1, isOpen, today),
    nextDay: nextOpenDay(date, 1, isOpen, today),
  };
}
