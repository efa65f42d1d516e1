import type { ErrorCode } from "../errors/index.js";
import { type BookingCheckInput, checkBooking } from "./booking-rules.js";
import { type ClassBookingInput, checkClassBooking } from "./classes.js";
import { capacityFor, slotInstant } from "./schedule.js";
import type { StudioRules } from "./studio-rules.js";

/**
 * The waitlist of a full slot (decision 018): who may join, composed from the booking
 * rules (no second copy): the calendar and the booking window as for a booking, then the slot must
 * be full of bookings (not blocked by a mass fill), then the member's package rules as for a
 * booking, then one waiting place per member per date and schedule.
 */

/** waiting → promoted (booked) | skipped (ineligible at its turn) | left (withdrew) | expired (closed at the cutoff). */
export const WAITLIST_STATES = ["waiting", "promoted", "skipped", "left", "expired"] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * What the member's waitlist history lists: booked from the line (`promoted`), a late
 * place offered, claimed, or claimed too late (`missed`: someone else took it), passed over
 * (`skipped`, with the rule) and closed unfilled (`expired`).
 */
export const WAITLIST_EVENT_KINDS = [
  "promoted",
  "offered",
  "claimed",
  "missed",
  "skipped",
  "expired",
] as const;
export type WaitlistEventKind = (typeof WAITLIST_EVENT_KINDS)[number];

/**
 * Whether a place freed now is in its slot's late window (decision 018): within
 * `lateWindowHours` of the start and still bookable (before the booking cutoff: after it nobody may
 * book, as before). Then it is offered to everyone waiting, first to claim it gets it.
 */
export function inLateWindow(minutesUntilStart: number, rules: StudioRules): boolean {
  return minutesUntilStart < rules.lateWindowHours * 60 && minutesUntilStart > rules.bookingCutoffMinutes;
}

/** What joining a waitlist may answer when refused, in the order they are checked. */
export const WAITLIST_JOIN_REFUSALS = [
  "NOT_A_SLOT",
  "WEEKDAY_CLOSED",
  "DAY_CLOSED",
  "PAST_DATE",
  "WAITLIST_CLOSED",
  "SLOT_BLOCKED",
  "SLOT_NOT_FULL",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "PACKAGE_NOT_VALID_HERE",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
  "ACTIVE_RESERVATION_EXISTS",
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
  // A class's own calendar: cancelled on that date, or started.
  "CLASS_CANCELLED",
  "SLOT_STARTED",
  "WAITLIST_PACKAGE_ENDS",
  "ALREADY_WAITING",
] as const satisfies readonly ErrorCode[];
export type WaitlistJoinRefusal = (typeof WAITLIST_JOIN_REFUSALS)[number];

/** Why a waiting member was passed over when a place freed: the member's side of a booking's rules. */
export const WAITLIST_SKIP_REASONS = [
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "PACKAGE_NOT_VALID_HERE",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
  "ACTIVE_RESERVATION_EXISTS",
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
] as const satisfies readonly ErrorCode[];
export type WaitlistSkipReason = (typeof WAITLIST_SKIP_REASONS)[number];

/** Why a place expired: the booking cutoff came with no place freed, or the studio cancelled the class. */
export const WAITLIST_EXPIRY_REASONS = [
  "WAITLIST_CLOSED",
  "CLASS_CANCELLED",
] as const satisfies readonly ErrorCode[];

/** The booking rules with the waitlist's closing time as the cutoff: a join 'too late to book' finds the line closed. */
const closingRules = (rules: StudioRules): StudioRules => ({
  ...rules,
  bookingCutoffMinutes: rules.waitlistCloseMinutes,
});

const CALENDAR_CODES = new Set<string>(["NOT_A_SLOT", "WEEKDAY_CLOSED", "DAY_CLOSED", "PAST_DATE"]);

export type WaitlistJoinInput = Omit<BookingCheckInput, "bookedCount"> & {
  /** Member and guest bookings in the slot (a mass fill's block not counted). */
  count: number;
  /** A mass fill blocks the slot. */
  blocked: boolean;
  /** The member already waits on this date and schedule. */
  alreadyWaiting: boolean;
};

/**
 * The member's package ends before the slot starts: they could join today but never be
 * booked from the line, so they may not join.
 */
function endsBefore(input: Pick<WaitlistJoinInput, "account" | "date" | "time" | "tz">): boolean {
  const expiresAt = input.account?.expiresAt;
  return Boolean(expiresAt && expiresAt < slotInstant(input.date, input.time, input.tz));
}

/** The first rule a join breaks, or null when the member may join this slot's waitlist. */
export function checkWaitlistJoin(input: WaitlistJoinInput): WaitlistJoinRefusal | null {
  // The booking rules with the slot taken as having room: what is left are the calendar, the
  // window and the member's rules, in the booking's order.
  const asBooking = checkBooking({ ...input, rules: closingRules(input.rules), bookedCount: 0 });
  if (asBooking && CALENDAR_CODES.has(asBooking.code)) return asBooking.code as WaitlistJoinRefusal;
  if (asBooking?.code === "TOO_LATE_TO_BOOK") return "WAITLIST_CLOSED";
  if (input.blocked) return "SLOT_BLOCKED";
  if (input.count < capacityFor(input.date, input.capacityOverride, input.rules)) return "SLOT_NOT_FULL";
  if (asBooking) return asBooking.code as WaitlistJoinRefusal;
  if (endsBefore(input)) return "WAITLIST_PACKAGE_ENDS";
  return input.alreadyWaiting ? "ALREADY_WAITING" : null;
}

/** A class's calendar: the gym's, and a class cancelled on that date or started. */
const CLASS_CALENDAR_CODES = new Set<string>([...CALENDAR_CODES, "CLASS_CANCELLED", "SLOT_STARTED"]);

export type ClassWaitlistJoinInput = Omit<ClassBookingInput, "bookedCount"> & {
  /** Bookings of the class. */
  count: number;
  alreadyWaiting: boolean;
};

/**
 * The first rule a join of a class's waitlist breaks, or null: `checkClassBooking` with
 * the class taken as having room (the calendar, the class, the window, the balance), in the
 * same order as the gym's join: calendar, closed line, class full, member, already waiting.
 */
export function checkClassWaitlistJoin(input: ClassWaitlistJoinInput): WaitlistJoinRefusal | null {
  const asBooking = checkClassBooking({ ...input, rules: closingRules(input.rules), bookedCount: 0 });
  if (asBooking && CLASS_CALENDAR_CODES.has(asBooking.code)) return asBooking.code as WaitlistJoinRefusal;
  if (asBooking?.code === "TOO_LATE_TO_BOOK") return "WAITLIST_CLOSED";
  if (!input.cls || input.count < input.cls.max) return "SLOT_NOT_FULL";
  if (asBooking) return asBooking.code as WaitlistJoinRefusal;
  if (endsBefore(input)) return "WAITLIST_PACKAGE_ENDS";
  return input.alreadyWaiting ? "ALREADY_WAITING" : null;
}

/** Whether a booking refusal is one of a member's own (so a waiting member is skipped, not kept). */
export function isSkipReason(code: string): code is WaitlistSkipReason {
  return (WAITLIST_SKIP_REASONS as readonly string[]).includes(code);
}
