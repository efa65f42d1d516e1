import { and, asc, desc, eq, sql } from "drizzle-orm";
import { studioToday } from "../../../../shared/domain/schedule";
import type { MyClosureExtension } from "../../../../shared/schemas/closure-extensions";
import { NUTRITION } from "../../../../shared/schemas/packages";
import type { Db } from "../../../db/client";
import { closureExtensions, closures, memberAccounts } from "../../../db/schema";

/**
 * The member's packages extended over a closure whose extended expiry is still the package's
 * expiry (a later package replaces the notice) and has not passed; newest first.
 */
export async function myExtensions(
  db: Db,
  userId: string,
  now: Date,
  tz: string,
): Promise<MyClosureExtension[]> {
  const rows = await db
    .select({
      kind: closureExtensions.kind,
      days: closureExtensions.days,
      startDate: closures.startDate,
      endDate: closures.endDate,
      newExpiresAt: closureExtensions.newExpiresAt,
    })
    .from(closureExtensions)
    .innerJoin(closures, eq(closures.id, closureExtensions.closureId))
    .innerJoin(memberAccounts, eq(memberAccounts.userId, closureExtensions.userId))
    .where(
      and(
        eq(closureExtensions.userId, userId),
        sql`${closureExtensions.newExpiresAt} >= ${now}`,
        sql`${closureExtensions.newExpiresAt} = case ${closureExtensions.kind}
          when ${NUTRITION} then ${memberAccounts.nutritionExpiresAt}
          else (select c.expires_at from member_credits c
                where c.user_id = "closure_extensions"."user_id" and c.kind = "closure_extensions"."kind") end`,
      ),
    )
    .orderBy(desc(closureExtensions.appliedAt), asc(closureExtensions.kind));
  return rows.map((r) => ({
    kind: r.kind,
    days: r.days,
    startDate: r.startDate,
    endDate: r.endDate,
    newExpiresOn: studioToday(r.newExpiresAt, tz),
  }));
}
