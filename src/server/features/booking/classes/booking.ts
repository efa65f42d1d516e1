import { checkClassDeskBooking } from "../../../../shared/domain/classes";
import type { ClassBookRequest, ClassDeskBookRequest } from "../../../../shared/schemas/classes";
import { inTransaction } from "../../../lib/after-commit";
import { bookableClassSchedule } from "../../../lib/schedules";
import { bookAtDesk, type DeskBookingCheck } from "../desk-booking";
import { recordingFailures } from "../failures";
import { bookOwnPlace } from "../own-booking";
import type { Booker, BookingDeps } from "../types";
import { checkClassMemberBooking, readClassBooking } from "./reads";

/**
 * Booking a class of a class schedule, for the member and at the desk (decision 017). Bookings are rows
 * of `reservations` with the class's schedule and start time; cancellations go through
 * the shared `cancelReservation`.
 */

/**
 * A member books a class: under the class's lock and the member's account lock, the rules
 * are checked on fresh data (the class from the timetable and that date's change, the reformers
 * taken, the balance and expiry of the kind it spends, the one-active-reservation setting), the reservation
 * inserted, one credit spent with its ledger row, and the admins notified, in one transaction.
 */
export async function bookClassForMember(deps: BookingDeps, member: Booker, req: ClassBookRequest) {
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
          check: checkClassMemberBooking,
          place: { wanted: req.place ?? null },
        });
        const { placeMoved: _, ...booked } = reservation;
        return { reservation: booked, sessions };
      }),
  );
}

/**
 * The front desk books a class for an e-mail (decision 017): a member's e-mail spends one of that
 * member's credits like their own booking; an unknown e-mail is a guest, named as typed.
 * Under the class's lock, until the class ends, never past its reformers.
 */
export async function bookClassForDesk(deps: BookingDeps, admin: Booker, req: ClassDeskBookRequest) {
  return recordingFailures(
    deps,
    { userId: admin.id, context: "admin pilates booking", code: "BOOKING_FAILED", booking: "desk" },
    () =>
      inTransaction(deps, async (tx) => {
        const row = await bookableClassSchedule(tx, req.schedule);
        return bookAtDesk(tx, deps, { admin, row, req, check: checkClassDeskBookingNow });
      }),
  );
}

/**
 * The desk's booking of a class, checked under the class's lock and the member's (the caller holds
 * both): the class's window and reformers, and a member's credits, on fresh data.
 */
const checkClassDeskBookingNow: DeskBookingCheck = async (tx, q) => {
  const { day, cls, input } = await readClassBooking(tx, { ...q, userId: q.member?.id ?? null });
  return { error: checkClassDeskBooking({ ...input, cls, member: Boolean(q.member) }), day, cls };
};

// ---------------------------------------------------------------- the admin's timetable
