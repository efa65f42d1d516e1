import type { ScheduleRow } from "../../../shared/domain/schedules";
import type { ErrorCode, ErrorParams } from "../../../shared/errors";
import type { Tx } from "../../db/client";
import { memberRecipient, queueBookingMail } from "../../domain/booking-mail";
import { requireGuardianConsent } from "../../domain/guardian-consent";
import { studioIdentityAt } from "../../domain/studio-identity";
import { lockSlot, type SlotQuery, tryLockSlot } from "./day-reads";
import { bookingRefusal } from "./refusal";
import { writeMemberBooking } from "./reservations";
import type { BookingDeps, SelfBooker } from "./types";

/**
 * What a schedule engine's check of a booking answers, the member's own or the desk's: the rule
 * refused (or none), the account it read and, on a class, the class (its length for the e-mail).
 */
export type BookingCheckResult = {
  error: { code: ErrorCode; params?: ErrorParams } | null;
  /** The account and the rules as read under the lock (a slot's length for the e-mail). */
  day: { account: { sessions: number } | null; rules: { slotMinutes: number } };
  cls?: { minutes: number; max: number } | null;
};

/** What a booking hands on from its check: the class's places and the booking's length. */
export const checkedClass = (c: Pick<BookingCheckResult, "day" | "cls">) => ({
  max: c.cls?.max,
  minutes: c.cls?.minutes ?? c.day.rules.slotMinutes,
});

/** The schedule's names for its e-mail, from the row the booking read. */
export const namesOf = (row: Pick<ScheduleRow, "nameGr" | "nameEn">) => ({ gr: row.nameGr, en: row.nameEn });

/** A schedule engine's check of a member's own booking on fresh data (the hours' or the classes'). */
export type OwnBookingCheck = (tx: Tx, q: SlotQuery & { userId: string }) => Promise<BookingCheckResult>;

/**
 * The one path of a member's own booking, whatever the schedule's timetable (decision 035), in the
 * caller's transaction once it has read the schedule's row and knows it takes bookings: under the
 * slot's (or class's) lock, the engine's check on fresh data (refused with the rule's one code),
 * the reservation and the credit it spends written, and the booking's mail queued (sent right after
 * the commit). The row, the class and the account lock the check took are handed on, not read again.
 * What does not depend on the lock is read before it is taken (the consent, the studio's identity)
 * or comes from the session (the member's name, language and date of birth): each statement under
 * the lock is a round trip every other booking of that class waits for.
 */
export async function bookOwnPlace(
  tx: Tx,
  deps: BookingDeps,
  o: {
    member: SelfBooker;
    /** The schedule's row, as `bookableSchedule` answered it. */
    row: ScheduleRow;
    req: { date: string; time: string; seenCount?: number };
    check: OwnBookingCheck;
    /** The same rules with no lock taken: asked first when the slot's line is busy. */
    asItStands: OwnBookingCheck;
    /** The numbered place asked for, on a class (decision 037). */
    place?: { wanted: number | null };
  },
) {
  const { member, req, row } = o;
  const { date, time } = req;
  const schedule = row.key;
  const now = deps.clock.now();
  await requireGuardianConsent(tx, deps, member);
  // At the schedule's location (its address in the mail and calendar file), in the same one read.
  const identity = await studioIdentityAt(tx, deps.config, { location: row.location });
  const q = { schedule, userId: member.id, date, time, now, tz: deps.zone() };
  if (!(await tryLockSlot(tx, date, time, schedule))) {
    // Another booking of this slot holds its line. When the places are already taken, that is the
    // answer now, as true as one read after waiting: a full class refuses its late comers at once
    // instead of making each wait its turn to see it full (and making the ones behind wait longer).
    const seen = await o.asItStands(tx, q);
    if (seen.error?.code === "SLOT_FULL") throw await bookingRefusal(tx, schedule, seen.error, req.seenCount);
    await lockSlot(tx, date, time, schedule);
  }
  const { error, day, cls } = await o.check(tx, q);
  if (error) throw await bookingRefusal(tx, schedule, error, req.seenCount);
  const { max, minutes } = checkedClass({ day, cls });
  const booked = await writeMemberBooking(tx, {
    schedule: row,
    member,
    date,
    time,
    sessionsBefore: day.account!.sessions,
    actorId: member.id,
    createdAt: now,
    place: { ...o.place, max },
  });
  await queueBookingMail(tx, deps, {
    kind: "booked",
    reservation: { ...booked.reservation, userId: member.id, email: member.email, name: member.name },
    schedule,
    scheduleName: namesOf(row),
    minutes,
    recipient: memberRecipient(member) ?? undefined,
    identity,
  });
  return booked;
}
