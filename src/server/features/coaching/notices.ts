import { and, desc, eq, gt, sql } from "drizzle-orm";
import { studioToday } from "../../../shared/domain/schedule";
import { currentProgram } from "../../../shared/domain/workouts";
import type { CoachNoticeKind, CoachNotices } from "../../../shared/schemas/coach-notices";
import type { Db, Tx } from "../../db/client";
import { coachNoticesSeen, memberAccounts, nutritionPlans, user, workoutPlans } from "../../db/schema";
import { holdsNutritionPackage } from "../../domain/nutrition-package";
import { notFound } from "../../platform/errors";

/**
 * The coach's changes the member has not seen (decision 031), for the home screen: the
 * program in force when it is a changed version (2 or more) written after the one the member saw,
 * and the nutrition plan the coach edited since (while the member holds a nutrition package). The
 * marks are change times copied in SQL from the rows seen, so they compare exactly.
 */

export async function seenOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ program: coachNoticesSeen.programSeenAt, nutrition: coachNoticesSeen.nutritionSeenAt })
    .from(coachNoticesSeen)
    .where(eq(coachNoticesSeen.userId, userId));
  return { program: row?.program ?? null, nutrition: row?.nutrition ?? null };
}

const after = (at: Date, seen: Date | null) => seen === null || at.getTime() > seen.getTime();

export async function coachNotices(
  db: Db,
  userId: string,
  { now, tz }: { now: Date; tz: string },
): Promise<CoachNotices> {
  const today = studioToday(now, tz);
  const seen = await seenOf(db, userId);
  const programs = await db
    .select({
      id: workoutPlans.id,
      version: workoutPlans.version,
      startDate: workoutPlans.startDate,
      createdAt: workoutPlans.createdAt,
    })
    .from(workoutPlans)
    .where(eq(workoutPlans.userId, userId));
  const current = currentProgram(
    programs.map((p) => ({ ...p, at: p.createdAt, createdAt: p.createdAt.toISOString() })),
    today,
  );
  const program =
    current && current.version > 1 && after(current.at, seen.program)
      ? { id: current.id, version: current.version, changedOn: studioToday(current.at, tz) }
      : null;

  const [plan] = await db
    .select({ id: nutritionPlans.id, at: nutritionPlans.updatedAt })
    .from(nutritionPlans)
    .innerJoin(user, eq(user.id, nutritionPlans.userId))
    .innerJoin(memberAccounts, eq(memberAccounts.userId, nutritionPlans.userId))
    .where(
      and(
        eq(nutritionPlans.userId, userId),
        gt(nutritionPlans.updatedAt, nutritionPlans.createdAt),
        holdsNutritionPackage(now),
      ),
    )
    .orderBy(desc(nutritionPlans.updatedAt))
    .limit(1);
  const nutrition =
    plan && after(plan.at, seen.nutrition) ? { id: plan.id, changedOn: studioToday(plan.at, tz) } : null;
  return { program, nutrition };
}

/**
 * The member saw the program version or the plan `id` (their own, else 'not found'): it and every
 * change before it are seen. A mark only moves forward (an older screen opened later changes nothing).
 */
export async function markSeen(db: Db, userId: string, kind: CoachNoticeKind, id: string): Promise<void> {
  const program = kind === "program";
  const [table, at, mine] = program
    ? [workoutPlans, workoutPlans.createdAt, and(eq(workoutPlans.id, id), eq(workoutPlans.userId, userId))]
    : [
        nutritionPlans,
        nutritionPlans.updatedAt,
        and(eq(nutritionPlans.id, id), eq(nutritionPlans.userId, userId)),
      ];
  const column = program ? coachNoticesSeen.programSeenAt : coachNoticesSeen.nutritionSeenAt;
  if ((await db.$count(table, mine)) === 0) throw notFound(program ? "WORKOUT_NOT_FOUND" : "PLAN_NOT_FOUND");
  const changedAt = sql<Date>`(select ${at} from ${table} where ${mine})`;
  await db
    .insert(coachNoticesSeen)
    .values({ userId, [program ? "programSeenAt" : "nutritionSeenAt"]: changedAt })
    .onConflictDoUpdate({
      target: coachNoticesSeen.userId,
      set: {
        [program ? "programSeenAt" : "nutritionSeenAt"]:
          sql`greatest(${column}, excluded.${sql.identifier(column.name)})`,
      },
    });
}
