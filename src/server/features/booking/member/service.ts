import { and, eq } from "drizzle-orm";
import { hasExpired } from "../../../../shared/domain/booking-rules";
import { minutesUntilSlot, studioToday } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { BookRequest, MemberDay } from "../../../../shared/schemas/booking";
import { reservations } from "../../../db/schema";
import { bookableSchedule } from "../../../domain/schedules";
import { inTransaction } from "../../../platform/after-commit";
import { cancelReservation } from "../cancellation";
import { blockingReservation } from "../day-reads";
import { dayView } from "../day-view";
import { bookingEngines } from "../engines";
import { recordingFailures } from "../failures";
import { bookOwnPlace } from "../own-booking";
import type { Booker, BookingDeps, SelfBooker } from "../types";

/** The member's side of booking: their day, their booking and their cancellation. */

/**
 * The member's view of a day of an hours schedule: the slots, their balance and expiry of the
 * credits it spends, their booking of it that day and their active one.
 */
export async function memberDay(
  deps: BookingDeps,
  userId: string,
  q: { date?: string; schedule: Schedule },
): Promise<MemberDay> {
  const { state, data, now } = await dayView(deps, { ...q, userId, audience: "member" });
  const tz = deps.zone();
  const expiresAt = data.account?.expiresAt ?? null;
  const upcoming = data.mine.filter((r) => minutesUntilSlot(now, r.date, r.time, tz) > 0);
  const isUpcoming = (r: (typeof upcoming)[number]) => upcoming.includes(r);
  return {
    ...state,
    account: {
      sessions: data.account?.sessions ?? 0,
      expiresOn: expiresAt ? studioToday(expiresAt, tz) : null,
      expired: expiresAt === null || hasExpired(expiresAt, now),
    },
    mine: upcoming.find((r) => r.date === state.date && r.schedule === q.schedule) ?? null,
    active: blockingReservation(data, q.schedule, isUpcoming),
  };
}

/**
 * A member books a slot of an hours schedule or a class of a class schedule (on: 409 SCHEDULE_OFF
 * otherwise): under the slot's (or class's) lock and the member's account lock, the rules of the
 * schedule's timetable are checked on fresh data, the reservation inserted (on its numbered place,
 * when the schedule numbers them), one credit of the kind it spends taken with its ledger row, and
 * the admins notified, all in one transaction.
 */
export async function bookForMember(deps: BookingDeps, member: SelfBooker, req: BookRequest) {
  return recordingFailures(
    deps,
    { userId: member.id, context: "booking", code: "BOOKING_FAILED", booking: "member" },
    () =>
      inTransaction(deps, async (tx) => {
        const row = await bookableSchedule(tx, req.schedule);
        const { member: check, asItStands } = bookingEngines[row.timetable];
        const place = { wanted: req.place ?? null };
        const { reservation, sessions } = await bookOwnPlace(tx, deps, {
          member,
          row,
          req,
          check,
          asItStands,
          place,
        });
        const { placeMoved: _, ...booked } = reservation;
        return { reservation: booked, sessions };
      }),
  );
}

/** A member cancels their own reservation, judged by server time (at least 60 minutes before). */
export function cancelForMember(deps: BookingDeps, member: Booker, id: string) {
  const visible = and(eq(reservations.userId, member.id), eq(reservations.kind, "member"));
  return cancelReservation(deps, { id, actorId: member.id, audience: "member", visible });
}
