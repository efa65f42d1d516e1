import type { ScheduleRow } from "../../../shared/domain/schedules";
import { GUEST_NAME } from "../../../shared/schemas/booking";
import type { Tx } from "../../db/client";
import { recordActivity } from "../../domain/activity";
import { queueBookingMail } from "../../domain/booking-mail";
import { lockDeskMember, lockSlot, type SlotQuery } from "./day-reads";
import { type BookingCheckResult, checkedClass, namesOf } from "./own-booking";
import { bookingRefusal } from "./refusal";
import { insertReservation, writeMemberBooking } from "./reservations";
import type { Booker, BookingDeps } from "./types";

/** The member whose e-mail the desk typed (none: a guest). */
export type DeskMember = { id: string; name: string };

/** A schedule engine's check of a desk booking on fresh data (the hours' or the classes'). */
export type DeskBookingCheck = (
  tx: Tx,
  q: SlotQuery & { member: DeskMember | null },
) => Promise<BookingCheckResult>;

/**
 * The one path of a desk booking, whatever the schedule's timetable (decision 017), in the caller's
 * transaction once it knows the schedule takes bookings: under the slot's (or class's) lock and the
 * member's account lock, the engine's check on fresh data (refused with the rule's one code); a
 * member's e-mail spends one of that member's credits as their own booking does (its ledger row
 * and the admins' notification); an unknown e-mail is a guest, named as typed or with the guest
 * label. The booking's mail is queued (sent right after the commit) and the desk's act recorded.
 */
export async function bookAtDesk(
  tx: Tx,
  deps: BookingDeps,
  o: {
    admin: Booker;
    /** The schedule's row, as `bookableSchedule` answered it. */
    row: ScheduleRow;
    req: { date: string; time: string; email: string; name?: string; place?: number };
    check: DeskBookingCheck;
  },
) {
  const { admin, req, row } = o;
  const { date, time, email } = req;
  const schedule = row.key;
  const now = deps.clock.now();
  await lockSlot(tx, date, time, schedule);
  const member = (await lockDeskMember(tx, email)) ?? null;
  const { error, day, cls } = await o.check(tx, { schedule, date, time, now, tz: deps.zone(), member });
  if (error) throw await bookingRefusal(tx, schedule, error);
  const guest = req.name || GUEST_NAME;
  // The numbered place picked, on a class with numbered places (decision 037); taken: refused.
  const { max, minutes } = checkedClass({ day, cls });
  const place = { wanted: req.place ?? null, max };
  const booked = member
    ? await writeMemberBooking(tx, {
        schedule: row,
        member: { id: member.id, email, name: member.name },
        date,
        time,
        sessionsBefore: day.account!.sessions,
        actorId: admin.id,
        createdAt: now,
        place,
      })
    : {
        reservation: await insertReservation(
          tx,
          row,
          {
            kind: "guest",
            userId: null,
            name: guest,
            email,
            date,
            time,
            sessionsBeforeBooking: null,
            packageExpiredAtBooking: false,
            createdBy: admin.id,
            createdAt: now,
          },
          place,
        ),
        sessions: null,
      };
  await queueBookingMail(tx, deps, {
    kind: "booked",
    reservation: {
      ...booked.reservation,
      kind: member ? "member" : "guest",
      userId: member?.id ?? null,
      email,
      name: member?.name ?? req.name ?? "",
    },
    schedule,
    scheduleName: namesOf(row),
    minutes,
  });
  await recordActivity(tx, {
    actorId: admin.id,
    memberId: member?.id ?? null,
    kind: "booking",
    details: {
      schedule,
      date,
      time,
      ...(member ? { before: day.account!.sessions, after: booked.sessions } : { guest }),
    },
    at: now,
  });
  return {
    reservation: booked.reservation,
    kind: member ? ("member" as const) : ("guest" as const),
    sessions: booked.sessions,
  };
}
