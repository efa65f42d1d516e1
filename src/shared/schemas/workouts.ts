import { z } from "zod";
import { DAYS_PER_WEEK_MAX, DAYS_PER_WEEK_MIN, WEEKDAYS, type Weekday } from "../domain/workouts";
import { studioDateSchema } from "./dates";

/** Workout programs and the exercise library: one schema for the server route and the client form. */

export const EXERCISE_NAME_MAX = 80;
export const EXERCISE_FIELD_MAX = 60;
export const SETS_MIN = 1;
export const SETS_MAX = 20;
export const REPS_MAX = 20;
export const NOTES_MAX = 200;
export const COMMENTS_MAX = 2000;
export const EXERCISES_PER_DAY_MAX = 20;
export const DEFAULT_SETS = 3;
export const DEFAULT_REPS = "10-12";
/** The library search answers at most this many exercises. */
export const EXERCISE_SEARCH_LIMIT = 50;
export const EXERCISE_QUERY_MAX = 60;
/** The athlete search of the program screen (spec section 9). */
export const ATHLETE_MIN_CHARS = 2;
export const ATHLETE_HITS = 12;

export const weekdaySchema = z.enum(WEEKDAYS);

const NAME_REQUIRED = { error: "EXERCISE_NAME_REQUIRED" } as const;
const exerciseName = z.string().trim().min(1, NAME_REQUIRED).max(EXERCISE_NAME_MAX);
const sets = z.number().int().min(SETS_MIN).max(SETS_MAX);
const reps = z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(REPS_MAX);

/**
 * A new library exercise (admin): a Greek or an English name at least ('Δώσε όνομα άσκησης.'; one
 * name alone stands for both languages), muscle and equipment optional, default 3 × '10-12'.
 */
export const exerciseInputSchema = z
  .object({
    name: z.string().trim().max(EXERCISE_NAME_MAX).default(""),
    nameGr: z.string().trim().max(EXERCISE_NAME_MAX).default(""),
    muscle: z.string().trim().max(EXERCISE_FIELD_MAX).default(""),
    equipment: z.string().trim().max(EXERCISE_FIELD_MAX).default(""),
    defaultSets: sets.default(DEFAULT_SETS),
    defaultReps: reps.default(DEFAULT_REPS),
  })
  .superRefine((e, ctx) => {
    if (!e.name && !e.nameGr) ctx.addIssue({ code: "custom", path: ["name"], message: NAME_REQUIRED.error });
  });
export type ExerciseInput = z.input<typeof exerciseInputSchema>;

export const exerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameGr: z.string(),
  muscle: z.string(),
  equipment: z.string(),
  defaultSets: z.number(),
  defaultReps: z.string(),
});
export type Exercise = z.infer<typeof exerciseSchema>;
export const exerciseListSchema = z.object({ exercises: z.array(exerciseSchema) });

/** The library search: by name or muscle group, Greek without accents or case; empty lists them all. */
export const exerciseQuerySchema = z.object({ q: z.string().max(EXERCISE_QUERY_MAX).default("") });

/** One exercise of a program's day (taken from the library or typed by the trainer). */
export const programExerciseSchema = z.object({
  exerciseId: z.uuid().nullable().default(null),
  name: exerciseName,
  sets,
  reps,
  notes: z.string().trim().max(NOTES_MAX).default(""),
});
export type ProgramExercise = z.output<typeof programExerciseSchema>;

/** A training day has at least one exercise (a day without one is a rest day: not chosen). */
export const programDaySchema = z.object({
  dayKey: weekdaySchema,
  exercises: z.array(programExerciseSchema).min(1, { error: "WORKOUT_DAY_EMPTY" }).max(EXERCISES_PER_DAY_MAX),
});

/** A program's day as it is stored (the library's names are added when it is read). */
export type StoredProgramDay = z.output<typeof programDaySchema>;

const DAYS_EXACT = "WORKOUT_DAYS_EXACT";

/**
 * A new program (admin): an athlete, a start date, 3-7 days per week and exactly that many
 * distinct weekdays, each with its exercises, and the trainer's comments (spec sections 3 and 5).
 */
export const programInputSchema = z
  .object({
    userId: z.string().trim().min(1, { error: "WORKOUT_PICK_ATHLETE" }).max(64),
    startDate: studioDateSchema,
    daysPerWeek: z.number().int().min(DAYS_PER_WEEK_MIN).max(DAYS_PER_WEEK_MAX),
    days: z.array(programDaySchema).max(DAYS_PER_WEEK_MAX),
    comments: z.string().trim().max(COMMENTS_MAX).default(""),
  })
  .superRefine((p, ctx) => {
    const keys = new Set(p.days.map((d) => d.dayKey));
    if (keys.size !== p.days.length || keys.size !== p.daysPerWeek)
      ctx.addIssue({ code: "custom", path: ["days"], message: DAYS_EXACT, params: { count: p.daysPerWeek } });
  });
export type ProgramInput = z.input<typeof programInputSchema>;

/** A row of a day in the trainer's form: a program exercise with a key for the list. */
export type ExerciseRow = {
  key: string;
  exerciseId: string | null;
  name: string;
  sets: number | "";
  reps: string;
  notes: string;
};

/**
 * The trainer's form: athlete ('Διάλεξε χρήστη.'), exactly N weekdays ('Επίλεξε ακριβώς N ημέρες.'),
 * each chosen day's rows checked as the API checks them; the rows of a day unticked meanwhile are
 * kept in the form but neither checked nor saved. Parsing it gives the API's input.
 */
export const programFormSchema = z
  .object({
    userId: z.string(),
    startDate: studioDateSchema,
    daysPerWeek: z.number().int().min(DAYS_PER_WEEK_MIN).max(DAYS_PER_WEEK_MAX),
    selectedDays: z.array(weekdaySchema),
    days: z.partialRecord(weekdaySchema, z.array(z.custom<ExerciseRow>())),
    comments: z.string().trim().max(COMMENTS_MAX),
  })
  .superRefine((f, ctx) => {
    if (!f.userId) ctx.addIssue({ code: "custom", path: ["userId"], message: "WORKOUT_PICK_ATHLETE" });
    if (new Set(f.selectedDays).size !== f.daysPerWeek || f.selectedDays.length !== f.daysPerWeek)
      ctx.addIssue({
        code: "custom",
        path: ["selectedDays"],
        message: DAYS_EXACT,
        params: { count: f.daysPerWeek },
      });
    for (const day of f.selectedDays) {
      const rows = f.days[day] ?? [];
      if (rows.length === 0)
        ctx.addIssue({ code: "custom", path: ["days", day], message: "WORKOUT_DAY_EMPTY" });
      if (rows.length > EXERCISES_PER_DAY_MAX)
        ctx.addIssue({ code: "custom", path: ["days", day], message: "VALIDATION" });
      rows.forEach((row, i) => {
        const checked = programExerciseSchema.safeParse(row);
        for (const issue of checked.success ? [] : checked.error.issues) {
          const limits = issue as { minimum?: unknown; maximum?: unknown };
          ctx.addIssue({
            code: "custom",
            path: ["days", day, i, ...issue.path],
            message: issue.message,
            params: { min: limits.minimum, max: limits.maximum },
          });
        }
      });
    }
  })
  .transform(
    (f): ProgramInput => ({
      userId: f.userId,
      startDate: f.startDate,
      daysPerWeek: f.daysPerWeek,
      days: WEEKDAYS.filter((d) => f.selectedDays.includes(d)).map((dayKey) => ({
        dayKey,
        exercises: (f.days[dayKey] ?? []).map(({ key: _key, ...row }) => programExerciseSchema.parse(row)),
      })),
      comments: f.comments,
    }),
  );
export type ProgramForm = z.input<typeof programFormSchema>;

export const programSchema = z.object({
  id: z.string(),
  userId: z.string(),
  startDate: z.string(),
  daysPerWeek: z.number(),
  days: z.array(
    z.object({
      dayKey: weekdaySchema,
      exercises: z.array(
        z.object({
          exerciseId: z.string().nullable(),
          name: z.string(),
          /** Both library names while the trainer kept the library's name; null when renamed or typed. */
          names: z.object({ gr: z.string(), en: z.string() }).nullable(),
          sets: z.number(),
          reps: z.string(),
          notes: z.string(),
        }),
      ),
    }),
  ),
  comments: z.string(),
  /** The version this one replaced (the coach changed the program), and this one's number from 1. */
  previousId: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type Program = z.infer<typeof programSchema>;

export const programListQuerySchema = z.object({ userId: z.string().min(1).max(64) });
/** The athlete's programs, newest first, and the studio's today (the start date's default). */
export const programListSchema = z.object({ today: z.string(), programs: z.array(programSchema) });
export const programIdParamSchema = z.object({ id: z.uuid() });

/** The member's own program: the current one (or null) and the studio's today. */
export const myProgramSchema = z.object({ today: z.string(), program: programSchema.nullable() });

export type { Weekday };
