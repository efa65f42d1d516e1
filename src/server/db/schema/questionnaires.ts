import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  ACTIVITY_LEVELS,
  AGE,
  HEIGHT_CM,
  MEALS_PER_DAY,
  READINESS_QUESTIONS,
  SEXES,
  SLEEP_HOURS,
  TRAINING_DAYS,
  TRAINING_EXPERIENCES,
  WATER_L,
  WEIGHT_KG,
} from "../../../shared/schemas/questionnaires";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * A member's answers, one row per member per questionnaire (keyed by the member): health data,
 * so each row records when consent was given and which consent text was accepted. Deleting the
 * account deletes the answers. The coach who reviewed is unlinked if that coach is deleted.
 */
const answers = {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  goals: text("goals").notNull(),
  heightCm: integer("height_cm").notNull(),
  weightKg: doublePrecision("weight_kg").notNull(),
  age: integer("age").notNull(),
  sex: text("sex", { enum: SEXES }).notNull(),
  activityLevel: text("activity_level", { enum: ACTIVITY_LEVELS }).notNull(),
  medicalConditions: text("medical_conditions").notNull().default(""),
  notes: text("notes").notNull().default(""),
  trainingExperience: text("training_experience", { enum: TRAINING_EXPERIENCES }),
  hadPersonalTrainer: boolean("had_personal_trainer").notNull().default(false),
  trainingDaysPerWeek: integer("training_days_per_week"),
  trainingReason: text("training_reason").notNull().default(""),
  preferredPackage: text("preferred_package").notNull().default(""),
  bloodPressure: text("blood_pressure").notNull().default(""),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  consentVersion: text("consent_version").notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  reviewed: boolean("reviewed").notNull().default(false),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
  ...timestamps,
};

type AnswerColumns = Record<
  "heightCm" | "weightKg" | "age" | "sex" | "activityLevel" | "trainingExperience" | "trainingDaysPerWeek",
  PgColumn
>;
const n = (v: number) => sql.raw(String(v));

/** The bounds of spec section 5 held by the database too. */
const answerChecks = (name: string, t: AnswerColumns) => [
  check(
    `${name}_height_range`,
    sql`${t.heightCm} > ${n(HEIGHT_CM.min)} and ${t.heightCm} <= ${n(HEIGHT_CM.max)}`,
  ),
  check(
    `${name}_weight_range`,
    sql`${t.weightKg} > ${n(WEIGHT_KG.min)} and ${t.weightKg} <= ${n(WEIGHT_KG.max)}`,
  ),
  check(`${name}_age_range`, sql`${t.age} >= ${n(AGE.min)} and ${t.age} <= ${n(AGE.max)}`),
  check(`${name}_sex_known`, isOneOf(t.sex, SEXES)),
  check(`${name}_activity_known`, isOneOf(t.activityLevel, ACTIVITY_LEVELS)),
  check(`${name}_experience_known`, isOneOf(t.trainingExperience, TRAINING_EXPERIENCES)),
  check(
    `${name}_training_days_range`,
    sql`${t.trainingDaysPerWeek} between ${n(TRAINING_DAYS.min)} and ${n(TRAINING_DAYS.max)}`,
  ),
];

export const nutritionQuestionnaires = pgTable(
  "nutrition_questionnaires",
  {
    ...answers,
    allergies: text("allergies").notNull().default(""),
    dislikes: text("dislikes").notNull().default(""),
    dietaryPreferences: text("dietary_preferences").notNull().default(""),
    mealsPerDay: integer("meals_per_day").notNull().default(MEALS_PER_DAY.default),
    waterLPerDay: doublePrecision("water_l_per_day"),
    sleepHours: doublePrecision("sleep_hours"),
    hasDietPlan: boolean("has_diet_plan").notNull().default(false),
    currentDietPlan: text("current_diet_plan").notNull().default(""),
  },
  (t) => [
    ...answerChecks("nutrition_questionnaires", t),
    check(
      "nutrition_questionnaires_meals_range",
      sql`${t.mealsPerDay} between ${n(MEALS_PER_DAY.min)} and ${n(MEALS_PER_DAY.max)}`,
    ),
    check(
      "nutrition_questionnaires_water_range",
      sql`${t.waterLPerDay} between ${n(WATER_L.min)} and ${n(WATER_L.max)}`,
    ),
    check(
      "nutrition_questionnaires_sleep_range",
      sql`${t.sleepHours} between ${n(SLEEP_HOURS.min)} and ${n(SLEEP_HOURS.max)}`,
    ),
    index("nutrition_questionnaires_updated_at_idx").on(t.updatedAt.desc()),
    index("nutrition_questionnaires_reviewed_by_idx").on(t.reviewedBy),
  ],
);

export const fitnessQuestionnaires = pgTable(
  "fitness_questionnaires",
  {
    ...answers,
    /** The seven readiness answers in order (decision 010); any 'yes' needs a coach's attention. */
    readiness: boolean("readiness").array().notNull(),
    needsAttention: boolean("needs_attention").notNull().generatedAlwaysAs(sql`true = any(readiness)`),
    adminNotes: text("admin_notes").notNull().default(""),
    assignedCoach: text("assigned_coach").notNull().default(""),
    followUpOn: date("follow_up_on"),
  },
  (t) => [
    ...answerChecks("fitness_questionnaires", t),
    check(
      "fitness_questionnaires_readiness_count",
      sql`cardinality(${t.readiness}) = ${n(READINESS_QUESTIONS)} and array_position(${t.readiness}, null) is null`,
    ),
    index("fitness_questionnaires_updated_at_idx").on(t.updatedAt.desc()),
    index("fitness_questionnaires_reviewed_by_idx").on(t.reviewedBy),
    index("fitness_questionnaires_follow_up_on_idx").on(t.followUpOn),
  ],
);

export type NutritionQuestionnaireRow = typeof nutritionQuestionnaires.$inferSelect;
export type FitnessQuestionnaireRow = typeof fitnessQuestionnaires.$inferSelect;
