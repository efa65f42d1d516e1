import { eq } from "drizzle-orm";
import { slotInstant } from "../../../shared/domain/schedule";
import type { Tx } from "../../db/client";
import { cancellations, type Reservation, reservations } from "../../db/schema";
import { changeCredits } from "../../lib/credits";
import { conflict } from "../../lib/errors";
import type { ReservationRow } from "./day-reads";
import { isUniqueViolation } from "./failures";

/** The writes every booking and cancellation shares, member's and desk's alike, in the caller's transaction. */

/** Inserts the reservation; a second one for the same member and date is refused by the index too. */
export async function insertReservation(
  tx: Tx,
  values: typeof reservations.$inferInsert,
): Promise<ReservationRow> {
  try {
    const [row] = await tx
      .insert(reservations)
      .values(values)
      .returning({ id: reservations.id, date: reservations.date, time: reservations.time });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("ALREADY_BOOKED_THIS_DAY");
    throw err;
  }
}

export type CancellationRecord = {
  now: Date;
  tz: string;
  minutesRemaining: number;
  reason: "VALID_CANCELLATION" | "ADMIN_CANCELLATION";
  by: string;
};

/**
 * Deletes the reservation, writes its cancellation record (spec section 3) and restores a member's
 * session with its ledger row.
 */
export async function writeCancellation(tx: Tx, r: Reservation, f: CancellationRecord) {
  const restore = r.kind === "member" && r.userId !== null;
  await tx.delete(reservations).where(eq(reservations.id, r.id));
  await tx.insert(cancellations).values({
    reservationId: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    date: r.date,
    time: r.time,
    cancelledAt: f.now,
    serverTimeAtCancellation: f.now,
    reservationTimeCalculated: slotInstant(r.date, r.time, f.tz),
    timeDifferenceMinutes: f.minutesRemaining,
    sessionWillBeRestored: restore,
    cancellationReason: f.reason,
    cancelledBy: f.by,
  });
  if (!restore) return { sessionRestored: false, sessions: null };
  const { after } = await changeCredits(tx, {
    userId: r.userId!,
    kind: "gym",
    delta: 1,
    reason: "cancellation",
    actorId: f.by,
    relatedId: r.id,
  });
  return { sessionRestored: true, sessions: after };
}
