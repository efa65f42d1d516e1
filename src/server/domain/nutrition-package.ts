import { and, gt, type SQL, sql } from "drizzle-orm";
import { notErased } from "../auth/account-state";
import { memberAccounts } from "../db/schema";

/**
 * Who may be given a nutrition plan: a living account whose nutrition package has a
 * name and is valid now. The one rule, for a query on `user` left-joined with `member_accounts`:
 * the member picker's 'nutrition' scope offers exactly these, the plan's creation accepts exactly
 * these, and the nutrition users list marks exactly these active.
 */
export function holdsNutritionPackage(now: Date): SQL {
  return and(
    sql`btrim(coalesce(${memberAccounts.nutritionName}, '')) <> ''`,
    gt(memberAccounts.nutritionExpiresAt, now),
    notErased,
  )!;
}
