import { and, eq, type SQL } from "drizzle-orm";
import { type Audience, checkBooking, checkCancellation } from "../../../shared/domain/booking-rules";
import { minutesUntilSlot, slotInstant } from "../../../shared/domain/schedule";
import type { Schedule } from "../../../shared/domain/schedules";
import type { Tx } from "../../db/client";
import { cancellations, type Reservation, reservations } from "../../db/schema";
import { queueBookingMail } from "../../lib/booking-mail";
import { changeCredits } from "../../lib/credits";
import { conflict, notFound } from "../../lib/errors";
import { bookingLengths } from "../../lib/pilates-timetable";
import {
  blockingReservation,
  lockBookingAccount,
  lockSlot,
  type ReservationRow,
  readSlotForBooking,
} from "./day-reads";
import { isUniqueViolation, recordingFailures } from "./failures";
import { notifyBooking } from "./notifications/service";
import type { Booker, BookingDeps } from "./types";
import { promoteFromWaitlist, sendWaitlistMail } from "./waitlist/service";

/** The writes every booking and cancellation shares, member's and desk's alike, in the caller's transaction. */

/**
 * Inserts the reservation; a second one for the same member, date and schedule is refused by the
 * index too.
 */
export async function insertReservation(
  tx: Tx,
  values: typeof reservations.$inferInsert,
): Promise<ReservationRow> {
  try {
    const [row] = await tx.insert(reservations).values(values).returning({
      id: reservations.id,
      date: reservations.date,
      time: reservations.time,
      schedule: reservations.schedule,
    });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(
        values.schedule === "pilates" ? "PILATES_ALREADY_BOOKED_THIS_DAY" : "ALREADY_BOOKED_THIS_DAY",
      );
    throw err;
  }
}

type FreedPlace = { date: string; time: string };

/**
 * A place in a Pilates class was freed by the admin raising that date's capacity, bringing a
 * cancelled class back or raising the weekly capacity (`pilates/service.ts`): the class's waitlist
 * is promoted in the caller's transaction (decision 018). Answers the promotion; the caller sends
 * its `mails` with `sendWaitlistMail` after the commit.
 */
export function pilatesPlaceFreed(tx: Tx, deps: BookingDeps, cls: FreedPlace) {
  return promoteFromWaitlist(tx, deps, { schedule: "pilates", ...cls });
}

/**
 * A member's own booking of a slot, checked under the slot's lock (the caller holds it): locks the
 * member's account, reads the slot fresh and applies every member rule. Answers the first refusal
 * and the day's data. The member's booking and a waitlist promotion both check through here.
 */
export async function checkMemberBooking(
  tx: Tx,
  q: { userId: string; date: string; time: string; now: Date; tz: string },
) {
  await lockBookingAccount(tx, q.userId);
  const { day, slot, hasReservationThatDay } = await readSlotForBooking(tx, q);
  const active = blockingReservation(day, "gym", (r) => minutesUntilSlot(q.now, r.date, r.time, q.tz) > 0);
  const error = checkBooking({
    ...slot,
    account: day.account,
    hasReservationThatDay,
    hasActiveFutureReservation: active !== null,
    activeOnOtherSchedule: active !== null && active.schedule !== "gym",
  });
  return { error, day };
}

/**
 * The write of a member's booking once checked, on either schedule (gym unless said): the
 * reservation, one credit of that schedule spent with its ledger row, and the admins'
 * notification, in the caller's transaction.
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
    schedule?: Schedule;
  },
) {
  const schedule = o.schedule ?? "gym";
  const reservation = await insertReservation(tx, {
    kind: "member",
    schedule,
    userId: o.member.id,
    name: o.member.name,
    email: o.member.email,
    date: o.date,
    time: o.time,
    sessionsBeforeBooking: o.sessionsBefore,
    packageExpiredAtBooking: false,
    createdBy: o.actorId === o.member.id ? null : o.actorId,
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
  });
  const { after } = await changeCredits(tx, {
    userId: o.member.id,
    kind: schedule,
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
  });
  let sessions: number | null = null;
  if (restore) {
    ({ after: sessions } = await changeCredits(tx, {
      userId: r.userId!,
      kind: r.schedule,
      delta: 1,
      reason: "cancellation",
      actorId: f.by,
      relatedId: r.id,
    }));
  }
  return { sessionRestored: restore, sessions };
}

/** The member's refusals of a Pilates cancellation, in Pilates words. */
const PILATES_CANCEL_CODE = {
  SLOT_STARTED: "PILATES_CLASS_STARTED",
  CANCEL_TOO_LATE: "PILATES_CANCEL_TOO_LATE",
} as const;

/**
 * Cancels the reservation `id` that `visible` lets this actor see, in one transaction: the
 * audience's cancellation window is judged by server time, then the cancellation is written, a
 * member's session restored, and the freed place given to the slot's waitlist under the slot's
 * lock (decision 018). The waitlist's e-mails go out once the transaction has committed.
 */
export async function cancelReservation(
  deps: BookingDeps,
  o: { id: string; actorId: string; audience: Audience; visible: SQL | undefined },
) {
  const member = o.audience === "member";
  const { result, mails } = await recordingFailures(
    deps,
    {
      userId: o.actorId,
      context: member ? "cancellation" : "admin cancellation",
      code: "CANCELLATION_FAILED",
    },
    () =>
      deps.database.db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(reservations)
          .where(and(eq(reservations.id, o.id), o.visible))
          .for("update");
        if (!r) throw notFound("RESERVATION_NOT_FOUND");
        // Checked in or a no-show: attendance history, and a no-show may already have given the session back.
        if (r.attendance !== null) throw conflict("ATTENDANCE_MARKED");
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        // The desk may cancel until the booking ends: a Pilates class lasts its timetable length.
        const [minutes] = await bookingLengths(tx, [r]);
        const check = checkCancellation({ now, tz, date: r.date, time: r.time, minutes }, o.audience);
        if (check.code) {
          const pilates = r.schedule === "pilates" && check.code in PILATES_CANCEL_CODE;
          throw conflict(
            pilates ? PILATES_CANCEL_CODE[check.code as keyof typeof PILATES_CANCEL_CODE] : check.code,
          );
        }
        await lockSlot(tx, r.date, r.time, r.schedule);
        const result = await writeCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: check.minutesRemaining,
          reason: member ? "VALID_CANCELLATION" : "ADMIN_CANCELLATION",
          by: o.actorId,
        });
        await queueBookingMail(tx, deps, {
          kind: "cancelled",
          reservation: r,
          schedule: r.schedule,
          minutes,
        });
        // A blocking entry is never cancelled here (`visible` excludes it), so a place is freed.
        const promotion = await promoteFromWaitlist(tx, deps, {
          schedule: r.schedule,
          date: r.date,
          time: r.time,
        });
        return { result, mails: promotion.mails };
      }),
  );
  await sendWaitlistMail(deps, mails);
  return result;
}
