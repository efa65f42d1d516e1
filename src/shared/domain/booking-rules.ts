import type { ErrorCode } from "../errors.js";
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
  SLOT_MINUTES,
  studioToday,
} from "./schedule.js";

/**
 * Every booking rule, once, composed per audience (spec sections 3, 4, 5 and 8; decision record 002):
 * the calendar (is the day open, is it a slot), the booking window (members until 15 minutes before a
 * slot, the desk until it ends), capacity, the package, one booking per day, one active reservation
 * (members only), and the cancellation windows. Pure, so the server decides and the day view shows
 * the same answers.
 */

/** Who books: the member for themself, or the admin at the front desk. */
export type Audience = "member" | "admin";
export type ClosedReason = "sunday" | "closure" | "capacity";

/** Why a day is closed (Sunday, a closure, capacity 0), or null when it is open: the one 'is the day open'. */
export function closedReasonFor(
  date: string,
  closures: readonly Closure[],
  override: number | null,
): ClosedReason | null {
  if (isSunday(date)) return "sunday";
  if (isClosedDate(date, closures)) return "closure";
  if (capacityFor(date, override) <= 0) return "capacity";
  return null;
}

/**
 * Whether a slot's time still lets this audience book it: members need at least 15 minutes before it
 * starts ('started' once it has, 'tooLate' inside the cutoff); the desk may book until it ends.
 */
export function bookingWindow(
  audience: Audience,
  minutesLeft: number,
): "started" | "tooLate" | "ended" | null {
  if (audience === "admin") return minutesLeft > -SLOT_MINUTES ? null : "ended";
  if (minutesLeft <= 0) return "started";
  return minutesLeft < BOOKING_CUTOFF_MINUTES ? "tooLate" : null;
}

/** A package whose expiry instant has passed (the studio clock decides, never the browser's). */
export function hasExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() < now.getTime();
}

/** What a member booking may answer when refused, in the order they are checked. */
export const MEMBER_BOOKING_REFUSALS = [
  "NOT_A_SLOT",
  "SUNDAY_CLOSED",
  "DAY_CLOSED",
  "PAST_DATE",
  "SLOT_FULL",
  "TOO_LATE_TO_BOOK",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
  "ACTIVE_RESERVATION_EXISTS",
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
] as const satisfies readonly ErrorCode[];

/** What a desk booking may answer when refused. */
export const DESK_BOOKING_REFUSALS = [
  "NOT_A_SLOT",
  "SUNDAY_CLOSED",
  "DAY_CLOSED",
  "PAST_DATE",
  "SLOT_ENDED",
  "SLOT_FULL",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
] as const satisfies readonly ErrorCode[];

export const MEMBER_CANCELLATION_REFUSALS = ["SLOT_STARTED", "CANCEL_TOO_LATE"] as const;
/** ATTENDANCE_MARKED: a booking checked in or marked no-show is attendance history (undo the mark first). */
export const DESK_CANCELLATION_REFUSALS = ["SLOT_ENDED", "ATTENDANCE_MARKED"] as const;

export type BookingErrorCode =
  | (typeof MEMBER_BOOKING_REFUSALS)[number]
  | (typeof DESK_BOOKING_REFUSALS)[number];
export type BookingError =
  | { code: "SLOT_FULL"; params: { count: number; max: number } }
  | { code: Exclude<BookingErrorCode, "SLOT_FULL">; params?: undefined };

export type BookingAccount = { exists: boolean; sessions: number; expiresAt: Date | null };

/** The slot as both audiences' checks see it. */
type SlotInput = {
  now: Date;
  tz: string;
  date: string;
  time: string;
  closures: readonly Closure[];
  capacityOverride: number | null;
  /** Bookings in the slot, a blocked slot counting as full (see `effectiveCount`). */
  bookedCount: number;
};

const fail = (code: Exclude<BookingErrorCode, "SLOT_FULL">): BookingError => ({ code });

/** The calendar, the audience's booking window and capacity, in the spec's order. */
function slotRefusal(input: SlotInput, audience: Audience): BookingError | null {
  const { now, tz, date, time } = input;
  if (!isValidDate(date)) return fail("NOT_A_SLOT");
  const closed = closedReasonFor(date, input.closures, input.capacityOverride);
  if (closed === "sunday") return fail("SUNDAY_CLOSED");
  if (closed) return fail("DAY_CLOSED");
  if (date < studioToday(now, tz)) return fail("PAST_DATE");
  if (!isSlotTime(date, time)) return fail("NOT_A_SLOT");
  const window = bookingWindow(audience, minutesUntilSlot(now, date, time, tz));
  if (window === "started") return fail("NOT_A_SLOT");
  if (window === "ended") return fail("SLOT_ENDED");
  const max = capacityFor(date, input.capacityOverride);
  if (input.bookedCount >= max) return { code: "SLOT_FULL", params: { count: input.bookedCount, max } };
  if (window === "tooLate") return fail("TOO_LATE_TO_BOOK");
  return null;
}

/**
 * The package: an account, not expired, a session left; then one booking per member per date. The
 * Pilates rules (`pilates.ts`) compose it with the Pilates balance and their own codes.
 */
export function memberRefusal(
  account: BookingAccount | null,
  now: Date,
  hasReservationThatDay: boolean,
): BookingError | null {
  if (!account?.exists) return fail("NO_ACTIVE_PACKAGE");
  if (account.expiresAt === null || hasExpired(account.expiresAt, now)) return fail("PACKAGE_EXPIRED");
  if (account.sessions <= 0) return fail("NO_SESSIONS_LEFT");
  if (hasReservationThatDay) return fail("ALREADY_BOOKED_THIS_DAY");
  return null;
}

export type BookingCheckInput = SlotInput & {
  account: BookingAccount | null;
  /** The member already has a reservation on `date`. */
  hasReservationThatDay: boolean;
  /** The member has a reservation whose slot has not started yet. */
  hasActiveFutureReservation: boolean;
  /** Theirs is a Pilates class and the studio counts one active reservation across both schedules. */
  activeOnOtherSchedule?: boolean;
};

/** A member's own booking: the first failed rule, or null. */
export function checkBooking(input: BookingCheckInput): BookingError | null {
  return (
    slotRefusal(input, "member") ??
    memberRefusal(input.account, input.now, input.hasReservationThatDay) ??
    (input.hasActiveFutureReservation
      ? fail(input.activeOnOtherSchedule ? "ACTIVE_RESERVATION_OTHER_SCHEDULE" : "ACTIVE_RESERVATION_EXISTS")
      : null)
  );
}

export type AdminBookingInput = SlotInput & {
  /** Present when the e-mail belongs to a member; absent for a guest. */
  member?: { account: BookingAccount | null; hasReservationThatDay: boolean };
};

/**
 * A front-desk booking: the calendar and capacity hold as for members, the desk may book until the
 * slot ends and is not bound by the one-active-reservation rule; a member's package is checked as
 * for their own booking, a guest has none.
 */
export function checkAdminBooking(input: AdminBookingInput): BookingError | null {
  const refused = slotRefusal(input, "admin");
  if (refused || !input.member) return refused;
  return memberRefusal(input.member.account, input.now, input.member.hasReservationThatDay);
}

export type CancellationErrorCode =
  | (typeof MEMBER_CANCELLATION_REFUSALS)[number]
  | (typeof DESK_CANCELLATION_REFUSALS)[number];

/** `minutes`: how long the slot or class lasts (the desk may cancel until it ends); an hour by default. */
export type CancellationCheckInput = { now: Date; tz: string; date: string; time: string; minutes?: number };

export type CancellationCheck = {
  code: CancellationErrorCode | null;
  /** Whole minutes until the slot starts (floored; negative once started). */
  minutesRemaining: number;
};

/**
 * Members cancel until 60 minutes before their slot; the desk until the slot ends. Judged by server
 * time; the member's session is restored either way.
 */
export function checkCancellation(
  input: CancellationCheckInput,
  audience: Audience = "member",
): CancellationCheck {
  const exact = minutesUntilSlot(input.now, input.date, input.time, input.tz);
  const minutesRemaining = Math.floor(exact);
  const length = input.minutes ?? SLOT_MINUTES;
  if (audience === "admin") return { code: exact <= -length ? "SLOT_ENDED" : null, minutesRemaining };
  if (exact <= 0) return { code: "SLOT_STARTED", minutesRemaining };
  if (exact < CANCEL_CUTOFF_MINUTES) return { code: "CANCEL_TOO_LATE", minutesRemaining };
  return { code: null, minutesRemaining };
}
