import { checkPilatesDeskBooking } from "../../../../shared/domain/pilates";
import { GUEST_NAME } from "../../../../shared/schemas/booking";
import type { ClassDeskBookRequest, PilatesBookRequest } from "../../../../shared/schemas/pilates";
import { recordActivity } from "../../../lib/activity";
import { inTransaction } from "../../../lib/after-commit";
import { queueBookingMail } from "../../../lib/booking-mail";
import { bookableClassSchedule } from "../../../lib/schedules";
import { lockDeskMember, lockSlot } from "../day-reads";
import { recordingFailures } from "../failures";
import { bookOwnPlace } from "../own-booking";
import { bookingRefusal } from "../refusal";
import { insertReservation, writeMemberBooking } from "../reservations";
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
    { userId: member.id, context: "pilates booking", code: "BOOKING_FAILED" },
    () =>
      inTransaction(deps, async (tx) => {
        await bookableClassSchedule(tx, req.schedule);
        const { reservation, sessions } = await bookOwnPlace(tx, deps, {
          member,
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
    { userId: admin.id, context: "admin pilates booking", code: "BOOKING_FAILED" },
    () =>
      inTransaction(deps, async (tx) => {
        const now = deps.clock.now();
        const tz = deps.zone();
        const { schedule } = req;
        await bookableClassSchedule(tx, schedule);
        await lockSlot(tx, req.date, req.time, schedule);
        const member = await lockDeskMember(tx, req.email);
        const { day, cls, input } = await readPilatesBooking(tx, {
          schedule,
          date: req.date,
          time: req.time,
          now,
          tz,
          userId: member?.id ?? null,
        });
        const error = checkPilatesDeskBooking({ ...input, cls, member: Boolean(member) });
        if (error) throw await bookingRefusal(tx, schedule, error);
        const booked = member
          ? await writeMemberBooking(tx, {
              schedule,
              member: { id: member.id, email: req.email, name: member.name },
              date: req.date,
              time: req.time,
              sessionsBefore: day.account!.sessions,
              actorId: admin.id,
              createdAt: now,
            })
          : {
              reservation: await insertReservation(tx, {
                kind: "guest",
                schedule,
                userId: null,
                name: req.name || GUEST_NAME,
                email: req.email,
                date: req.date,
                time: req.time,
                sessionsBeforeBooking: null,
                packageExpiredAtBooking: false,
                createdBy: admin.id,
                createdAt: now,
              }),
              sessions: null,
            };
        await queueBookingMail(tx, deps, {
          kind: "booked",
          reservation: {
            ...booked.reservation,
            kind: member ? "member" : "guest",
            userId: member?.id ?? null,
            email: req.email,
            name: member?.name ?? req.name ?? "",
          },
          schedule,
          minutes: cls?.minutes,
        });
        await recordActivity(tx, {
          actorId: admin.id,
          memberId: member?.id ?? null,
          kind: "booking",
          details: {
            schedule,
            date: req.date,
            time: req.time,
            ...(member
              ? { before: day.account!.sessions, after: booked.sessions }
              : { guest: req.name || GUEST_NAME }),
          },
          at: now,
        });
        return {
          reservation: booked.reservation,
          kind: member ? ("member" as const) : ("guest" as const),
          sessions: booked.sessions,
        };
      }),
  );
}

// ---------------------------------------------------------------- the admin's timetable
