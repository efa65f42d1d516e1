import { effectiveCount } from "../../../shared/domain/booking-day";
import { type BookingError, checkBooking } from "../../../shared/domain/booking-rules";
import { capacityFor, minutesUntilSlot, studioToday } from "../../../shared/domain/schedule";
import type { BookRequest } from "../../../shared/schemas/booking";
import type { Tx } from "../../db/client";
import { notifications, reservations } from "../../db/schema";
import { changeCredits } from "../../lib/credits";
import { type AppError, conflict } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import { loadSlotContext, lockAccount, lockSlot, type ReservationRow } from "./calendar-data";
import { isUniqueViolation, recordingFailures } from "./failures";
import type { Booker, BookingDeps } from "./types";

/** A refused booking as an error; a full slot the member saw with room is 'slot just filled'. */
function refusal(error: BookingError, seenCount: number | undefined): AppError {
  if (error.code === "SLOT_FULL") {
    const { count, max } = error.params;
    if (seenCount !== undefined && seenCount < max) return conflict("SLOT_JUST_FILLED", { count, max });
    return conflict("SLOT_FULL", { count, max });
  }
  return conflict(error.code);
}

/** The admin notification of a member booking (spec section 3): html with user, date, time. */
export async function notifyBooking(
  tx: Tx,
  o: { userId: string; name: string; email: string; date: string; time: string },
) {
  const message = `<strong>${escapeHtml(o.name)}</strong> (${escapeHtml(o.email)}) · ${o.date} ${o.time}`;
  await tx.insert(notifications).values({
    type: "reservation",
    message,
    params: { name: o.name, email: o.email, date: o.date, time: o.time },
    userId: o.userId,
  });
}

/** Inserts the reservation; a second one for the same member and date is refused by the index too. */
export async function insertReservation(
  tx: Tx,
  values: typeof reservations.$inferInsert,
): Promise<ReservationRow> {
  try {
    const [row] = await tx
      .insert(reservations)
      .values(values)
      .returning({ id: reservations.id, date: reservations.date, time: reservations.time });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("ALREADY_BOOKED_THIS_DAY");
    throw err;
  }
}

/**
 * A member books a slot: under the slot's lock and the member's account lock, the rules are checked
 * on fresh data, the reservation inserted, one session spent with its ledger row, and the admins
 * notified, all in one transaction.
 */
export async function bookForMember(deps: BookingDeps, member: Booker, req: BookRequest) {
  return recordingFailures(deps, { userId: member.id, context: "booking", code: "BOOKING_FAILED" }, () =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const tz = deps.config.STUDIO_TZ;
      const today = studioToday(now, tz);
      await lockSlot(tx, req.date, req.time);
      const account = await lockAccount(tx, member.id);
      const slot = await loadSlotContext(tx, { date: req.date, time: req.time, today, userId: member.id });
      const max = capacityFor(req.date, slot.override);
      const error = checkBooking({
        now,
        tz,
        date: req.date,
        time: req.time,
        closures: slot.closures,
        capacityOverride: slot.override,
        bookedCount: effectiveCount(slot, max),
        account,
        hasReservationThatDay: slot.mine.some((r) => r.date === req.date),
        hasActiveFutureReservation: slot.mine.some((r) => minutesUntilSlot(now, r.date, r.time, tz) > 0),
      });
      if (error) throw refusal(error, req.seenCount);

      const reservation = await insertReservation(tx, {
        kind: "member",
        userId: member.id,
        name: member.name,
        email: member.email,
        date: req.date,
        time: req.time,
        sessionsBeforeBooking: account!.sessions,
        packageExpiredAtBooking: false,
      });
      const { after } = await changeCredits(tx, {
        userId: member.id,
        kind: "gym",
        delta: -1,
        reason: "booking",
        actorId: member.id,
        relatedId: reservation.id,
      });
      await notifyBooking(tx, {
        userId: member.id,
        name: member.name,
        email: member.email,
        date: req.date,
        time: req.time,
      });
      return { reservation, sessions: after };
    }),
  );
}
