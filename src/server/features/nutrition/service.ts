import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { parseIngredients } from "../../../shared/domain/ingredients";
import { expandTemplate, MEALS } from "../../../shared/domain/nutrition";
import { studioToday } from "../../../shared/domain/schedule";
import {
  type CreatePlanInput,
  createPlanSchema,
  type DayMeals,
  type DayMealsInput,
  FEEDBACK_SHOWN_MAX,
  type Feedback,
  type FeedbackInput,
  feedbackInputSchema,
  type MyNutrition,
  type NutritionMember,
  PLANS_SHOWN_MAX,
  type Plan,
  type UpdatePlanInput,
  updatePlanSchema,
} from "../../../shared/schemas/nutrition";
import { notErased } from "../../auth/account-state";
import type { Db, Tx } from "../../db/client";
import {
  memberAccounts,
  type NutritionFeedbackRow,
  type NutritionPlanRow,
  nutritionFeedback,
  nutritionPlans,
  user,
} from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";
import { holdsNutritionPackage } from "../../domain/nutrition-package";
import { conflict, notFound } from "../../platform/errors";

/** Nutrition plans: the coach creates and edits them, the member reads their own and leaves feedback. */

type Ctx = { now: Date; tz: string };

/** The meals as the coach typed them, ingredient lines parsed ('---' and '###' lines dropped). */
export function parseDayMeals(input: DayMealsInput): DayMeals {
  return Object.fromEntries(
    MEALS.map((m) => [
      m,
      { name: input[m].name.trim(), ingredients: parseIngredients(input[m].ingredients) },
    ]),
  ) as DayMeals;
}

export function toPlan(row: NutritionPlanRow): Plan {
  return {
    id: row.id,
    startDate: row.startDate,
    durationDays: row.durationDays,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    days: row.days,
  };
}

function toFeedback(row: NutritionFeedbackRow): Feedback {
  return {
    id: row.id,
    planId: row.planId,
    date: row.date,
    meal: row.meal,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member as the coach's screens show them; `active` is the one rule (`holdsNutritionPackage`). */
const memberColumns = (now: Date) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  nutritionName: memberAccounts.nutritionName,
  nutritionComment: memberAccounts.nutritionComment,
  nutritionExpiresAt: memberAccounts.nutritionExpiresAt,
  active: sql<boolean>`coalesce(${holdsNutritionPackage(now)}, false)`.mapWith(Boolean),
});
type MemberRow = {
  id: string;
  name: string;
  email: string;
  nutritionName: string | null;
  nutritionComment: string | null;
  nutritionExpiresAt: Date | null;
  active: boolean;
};

function toMember(r: MemberRow, { tz }: Ctx): NutritionMember {
  return {
    id: r.id,
    name: r.name || r.email,
    email: r.email,
    nutritionName: r.nutritionName,
    nutritionComment: r.nutritionComment,
    nutritionExpiresOn: r.nutritionExpiresAt ? studioToday(r.nutritionExpiresAt, tz) : null,
    active: r.active,
  };
}

/** The member the coach names: USER_NOT_FOUND, or ACCOUNT_ERASED for an erased account. */
async function findMember(db: Db | Tx, userId: string, ctx: Ctx, lock = false): Promise<NutritionMember> {
  await liveMember(db, userId, { lock });
  const [row] = await db
    .select(memberColumns(ctx.now))
    .from(user)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound("USER_NOT_FOUND");
  return toMember(row, ctx);
}

/**
 * A new plan for a member holding a valid nutrition package: the 7-day template repeated over
 * `durationDays` consecutive dates from the start date.
 */
export async function createPlan(db: Db, input: CreatePlanInput, coachId: string, ctx: Ctx): Promise<Plan> {
  const v = createPlanSchema.parse(input);
  const template = v.template.map(parseDayMeals);
  const days = expandTemplate(template, v.startDate, v.durationDays);
  return db.transaction(async (tx) => {
    // The user row stays locked until the plan is in: an erasure waits, then removes it too.
    const member = await findMember(tx, v.userId, ctx, true);
    if (!member.active) throw conflict("NO_NUTRITION_PACKAGE");
    const [row] = await tx
      .insert(nutritionPlans)
      .values({
        userId: v.userId,
        startDate: v.startDate,
        durationDays: v.durationDays,
        comment: v.comment,
        days,
        createdBy: coachId,
      })
      .returning();
    await recordActivity(tx, {
      actorId: coachId,
      memberId: v.userId,
      kind: "nutrition_plan",
      details: { after: "created", plan: row!.id, startDate: v.startDate, durationDays: v.durationDays },
      at: ctx.now,
    });
    return toPlan(row!);
  });
}

/** The editor saves the comment and the days it changed; dates and the other days stay. */
export async function updatePlan(
  db: Db,
  id: string,
  input: UpdatePlanInput,
  by: { actorId: string; now: Date },
): Promise<Plan> {
  const v = updatePlanSchema.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(nutritionPlans).where(eq(nutritionPlans.id, id)).for("update");
    if (!row) throw notFound("PLAN_NOT_FOUND");
    const days = [...row.days];
    for (const change of v.days ?? []) {
      const i = change.dayNumber - 1;
      if (!days[i]) throw notFound("PLAN_DAY_NOT_FOUND");
      days[i] = { ...days[i], meals: parseDayMeals(change.meals) };
    }
    const [saved] = await tx
      .update(nutritionPlans)
      .set({ days, comment: v.comment ?? row.comment })
      .where(eq(nutritionPlans.id, id))
      .returning();
    await recordActivity(tx, {
      actorId: by.actorId,
      memberId: row.userId,
      kind: "nutrition_plan",
      details: {
        after: "changed",
        plan: id,
        days: (v.days ?? []).map((d) => d.dayNumber),
        comment: v.comment !== undefined && v.comment !== row.comment,
      },
      at: by.now,
    });
    return toPlan(saved!);
  });
}

async function plansOf(db: Db, userId: string): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(nutritionPlans)
    .where(eq(nutritionPlans.userId, userId))
    .orderBy(desc(nutritionPlans.createdAt), desc(nutritionPlans.id))
    .limit(PLANS_SHOWN_MAX);
  return rows.map(toPlan);
}

async function feedbackOf(db: Db, userId: string): Promise<Feedback[]> {
  const rows = await db
    .select()
    .from(nutritionFeedback)
    .where(eq(nutritionFeedback.userId, userId))
    .orderBy(desc(nutritionFeedback.createdAt), desc(nutritionFeedback.id))
    .limit(FEEDBACK_SHOWN_MAX);
  return rows.map(toFeedback);
}

/** The editor's view of a member: who they are, their plans and their feedback, newest first. */
export async function memberPlans(db: Db, userId: string, ctx: Ctx) {
  const member = await findMember(db, userId, ctx);
  return { member, plans: await plansOf(db, userId), feedback: await feedbackOf(db, userId) };
}

/** Every living member who was ever given a nutrition package (spec: active_nutrition_name not null). */
export async function nutritionUsers(db: Db, ctx: Ctx): Promise<NutritionMember[]> {
  const rows = await db
    .select(memberColumns(ctx.now))
    .from(user)
    .innerJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(and(isNotNull(memberAccounts.nutritionName), notErased))
    .orderBy(asc(user.sortKey), asc(user.id));
  return rows.map((r) => toMember(r, ctx));
}

/** The member's own plans and feedback, and whether to prompt for the nutrition questionnaire. */
export async function myNutrition(db: Db, userId: string, ctx: Ctx): Promise<MyNutrition> {
  const [acc] = await db
    .select({ done: memberAccounts.hasCompletedQuestionnaire })
    .from(memberAccounts)
    .where(eq(memberAccounts.userId, userId));
  return {
    today: studioToday(ctx.now, ctx.tz),
    hasCompletedQuestionnaire: acc?.done ?? false,
    plans: await plansOf(db, userId),
    feedback: await feedbackOf(db, userId),
  };
}

/** A member's feedback on a meal of a day of one of their own plans (another's plan is 'not found'). */
export async function addFeedback(db: Db, userId: string, input: FeedbackInput): Promise<Feedback> {
  const v = feedbackInputSchema.parse(input);
  const [plan] = await db
    .select({ days: nutritionPlans.days })
    .from(nutritionPlans)
    .where(and(eq(nutritionPlans.id, v.planId), eq(nutritionPlans.userId, userId)));
  if (!plan) throw notFound("PLAN_NOT_FOUND");
  if (!plan.days.some((d) => d.date === v.date)) throw conflict("DATE_NOT_IN_PLAN");
  const [row] = await db
    .insert(nutritionFeedback)
    .values({ userId, planId: v.planId, date: v.date, meal: v.meal, message: v.message })
    .returning();
  return toFeedback(row!);
}
