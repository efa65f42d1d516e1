import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  LOG_REPS_MAX,
  LOG_REPS_MIN,
  LOG_SECONDS_MAX,
  LOG_SECONDS_MIN,
  LOG_WEIGHT_MAX,
  LOG_WEIGHT_MIN,
  NUTRITION_FOLLOWED,
} from "../../../shared/domain/coaching";
import { user } from "./auth";
import { exercises } from "./catalogue";
import { isOneOf, timestamps } from "./columns";
import { workoutPlans } from "./workouts";

const n = (v: number) => sql.raw(String(v));

/**
 * A session the member logged (decision 031). The id comes from the member's phone, so a
 * retried request finds the row it already wrote. The program it followed stays named while the
 * program exists (a deleted program leaves the log, unlinked).
 */
export const workoutLogs = pgTable(
  "workout_logs",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    programId: uuid("program_id").references(() => workoutPlans.id, { onDelete: "set null" }),
    date: date("date", { mode: "string" }).notNull(),
    dayKey: text("day_key").notNull(),
    ...timestamps,
  },
  (t) => [
    index("workout_logs_user_date_idx").on(t.userId, t.date),
    index("workout_logs_program_idx").on(t.programId),
  ],
);

/** One set of a logged session: repetitions with a weight (kg, 0 for body weight) or a time. */
export const workoutSets = pgTable(
  "workout_sets",
  {
    id: uuid("id").primaryKey(),
    logId: uuid("log_id")
      .notNull()
      .references(() => workoutLogs.id, { onDelete: "cascade" }),
    /** The exercise's place in the program's day, and its library row while it exists. */
    position: integer("position").notNull(),
    exerciseId: uuid("exercise_id").references(() => exercises.id, { onDelete: "set null" }),
    exerciseName: text("exercise_name").notNull(),
    setNumber: integer("set_number").notNull(),
    reps: integer("reps"),
    weightKg: numeric("weight_kg", { precision: 6, scale: 2, mode: "number" }),
    seconds: integer("seconds"),
    ...timestamps,
  },
  (t) => [
    index("workout_sets_log_idx").on(t.logId),
    index("workout_sets_exercise_idx").on(t.exerciseId),
    check(
      "workout_sets_reps_range",
      sql`${t.reps} is null or ${t.reps} between ${n(LOG_REPS_MIN)} and ${n(LOG_REPS_MAX)}`,
    ),
    check(
      "workout_sets_weight_range",
      sql`${t.weightKg} is null or ${t.weightKg} between ${n(LOG_WEIGHT_MIN)} and ${n(LOG_WEIGHT_MAX)}`,
    ),
    check(
      "workout_sets_seconds_range",
      sql`${t.seconds} is null or ${t.seconds} between ${n(LOG_SECONDS_MIN)} and ${n(LOG_SECONDS_MAX)}`,
    ),
    check("workout_sets_done", sql`${t.reps} is not null or ${t.seconds} is not null`),
  ],
);

/**
 * What a member may measure: weight and waist seeded, more added by the coach, each with its unit
 * and realistic range (a value outside it is refused).
 */
export const measurementKinds = pgTable(
  "measurement_kinds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    nameGr: text("name_gr").notNull(),
    nameEn: text("name_en").notNull(),
    unit: text("unit").notNull(),
    minValue: numeric("min_value", { precision: 7, scale: 2, mode: "number" }).notNull(),
    maxValue: numeric("max_value", { precision: 7, scale: 2, mode: "number" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("measurement_kinds_created_by_idx").on(t.createdBy),
    check("measurement_kinds_range", sql`${t.minValue} < ${t.maxValue}`),
  ],
);

/** A member's measurement of one kind on one date (one a day: a second entry replaces it). */
export const measurements = pgTable(
  "measurements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kindId: uuid("kind_id")
      .notNull()
      .references(() => measurementKinds.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    value: numeric("value", { precision: 7, scale: 2, mode: "number" }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("measurements_user_kind_date_idx").on(t.userId, t.kindId, t.date),
    index("measurements_kind_idx").on(t.kindId),
  ],
);

/** The member's daily nutrition check: followed the plan yes / partly / no, with a note. */
export const nutritionChecks = pgTable(
  "nutrition_checks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    followed: text("followed", { enum: NUTRITION_FOLLOWED }).notNull(),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date] }),
    check("nutrition_checks_followed_known", isOneOf(t.followed, NUTRITION_FOLLOWED)),
  ],
);

/**
 * A pain the member reported (where it hurts, in their words), one a day: a second report that day
 * replaces it. A recent one puts the member on the coach's attention list (decision 031).
 */
export const painReports = pgTable(
  "pain_reports",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    note: text("note").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/** The coach's notes on a member, read newest first on the member's page. */
export const coachNotes = pgTable(
  "coach_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    ...timestamps,
  },
  (t) => [
    index("coach_notes_member_idx").on(t.memberId, t.createdAt),
    index("coach_notes_author_idx").on(t.authorId),
  ],
);

/** The attention list's thresholds, one row (id 1); without it the defaults hold (10 days, 50 %). */
export const coachingSettings = pgTable(
  "coaching_settings",
  {
    id: integer("id").primaryKey().default(1),
    daysWithoutLog: integer("days_without_log").notNull().default(10),
    adherencePercent: integer("adherence_percent").notNull().default(50),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("coaching_settings_single_row", sql`${t.id} = 1`),
    index("coaching_settings_updated_by_idx").on(t.updatedBy),
  ],
);

/**
 * What the member has seen of the coach's changes (one row per member, written when they open the
 * screen or dismiss the home's notice): the change time of the program version (its `created_at`)
 * and of the nutrition plan (its `updated_at`) they saw, copied from those rows, so a later change
 * shows again and an older one never does.
 */
export const coachNoticesSeen = pgTable("coach_notices_seen", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  programSeenAt: timestamp("program_seen_at", { withTimezone: true }),
  nutritionSeenAt: timestamp("nutrition_seen_at", { withTimezone: true }),
  ...timestamps,
});
