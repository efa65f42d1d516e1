import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { addDays, slotInstant } from "../../../shared/domain/schedule";
import {
  ACTIVITY_COUNT_CAP,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntryView,
  type ActivityQuery,
} from "../../../shared/schemas/activity";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import { readRules } from "../../domain/studio-rules";

const DAY_MS = 86_400_000;

/**
 * The owner's activity log (decision 036): filtered, newest first, one page (a row more than it
 * shows says whether a next one exists) and the count, which stops at ACTIVITY_COUNT_CAP: a count
 * to the end of a long log read every row of it on every page.
 */
export async function listActivity(db: Db, q: ActivityQuery, tz: string) {
  const t = activityLog;
  const where: SQL[] = [];
  if (q.actor) where.push(eq(t.actorId, q.actor));
  if (q.member) where.push(eq(t.memberId, q.member));
  if (q.kind) where.push(eq(t.kind, q.kind));
  if (q.from) where.push(gte(t.at, slotInstant(q.from, "00:00", tz)));
  if (q.to) where.push(lt(t.at, slotInstant(addDays(q.to, 1), "00:00", tz)));
  const filter = where.length ? and(...where) : undefined;
  const selected = db
    .select({ one: sql`1` })
    .from(t)
    .where(filter)
    .limit(ACTIVITY_COUNT_CAP + 1)
    .as("selected");
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(filter)
      .orderBy(desc(t.at), desc(t.id))
      .limit(ACTIVITY_PAGE_SIZE + 1)
      .offset((q.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(selected),
  ]);
  const n = counted?.n ?? 0;
  const items: ActivityEntryView[] = rows.slice(0, ACTIVITY_PAGE_SIZE).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    memberId: r.memberId,
    memberName: r.memberName,
    kind: r.kind as ActivityEntryView["kind"],
    details: r.details as Record<string, unknown>,
  }));
  return {
    items,
    total: Math.min(n, ACTIVITY_COUNT_CAP),
    totalCapped: n > ACTIVITY_COUNT_CAP,
    hasNext: rows.length > ACTIVITY_PAGE_SIZE,
    page: q.page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}

/**
 * The retention job's round: entries older than the studio's `activityRetentionDays` are removed
 * (the only delete of the log). Answers how many went.
 */
export async function pruneActivity(db: Db, now: Date): Promise<number> {
  const { activityRetentionDays } = await readRules(db);
  const before = new Date(now.getTime() - activityRetentionDays * DAY_MS);
  const gone = await db
    .delete(activityLog)
    .where(lt(activityLog.at, before))
    .returning({ id: activityLog.id });
  return gone.length;
}
