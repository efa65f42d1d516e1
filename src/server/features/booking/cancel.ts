import { and, eq, inArray } from "drizzle-orm";
import { checkAdminCancellation } from "../../../shared/domain/admin-booking-rules";
import { checkCancellation } from "../../../shared/domain/booking-rules";
import { slotInstant } from "../../../shared/domain/schedule";
import type { Tx } from "../../db/client";
import { cancellations, type Reservation, reservations } from "../../db/schema";
import { changeCredits } from "../../lib/credits";
import { conflict, notFound } from "../../lib/errors";
import { recordingFailures } from "./failures";
import type { Booker, BookingDeps } from "./types";

type Finish = {
  now: Date;
  tz: string;
  minutesRemaining: number;
  reason: "VALID_CANCELLATION" | "ADMIN_CANCELLATION";
  by: string;
};

/**
 * Deletes the reservation, writes its cancellation record (spec section 3) and restores a member's
 * session with its ledger row, in the caller's transaction.
 */
async function finishCancellation(tx: Tx, r: Reservation, f: Finish) {
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

/** A member cancels their own reservation, judged by server time (at least 60 minutes before). */
export async function cancelForMember(deps: BookingDeps, member: Booker, id: string) {
  return recordingFailures(
    deps,
    { userId: member.id, context: "cancellation", code: "CANCELLATION_FAILED" },
    () =>
      deps.database.db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(reservations)
          .where(
            and(eq(reservations.id, id), eq(reservations.userId, member.id), eq(reservations.kind, "member")),
          )
          .for("update");
        if (!r) throw notFound("RESERVATION_NOT_FOUND");
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        const check = checkCancellation({ now, tz, date: r.date, time: r.time });
        if (check.code) throw conflict(check.code);
        return finishCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: check.minutesRemaining,
          reason: "VALID_CANCELLATION",
          by: member.id,
        });
      }),
  );
}

/** An admin cancels a member's or guest's reservation until the slot ends; a member's session comes back. */
export async function cancelForAdmin(deps: BookingDeps, admin: Booker, id: string) {
  return recordingFailures(
    deps,
    { userId: admin.id, context: "admin cancellation", code: "CANCELLATION_FAILED" },
    () =>
      deps.database.db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(reservations)
          .where(and(eq(reservations.id, id), inArray(reservations.kind, ["member", "guest"])))
          .for("update");
        if (!r) throw notFound("RESERVATION_NOT_FOUND");
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        const check = checkAdminCancellation({ now, tz, date: r.date, time: r.time });
        if (check.code) throw conflict(check.code);
        return finishCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: check.minutesRemaining,
          reason: "ADMIN_CANCELLATION",
          by: admin.id,
        });
      }),
  );
}
