import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { MEALS } from "../../../shared/domain/nutrition";
import type { PlanDayContent } from "../../../shared/schemas/nutrition";
import {
  FEEDBACK_MAX,
  PLAN_COMMENT_MAX,
  PLAN_DAYS_MAX,
  PLAN_DAYS_MIN,
} from "../../../shared/schemas/nutrition";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * A member's nutrition plan: consecutive days from the start date, each with its four meals
 * (parsed ingredients), kept as one jsonb array since the plan is always read and edited whole.
 * Deleting the member deletes their plans (they are the member's personal data).
 */
export const nutritionPlans = pgTable(
  "nutrition_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    durationDays: integer("duration_days").notNull(),
    comment: text("comment").notNull().default(""),
    days: jsonb("days").$type<PlanDayContent[]>().notNull(),
    /** The coach who made it; kept when the coach's account goes. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("nutrition_plans_user_id_idx").on(t.userId, t.createdAt),
    index("nutrition_plans_created_by_idx").on(t.createdBy),
    check(
      "nutrition_plans_duration_range",
      sql`${t.durationDays} between ${sql.raw(String(PLAN_DAYS_MIN))} and ${sql.raw(String(PLAN_DAYS_MAX))}`,
    ),
    check("nutrition_plans_days_match", sql`jsonb_array_length(${t.days}) = ${t.durationDays}`),
    check(
      "nutrition_plans_comment_length",
      sql`char_length(${t.comment}) <= ${sql.raw(String(PLAN_COMMENT_MAX))}`,
    ),
  ],
);

/** A member's word on one meal of one day of their plan; the coach reads it in the editor. */
export const nutritionFeedback = pgTable(
  "nutrition_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => nutritionPlans.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    meal: text("meal", { enum: MEALS }).notNull(),
    message: text("message").notNull(),
    ...timestamps,
  },
  (t) => [
    index("nutrition_feedback_user_id_idx").on(t.userId, t.createdAt),
    index("nutrition_feedback_plan_id_idx").on(t.planId),
    check("nutrition_feedback_meal_known", isOneOf(t.meal, MEALS)),
    check(
      "nutrition_feedback_message_length",
      sql`char_length(${t.message}) between 1 and ${sql.raw(String(FEEDBACK_MAX))}`,
    ),
  ],
);

export type NutritionPlanRow = typeof nutritionPlans.$inferSelect;
export type NutritionFeedbackRow = typeof nutritionFeedback.$inferSelect;
