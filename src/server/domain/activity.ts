import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ActivityDetails, ActivityKind } from "../../shared/domain/activity";
import type { AppEnv } from "../context";
import type { Db, Tx } from "../db/client";
import { activityLog } from "../db/schema";
import type { Clock } from "../platform/clock";

export type ActivityEntry = {
  /** The staff member who acted. */
  actorId: string;
  /** The member it concerns, if any. */
  memberId?: string | null;
  kind: ActivityKind;
  details?: ActivityDetails;
  /** The service's clock. */
  at: Date;
};

const nameOf = (id: string | null | undefined) =>
  id ? sql<string>`coalesce((select "name" from "user" where "id" = ${id}), '')` : sql<string>`''`;

/**
 * The one way to write the activity log (decision 036): in the transaction of the staff
 * action it records, so the entry exists exactly when the change does (a refused or failed action
 * writes none). The names are read in the same statement, as they are at that moment.
 */
export async function recordActivity(tx: Pick<Tx, "insert">, e: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    at: e.at,
    actorId: e.actorId,
    actorName: nameOf(e.actorId),
    memberId: e.memberId ?? null,
    memberName: nameOf(e.memberId),
    kind: e.kind,
    details: e.details ?? {},
  });
}

/**
 * A staff member read these members' health answers (a questionnaire list, a coach's member page):
 * one entry per member, in one statement, in the read's transaction.
 */
export async function recordHealthReads(
  tx: Pick<Tx, "insert">,
  e: { actorId: string; memberIds: string[]; details?: ActivityDetails; at: Date },
): Promise<void> {
  if (e.memberIds.length === 0) return;
  await tx.insert(activityLog).values(
    [...new Set(e.memberIds)].map((memberId) => ({
      at: e.at,
      actorId: e.actorId,
      actorName: nameOf(e.actorId),
      memberId,
      memberName: nameOf(memberId),
      kind: "health_read" as const,
      details: e.details ?? {},
    })),
  );
}

/**
 * A screen that stays open and reads again every few seconds (the coach's attention list): one
 * `health_read` entry per staff member, member, `list` and studio day, the first time that day (a
 * second read that day finds its entry). Two reads at the very same moment may both write one.
 */
export async function recordDailyHealthReads(
  tx: Pick<Tx, "insert" | "select">,
  e: { actorId: string; memberIds: string[]; list: string; day: string; at: Date },
): Promise<void> {
  if (e.memberIds.length === 0) return;
  const t = activityLog;
  const seen = await tx
    .select({ memberId: t.memberId })
    .from(t)
    .where(
      and(
        eq(t.kind, "health_read"),
        eq(t.actorId, e.actorId),
        inArray(t.memberId, e.memberIds),
        sql`${t.details}->>'list' = ${e.list}`,
        sql`${t.details}->>'day' = ${e.day}`,
      ),
    );
  const read = new Set(seen.map((r) => r.memberId));
  const memberIds = e.memberIds.filter((id) => !read.has(id));
  await recordHealthReads(tx, { ...e, memberIds, details: { list: e.list, day: e.day } });
}

/** A staff member's write: the database, the clock and who acts, for a service that records it. */
export type StaffWriter = { db: Db; clock: Clock; actorId: string };

/** The signed-in staff member's writer, from a route's context (after its guard). */
export const staffWriter = (c: Context<AppEnv>): StaffWriter => ({
  db: c.get("deps").database.db,
  clock: c.get("deps").clock,
  actorId: c.get("user").id,
});

/** A change to the studio's settings (an area such as "packages" or "photos"), with before → after. */
export function recordSettings(
  tx: Pick<Tx, "insert">,
  w: Pick<StaffWriter, "clock" | "actorId">,
  area: string,
  details: ActivityDetails,
): Promise<void> {
  return recordActivity(tx, {
    actorId: w.actorId,
    kind: "settings",
    details: { area, ...details },
    at: w.clock.now(),
  });
}
