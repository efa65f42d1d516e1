import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { studioToday } from "../../../shared/domain/schedule";
import type { Tx } from "../../db/client";
import { reservations, standingBookings } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { cancelHeldReservation } from "./cancellation";
import { endSeries } from "./standing/occurrence";
import type { BookingDeps } from "./types";

/**
 * Cancels every booking of the member still to come, as the member would cancel it (the credit
 * back, the place to the waitlist), and ends their standing bookings so no further week is booked:
 * a guardian withdrew the consent the bookings were made under. One inside the cancel cutoff, or
 * started, stays booked. Answers how many were cancelled.
 */
export async function cancelBookingsToCome(tx: Tx, deps: BookingDeps, userId: string): Promise<number> {
  const now = deps.clock.now();
  const series = await tx
    .select({ id: standingBookings.id })
    .from(standingBookings)
    .where(and(eq(standingBookings.userId, userId), isNull(standingBookings.endedAt)))
    .for("update");
  for (const s of series) await endSeries(tx, s.id, "member", now);
  const rows = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, userId), gte(reservations.date, studioToday(now, deps.zone()))))
    .orderBy(asc(reservations.date), asc(reservations.time))
    .for("update");
  let cancelled = 0;
  for (const r of rows) {
    try {
      await cancelHeldReservation(tx, deps, r, { actorId: userId, audience: "member" });
      cancelled++;
    } catch (err) {
      // Inside the cancel cutoff, started, or checked in: it stays booked.
      if (!(err instanceof AppError) || err.status !== 409) throw err;
    }
  }
  return cancelled;
}
