import { and, asc, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { LocationKey, StaffPlaces } from "../../../../shared/domain/locations";
import { studioToday } from "../../../../shared/domain/schedule";
import type { ClosedWeek } from "../../../../shared/schemas/standing";
import type { Db, Tx } from "../../../db/client";
import { cancellations, reservations, schedules } from "../../../db/schema";
import { scheduleAt } from "../../../domain/staff-scope";
import { AppError } from "../../../platform/errors";
import { cancelHeldReservation } from "../cancellation";
import type { BookingDeps } from "../types";

/**
 * A closure added over booked weeks of standing bookings (decision 037): each is cancelled as the
 * desk cancels (credit back, the calendar file's cancellation), in the closure's transaction, with
 * the closure as its cause: the member's e-mail and account page say the studio is closed that day
 * and the session was returned (`closedWeeks`). Bookings made once stay as before (the desk decides about them). Answers how many.
 */
export async function cancelStandingInClosure(
  tx: Tx,
  deps: BookingDeps,
  o: { startDate: string; endDate: string; actorId: string; location: LocationKey | null },
): Promise<number> {
  const today = studioToday(deps.clock.now(), deps.zone());
  const from = o.startDate > today ? o.startDate : today;
  const weeks = await tx
    .select()
    .from(reservations)
    .where(
      and(
        isNotNull(reservations.standingId),
        gte(reservations.date, from),
        lte(reservations.date, o.endDate),
        // A closure of one location cancels only the weeks of schedules held there (decision 057).
        o.location === null
          ? undefined
          : inArray(
              reservations.schedule,
              tx.select({ key: schedules.key }).from(schedules).where(eq(schedules.location, o.location)),
            ),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time))
    .for("update");
  let cancelled = 0;
  for (const r of weeks) {
    try {
      await cancelHeldReservation(tx, deps, r, { actorId: o.actorId, audience: "admin", cause: "closure" });
      cancelled++;
    } catch (err) {
      // Ended already or checked in: it stays as it is.
      if (!(err instanceof AppError) || err.status !== 409) throw err;
    }
  }
  return cancelled;
}

/** The member's weeks a closure cancelled that are still to come, by date (their account page names them). */
export async function closedWeeks(
  deps: BookingDeps,
  userId: string,
  places: StaffPlaces = null,
): Promise<ClosedWeek[]> {
  const db: Db = deps.database.db;
  const today = studioToday(deps.clock.now(), deps.zone());
  return db
    .select({
      schedule: cancellations.schedule,
      date: cancellations.date,
      time: cancellations.time,
      sessionReturned: cancellations.sessionWillBeRestored,
    })
    .from(cancellations)
    .where(
      and(
        eq(cancellations.userId, userId),
        eq(cancellations.cause, "closure"),
        gte(cancellations.date, today),
        scheduleAt(cancellations.schedule, places),
      ),
    )
    .orderBy(asc(cancellations.date), asc(cancellations.time));
}
