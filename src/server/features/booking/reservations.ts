import { and, eq, type SQL } from "drizzle-orm";
import { type Audience, checkCancellation } from "../../../shared/domain/booking-rules";
import { slotInstant } from "../../../shared/domain/schedule";
import type { Tx } from "../../db/client";
import { cancellations, type Reservation, reservations } from "../../db/schema";
import { changeCredits } from "../../lib/credits";
import { conflict, notFound } from "../../lib/errors";
import type { ReservationRow } from "./day-reads";
import { isUniqueViolation, recordingFailures } from "./failures";
import type { BookingDeps } from "./types";

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

type CancellationRecord = {
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

/**
 * Cancels the reservation `id` that `visible` lets this actor see, in one transaction: the
 * audience's cancellation window is judged by server time, then the cancellation is written and a
 * member's session restored.
 */
export async function cancelReservation(
  deps: BookingDeps,
  o: { id: string; actorId: string; audience: Audience; visible: SQL | undefined },
) {
  const member = o.audience === "member";
  return recordingFailures(
    deps,
    {
      userId: o.actorId,
      context: member ? "cancellation" : "admin cancellation",
      code: "CANCELLATION_FAILED",
    },
    () =>
      deps.database.db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(reservations)
          .where(and(eq(reservations.id, o.id), o.visible))
          .for("update");
        if (!r) throw notFound("RESERVATION_NOT_FOUND");
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        const check = checkCancellation({ now, tz, date: r.date, time: r.time }, o.audience);
        if (check.code) throw conflict(check.code);
        return writeCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: check.minutesRemaining,
          reason: member ? "VALID_CANCELLATION" : "ADMIN_CANCELLATION",
          by: o.actorId,
        });
      }),
  );
}
