import { z } from "zod";
import { studioDateSchema } from "./dates";

/**
 * The nutrition and fitness questionnaires (spec sections 3 and 5): one schema for the member's form
 * and the server route. The first failure follows the spec's order: goals, height, weight, age, sex,
 * activity level, and consent last. Number fields take '' or null while empty (as a form holds them).
 */

export const SEXES = ["female", "male", "other"] as const;
export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "athlete"] as const;
export const TRAINING_EXPERIENCES = ["beginner", "intermediate", "advanced"] as const;

/** Bounds of the inputs (spec section 5), with upper limits that only stop typos. */
export const HEIGHT_CM = { min: 0, max: 272, step: 1 } as const;
export const WEIGHT_KG = { min: 0, max: 500, step: 0.1 } as const;
export const AGE = { min: 1, max: 120, step: 1 } as const;
export const TRAINING_DAYS = { min: 1, max: 7, step: 1 } as const;
export const MEALS_PER_DAY = { min: 1, max: 8, step: 1, default: 3 } as const;
export const WATER_L = { min: 0, max: 20, step: 0.1 } as const;
export const SLEEP_HOURS = { min: 0, max: 24, step: 0.5 } as const;
export const GOALS_MAX = 2000;
export const LONG_TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 120;
/** The coaches' list: the most recent rows, and the goal's preview length (spec section 9). */
export const QUESTIONNAIRE_LIST_LIMIT = 200;
export const GOAL_PREVIEW_CHARS = 100;
export const QUESTIONNAIRE_SEARCH_MAX = 100;
/** The seven yes/no physical-activity-readiness questions of the fitness form (decision 010). */
export const READINESS_QUESTIONS = 7;
/**
 * The version of the consent sentence the member accepts (locales `questionnaires.consent`);
 * change it together with that sentence. Each row records the version accepted and when.
 */
export const CONSENT_VERSION = "2026-11-22";

const RANGE = { error: "OUT_OF_RANGE" } as const;
const onStep = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) < 1e-9;

/** A number input as the form holds it: '' or null while empty. */
const numberInput = z.union([z.literal(""), z.null(), z.number()]);
type Bounds = { min: number; max: number; step: number };

/** Required and above 0 (the spec's message otherwise), then within its bounds and on its step. */
function requiredNumber(code: "HEIGHT_REQUIRED" | "WEIGHT_REQUIRED" | "AGE_REQUIRED", b: Bounds) {
  return numberInput
    .refine((v) => typeof v === "number" && Number.isFinite(v) && v > 0, { error: code })
    .transform((v) => v as number)
    .pipe(
      z
        .number()
        .min(b.min, RANGE)
        .max(b.max, RANGE)
        .refine((v) => onStep(v, b.step), RANGE),
    );
}

/** Optional: empty becomes null, else within its bounds and on its step. */
function optionalNumber(b: Bounds) {
  return numberInput
    .transform((v) => (v === "" ? null : v))
    .pipe(
      z
        .number()
        .min(b.min, RANGE)
        .max(b.max, RANGE)
        .refine((v) => onStep(v, b.step), RANGE)
        .nullable(),
    );
}

const longText = z.string().trim().max(LONG_TEXT_MAX, RANGE);
const shortText = z.string().trim().max(SHORT_TEXT_MAX, RANGE);
const goals = z.string().trim().min(1, { error: "GOALS_REQUIRED" }).max(GOALS_MAX, RANGE);
const trainingExperience = z.enum(TRAINING_EXPERIENCES, RANGE).nullable();
const trainingDays = optionalNumber(TRAINING_DAYS);

/** The fields both questionnaires open with, in the spec's validation order. */
const aboutYou = {
  goals,
  heightCm: requiredNumber("HEIGHT_REQUIRED", HEIGHT_CM),
  weightKg: requiredNumber("WEIGHT_REQUIRED", WEIGHT_KG),
  age: requiredNumber("AGE_REQUIRED", AGE),
  sex: z
    .enum(SEXES, { error: "SEX_REQUIRED" })
    .nullable()
    .refine((v) => v !== null, { error: "SEX_REQUIRED" }),
  activityLevel: z
    .enum(ACTIVITY_LEVELS, { error: "ACTIVITY_REQUIRED" })
    .nullable()
    .refine((v) => v !== null, { error: "ACTIVITY_REQUIRED" }),
  medicalConditions: longText,
  notes: longText,
  trainingExperience,
  hadPersonalTrainer: z.boolean(),
  trainingDaysPerWeek: trainingDays,
  trainingReason: longText,
  preferredPackage: shortText,
  bloodPressure: shortText,
};

/** Ticked, always last. */
const consent = z.boolean().refine((v) => v, { error: "CONSENT_REQUIRED" });

/** The nutrition questionnaire (`/questionnaire`). Unknown fields (reviewed, …) are dropped. */
export const nutritionAnswersSchema = z.object({
  ...aboutYou,
  allergies: longText,
  dislikes: longText,
  dietaryPreferences: longText,
  mealsPerDay: numberInput
    .transform((v) => (v === "" || v === null ? MEALS_PER_DAY.default : v))
    .pipe(z.number().int(RANGE).min(MEALS_PER_DAY.min, RANGE).max(MEALS_PER_DAY.max, RANGE)),
  waterLPerDay: optionalNumber(WATER_L),
  sleepHours: optionalNumber(SLEEP_HOURS),
  hasDietPlan: z.boolean(),
  currentDietPlan: longText,
  consent,
});
export type NutritionAnswersForm = z.input<typeof nutritionAnswersSchema>;
export type NutritionAnswers = z.output<typeof nutritionAnswersSchema>;

/** The fitness questionnaire (`/fitness-questionnaire`), with the readiness block (decision 010). */
export const fitnessAnswersSchema = z.object({
  ...aboutYou,
  readiness: z.array(z.boolean()).length(READINESS_QUESTIONS),
  consent,
});
export type FitnessAnswersForm = z.input<typeof fitnessAnswersSchema>;
export type FitnessAnswers = z.output<typeof fitnessAnswersSchema>;

/** Empty forms, as a member first sees them. */
const emptyAboutYou = {
  goals: "",
  heightCm: "",
  weightKg: "",
  age: "",
  sex: null,
  activityLevel: null,
  medicalConditions: "",
  notes: "",
  trainingExperience: null,
  hadPersonalTrainer: false,
  trainingDaysPerWeek: "",
  trainingReason: "",
  preferredPackage: "",
  bloodPressure: "",
} as const;
export const emptyNutritionForm: NutritionAnswersForm = {
  ...emptyAboutYou,
  allergies: "",
  dislikes: "",
  dietaryPreferences: "",
  mealsPerDay: MEALS_PER_DAY.default,
  waterLPerDay: "",
  sleepHours: "",
  hasDietPlan: false,
  currentDietPlan: "",
  consent: false,
};
export const emptyFitnessForm: FitnessAnswersForm = {
  ...emptyAboutYou,
  readiness: Array.from({ length: READINESS_QUESTIONS }, () => false),
  consent: false,
};

/** A 'yes' to any readiness question: the member should see a doctor first; coaches see it flagged. */
export const needsAttention = (readiness: readonly boolean[]) => readiness.some(Boolean);

/** The goal as the coaches' list shows it in a collapsed row. */
export function goalPreview(goals: string): string {
  return goals.length > GOAL_PREVIEW_CHARS ? `${goals.slice(0, GOAL_PREVIEW_CHARS)}…` : goals;
}

// ---- answers -------------------------------------------------------------------------------

const iso = z.string();
const stored = {
  goals: z.string(),
  heightCm: z.number(),
  weightKg: z.number(),
  age: z.number(),
  sex: z.enum(SEXES),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  medicalConditions: z.string(),
  notes: z.string(),
  trainingExperience: z.enum(TRAINING_EXPERIENCES).nullable(),
  hadPersonalTrainer: z.boolean(),
  trainingDaysPerWeek: z.number().nullable(),
  trainingReason: z.string(),
  preferredPackage: z.string(),
  bloodPressure: z.string(),
  consentAt: iso,
  consentVersion: z.string(),
  submittedAt: iso,
  updatedAt: iso,
};

/** The member's own nutrition answers. */
export const myNutritionSchema = z.object({
  ...stored,
  allergies: z.string(),
  dislikes: z.string(),
  dietaryPreferences: z.string(),
  mealsPerDay: z.number(),
  waterLPerDay: z.number().nullable(),
  sleepHours: z.number().nullable(),
  hasDietPlan: z.boolean(),
  currentDietPlan: z.string(),
});
export type MyNutrition = z.infer<typeof myNutritionSchema>;

/** The member's own fitness answers (the coaches' notes stay with the coaches). */
export const myFitnessSchema = z.object({
  ...stored,
  readiness: z.array(z.boolean()),
  needsAttention: z.boolean(),
});
export type MyFitness = z.infer<typeof myFitnessSchema>;

export const myNutritionAnswerSchema = z.object({ questionnaire: myNutritionSchema.nullable() });
export const myFitnessAnswerSchema = z.object({ questionnaire: myFitnessSchema.nullable() });

/** After a submit: whether the member holds an active nutrition package (the form goes to /my-nutrition). */
export const nutritionSavedSchema = z.object({
  questionnaire: myNutritionSchema,
  nutritionActive: z.boolean(),
});
export const fitnessSavedSchema = z.object({ questionnaire: myFitnessSchema });

/** The home page's question: which questionnaires has the signed-in member completed? */
export const myQuestionnaireStatusSchema = z.object({
  nutritionCompleted: z.boolean(),
  fitnessCompleted: z.boolean(),
});

// ---- the coaches' lists ----------------------------------------------------------------------

export const questionnaireListQuerySchema = z.object({
  q: z.string().max(QUESTIONNAIRE_SEARCH_MAX).default(""),
  unreviewed: z.enum(["true", "false"]).default("false"),
});

const reviewFields = {
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  reviewed: z.boolean(),
  reviewedAt: iso.nullable(),
};

export const adminNutritionSchema = myNutritionSchema.extend(reviewFields);
export type AdminNutrition = z.infer<typeof adminNutritionSchema>;
export const adminFitnessSchema = myFitnessSchema.extend({
  ...reviewFields,
  adminNotes: z.string(),
  assignedCoach: z.string(),
  followUpOn: z.string().nullable(),
});
export type AdminFitness = z.infer<typeof adminFitnessSchema>;

export const adminNutritionListSchema = z.object({ items: z.array(adminNutritionSchema) });
export const adminFitnessListSchema = z.object({ items: z.array(adminFitnessSchema) });

export const questionnaireUserParamSchema = z.object({ userId: z.string().min(1).max(64) });
export const reviewInputSchema = z.object({ reviewed: z.boolean() });

/** The coach's in-place edit of a fitness row (spec section 7's update). */
export const fitnessEditSchema = z.object({
  goals,
  trainingExperience,
  trainingDaysPerWeek: trainingDays,
  trainingReason: longText,
  preferredPackage: shortText,
  medicalConditions: longText,
  bloodPressure: shortText,
  notes: longText,
  adminNotes: longText,
  assignedCoach: shortText,
  followUpOn: z.union([z.literal(""), z.null(), studioDateSchema]).transform((v) => (v === "" ? null : v)),
});
export type FitnessEditForm = z.input<typeof fitnessEditSchema>;

/** The dashboard's counts, each linking to its list. */
export const questionnaireSummarySchema = z.object({
  nutritionUnreviewed: z.number(),
  fitnessUnreviewed: z.number(),
  fitnessNeedsAttention: z.number(),
  followUpsThisWeek: z.number(),
});
