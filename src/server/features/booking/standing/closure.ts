import { and, asc, gte, isNotNull, lte } from "drizzle-orm";
import { studioToday } from "../../../../shared/domain/schedule";
import type { Tx } from "../../../db/client";
import { reservations } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { cancelHeldReservation } from "../cancellation";
import type { BookingDeps } from "../types";

/**
 * A closure added over booked weeks of standing bookings (decision 037): each is cancelled as the
 * desk cancels (credit back, the cancellation e-mail with its calendar file), in the closure's
 * transaction. Bookings made once stay as before (the desk decides about them). Answers how many.
 */
export async function cancelStandingInClosure(
  tx: Tx,
  deps: BookingDeps,
  o: { startDate: string; endDate: string; actorId: string },
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
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time))
    .for("update");
  let cancelled = 0;
  for (const r of weeks) {
    try {
      await cancelHeldReservation(tx, deps, r, { actorId: o.actorId, audience: "admin" });
      cancelled++;
    } catch (err) {
      // Ended already or checked in: it stays as it is.
      if (!(err instanceof AppError) || err.status !== 409) throw err;
    }
  }
  return cancelled;
}
