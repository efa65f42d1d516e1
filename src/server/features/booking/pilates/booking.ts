import { checkPilatesDeskBooking } from "../../../../shared/domain/pilates";
import type { ClassDeskBookRequest, PilatesBookRequest } from "../../../../shared/schemas/pilates";
import { inTransaction } from "../../../lib/after-commit";
import { bookableClassSchedule } from "../../../lib/schedules";
import { bookAtDesk, type DeskBookingCheck } from "../desk-booking";
import { recordingFailures } from "../failures";
import { bookOwnPlace } from "../own-booking";
import type { Booker, BookingDeps } from "../types";
import { checkPilatesMemberBooking, readPilatesBooking } from "./reads";

/**
 * Booking a Reformer Pilates class, for the member and at the desk (decision 017). Bookings are rows
 * of `reservations` with schedule 'pilates' and the class's start time; cancellations go through
 * the shared `cancelReservation`.
 */

/**
 * A member books a Pilates class: under the class's lock and the member's account lock, the rules
 * are checked on fresh data (the class from the timetable and that date's change, the reformers
 * taken, the Pilates balance and expiry, the one-active-reservation setting), the reservation
 * inserted, one Pilates credit spent with its ledger row, and the admins notified, in one transaction.
 */
export async function bookPilates(deps: BookingDeps, member: Booker, req: PilatesBookRequest) {
  return recordingFailures(
    deps,
    { userId: member.id, context: "pilates booking", code: "BOOKING_FAILED", booking: "member" },
    () =>
      inTransaction(deps, async (tx) => {
        const row = await bookableClassSchedule(tx, req.schedule);
        const { reservation, sessions } = await bookOwnPlace(tx, deps, {
          member,
          row,
          req,
          check: checkPilatesMemberBooking,
          place: { wanted: req.place ?? null },
        });
        const { placeMoved: _, ...booked } = reservation;
        return { reservation: booked, sessions };
      }),
  );
}

/**
 * The front desk books a class for an e-mail (decision 017): a member's e-mail spends one of that
 * member's Pilates credits like their own booking; an unknown e-mail is a guest, named as typed.
 * Under the class's lock, until the class ends, never past its reformers.
 */
export async function bookPilatesForDesk(deps: BookingDeps, admin: Booker, req: ClassDeskBookRequest) {
  return recordingFailures(
    deps,
    { userId: admin.id, context: "admin pilates booking", code: "BOOKING_FAILED", booking: "desk" },
    () =>
      inTransaction(deps, async (tx) => {
        const row = await bookableClassSchedule(tx, req.schedule);
        return bookAtDesk(tx, deps, { admin, row, req, check: checkPilatesDeskBookingNow });
      }),
  );
}

/**
 * The desk's booking of a class, checked under the class's lock and the member's (the caller holds
 * both): the class's window and reformers, and a member's credits, on fresh data.
 */
const checkPilatesDeskBookingNow: DeskBookingCheck = async (tx, q) => {
  const { day, cls, input } = await readPilatesBooking(tx, { ...q, userId: q.member?.id ?? null });
  return { error: checkPilatesDeskBooking({ ...input, cls, member: Boolean(q.member) }), day, cls };
};

// ---------------------------------------------------------------- the admin's timetable
