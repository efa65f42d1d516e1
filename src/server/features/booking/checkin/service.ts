import { and, eq } from "drizzle-orm";
import {
  type AttendanceMark,
  canMarkAttendance,
  type NoShowSessionEffect,
} from "../../../../shared/domain/attendance";
import type { AttendanceMarked } from "../../../../shared/schemas/attendance";
import type { Tx } from "../../../db/client";
import { type Reservation, reservations } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { changeCredits } from "../../../domain/credits";
import { creditKindOf } from "../../../domain/schedules";
import { readRules } from "../../../domain/studio-rules";
import { AppError, conflict, notFound } from "../../../platform/errors";
import { bookable } from "../desk/service";
import { recordingFailures } from "../failures";
import type { Booker, BookingDeps } from "../types";

/**
 * The desk's check-in (decision 013): once a booking's slot has started it can be marked attended or
 * no-show, and the mark undone. A member's no-show gives the booked session back, unless the studio
 * set "a no-show forfeits the session", in which case the forfeit is written to the ledger (delta 0).
 * Undo reverses exactly what the mark did, whatever the setting says by then.
 */

/** The studio's rule as this transaction sees it (a no-show forfeits unless the owner switched it). */
export async function noShowForfeits(tx: Pick<Tx, "select">): Promise<boolean> {
  return (await readRules(tx)).noShowForfeits;
}

const isMember = (r: Reservation): r is Reservation & { userId: string } =>
  r.kind === "member" && r.userId !== null;

/** Takes back what a no-show did to the session: the restored session, or a note that the forfeit is undone. */
async function undoNoShow(tx: Tx, r: Reservation, actorId: string): Promise<number | null> {
  if (!r.noShowSession || !isMember(r)) return null;
  try {
    const { after } = await changeCredits(tx, {
      userId: r.userId,
      kind: await creditKindOf(tx, r.schedule),
      delta: r.noShowSession === "restored" ? -1 : 0,
      reason: "no_show_undone",
      actorId,
      relatedId: r.id,
    });
    return after;
  } catch (err) {
    // The session given back has been spent since: the desk adjusts the balance first.
    if (err instanceof AppError && err.code === "NO_SESSIONS_LEFT") throw conflict("NO_SHOW_SESSION_SPENT");
    throw err;
  }
}

/** A member's no-show: the session back (default) or forfeited, both in the ledger. */
async function recordNoShow(
  tx: Tx,
  r: Reservation & { userId: string },
  actorId: string,
): Promise<{ effect: NoShowSessionEffect; sessions: number }> {
  const forfeits = await noShowForfeits(tx);
  const { after } = await changeCredits(tx, {
    userId: r.userId,
    kind: await creditKindOf(tx, r.schedule),
    delta: forfeits ? 0 : 1,
    reason: forfeits ? "no_show_forfeited" : "no_show_restored",
    actorId,
    relatedId: r.id,
  });
  return { effect: forfeits ? "forfeited" : "restored", sessions: after };
}

/** Marks a member's or guest's booking attended or no-show, or clears its mark (`status` null). */
export async function markAttendance(
  deps: BookingDeps,
  admin: Booker,
  id: string,
  status: AttendanceMark | null,
): Promise<AttendanceMarked> {
  return recordingFailures(deps, { userId: admin.id, context: "attendance mark", code: "INTERNAL" }, () =>
    deps.database.db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), bookable))
        .for("update");
      if (!r) throw notFound("RESERVATION_NOT_FOUND");
      const now = deps.clock.now();
      if (!canMarkAttendance({ now, tz: deps.zone(), date: r.date, time: r.time }))
        throw conflict("SLOT_NOT_STARTED");
      if (r.attendance === status)
        return { id, attendance: status, session: r.noShowSession, sessions: null };

      let sessions = await undoNoShow(tx, r, admin.id);
      let effect: NoShowSessionEffect | null = null;
      if (status === "no_show" && isMember(r)) {
        const noShow = await recordNoShow(tx, r, admin.id);
        effect = noShow.effect;
        sessions = noShow.sessions;
      }
      await tx
        .update(reservations)
        .set({
          attendance: status,
          noShowSession: effect,
          attendanceMarkedAt: status ? now : null,
          attendanceMarkedBy: status ? admin.id : null,
        })
        .where(eq(reservations.id, id));
      await recordActivity(tx, {
        actorId: admin.id,
        memberId: r.userId,
        kind: "check_in",
        details: {
          schedule: r.schedule,
          date: r.date,
          time: r.time,
          guest: r.userId ? undefined : r.name,
          before: r.attendance,
          after: status,
        },
        at: now,
      });
      return { id, attendance: status, session: effect, sessions };
    }),
  );
}
