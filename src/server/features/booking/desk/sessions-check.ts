import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { StaffPlaces } from "../../../../shared/domain/locations";
import type { SessionStatus, SessionsCheck } from "../../../../shared/schemas/booking";
import type { Db } from "../../../db/client";
import { reservations, user } from "../../../db/schema";
import { balanceMismatches } from "../../../domain/credits";
import { scheduleAt } from "../../../domain/staff-scope";
import { bookable } from "./service";

function statusOf(r: { kind: string; sessionsBefore: number | null; expired: boolean }): SessionStatus {
  if (r.kind === "guest") return "guest";
  if (r.expired) return "expired";
  if (r.sessionsBefore === null) return "unknown";
  return r.sessionsBefore <= 0 ? "noSessions" : "ok";
}

/**
 * The session check of a day: each booking with the member's sessions before it and now, and the
 * warnings (booked with no sessions left or an expired package; a booked member whose balance
 * differs from their ledger). Only the day's members are checked, so its cost follows the day, not
 * the ledger's length. At `places` (null: every location; decision 057).
 */
export async function sessionsCheck(
  db: Db,
  date: string,
  places: StaffPlaces = null,
): Promise<SessionsCheck> {
  const rows = await db
    .select({
      id: reservations.id,
      kind: reservations.kind,
      userId: reservations.userId,
      name: reservations.name,
      email: reservations.email,
      time: reservations.time,
      schedule: reservations.schedule,
      sessionsBefore: reservations.sessionsBeforeBooking,
      expired: reservations.packageExpiredAtBooking,
      // The balance of the booking's own schedule.
      // The balance of the credit kind the booking's schedule spends (decision 038). Aliased and
      // qualified by hand: inside a select field Drizzle names columns without their table.
      activeSessions: sql<number | null>`case when "reservations"."user_id" is not null
        then coalesce((select c.sessions from member_credits c join schedules s on s.credit_kind = c.kind
          where s.key = "reservations"."schedule" and c.user_id = "reservations"."user_id"), 0) end`,
    })
    .from(reservations)
    .where(and(eq(reservations.date, date), bookable, scheduleAt(reservations.schedule, places)))
    .orderBy(asc(reservations.time), asc(reservations.schedule), asc(reservations.name));
  const checked = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    time: r.time,
    schedule: r.schedule,
    sessionsBefore: r.sessionsBefore,
    activeSessions: r.activeSessions,
    status: statusOf(r),
  }));
  const warnings: SessionsCheck["warnings"] = checked.flatMap((r) =>
    r.status === "noSessions" || r.status === "expired"
      ? [
          {
            kind:
              r.status === "noSessions"
                ? ("bookedWithoutSessions" as const)
                : ("bookedWithExpiredPackage" as const),
            name: r.name,
            email: r.email,
            time: r.time,
          },
        ]
      : [],
  );
  const booked = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const mismatched = await balanceMismatches(db, booked);
  if (mismatched.length > 0) {
    const ids = [...new Set(mismatched.map((m) => m.userId))];
    const people = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(inArray(user.id, ids));
    for (const p of people)
      warnings.push({ kind: "ledgerMismatch", name: p.name, email: p.email, time: null });
  }
  return { date, rows: checked, warnings };
}
