import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { canMarkAttendance } from "../../../../shared/domain/attendance";
import { bookingWindow } from "../../../../shared/domain/booking-rules";
import type { StaffPlaces } from "../../../../shared/domain/locations";
import { minutesUntilSlot, studioToday } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { AdminBookRequest, CancellationView, DayView } from "../../../../shared/schemas/booking";
import type { Db } from "../../../db/client";
import { cancellations, familyLinks, reservations, user } from "../../../db/schema";
import { bookingLengths } from "../../../domain/class-timetable";
import { bookableSchedule, namedSchedule } from "../../../domain/schedules";
import { scheduleAt } from "../../../domain/staff-scope";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import { cancelReservation } from "../cancellation";
import { dayView } from "../day-view";
import { bookAtDesk } from "../desk-booking";
import { bookingEngines } from "../engines";
import { recordingFailures } from "../failures";
import type { Booker, BookingDeps } from "../types";

/** The front desk's day: the calendar, its reservations and cancellations, desk bookings and cancellations. */

export const bookable = inArray(reservations.kind, ["member", "guest"]);

/** The asked date, or the studio's today. */
export const deskDate = (deps: BookingDeps, date: string | undefined) =>
  date ?? studioToday(deps.clock.now(), deps.zone());

/**
 * An hours schedule's day, its slots with bookings/max for the create-booking modal (the desk may
 * book until a slot ends).
 */
export async function deskDay(deps: BookingDeps, q: { date?: string; schedule: Schedule }): Promise<DayView> {
  return (await dayView(deps, { ...q, userId: null, audience: "admin" })).state;
}

/**
 * The day's reservations for the dashboard table (each with its check-in mark, whether its slot has
 * started so it can be marked, and whether it has ended so it offers no cancel), and how many of its
 * slots a mass fill blocks, at `places` (null: every location; decision 057).
 */
export async function dayReservations(deps: BookingDeps, date: string, places: StaffPlaces = null) {
  const here = scheduleAt(reservations.schedule, places);
  const db = deps.database.db;
  const now = deps.clock.now();
  const tz = deps.zone();
  const rules = await readRules(db);
  const rows = await db
    .select({
      id: reservations.id,
      kind: reservations.kind,
      schedule: reservations.schedule,
      name: reservations.name,
      email: reservations.email,
      time: reservations.time,
      attendance: reservations.attendance,
      standingId: reservations.standingId,
      userId: reservations.userId,
      place: reservations.place,
      // The guardian of a booked dependant (a member has one at most). The user table itself, not an
      // alias: drizzle reads an alias's columns through a proxy on every row.
      guardianName: user.name,
    })
    .from(reservations)
    .leftJoin(namedSchedule, eq(namedSchedule.key, reservations.schedule))
    .leftJoin(familyLinks, eq(familyLinks.dependantId, reservations.userId))
    .leftJoin(user, eq(user.id, familyLinks.guardianId))
    .where(and(eq(reservations.date, date), bookable, here))
    .orderBy(
      asc(reservations.time),
      asc(namedSchedule.position),
      asc(reservations.schedule),
      asc(reservations.name),
    );
  const [blocked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.date, date), eq(reservations.kind, "block"), here));
  const lengths = await bookingLengths(
    db,
    rows.map((r) => ({ schedule: r.schedule, date, time: r.time })),
    rules,
  );
  // Every row is of `date`, and a day has a few dozen start times: each time is read once.
  const slots = new Map<string, { minutesLeft: number; started: boolean }>();
  const slotAt = (time: string) => {
    let slot = slots.get(time);
    if (!slot) {
      slot = {
        minutesLeft: minutesUntilSlot(now, date, time, tz),
        started: canMarkAttendance({ now, tz, date, time }),
      };
      slots.set(time, slot);
    }
    return slot;
  };
  return {
    date,
    reservations: rows.map((r, i) => {
      const slot = slotAt(r.time);
      return {
        ...r,
        date,
        standing: r.standingId !== null,
        kind: r.kind === "guest" ? ("guest" as const) : ("member" as const),
        ended: bookingWindow("admin", slot.minutesLeft, rules, lengths[i]!) === "ended",
        started: slot.started,
      };
    }),
    blockedSlots: blocked?.n ?? 0,
  };
}

/**
 * The front desk books a slot or a class of any schedule for an e-mail (decision records 002, 017):
 * a member's e-mail spends one of that member's credits of the kind it spends like their own
 * booking; an unknown e-mail is a guest, named as typed or with the guest label. Capacity holds
 * under the same slot (or class) lock as members' bookings; the rules are the schedule's timetable's.
 */
export async function bookForDesk(deps: BookingDeps, admin: Booker, req: AdminBookRequest) {
  return recordingFailures(
    deps,
    { userId: admin.id, context: "admin booking", code: "BOOKING_FAILED", booking: "desk" },
    () =>
      inTransaction(deps, async (tx) => {
        const row = await bookableSchedule(tx, req.schedule);
        return bookAtDesk(tx, deps, { admin, row, req, check: bookingEngines[row.timetable].desk });
      }),
  );
}

/** The desk cancels a member's or guest's reservation until the slot ends; a member's session comes back. */
export function cancelForDesk(deps: BookingDeps, admin: Booker, id: string) {
  return cancelReservation(deps, { id, actorId: admin.id, audience: "admin", visible: bookable });
}

/** A day's cancellations at `places` (null: every location; decision 057). */
export async function cancellationsOn(
  db: Db,
  date: string,
  places: StaffPlaces = null,
): Promise<{ date: string; rows: CancellationView[] }> {
  const rows = await db
    .select({
      id: cancellations.id,
      name: cancellations.name,
      email: cancellations.email,
      date: cancellations.date,
      time: cancellations.time,
      cancelledAt: cancellations.cancelledAt,
      schedule: cancellations.schedule,
      reason: cancellations.cancellationReason,
      sessionRestored: cancellations.sessionWillBeRestored,
    })
    .from(cancellations)
    .leftJoin(namedSchedule, eq(namedSchedule.key, cancellations.schedule))
    .where(and(eq(cancellations.date, date), scheduleAt(cancellations.schedule, places)))
    .orderBy(
      asc(cancellations.time),
      asc(namedSchedule.position),
      asc(cancellations.schedule),
      asc(cancellations.cancelledAt),
    );
  return {
    date,
    rows: rows.map((r) => ({ ...r, cancelledAt: r.cancelledAt.toISOString() })),
  };
}
