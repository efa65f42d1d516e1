import { and, asc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { studioToday } from "../../../shared/domain/schedule";
import {
  MEMBER_LOOKUP_EMPTY_LIMIT,
  type MemberLookupItem,
  type memberLookupQuerySchema,
} from "../../../shared/schemas/members";
import { notErased } from "../../auth/account-state";
import type { Db } from "../../db/client";
import { memberAccounts, user } from "../../db/schema";
import { holdsNutritionPackage } from "../../domain/nutrition-package";
import { memberTextConditions } from "../../domain/text-search";

/**
 * The shared member picker's search: every word of the query must appear in the folded name or
 * the e-mail. Ordered by the users' sort key; an empty query answers at most MEMBER_LOOKUP_EMPTY_LIMIT.
 */
export async function lookupMembers(
  db: Db,
  query: z.output<typeof memberLookupQuerySchema>,
  now: Date,
  tz: string,
): Promise<MemberLookupItem[]> {
  const conditions: (SQL | undefined)[] = memberTextConditions(query.q);
  const searching = conditions.length > 0;
  conditions.push(notErased);
  if (query.scope === "nutrition") conditions.push(holdsNutritionPackage(now));
  const limit = searching ? query.limit : Math.min(query.limit, MEMBER_LOOKUP_EMPTY_LIMIT);
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      nutritionName: memberAccounts.nutritionName,
      nutritionExpiresAt: memberAccounts.nutritionExpiresAt,
    })
    .from(user)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(and(...conditions))
    .orderBy(asc(user.sortKey), asc(user.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name || r.email,
    email: r.email,
    nutritionName: r.nutritionName,
    nutritionExpiresOn: r.nutritionExpiresAt ? studioToday(r.nutritionExpiresAt, tz) : null,
  }));
}
