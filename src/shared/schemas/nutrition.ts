import { z } from "zod";
import { MEALS, WEEK_DAYS } from "../domain/nutrition";
import { isBoundedDate, studioDateSchema } from "./dates";

/** Nutrition plans and meal feedback: one schema for the server routes and the client forms. */

export const PLAN_DAYS_MIN = 1;
export const PLAN_DAYS_MAX = 120;
export const PLAN_DAYS_DEFAULT = 28;
export const PLAN_DAYS_QUICK = [7, 14, 21, 28, 30, 60, 90] as const;
export const MEAL_NAME_MAX = 80;
/** One meal's ingredient lines, as typed (a whole 7-day template stays well under the body limit). */
export const INGREDIENTS_TEXT_MAX = 600;
export const PLAN_COMMENT_MAX = 1000;
export const FEEDBACK_MAX = 1000;
/** The plans a member or the editor is shown, newest first. */
export const PLANS_SHOWN_MAX = 20;
/** The feedback the editor shows, newest first. */
export const FEEDBACK_SHOWN_MAX = 200;

/** No control characters but line breaks and tabs in anything a person types. */
const printable = (s: string) =>
  ![...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return (c < 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) || c === 0x7f;
  });
const text = (max: number) => z.string().max(max).refine(printable, { error: "VALIDATION" });

export const mealSchema = z.enum(MEALS);

/** One meal as the coach types it: a name and one ingredient per line (parsed on the server). */
export const mealInputSchema = z.object({
  name: text(MEAL_NAME_MAX).transform((s) => s.trim()),
  ingredients: text(INGREDIENTS_TEXT_MAX),
});
export type MealInput = z.input<typeof mealInputSchema>;

/** The four meals of a day, no more (spec section 9). */
export const dayMealsInputSchema = z.strictObject({
  breakfast: mealInputSchema,
  lunch: mealInputSchema,
  dinner: mealInputSchema,
  snack: mealInputSchema,
});
export type DayMealsInput = z.input<typeof dayMealsInputSchema>;

const durationSchema = z
  .number({ error: "DURATION_RANGE" })
  .int({ error: "DURATION_RANGE" })
  .min(PLAN_DAYS_MIN, { error: "DURATION_RANGE" })
  .max(PLAN_DAYS_MAX, { error: "DURATION_RANGE" });

/**
 * A new plan (spec section 5): a member chosen ('Επίλεξε χρήστη.'), a start date ('Διάλεξε
 * ημερομηνία έναρξης.'), 1-120 days, an optional comment and the 7-day template.
 */
export const createPlanSchema = z.object({
  userId: z.string().min(1, { error: "PICK_MEMBER" }).max(100),
  startDate: z.string().refine(isBoundedDate, { error: "PICK_START_DATE" }),
  durationDays: durationSchema,
  comment: text(PLAN_COMMENT_MAX).transform((s) => s.trim()),
  template: z.array(dayMealsInputSchema).length(WEEK_DAYS),
});
export type CreatePlanInput = z.input<typeof createPlanSchema>;

/** The editor saves the comment and the days it changed (each by its day number). */
export const updatePlanSchema = z.object({
  comment: text(PLAN_COMMENT_MAX)
    .transform((s) => s.trim())
    .optional(),
  days: z
    .array(z.object({ dayNumber: z.number().int().min(1).max(PLAN_DAYS_MAX), meals: dayMealsInputSchema }))
    .max(PLAN_DAYS_MAX)
    .optional(),
});
export type UpdatePlanInput = z.input<typeof updatePlanSchema>;

/** A member's word on one meal of one day of their plan. */
export const feedbackInputSchema = z.object({
  planId: z.uuid(),
  date: studioDateSchema,
  meal: mealSchema,
  message: text(FEEDBACK_MAX)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: "FILL_ALL_FIELDS" })),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const planIdParamSchema = z.object({ id: z.uuid() });
export const planMemberQuerySchema = z.object({ userId: z.string().min(1).max(100) });

// Answers

export const ingredientSchema = z.object({ quantity: z.string().nullable(), item: z.string() });
export const mealContentSchema = z.object({ name: z.string(), ingredients: z.array(ingredientSchema) });
export const dayMealsSchema = z.object({
  breakfast: mealContentSchema,
  lunch: mealContentSchema,
  dinner: mealContentSchema,
  snack: mealContentSchema,
});
export type DayMeals = z.infer<typeof dayMealsSchema>;
export const planDaySchema = z.object({ dayNumber: z.number(), date: z.string(), meals: dayMealsSchema });
export type PlanDayContent = z.infer<typeof planDaySchema>;

export const planSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  durationDays: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  days: z.array(planDaySchema),
});
export type Plan = z.infer<typeof planSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  planId: z.string(),
  date: z.string(),
  meal: mealSchema,
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** The member's own screen: their plans (newest first), their feedback, and the questionnaire prompt. */
export const myNutritionSchema = z.object({
  today: z.string(),
  hasCompletedQuestionnaire: z.boolean(),
  plans: z.array(planSchema),
  feedback: z.array(feedbackSchema),
});
export type MyNutrition = z.infer<typeof myNutritionSchema>;

/** A member with a nutrition package, as the coach's list and editor show them. */
export const nutritionMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  nutritionName: z.string().nullable(),
  nutritionComment: z.string().nullable(),
  nutritionExpiresOn: z.string().nullable(),
  active: z.boolean(),
});
export type NutritionMember = z.infer<typeof nutritionMemberSchema>;

/** The editor's view of one member: their plans and their feedback, both newest first. */
export const memberPlansSchema = z.object({
  member: nutritionMemberSchema,
  plans: z.array(planSchema),
  feedback: z.array(feedbackSchema),
});

/** The nutrition users list, with today's studio date (the creator's default start date). */
export const nutritionUsersSchema = z.object({ today: z.string(), items: z.array(nutritionMemberSchema) });
