import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { addDays, slotInstant } from "../../../shared/domain/schedule";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntryView,
  type ActivityQuery,
} from "../../../shared/schemas/activity";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import { readRules } from "../../lib/studio-rules";

const DAY_MS = 86_400_000;

/** The owner's activity log (decision 036): filtered, newest first, one page and the count. */
export async function listActivity(db: Db, q: ActivityQuery, tz: string) {
  const t = activityLog;
  const where: SQL[] = [];
  if (q.actor) where.push(eq(t.actorId, q.actor));
  if (q.member) where.push(eq(t.memberId, q.member));
  if (q.kind) where.push(eq(t.kind, q.kind));
  if (q.from) where.push(gte(t.at, slotInstant(q.from, "00:00", tz)));
  if (q.to) where.push(lt(t.at, slotInstant(addDays(q.to, 1), "00:00", tz)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(filter)
      .orderBy(desc(t.at), desc(t.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((q.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(t).where(filter),
  ]);
  const items: ActivityEntryView[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    memberId: r.memberId,
    memberName: r.memberName,
    kind: r.kind as ActivityEntryView["kind"],
    details: r.details as Record<string, unknown>,
  }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: ACTIVITY_PAGE_SIZE };
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
