import type { ErrorCode } from "../errors.js";
import { type BookingAccount, bookingWindow, memberRefusal } from "./booking-rules.js";
import {
  type Closure,
  dayOfWeek,
  isClosedDate,
  isValidDate,
  minutesUntilSlot,
  nextOpenDay,
  studioToday,
} from "./schedule.js";
import { type CreditKind, PILATES_CREDITS } from "./schedules.js";
import type { StudioRules } from "./studio-rules.js";

/**
 * Reformer Pilates classes (issue 17, decision 017): the classes of a date from the weekly
 * timetable and that date's changes, and the booking rules composed for the Pilates schedule from
 * the gym's (`booking-rules.ts`: the open day, the booking window, the package), with their own codes.
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

/** A day members can book Pilates on: not a closure, and its weekday has a class. */
export function pilatesOpenPredicate(weekdays: ReadonlySet<number>, closures: readonly Closure[]) {
  return (date: string) =>
    isValidDate(date) && !isClosedDate(date, closures) && weekdays.has(dayOfWeek(date));
}

export const PILATES_BOOKING_REFUSALS = [
  "PILATES_NO_CLASS",
  "PILATES_DAY_CLOSED",
  "PILATES_CLASS_CANCELLED",
  "PILATES_CLASS_STARTED",
  "PILATES_CLASS_FULL",
  "PILATES_CLASS_JUST_FILLED",
  "PILATES_TOO_LATE_TO_BOOK",
  "NO_PILATES_PACKAGE",
  "PILATES_PACKAGE_EXPIRED",
  "NO_PILATES_CREDITS",
  "PILATES_ALREADY_BOOKED_THIS_DAY",
  "PILATES_ACTIVE_RESERVATION_EXISTS",
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
  // A class schedule that spends gym credits answers the gym's package refusals (decision 035).
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
] as const satisfies readonly ErrorCode[];
export type PilatesRefusal = (typeof PILATES_BOOKING_REFUSALS)[number];
export type PilatesError =
  | { code: "PILATES_CLASS_FULL"; params: { count: number; max: number } }
  | { code: Exclude<PilatesRefusal, "PILATES_CLASS_FULL">; params?: Record<string, number> };

/** The gym's package refusals as the Pilates balance answers them. */
const PACKAGE_CODE = {
  NO_ACTIVE_PACKAGE: "NO_PILATES_PACKAGE",
  PACKAGE_EXPIRED: "PILATES_PACKAGE_EXPIRED",
  NO_SESSIONS_LEFT: "NO_PILATES_CREDITS",
  ALREADY_BOOKED_THIS_DAY: "PILATES_ALREADY_BOOKED_THIS_DAY",
} as const;

type PackageRefusal = keyof typeof PACKAGE_CODE;

/** A package refusal in the words of the credit kind the class spends: the Pilates codes for Pilates credits, the gym's for any other kind. */
export const packageCode = (code: string, kind: CreditKind) =>
  kind === PILATES_CREDITS ? PACKAGE_CODE[code as PackageRefusal] : (code as PackageRefusal);

export type PilatesBookingInput = {
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
  /** That kind: a package refusal names it ('pilates': the Pilates codes; any other: the gym's). */
  creditKind: CreditKind;
  hasReservationThatDay: boolean;
  /** Their reservation not yet started that keeps them from booking (see `blockingReservation`), by schedule. */
  active: "pilates" | "gym" | null;
};

const fail = (
  code: Exclude<PilatesRefusal, "PILATES_CLASS_FULL">,
  params?: Record<string, number>,
): PilatesError => (params ? { code, params } : { code });

/**
 * A member's Pilates booking: the calendar (closures apply to both schedules), the class, the
 * booking window (the studio's booking cutoff, as for the gym), the reformers, the Pilates package, one class per
 * date, and the one active reservation. The first failed rule, or null.
 */
export function checkPilatesBooking(input: PilatesBookingInput): PilatesError | null {
  const { now, tz, date, time, cls } = input;
  if (!isValidDate(date)) return fail("PILATES_NO_CLASS");
  if (isClosedDate(date, input.closures)) return fail("PILATES_DAY_CLOSED");
  if (date < studioToday(now, tz)) return fail("PILATES_CLASS_STARTED");
  if (!cls) return fail("PILATES_NO_CLASS");
  if (cls.cancelled) return fail("PILATES_CLASS_CANCELLED");
  const window = bookingWindow("member", minutesUntilSlot(now, date, time, tz), input.rules, cls.minutes);
  if (window === "started" || window === "ended") return fail("PILATES_CLASS_STARTED");
  if (input.bookedCount >= cls.max)
    return { code: "PILATES_CLASS_FULL", params: { count: input.bookedCount, max: cls.max } };
  if (window === "tooLate")
    return fail("PILATES_TOO_LATE_TO_BOOK", { bookingCutoff: input.rules.bookingCutoffMinutes });
  const pkg = memberRefusal(input.account, now, input.hasReservationThatDay);
  if (pkg) return fail(packageCode(pkg.code, input.creditKind));
  const max = { max: input.rules.maxActiveBookings };
  if (input.active === "pilates") return fail("PILATES_ACTIVE_RESERVATION_EXISTS", max);
  if (input.active === "gym") return fail("ACTIVE_RESERVATION_OTHER_SCHEDULE", max);
  return null;
}

/** What the desk's booking of a class answers (decision 017): a member's rules, the desk's window. */
export const DESK_PILATES_BOOKING_REFUSALS = [
  "PILATES_NO_CLASS",
  "PILATES_DAY_CLOSED",
  "PILATES_CLASS_CANCELLED",
  "SLOT_ENDED",
  "PILATES_CLASS_FULL",
  "NO_PILATES_PACKAGE",
  "PILATES_PACKAGE_EXPIRED",
  "NO_PILATES_CREDITS",
  "PILATES_ALREADY_BOOKED_THIS_DAY",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
] as const satisfies readonly ErrorCode[];
export type DeskPilatesError =
  | { code: "PILATES_CLASS_FULL"; params: { count: number; max: number } }
  | {
      code: Exclude<(typeof DESK_PILATES_BOOKING_REFUSALS)[number], "PILATES_CLASS_FULL">;
      params?: undefined;
    };

/**
 * The front desk books a class for an e-mail: the calendar and the class as for a member, but until
 * the class ends (the gym's desk may book until a slot ends), the reformers, and for a member's
 * e-mail their Pilates package, credits and one class a date. No one-active-reservation rule, as
 * at the gym's desk; an unknown e-mail is a guest. The first failed rule, or null.
 */
export function checkPilatesDeskBooking(
  input: Omit<PilatesBookingInput, "active" | "cls"> & {
    cls: Pick<ClassOfDay, "max" | "cancelled" | "minutes"> | null;
    member: boolean;
  },
): DeskPilatesError | null {
  const { now, tz, date, time, cls } = input;
  if (!isValidDate(date) || !cls) return { code: "PILATES_NO_CLASS" };
  if (isClosedDate(date, input.closures)) return { code: "PILATES_DAY_CLOSED" };
  if (cls.cancelled) return { code: "PILATES_CLASS_CANCELLED" };
  if (minutesUntilSlot(now, date, time, tz) <= -cls.minutes) return { code: "SLOT_ENDED" };
  if (input.bookedCount >= cls.max)
    return { code: "PILATES_CLASS_FULL", params: { count: input.bookedCount, max: cls.max } };
  if (!input.member) return null;
  const pkg = memberRefusal(input.account, now, input.hasReservationThatDay);
  return pkg ? { code: packageCode(pkg.code, input.creditKind) } : null;
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

/** The previous and next days with Pilates classes (never before today). */
export function pilatesNeighbours(date: string, today: string, isOpen: (d: string) => boolean) {
  return { prevDay: nextOpenDay(date, -1, isOpen, today), nextDay: nextOpenDay(date, 1, isOpen, today) };
}
