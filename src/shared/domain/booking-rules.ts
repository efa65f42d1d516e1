import {
  BOOKING_CUTOFF_MINUTES,
  CANCEL_CUTOFF_MINUTES,
  type Closure,
  capacityFor,
  isClosedDate,
  isSlotTime,
  isSunday,
  isValidDate,
  minutesUntilSlot,
  studioToday,
} from "./schedule.js";

/** Reasons a member booking is refused (spec sections 5 and 8). */
export type BookingErrorCode =
  | "SUNDAY_CLOSED"
  | "DAY_CLOSED"
  | "PAST_DATE"
  | "NOT_A_SLOT"
  | "SLOT_FULL"
  | "TOO_LATE_TO_BOOK"
  | "NO_ACTIVE_PACKAGE"
  | "PACKAGE_EXPIRED"
  | "NO_SESSIONS_LEFT"
  | "ALREADY_BOOKED_THIS_DAY"
  | "ACTIVE_RESERVATION_EXISTS";

export type BookingError =
  | { code: "SLOT_FULL"; params: { count: number; max: number } }
  | { code: Exclude<BookingErrorCode, "SLOT_FULL">; params?: undefined };

export type BookingAccount = { exists: boolean; sessions: number; expiresAt: Date | null };

export type BookingCheckInput = {
  now: Date;
  tz: string;
  date: string;
  time: string;
  closures: readonly Closure[];
  capacityOverride: number | null;
  /** Bookings already in the slot (any kind: member, guest, blocking entry). */
  bookedCount: number;
  account: BookingAccount | null;
  /** The member already has a reservation on `date`. */
  hasReservationThatDay: boolean;
  /** The member has a reservation whose slot has not started yet. */
  hasActiveFutureReservation: boolean;
};

function fail(code: Exclude<BookingErrorCode, "SLOT_FULL">): BookingError {
  return { code };
}

/**
 * Checks a member booking; returns the first failed rule or null.
 * Order: calendar (Sunday, closed day, past date, not a slot / slot already started), then the spec's
 * order (slot full, 15-minute cutoff, account, package expiry, sessions), then one booking per day,
 * then one active reservation at a time.
 */
export function checkBooking(input: BookingCheckInput): BookingError | null {
  const { now, tz, date, time } = input;
  if (!isValidDate(date)) return fail("NOT_A_SLOT");
  if (isSunday(date)) return fail("SUNDAY_CLOSED");
  const max = capacityFor(date, input.capacityOverride);
  if (isClosedDate(date, input.closures) || max <= 0) return fail("DAY_CLOSED");
  if (date < studioToday(now, tz)) return fail("PAST_DATE");
  if (!isSlotTime(date, time)) return fail("NOT_A_SLOT");
  const minutesLeft = minutesUntilSlot(now, date, time, tz);
  if (minutesLeft <= 0) return fail("NOT_A_SLOT");

  if (input.bookedCount >= max) return { code: "SLOT_FULL", params: { count: input.bookedCount, max } };
  if (minutesLeft < BOOKING_CUTOFF_MINUTES) return fail("TOO_LATE_TO_BOOK");
  const account = input.account;
  if (!account?.exists) return fail("NO_ACTIVE_PACKAGE");
  if (account.expiresAt === null || account.expiresAt.getTime() < now.getTime()) {
    return fail("PACKAGE_EXPIRED");
  }
  if (account.sessions <= 0) return fail("NO_SESSIONS_LEFT");

  if (input.hasReservationThatDay) return fail("ALREADY_BOOKED_THIS_DAY");
  if (input.hasActiveFutureReservation) return fail("ACTIVE_RESERVATION_EXISTS");
  return null;
}

export type CancellationErrorCode = "SLOT_STARTED" | "CANCEL_TOO_LATE";

export type CancellationCheckInput = { now: Date; tz: string; date: string; time: string };

export type CancellationCheck = {
  code: CancellationErrorCode | null;
  /** Whole minutes until the slot starts (floored; negative once started). */
  minutesRemaining: number;
};

/** A reservation may be cancelled until 60 minutes before its slot, judged by server time. */
export function checkCancellation(input: CancellationCheckInput): CancellationCheck {
  const exact = minutesUntilSlot(input.now, input.date, input.time, input.tz);
  const minutesRemaining = Math.floor(exact);
  if (exact <= 0) return { code: "SLOT_STARTED", minutesRemaining };
  if (exact < CANCEL_CUTOFF_MINUTES) return { code: "CANCEL_TOO_LATE", minutesRemaining };
  return { code: null, minutesRemaining };
}
