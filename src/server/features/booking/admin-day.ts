import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { CancellationView, SessionStatus, SessionsCheck } from "../../../shared/schemas/booking";
import type { Db } from "../../db/client";
import { cancellations, memberAccounts, notifications, reservations, user } from "../../db/schema";
import { ledgerMismatches } from "../../lib/credits";

const bookable = inArray(reservations.kind, ["member", "guest"]);

/** The day's reservations for the dashboard table, and how many of its slots a mass fill blocks. */
export async function dayReservations(db: Db, date: string) {
  const rows = await db
    .select({
      id: reservations.id,
      kind: reservations.kind,
      name: reservations.name,
      email: reservations.email,
      date: reservations.date,
      time: reservations.time,
    })
    .from(reservations)
    .where(and(eq(reservations.date, date), bookable))
    .orderBy(asc(reservations.time), asc(reservations.name));
  const [blocked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.date, date), eq(reservations.kind, "block")));
  return {
    date,
    reservations: rows.map((r) => ({
      ...r,
      kind: r.kind === "guest" ? ("guest" as const) : ("member" as const),
    })),
    blockedSlots: blocked?.n ?? 0,
  };
}

export async function cancellationsOn(db: Db, date: string): Promise<CancellationView[]> {
  const rows = await db
    .select()
    .from(cancellations)
    .where(eq(cancellations.date, date))
    .orderBy(asc(cancellations.time), asc(cancellations.cancelledAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    date: r.date,
    time: r.time,
    cancelledAt: r.cancelledAt.toISOString(),
    reason: r.cancellationReason,
    sessionRestored: r.sessionWillBeRestored,
  }));
}

function statusOf(r: { kind: string; sessionsBefore: number | null; expired: boolean }): SessionStatus {
  if (r.kind === "guest") return "guest";
  if (r.expired) return "expired";
  if (r.sessionsBefore === null) return "unknown";
  return r.sessionsBefore <= 0 ? "noSessions" : "ok";
}

/**
 * The session check of a day: each booking with the member's sessions before it and now, and the
 * warnings (booked with no sessions left or an expired package; a balance that differs from its ledger).
 */
export async function sessionsCheck(db: Db, date: string): Promise<SessionsCheck> {
  const rows = await db
    .select({
      id: reservations.id,
      kind: reservations.kind,
      name: reservations.name,
      email: reservations.email,
      time: reservations.time,
      sessionsBefore: reservations.sessionsBeforeBooking,
      expired: reservations.packageExpiredAtBooking,
      activeSessions: memberAccounts.gymSessions,
    })
    .from(reservations)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, reservations.userId))
    .where(and(eq(reservations.date, date), bookable))
    .orderBy(asc(reservations.time), asc(reservations.name));
  const checked = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    time: r.time,
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
  const mismatched = await ledgerMismatches(db);
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

/** Unread admin notifications, newest first. */
export async function unreadNotifications(db: Db) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.adminNotified, false))
    .orderBy(desc(notifications.createdAt))
    .limit(200);
  return rows.map((n) => ({
    id: n.id,
    createdAt: n.createdAt.toISOString(),
    message: n.message,
    ...n.params,
  }));
}

export async function deleteAllNotifications(db: Db): Promise<number> {
  const deleted = await db.delete(notifications).returning({ id: notifications.id });
  return deleted.length;
}
