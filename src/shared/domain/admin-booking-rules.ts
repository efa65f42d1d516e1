import type { BookingAccount } from "./booking-rules.js";
import {
  type Closure,
  capacityFor,
  isClosedDate,
  isSlotTime,
  isSunday,
  isValidDate,
  minutesUntilSlot,
  SLOT_MINUTES,
  studioToday,
} from "./schedule.js";

/**
 * A booking made by an admin at the front desk (decision record 002): the calendar and capacity
 * hold as for members, but the desk may book until the slot ends (no 15-minute cutoff) and is not
 * bound by the member's one-active-reservation rule. A booking for a member's e-mail spends that
 * member's package exactly as the member's own booking would, and one per member per date holds.
 */

export type AdminBookingErrorCode =
  | "NOT_A_SLOT"
  | "SUNDAY_CLOSED"
  | "DAY_CLOSED"
  | "PAST_DATE"
  | "SLOT_ENDED"
  | "SLOT_FULL"
  | "NO_ACTIVE_PACKAGE"
  | "PACKAGE_EXPIRED"
  | "NO_SESSIONS_LEFT"
  | "ALREADY_BOOKED_THIS_DAY";

export type AdminBookingError =
  | { code: "SLOT_FULL"; params: { count: number; max: number } }
  | { code: Exclude<AdminBookingErrorCode, "SLOT_FULL">; params?: undefined };

export type AdminBookingInput = {
  now: Date;
  tz: string;
  date: string;
  time: string;
  closures: readonly Closure[];
  capacityOverride: number | null;
  /** Bookings in the slot, a blocked slot counting as full (see `effectiveCount`). */
  bookedCount: number;
  /** Present when the e-mail belongs to a member; absent for a guest. */
  member?: { account: BookingAccount | null; hasReservationThatDay: boolean };
};

const fail = (code: Exclude<AdminBookingErrorCode, "SLOT_FULL">): AdminBookingError => ({ code });

export function checkAdminBooking(input: AdminBookingInput): AdminBookingError | null {
  const { now, tz, date, time } = input;
  if (!isValidDate(date)) return fail("NOT_A_SLOT");
  if (isSunday(date)) return fail("SUNDAY_CLOSED");
  const max = capacityFor(date, input.capacityOverride);
  if (isClosedDate(date, input.closures) || max <= 0) return fail("DAY_CLOSED");
  if (date < studioToday(now, tz)) return fail("PAST_DATE");
  if (!isSlotTime(date, time)) return fail("NOT_A_SLOT");
  if (minutesUntilSlot(now, date, time, tz) <= -SLOT_MINUTES) return fail("SLOT_ENDED");
  if (input.bookedCount >= max) return { code: "SLOT_FULL", params: { count: input.bookedCount, max } };

  const member = input.member;
  if (!member) return null;
  if (!member.account?.exists) return fail("NO_ACTIVE_PACKAGE");
  const { expiresAt, sessions } = member.account;
  if (expiresAt === null || expiresAt.getTime() < now.getTime()) return fail("PACKAGE_EXPIRED");
  if (sessions <= 0) return fail("NO_SESSIONS_LEFT");
  if (member.hasReservationThatDay) return fail("ALREADY_BOOKED_THIS_DAY");
  return null;
}

/** Admins may cancel until the slot ends; the member's session is always restored. */
export function checkAdminCancellation(input: { now: Date; tz: string; date: string; time: string }): {
  code: "SLOT_ENDED" | null;
  minutesRemaining: number;
} {
  const exact = minutesUntilSlot(input.now, input.date, input.time, input.tz);
  return { code: exact <= -SLOT_MINUTES ? "SLOT_ENDED" : null, minutesRemaining: Math.floor(exact) };
}
