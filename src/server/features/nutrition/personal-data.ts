import { asc, eq } from "drizzle-orm";
import { nutritionFeedback, nutritionPlans } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/** A member's nutrition plans and their feedback on meals: exported whole, erased with the account. */
export const nutritionPersonalData: PersonalDataSource = {
  key: "nutrition",
  tables: ["nutrition_plans", "nutrition_feedback"],
  exportFor: async (tx, member) => {
    const plans = await tx
      .select()
      .from(nutritionPlans)
      .where(eq(nutritionPlans.userId, member.id))
      .orderBy(asc(nutritionPlans.createdAt));
    const feedback = await tx
      .select()
      .from(nutritionFeedback)
      .where(eq(nutritionFeedback.userId, member.id))
      .orderBy(asc(nutritionFeedback.createdAt));
    return {
      plans: plans.map((p) => ({
        id: p.id,
        startDate: p.startDate,
        durationDays: p.durationDays,
        comment: p.comment,
        createdAt: p.createdAt.toISOString(),
        days: p.days,
      })),
      feedback: feedback.map((f) => ({
        planId: f.planId,
        date: f.date,
        meal: f.meal,
        message: f.message,
        createdAt: f.createdAt.toISOString(),
      })),
    };
  },
  erase: async (tx, member) => {
    await tx.delete(nutritionFeedback).where(eq(nutritionFeedback.userId, member.id));
    await tx.delete(nutritionPlans).where(eq(nutritionPlans.userId, member.id));
  },
};
