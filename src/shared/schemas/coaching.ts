import { z } from "zod";
import {
  LOG_REPS_MAX,
  LOG_REPS_MIN,
  LOG_SECONDS_MAX,
  LOG_SECONDS_MIN,
  LOG_WEIGHT_MAX,
  LOG_WEIGHT_MIN,
  NUTRITION_FOLLOWED,
} from "../domain/coaching";
import { studioDateSchema } from "./dates";
import { scheduleKeySchema } from "./schedules";
import { programSchema, weekdaySchema } from "./workouts";

/**
 * The coaching loop: the member's workout log, measurements and daily nutrition check;
 * one schema for the server route and the phone's form. A value outside its range is refused with
 * its own code and the range, never clamped.
 */

export const NAME_MAX = 80;
export const CHECK_NOTE_MAX = 500;
export const COACH_NOTE_MAX = 2000;
export const POSITION_MAX = 19;
export const SET_NUMBER_MAX = 20;

/** A number in a realistic range (whole when `int`): outside it, the code with the range as params. */
const ranged = (code: string, min: number, max: number, int: boolean) =>
  z.number({ error: code }).superRefine((v, ctx) => {
    if (v < min || v > max || (int && !Number.isInteger(v)))
      ctx.addIssue({ code: "custom", message: code, params: { min, max } });
  });

export const repsSchema = ranged("LOG_REPS_RANGE", LOG_REPS_MIN, LOG_REPS_MAX, true);
export const weightSchema = ranged("LOG_WEIGHT_RANGE", LOG_WEIGHT_MIN, LOG_WEIGHT_MAX, false);
export const secondsSchema = ranged("LOG_SECONDS_RANGE", LOG_SECONDS_MIN, LOG_SECONDS_MAX, true);

/** The session a set belongs to: its id from the phone, the date it was done, the program's day. */
export const logHeadSchema = z.object({
  id: z.uuid(),
  date: studioDateSchema,
  programId: z.uuid().nullable(),
  dayKey: weekdaySchema,
});

/**
 * One set, written with the phone's own id (PUT /me/workout-sets/{id}): sent twice, it is stored
 * once; sent again with other numbers, it is changed. Repetitions (with a weight, 0 for body weight)
 * or a time in seconds.
 */
export const setInputSchema = z
  .object({
    log: logHeadSchema,
    position: z.number().int().min(0).max(POSITION_MAX),
    exerciseId: z.uuid().nullable(),
    exerciseName: z.string().trim().min(1).max(NAME_MAX),
    setNumber: z.number().int().min(1).max(SET_NUMBER_MAX),
    reps: repsSchema.nullable(),
    weightKg: weightSchema.nullable(),
    seconds: secondsSchema.nullable(),
  })
  .superRefine((s, ctx) => {
    if (s.reps === null && s.seconds === null)
      ctx.addIssue({ code: "custom", path: ["reps"], message: "LOG_SET_EMPTY" });
  });
export type SetInput = z.input<typeof setInputSchema>;

export const idParamSchema = z.object({ id: z.uuid() });

export const loggedSetSchema = z.object({
  id: z.string(),
  position: z.number(),
  exerciseId: z.string().nullable(),
  exerciseName: z.string(),
  setNumber: z.number(),
  reps: z.number().nullable(),
  weightKg: z.number().nullable(),
  seconds: z.number().nullable(),
});
export type LoggedSet = z.infer<typeof loggedSetSchema>;

export const workoutLogSchema = z.object({
  id: z.string(),
  date: z.string(),
  programId: z.string().nullable(),
  dayKey: weekdaySchema,
  sets: z.array(loggedSetSchema),
  /** The desk's check-in that day (a booking marked attended), linked to the session; null without one. */
  checkIn: z.object({ reservationId: z.string(), schedule: scheduleKeySchema, time: z.string() }).nullable(),
});
export type WorkoutLog = z.infer<typeof workoutLogSchema>;

/** The member's logging screen: the studio's today, the current program and the recent logs. */
export const myTrainingSchema = z.object({
  today: z.string(),
  program: programSchema.nullable(),
  logs: z.array(workoutLogSchema),
});
export type MyTraining = z.infer<typeof myTrainingSchema>;

export const savedSetSchema = z.object({ set: loggedSetSchema, logId: z.string() });

/** A staff read of a member's logs. */
export const memberQuerySchema = z.object({ userId: z.string().min(1).max(64) });
export const memberLogsSchema = z.object({ logs: z.array(workoutLogSchema) });

export const followedSchema = z.enum(NUTRITION_FOLLOWED);

/** The bounds a coach may give a new kind of measurement (its unit's realistic range lies within). */
export const KIND_VALUE_MAX = 9999;
export const UNIT_MAX = 12;

export const measurementKindSchema = z.object({
  id: z.string(),
  slug: z.string(),
  nameGr: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  minValue: z.number(),
  maxValue: z.number(),
});
export type MeasurementKind = z.infer<typeof measurementKindSchema>;

/** A new kind of measurement (coach): both names, a unit and the realistic range. */
export const measurementKindInputSchema = z
  .object({
    nameGr: z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(NAME_MAX),
    nameEn: z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(NAME_MAX),
    unit: z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(UNIT_MAX),
    minValue: z.number().min(0).max(KIND_VALUE_MAX),
    maxValue: z.number().min(0).max(KIND_VALUE_MAX),
  })
  .superRefine((k, ctx) => {
    if (k.minValue >= k.maxValue)
      ctx.addIssue({ code: "custom", path: ["maxValue"], message: "MEASUREMENT_KIND_BOUNDS" });
  });
export type MeasurementKindInput = z.input<typeof measurementKindInputSchema>;

/** One measurement (one a kind and date: again on the same date replaces it). */
export const measurementInputSchema = z.object({
  kindId: z.uuid(),
  date: studioDateSchema,
  value: ranged("MEASUREMENT_RANGE", 0, KIND_VALUE_MAX, false),
});
export type MeasurementInput = z.input<typeof measurementInputSchema>;

export const measurementSchema = z.object({
  id: z.string(),
  kindId: z.string(),
  date: z.string(),
  value: z.number(),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const myMeasurementsSchema = z.object({
  today: z.string(),
  kinds: z.array(measurementKindSchema),
  measurements: z.array(measurementSchema),
});
export const kindListSchema = z.object({ kinds: z.array(measurementKindSchema) });

/** The day's nutrition check: followed the plan yes / partly / no, with a note. */
export const nutritionCheckInputSchema = z.object({
  followed: followedSchema,
  note: z.string().trim().max(CHECK_NOTE_MAX).default(""),
});
export type NutritionCheckInput = z.input<typeof nutritionCheckInputSchema>;
export const dateParamSchema = z.object({ date: studioDateSchema });
export const nutritionCheckSchema = z.object({
  date: z.string(),
  followed: followedSchema,
  note: z.string(),
});
export type NutritionCheck = z.infer<typeof nutritionCheckSchema>;
export const myChecksSchema = z.object({ today: z.string(), checks: z.array(nutritionCheckSchema) });

/** The member's progress, as the member and the coach read it. */
export const progressSchema = z.object({
  today: z.string(),
  /** The named formula of the estimated 1RM: weight × (1 + reps / 30). */
  formula: z.literal("epley"),
  exercises: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      /** Both library names while the set kept one of them (as a program's exercise); null otherwise. */
      names: z.object({ gr: z.string(), en: z.string() }).nullable(),
      best1rm: z.number().nullable(),
      bestDate: z.string().nullable(),
      sessions: z.array(
        z.object({ date: z.string(), e1rm: z.number().nullable(), volume: z.number(), sets: z.number() }),
      ),
    }),
  ),
  kinds: z.array(measurementKindSchema),
  measurements: z.array(measurementSchema),
  weeks: z.array(z.object({ weekStart: z.string(), planned: z.number(), done: z.number() })),
  /** Sessions done ÷ planned over the last whole weeks, in %, null when none were planned. */
  adherence: z.number().nullable(),
  lastLog: z.string().nullable(),
  /** Nutrition checks of the last weeks, by answer. */
  nutrition: z.object({ yes: z.number(), partly: z.number(), no: z.number() }),
});
export type Progress = z.infer<typeof progressSchema>;

/** The attention list's thresholds (settings; defaults 10 days and 50 %). */
export const DAYS_WITHOUT_LOG_MAX = 90;
export const coachingSettingsSchema = z.object({
  daysWithoutLog: z.number().int().min(1).max(DAYS_WITHOUT_LOG_MAX),
  adherencePercent: z.number().int().min(1).max(100),
});
export type CoachingSettings = z.infer<typeof coachingSettingsSchema>;

/** A pain the member reported: one a day, where it hurts in their words. */
export const PAIN_NOTE_MAX = 500;
export const painInputSchema = z.object({
  note: z.string().trim().min(1, { error: "PAIN_NOTE_REQUIRED" }).max(PAIN_NOTE_MAX),
});
export type PainInput = z.input<typeof painInputSchema>;
export const painReportSchema = z.object({ date: z.string(), note: z.string() });
export type PainReport = z.infer<typeof painReportSchema>;
export const myPainsSchema = z.object({ today: z.string(), pains: z.array(painReportSchema) });

export const attentionRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  lastLog: z.string().nullable(),
  daysSinceLog: z.number().nullable(),
  adherence: z.number().nullable(),
  noRecentLog: z.boolean(),
  lowAdherence: z.boolean(),
  /** The fitness questionnaire's readiness questions answered 'yes' (their places, from 0). */
  readiness: z.array(z.number()),
  /** The latest pain reported within PAIN_RECENT_DAYS, or null. */
  painOn: z.string().nullable(),
});
export type AttentionRow = z.infer<typeof attentionRowSchema>;
export const attentionSchema = z.object({
  today: z.string(),
  settings: coachingSettingsSchema,
  members: z.array(attentionRowSchema),
});

export const userParamSchema = z.object({ userId: z.string().min(1).max(64) });
export const coachNoteInputSchema = z.object({
  text: z.string().trim().min(1, { error: "COACH_NOTE_REQUIRED" }).max(COACH_NOTE_MAX),
});
export const coachNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
});
export const memberPageSchema = z.object({
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  progress: progressSchema,
  logs: z.array(workoutLogSchema),
  checks: z.array(nutritionCheckSchema),
  notes: z.array(coachNoteSchema),
  pains: z.array(painReportSchema),
  attention: attentionRowSchema,
});
export type MemberPage = z.infer<typeof memberPageSchema>;
