import { and, eq } from "drizzle-orm";
import { type BookingError, checkBooking, hasExpired } from "../../../../shared/domain/booking-rules";
import { minutesUntilSlot, studioToday } from "../../../../shared/domain/schedule";
import type { BookRequest, MemberDay } from "../../../../shared/schemas/booking";
import { reservations } from "../../../db/schema";
import { changeCredits } from "../../../lib/credits";
import { type AppError, conflict } from "../../../lib/errors";
import { lockBookingAccount, lockSlot, readSlotForBooking } from "../day-reads";
import { dayView } from "../day-view";
import { recordingFailures } from "../failures";
import { notifyBooking } from "../notifications/service";
import { cancelReservation, insertReservation } from "../reservations";
import type { Booker, BookingDeps } from "../types";

/** The member's side of booking: their day, their booking and their cancellation. */

/** The member's view of a day: the slots, their balance and expiry, their booking that day and their active one. */
export async function memberDay(deps: BookingDeps, userId: string, date?: string): Promise<MemberDay> {
  const { state, data, now } = await dayView(deps, { date, userId, audience: "member" });
  const tz = deps.config.STUDIO_TZ;
  const expiresAt = data.account?.expiresAt ?? null;
  const upcoming = data.mine.filter((r) => minutesUntilSlot(now, r.date, r.time, tz) > 0);
  return {
    ...state,
    account: {
      sessions: data.account?.sessions ?? 0,
      expiresOn: expiresAt ? studioToday(expiresAt, tz) : null,
      expired: expiresAt === null || hasExpired(expiresAt, now),
    },
    mine: upcoming.find((r) => r.date === state.date) ?? null,
    active: upcoming[0] ?? null,
  };
}

/** A refused booking as an error; a full slot the member saw with room is 'slot just filled'. */
function refusal(error: BookingError, seenCount: number | undefined): AppError {
  if (error.code === "SLOT_FULL") {
    const { count, max } = error.params;
    if (seenCount !== undefined && seenCount < max) return conflict("SLOT_JUST_FILLED", { count, max });
    return conflict("SLOT_FULL", { count, max });
  }
  return conflict(error.code);
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
      await lockSlot(tx, req.date, req.time);
      await lockBookingAccount(tx, member.id);
      const { day, slot, hasReservationThatDay } = await readSlotForBooking(tx, {
        ...req,
        now,
        tz,
        userId: member.id,
      });
      const error = checkBooking({
        ...slot,
        account: day.account,
        hasReservationThatDay,
        hasActiveFutureReservation: day.mine.some((r) => minutesUntilSlot(now, r.date, r.time, tz) > 0),
      });
      if (error) throw refusal(error, req.seenCount);

      const reservation = await insertReservation(tx, {
        kind: "member",
        userId: member.id,
        name: member.name,
        email: member.email,
        date: req.date,
        time: req.time,
        sessionsBeforeBooking: day.account!.sessions,
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

/** A member cancels their own reservation, judged by server time (at least 60 minutes before). */
export function cancelForMember(deps: BookingDeps, member: Booker, id: string) {
  const visible = and(eq(reservations.userId, member.id), eq(reservations.kind, "member"));
  return cancelReservation(deps, { id, actorId: member.id, audience: "member", visible });
}
