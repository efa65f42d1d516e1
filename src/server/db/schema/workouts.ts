import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { DAYS_PER_WEEK_MAX, DAYS_PER_WEEK_MIN } from "../../../shared/domain/workouts";
import type { StoredProgramDay } from "../../../shared/schemas/workouts";
import { user } from "./auth";
import { timestamps } from "./columns";

/**
 * A member's workout program (spec section 3, workout_plans): the chosen weekdays, each with its
 * exercises (copied from the library or typed, so editing the library never changes a program),
 * and the trainer's comments. Deleting the account deletes its programs. A program the coach changes
 * becomes a new row (`previous_id` the version it replaces, `version` one more): the old one and
 * the sessions logged against it stay (decision 031).
 */
export const workoutPlans = pgTable(
  "workout_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    daysPerWeek: integer("days_per_week").notNull(),
    /** One entry per chosen weekday, in the week's order. */
    days: jsonb("days").$type<StoredProgramDay[]>().notNull(),
    comments: text("comments").notNull().default(""),
    previousId: uuid("previous_id").references((): AnyPgColumn => workoutPlans.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("workout_plans_user_created_idx").on(t.userId, t.createdAt),
    index("workout_plans_previous_idx").on(t.previousId),
    check("workout_plans_version_positive", sql`${t.version} >= 1`),
    check(
      "workout_plans_days_per_week",
      sql`${t.daysPerWeek} between ${sql.raw(String(DAYS_PER_WEEK_MIN))} and ${sql.raw(String(DAYS_PER_WEEK_MAX))}`,
    ),
    check(
      "workout_plans_days_match",
      sql`jsonb_typeof(${t.days}) = 'array' and jsonb_array_length(${t.days}) = ${t.daysPerWeek}`,
    ),
  ],
);
