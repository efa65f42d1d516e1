import type { ErrorCode } from "../errors/index.js";
import { type LocationKey, type ValidAt, validAtLocation } from "./locations.js";
import {
  type Closure,
  capacityFor,
  dayOfWeek,
  isClosedDate,
  isClosedWeekday,
  isSlotTime,
  isValidDate,
  minutesUntilSlot,
  studioToday,
} from "./schedule.js";
import { GYM, type Schedule } from "./schedules.js";
import type { StudioRules } from "./studio-rules.js";

/**
 * Every booking rule, once, composed per audience (spec sections 3, 4, 5 and 8; decision record 002):
 * the calendar (is the day open, is it a slot), the booking window (members until the booking cutoff
 * before a slot, the desk until it ends), capacity, the package, one booking per day, the limit of
 * active reservations (members only), and the cancellation windows. Every number comes from the
 * studio's rules (`studio-rules.ts`). Pure, so the server decides and the day view shows the same
 * answers.
 */

/** Who books: the member for themself, or the admin at the front desk. */
export type Audience = "member" | "admin";
export type ClosedReason = "weekday" | "closure" | "capacity";

/** Why a day is closed (a weekday without hours, a closure, capacity 0), or null when it is open: the one 'is the day open'. */
export function closedReasonFor(
  date: string,
  closures: readonly Closure[],
  override: number | null,
  rules: Pick<StudioRules, "hours" | "defaultCapacity">,
): ClosedReason | null {
  if (isClosedWeekday(date, rules)) return "weekday";
  if (isClosedDate(date, closures)) return "closure";
  if (capacityFor(date, override, rules) <= 0) return "capacity";
  return null;
}

/**
 * Whether a slot's time still lets this audience book it: members need the booking cutoff before it
 * starts ('started' once it has, 'tooLate' inside the cutoff); the desk may book until it ends
 * (`minutes`: how long the slot or class lasts).
 */
export function bookingWindow(
  audience: Audience,
  minutesLeft: number,
  rules: Pick<StudioRules, "bookingCutoffMinutes">,
  minutes: number,
): "started" | "tooLate" | "ended" | null {
  if (audience === "admin") return minutesLeft > -minutes ? null : "ended";
  if (minutesLeft <= 0) return "started";
  return minutesLeft < rules.bookingCutoffMinutes ? "tooLate" : null;
}

/**
 * Whether the member's bookings not yet started reach the studio's limit for a booking on
 * `schedule`: 'same' when one of the counted is on that schedule, 'other' when all are on others
 * (the limit counted across schedules); null while under the limit.
 */
export function activeLimitReached(
  upcoming: readonly Upcoming[],
  schedule: string,
  rules: Pick<StudioRules, "maxActiveBookings" | "activeAcrossSchedules">,
  series?: string,
): "same" | "other" | null {
  const counted = (
    rules.activeAcrossSchedules ? upcoming : upcoming.filter((r) => r.schedule === schedule)
  ).filter((r) => !series || r.standingId !== series);
  if (countedBookings(counted) < rules.maxActiveBookings) return null;
  return counted.some((r) => r.schedule === schedule) ? "same" : "other";
}

/** A booking not yet started as the limit counts it: an occurrence of a standing booking names its series. */
export type Upcoming = { schedule: string; standingId?: string | null };

/**
 * How many future bookings the limit counts (decision 037): a booking made once counts one, and
 * every booked occurrence of one standing booking counts one together, so a member allowed one
 * future booking may hold one standing booking.
 */
export function countedBookings(upcoming: readonly Upcoming[]): number {
  const series = new Set(upcoming.flatMap((r) => (r.standingId ? [r.standingId] : [])));
  return upcoming.filter((r) => !r.standingId).length + series.size;
}

/** A package whose expiry instant has passed (the studio clock decides, never the browser's). */
export function hasExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() < now.getTime();
}

/** What a member booking may answer when refused, in the order they are checked. */
export const MEMBER_BOOKING_REFUSALS = [
  "NOT_A_SLOT",
  "WEEKDAY_CLOSED",
  "DAY_CLOSED",
  "PAST_DATE",
  "SLOT_FULL",
  "TOO_LATE_TO_BOOK",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "PACKAGE_NOT_VALID_HERE",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
  "ACTIVE_RESERVATION_EXISTS",
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
] as const satisfies readonly ErrorCode[];

/** What a desk booking may answer when refused. */
export const DESK_BOOKING_REFUSALS = [
  "NOT_A_SLOT",
  "WEEKDAY_CLOSED",
  "DAY_CLOSED",
  "PAST_DATE",
  "SLOT_ENDED",
  "SLOT_FULL",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "PACKAGE_NOT_VALID_HERE",
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
  | NotValidHere
  | {
      code: Exclude<BookingErrorCode, "SLOT_FULL" | "PACKAGE_NOT_VALID_HERE">;
      params?: Record<string, number>;
    };

/**
 * Credits spent at a location their package does not cover (decision 057): `locations` are the
 * keys they are valid at; the server adds their names in both languages (`bookingRefusal`).
 */
export type NotValidHere = { code: "PACKAGE_NOT_VALID_HERE"; params: { locations: LocationKey[] } };

export type BookingAccount = {
  exists: boolean;
  sessions: number;
  expiresAt: Date | null;
  /** Where the balance may be spent (its package's locations; null or absent: every location). */
  validAt?: ValidAt;
};

/** The slot as both audiences' checks see it. */
type SlotInput = {
  /** The hours schedule the slot is of (the gym floor unless said; the active limit counts per schedule). */
  schedule?: Schedule;
  rules: StudioRules;
  now: Date;
  tz: string;
  date: string;
  time: string;
  closures: readonly Closure[];
  capacityOverride: number | null;
  /** Bookings in the slot, a blocked slot counting as full (see `effectiveCount`). */
  bookedCount: number;
  /** Where the schedule is held (its row's); absent: no location is checked. */
  location?: LocationKey;
};

const fail = (
  code: Exclude<BookingErrorCode, "SLOT_FULL" | "PACKAGE_NOT_VALID_HERE">,
  params?: Record<string, number>,
): BookingError => (params ? { code, params } : { code });

/** The calendar, the audience's booking window and capacity, in the spec's order. */
function slotRefusal(input: SlotInput, audience: Audience): BookingError | null {
  const { now, tz, date, time, rules } = input;
  if (!isValidDate(date)) return fail("NOT_A_SLOT");
  const closed = closedReasonFor(date, input.closures, input.capacityOverride, rules);
  if (closed === "weekday") return fail("WEEKDAY_CLOSED", { weekday: dayOfWeek(date) });
  if (closed) return fail("DAY_CLOSED");
  if (date < studioToday(now, tz)) return fail("PAST_DATE");
  if (!isSlotTime(date, time, rules)) return fail("NOT_A_SLOT");
  const window = bookingWindow(audience, minutesUntilSlot(now, date, time, tz), rules, rules.slotMinutes);
  if (window === "started") return fail("NOT_A_SLOT");
  if (window === "ended") return fail("SLOT_ENDED");
  const max = capacityFor(date, input.capacityOverride, rules);
  if (input.bookedCount >= max) return { code: "SLOT_FULL", params: { count: input.bookedCount, max } };
  if (window === "tooLate") return fail("TOO_LATE_TO_BOOK", { bookingCutoff: rules.bookingCutoffMinutes });
  return null;
}

/**
 * The package: an account, not expired, valid where the schedule is held, a session left; then one
 * booking per member per date. The Class rules (`classes.ts`) compose it with the balance the
 * schedule spends and their own codes.
 */
export function memberRefusal(
  account: BookingAccount | null,
  now: Date,
  hasReservationThatDay: boolean,
  location?: LocationKey,
): BookingError | null {
  if (!account?.exists) return fail("NO_ACTIVE_PACKAGE");
  if (account.expiresAt === null || hasExpired(account.expiresAt, now)) return fail("PACKAGE_EXPIRED");
  if (location !== undefined && !validAtLocation(account.validAt, location))
    return { code: "PACKAGE_NOT_VALID_HERE", params: { locations: [...(account.validAt ?? [])] } };
  if (account.sessions <= 0) return fail("NO_SESSIONS_LEFT");
  if (hasReservationThatDay) return fail("ALREADY_BOOKED_THIS_DAY");
  return null;
}

export type BookingCheckInput = SlotInput & {
  account: BookingAccount | null;
  /** The member already has a reservation on `date`. */
  hasReservationThatDay: boolean;
  /** The member's reservations not yet started, of every schedule. */
  upcoming: readonly Upcoming[];
  /** Checking an occurrence of this standing booking: its own occurrences are not counted again. */
  series?: string;
};

/** A member's own booking: the first failed rule, or null. */
export function checkBooking(input: BookingCheckInput): BookingError | null {
  return (
    slotRefusal(input, "member") ??
    memberRefusal(input.account, input.now, input.hasReservationThatDay, input.location) ??
    activeRefusal(input.upcoming, input.schedule ?? GYM, input.rules, input.series)
  );
}

/** The limit of active reservations as a refusal (`max` names the limit). */
export function activeRefusal(
  upcoming: readonly Upcoming[],
  schedule: string,
  rules: StudioRules,
  series?: string,
): BookingError | null {
  const reached = activeLimitReached(upcoming, schedule, rules, series);
  if (!reached) return null;
  const params = { max: rules.maxActiveBookings };
  return fail(reached === "same" ? "ACTIVE_RESERVATION_EXISTS" : "ACTIVE_RESERVATION_OTHER_SCHEDULE", params);
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
  return memberRefusal(input.member.account, input.now, input.member.hasReservationThatDay, input.location);
}

export type CancellationErrorCode =
  | (typeof MEMBER_CANCELLATION_REFUSALS)[number]
  | (typeof DESK_CANCELLATION_REFUSALS)[number];

/** `minutes`: how long the slot or class lasts (the desk may cancel until it ends). */
export type CancellationCheckInput = {
  rules: Pick<StudioRules, "cancelCutoffMinutes">;
  now: Date;
  tz: string;
  date: string;
  time: string;
  minutes: number;
};

export type CancellationCheck = {
  code: CancellationErrorCode | null;
  /** Whole minutes until the slot starts (floored; negative once started). */
  minutesRemaining: number;
  params?: { cancelCutoff: number };
};

/**
 * Members cancel until the cancel cutoff before their slot; the desk until the slot ends. Judged by
 * server time; the member's session is restored either way.
 */
export function checkCancellation(
  input: CancellationCheckInput,
  audience: Audience = "member",
): CancellationCheck {
  const exact = minutesUntilSlot(input.now, input.date, input.time, input.tz);
  const minutesRemaining = Math.floor(exact);
  if (audience === "admin") return { code: exact <= -input.minutes ? "SLOT_ENDED" : null, minutesRemaining };
  if (exact <= 0) return { code: "SLOT_STARTED", minutesRemaining };
  const cutoff = input.rules.cancelCutoffMinutes;
  if (exact < cutoff) return { code: "CANCEL_TOO_LATE", minutesRemaining, params: { cancelCutoff: cutoff } };
  return { code: null, minutesRemaining };
}
