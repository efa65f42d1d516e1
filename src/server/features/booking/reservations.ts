import { eq } from "drizzle-orm";
import { checkBooking } from "../../../shared/domain/booking-rules";
import { minutesUntilSlot, slotInstant } from "../../../shared/domain/schedule";
import type { Schedule, ScheduleRow } from "../../../shared/domain/schedules";
import type { Tx } from "../../db/client";
import { cancellations, type Reservation, reservations } from "../../db/schema";
import { changeCredits, lockAccount } from "../../domain/credits";
import { creditKindOf } from "../../domain/schedules";
import { conflict } from "../../platform/errors";
import { type ReservationRow, readSlotForBooking, type SlotQuery, upcomingReservations } from "./day-reads";
import { isUniqueViolation, violatedConstraint } from "./failures";
import { notifyBooking } from "./notifications/service";
import { type PlacesRow, placeFor } from "./places/service";
import type { Booker } from "./types";

/** The writes every booking and cancellation shares, member's and desk's alike, in the caller's transaction. */

/**
 * Which place a booking asks for (decision 037): a number, or the lowest free one; `fallback`: that
 * one when taken; `max`: the class's places as the booking's check read them.
 */
export type PlaceWish = { wanted?: number | null; fallback?: boolean; max?: number };

/**
 * Inserts the reservation on the schedule whose row the booking read, holding a numbered place on a
 * schedule with numbered places (the caller holds the slot's lock; `placeFor`); a second one for
 * the same member, date and schedule, or a second booking of one place, is refused by the indexes too.
 */
export async function insertReservation(
  tx: Tx,
  schedule: PlacesRow & { key: Schedule },
  values: Omit<typeof reservations.$inferInsert, "schedule">,
  wish: PlaceWish = {},
): Promise<ReservationRow & { place: number | null; placeMoved: boolean }> {
  const { place, moved } =
    values.kind === "block"
      ? { place: null, moved: false }
      : await placeFor(tx, schedule, {
          schedule: schedule.key,
          date: values.date,
          time: values.time,
          ...wish,
        });
  try {
    const [row] = await tx
      .insert(reservations)
      .values({ ...values, schedule: schedule.key, place })
      .returning({
        id: reservations.id,
        date: reservations.date,
        time: reservations.time,
        schedule: reservations.schedule,
        place: reservations.place,
      });
    return { ...row!, placeMoved: moved };
  } catch (err) {
    if (violatedConstraint(err) === "reservations_slot_place_uq")
      throw conflict("PLACE_TAKEN", { place: place ?? 0 });
    // The rule's own check refuses first under the slot's lock; the index is the last word (the
    // transaction is aborted here, so no words are read: the sentence is the plain one).
    if (isUniqueViolation(err)) throw conflict("ALREADY_BOOKED_THIS_DAY");
    throw err;
  }
}

/**
 * A member's own booking of a slot of an hours schedule, checked under the slot's lock (the caller
 * holds it): locks the member's account, reads the slot fresh and applies every member rule. Answers
 * the first refusal and the day's data. The member's booking and a waitlist promotion both check
 * through here.
 */
export async function checkMemberBooking(tx: Tx, q: SlotQuery & { userId: string }) {
  // The account locked for this transaction, so `readDay` sees the balance as it stays.
  await lockAccount(tx, q.userId);
  return memberBookingAsItStands(tx, q);
}

/** The member rules of an hours slot on the data as it stands, with no lock taken. */
export async function memberBookingAsItStands(tx: Tx, q: SlotQuery & { userId: string }) {
  const { day, slot, hasReservationThatDay } = await readSlotForBooking(tx, q);
  const upcoming = upcomingReservations(day, (r) => minutesUntilSlot(q.now, r.date, r.time, q.tz) > 0);
  const error = checkBooking({
    ...slot,
    account: day.account,
    hasReservationThatDay,
    upcoming,
    series: q.series,
  });
  return { error, day };
}

/**
 * The write of a member's booking once checked, on the schedule whose row the booking read (its
 * credit kind, places and names taken from it, not read again): the reservation, one credit of the
 * kind that schedule spends with its ledger row (the account lock the check took is still held),
 * and the admins' notification, in the caller's transaction.
 */
export async function writeMemberBooking(
  tx: Tx,
  o: {
    member: Booker;
    date: string;
    time: string;
    sessionsBefore: number;
    actorId: string;
    createdAt?: Date;
    schedule: ScheduleRow;
    /** An occurrence of this standing booking (decision 037). */
    standingId?: string;
    /** The numbered place asked for (decision 037). */
    place?: PlaceWish;
  },
) {
  const { schedule } = o;
  const reservation = await insertReservation(
    tx,
    schedule,
    {
      kind: "member",
      userId: o.member.id,
      name: o.member.name,
      email: o.member.email,
      date: o.date,
      time: o.time,
      sessionsBeforeBooking: o.sessionsBefore,
      packageExpiredAtBooking: false,
      createdBy: o.actorId === o.member.id ? null : o.actorId,
      standingId: o.standingId ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    },
    o.place,
  );
  const { after } = await changeCredits(tx, {
    userId: o.member.id,
    kind: schedule.creditKind,
    delta: -1,
    reason: "booking",
    actorId: o.actorId,
    relatedId: reservation.id,
  });
  await notifyBooking(tx, {
    userId: o.member.id,
    name: o.member.name,
    email: o.member.email,
    date: o.date,
    time: o.time,
    schedule,
  });
  return { reservation, sessions: after };
}

type CancellationRecord = {
  now: Date;
  tz: string;
  minutesRemaining: number;
  reason: "VALID_CANCELLATION" | "ADMIN_CANCELLATION";
  by: string;
  /** The studio's reason beyond the desk's choice (a closure over the booking). */
  cause?: "closure";
};

/**
 * Deletes the reservation, writes its cancellation record (spec section 3), restores a member's
 * session of the reservation's schedule with its ledger row, and tells the schedule a place freed.
 */
export async function writeCancellation(tx: Tx, r: Reservation, f: CancellationRecord) {
  const restore = r.kind === "member" && r.userId !== null;
  await tx.delete(reservations).where(eq(reservations.id, r.id));
  await tx.insert(cancellations).values({
    reservationId: r.id,
    schedule: r.schedule,
    userId: r.userId,
    name: r.name,
    email: r.email,
    date: r.date,
    time: r.time,
    cancelledAt: f.now,
    serverTimeAtCancellation: f.now,
    reservationTimeCalculated: slotInstant(r.date, r.time, f.tz),
    timeDifferenceMinutes: f.minutesRemaining,
    sessionWillBeRestored: restore,
    cancellationReason: f.reason,
    cancelledBy: f.by,
    cause: f.cause ?? null,
  });
  let sessions: number | null = null;
  if (restore) {
    ({ after: sessions } = await changeCredits(tx, {
      userId: r.userId!,
      kind: await creditKindOf(tx, r.schedule),
      delta: 1,
      reason: "cancellation",
      actorId: f.by,
      relatedId: r.id,
    }));
  }
  return { sessionRestored: restore, sessions };
}
