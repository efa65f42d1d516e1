import type { ErrorCode } from "../errors/index.js";
import { type BookingAccount, bookingWindow, memberRefusal, type NotValidHere } from "./booking-rules.js";
import type { LocationKey } from "./locations.js";
import {
  type Closure,
  dayOfWeek,
  isClosedDate,
  isValidDate,
  minutesUntilSlot,
  nextOpenDay,
  studioToday,
} from "./schedule.js";
import type { StudioRules } from "./studio-rules.js";

/**
 * Classes of every class schedule (decision 017): the classes of a date from the weekly
 * timetable and that date's changes, and the booking rules composed for any class schedule from
 * the gym's (`booking-rules.ts`: the open day, the booking window, the package), with the gym's
 * codes for the same rules (decision 035).
 */

export type WeeklyClass = {
  id: string;
  /** The class schedule it belongs to (decision 035). */
  schedule: string;
  weekday: number;
  time: string;
  minutes: number;
  capacity: number;
};
export type ClassChange = {
  classId: string;
  date: string;
  cancelled: boolean;
  time: string | null;
  capacity: number | null;
};
export type ClassOfDay = {
  id: string;
  time: string;
  minutes: number;
  max: number;
  changed: boolean;
  cancelled: boolean;
  weeklyTime: string;
  weeklyCapacity: number;
};

/** The classes held on `date`: the weekday's timetable with that date's changes, by start time. */
export function classesOn(
  date: string,
  weekly: readonly WeeklyClass[],
  changes: readonly ClassChange[],
): ClassOfDay[] {
  if (!isValidDate(date)) return [];
  const dow = dayOfWeek(date);
  const byClass = new Map(changes.filter((c) => c.date === date).map((c) => [c.classId, c]));
  return weekly
    .filter((w) => w.weekday === dow)
    .map((w) => {
      const c = byClass.get(w.id);
      return {
        id: w.id,
        time: c?.time ?? w.time,
        minutes: w.minutes,
        max: c?.capacity ?? w.capacity,
        changed: c !== undefined,
        cancelled: c?.cancelled ?? false,
        weeklyTime: w.time,
        weeklyCapacity: w.capacity,
      };
    })
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** A day members can book a class schedule on: not a closure, and its weekday has a class. */
export function classOpenPredicate(weekdays: ReadonlySet<number>, closures: readonly Closure[]) {
  return (date: string) =>
    isValidDate(date) && !isClosedDate(date, closures) && weekdays.has(dayOfWeek(date));
}

/**
 * What a member's booking of a class may answer when refused: the gym's codes for the same rules
 * (one code per rule, decision 035), and the class's own (cancelled on that date, started).
 */
export const CLASS_BOOKING_REFUSALS = [
  "NOT_A_SLOT",
  "DAY_CLOSED",
  "PAST_DATE",
  "CLASS_CANCELLED",
  "SLOT_STARTED",
  "SLOT_FULL",
  "SLOT_JUST_FILLED",
  "TOO_LATE_TO_BOOK",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "PACKAGE_NOT_VALID_HERE",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
  "ACTIVE_RESERVATION_EXISTS",
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
] as const satisfies readonly ErrorCode[];
export type ClassRefusal = Exclude<(typeof CLASS_BOOKING_REFUSALS)[number], "SLOT_JUST_FILLED">;
export type ClassError =
  | { code: "SLOT_FULL"; params: { count: number; max: number } }
  | NotValidHere
  | { code: Exclude<ClassRefusal, "SLOT_FULL" | "PACKAGE_NOT_VALID_HERE">; params?: Record<string, number> };

export type ClassBookingInput = {
  rules: StudioRules;
  now: Date;
  tz: string;
  date: string;
  time: string;
  closures: readonly Closure[];
  /** The class at that date and time, if the timetable holds one. */
  cls: Pick<ClassOfDay, "max" | "cancelled" | "minutes"> | null;
  bookedCount: number;
  /** The member's balance and expiry of the credit kind the class's schedule spends. */
  account: BookingAccount | null;
  hasReservationThatDay: boolean;
  /** Their bookings not yet started reach the limit: on this schedule ('same') or only on others. */
  active: "same" | "other" | null;
  /** Where the class's schedule is held; absent: no location is checked. */
  location?: LocationKey;
};

/** What `memberRefusal` answers: the package of the kind the schedule spends, one booking a date. */
type PackageRefusal =
  | "NO_ACTIVE_PACKAGE"
  | "PACKAGE_EXPIRED"
  | "NO_SESSIONS_LEFT"
  | "ALREADY_BOOKED_THIS_DAY";

const fail = (
  code: Exclude<ClassRefusal, "SLOT_FULL" | "PACKAGE_NOT_VALID_HERE">,
  params?: Record<string, number>,
): ClassError => (params ? { code, params } : { code });

/**
 * A member's booking of a class: the calendar (closures apply to every schedule), the class, the
 * booking window (the studio's booking cutoff, as for the gym), the places, the package of the kind
 * the schedule spends, one class per date, and the limit of future bookings. The first failed rule, or null.
 */
export function checkClassBooking(input: ClassBookingInput): ClassError | null {
  const { now, tz, date, time, cls } = input;
  if (!isValidDate(date)) return fail("NOT_A_SLOT");
  if (isClosedDate(date, input.closures)) return fail("DAY_CLOSED");
  if (date < studioToday(now, tz)) return fail("PAST_DATE");
  if (!cls) return fail("NOT_A_SLOT");
  if (cls.cancelled) return fail("CLASS_CANCELLED");
  const window = bookingWindow("member", minutesUntilSlot(now, date, time, tz), input.rules, cls.minutes);
  if (window === "started" || window === "ended") return fail("SLOT_STARTED");
  if (input.bookedCount >= cls.max)
    return { code: "SLOT_FULL", params: { count: input.bookedCount, max: cls.max } };
  if (window === "tooLate")
    return fail("TOO_LATE_TO_BOOK", { bookingCutoff: input.rules.bookingCutoffMinutes });
  const pkg = memberRefusal(input.account, now, input.hasReservationThatDay, input.location);
  if (pkg?.code === "PACKAGE_NOT_VALID_HERE") return pkg;
  if (pkg) return fail(pkg.code as PackageRefusal);
  const max = { max: input.rules.maxActiveBookings };
  if (input.active === "same") return fail("ACTIVE_RESERVATION_EXISTS", max);
  if (input.active === "other") return fail("ACTIVE_RESERVATION_OTHER_SCHEDULE", max);
  return null;
}

/** What the desk's booking of a class answers (decision 017): a member's rules, the desk's window. */
export const DESK_CLASS_BOOKING_REFUSALS = [
  "NOT_A_SLOT",
  "DAY_CLOSED",
  "CLASS_CANCELLED",
  "SLOT_ENDED",
  "SLOT_FULL",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "PACKAGE_NOT_VALID_HERE",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
] as const satisfies readonly ErrorCode[];
export type DeskClassError =
  | { code: "SLOT_FULL"; params: { count: number; max: number } }
  | NotValidHere
  | {
      code: Exclude<(typeof DESK_CLASS_BOOKING_REFUSALS)[number], "SLOT_FULL" | "PACKAGE_NOT_VALID_HERE">;
      params?: undefined;
    };

/**
 * The front desk books a class for an e-mail: the calendar and the class as for a member, but until
 * the class ends (the gym's desk may book until a slot ends), the places, and for a member's
 * e-mail their package, credits and one class a date. No limit of future bookings, as at the gym's
 * desk; an unknown e-mail is a guest. The first failed rule, or null.
 */
export function checkClassDeskBooking(
  input: Omit<ClassBookingInput, "active" | "cls"> & {
    cls: Pick<ClassOfDay, "max" | "cancelled" | "minutes"> | null;
    member: boolean;
  },
): DeskClassError | null {
  const { now, tz, date, time, cls } = input;
  if (!isValidDate(date) || !cls) return { code: "NOT_A_SLOT" };
  if (isClosedDate(date, input.closures)) return { code: "DAY_CLOSED" };
  if (cls.cancelled) return { code: "CLASS_CANCELLED" };
  if (minutesUntilSlot(now, date, time, tz) <= -cls.minutes) return { code: "SLOT_ENDED" };
  if (input.bookedCount >= cls.max)
    return { code: "SLOT_FULL", params: { count: input.bookedCount, max: cls.max } };
  if (!input.member) return null;
  const pkg = memberRefusal(input.account, now, input.hasReservationThatDay, input.location);
  if (pkg?.code === "PACKAGE_NOT_VALID_HERE") return pkg;
  return pkg ? { code: pkg.code as PackageRefusal } : null;
}

/** Why a class cannot be booked now by a member, for the day view (null: bookable). */
export function classUnavailable(
  c: Pick<ClassOfDay, "max" | "cancelled" | "time" | "minutes"> & { count: number },
  o: { date: string; today: string; now: Date; tz: string; closed: boolean; rules: StudioRules },
): "closed" | "cancelled" | "full" | "tooLate" | "started" | null {
  if (o.closed) return "closed";
  if (c.cancelled) return "cancelled";
  const window =
    o.date < o.today
      ? "started"
      : bookingWindow("member", minutesUntilSlot(o.now, o.date, c.time, o.tz), o.rules, c.minutes);
  if (window === "started" || window === "ended") return "started";
  if (c.count >= c.max) return "full";
  return window;
}

/** The previous and next days with classes (never before today). */
export function classNeighbours(date: string, today: string, isOpen: (d: string) => boolean) {
  return { prevDay: nextOpenDay(date, -1, isOpen, today), nextDay: nextOpenDay(date, 1, isOpen, today) };
}
