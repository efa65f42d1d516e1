import { and, eq, type SQL } from "drizzle-orm";
import { type Audience, checkCancellation } from "../../../shared/domain/booking-rules";
import type { Schedule } from "../../../shared/domain/schedules";
import type { Tx } from "../../db/client";
import { type Reservation, reservations } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { queueBookingMail } from "../../domain/booking-mail";
import { bookingLengths } from "../../domain/class-timetable";
import { scheduleRefusal } from "../../domain/schedules";
import { readRules } from "../../domain/studio-rules";
import { inTransaction } from "../../platform/after-commit";
import { conflict, notFound } from "../../platform/errors";
import { lockSlot } from "./day-reads";
import { recordingFailures } from "./failures";
import { writeCancellation } from "./reservations";
import type { BookingDeps } from "./types";
import { promoteFromWaitlist } from "./waitlist/service";

/**
 * Cancelling a booking, member's and desk's alike, and the waitlist's turn when a place frees: the
 * one place a freed place goes to the slot's waitlist (decision 018).
 */

type FreedPlace = { schedule: Schedule; date: string; time: string };

/**
 * A place in a class was freed by the admin raising that date's capacity, bringing a cancelled
 * class back or raising the weekly capacity (`classes/timetable.ts`): the class's waitlist is
 * promoted in the caller's transaction (decision 018). Answers the promotion; the caller sends its
 * e-mails after the commit (`inTransaction`).
 */
export function classPlaceFreed(tx: Tx, deps: BookingDeps, cls: FreedPlace) {
  return promoteFromWaitlist(tx, deps, cls);
}

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
  const { result } = await recordingFailures(
    deps,
    {
      userId: o.actorId,
      context: member ? "cancellation" : "admin cancellation",
      code: "CANCELLATION_FAILED",
    },
    () =>
      inTransaction(deps, async (tx) => {
        const [r] = await tx
          .select()
          .from(reservations)
          .where(and(eq(reservations.id, o.id), o.visible))
          .for("update");
        if (!r) throw notFound("RESERVATION_NOT_FOUND");
        return cancelHeldReservation(tx, deps, r, o);
      }),
  );
  return result;
}

/**
 * Cancels a reservation whose row the caller locked, in its transaction: the audience's window
 * judged by server time (a refusal throws before anything is written), the cancellation written,
 * a member's credit back, the e-mail queued and the freed place given to the slot's waitlist. A
 * standing booking's end cancels its weeks through here too (decision 037), and a closure its
 * weeks inside it (`cause` 'closure': recorded, and the member's e-mail says the studio is closed).
 */
export async function cancelHeldReservation(
  tx: Tx,
  deps: BookingDeps,
  r: Reservation,
  o: { actorId: string; audience: Audience; cause?: "closure" },
) {
  const member = o.audience === "member";
  // Checked in or a no-show: attendance history, and a no-show may already have given the session back.
  if (r.attendance !== null) throw conflict("ATTENDANCE_MARKED");
  const now = deps.clock.now();
  const tz = deps.zone();
  // The desk may cancel until the booking ends: a class lasts its timetable length.
  const [minutes] = await bookingLengths(tx, [r]);
  const rules = await readRules(tx);
  const check = checkCancellation(
    { rules, now, tz, date: r.date, time: r.time, minutes: minutes! },
    o.audience,
  );
  if (check.code) throw await scheduleRefusal(tx, r.schedule, check.code, check.params);
  await lockSlot(tx, r.date, r.time, r.schedule);
  const result = await writeCancellation(tx, r, {
    now,
    tz,
    minutesRemaining: check.minutesRemaining,
    reason: member ? "VALID_CANCELLATION" : "ADMIN_CANCELLATION",
    by: o.actorId,
    cause: o.cause,
  });
  // Cancelled by a closure, the member is told the studio is closed that day, not just 'cancelled'.
  await queueBookingMail(tx, deps, {
    kind: o.cause === "closure" ? "closed" : "cancelled",
    reservation: r,
    schedule: r.schedule,
    minutes,
    sessionReturned: result.sessionRestored,
  });
  if (!member)
    await recordActivity(tx, {
      actorId: o.actorId,
      memberId: r.userId,
      kind: "cancellation",
      details: {
        schedule: r.schedule,
        date: r.date,
        time: r.time,
        guest: r.userId ? undefined : r.name,
        sessionRestored: result.sessionRestored,
        cause: o.cause,
      },
      at: now,
    });
  // A blocking entry is never cancelled here (`visible` excludes it), so a place is freed.
  const promotion = await promoteFromWaitlist(tx, deps, {
    schedule: r.schedule,
    date: r.date,
    time: r.time,
  });
  return { result, mails: promotion.mails };
}
