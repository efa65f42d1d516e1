import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CLASS_CAPACITY_LIMIT, CLASS_MINUTES_MAX, CLASS_MINUTES_MIN } from "../../../shared/schemas/classes";
import { timestamps } from "./columns";
import { schedules } from "./schedules";

const timeFormat = (c: unknown) => sql`${c} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * The weekly timetable of every class schedule (decision 017; any schedule whose
 * timetable is 'classes' since decision 035): one row per class, its schedule, Monday (1) to
 * Saturday (6), its start time, length and capacity (for a class on machines, the number of machines).
 */
export const classes = pgTable(
  "classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schedule: text("schedule")
      .notNull()
      .references(() => schedules.key),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    minutes: integer("minutes").notNull(),
    capacity: integer("capacity").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("classes_schedule_weekday_time_uq").on(t.schedule, t.weekday, t.startTime),
    check("classes_weekday_range", sql`${t.weekday} between 1 and 6`),
    check("classes_time_format", timeFormat(t.startTime)),
    check(
      "classes_minutes_range",
      sql`${t.minutes} between ${sql.raw(String(CLASS_MINUTES_MIN))} and ${sql.raw(String(CLASS_MINUTES_MAX))}`,
    ),
    check(
      "classes_capacity_range",
      sql`${t.capacity} between 1 and ${sql.raw(String(CLASS_CAPACITY_LIMIT))}`,
    ),
  ],
);

/**
 * A change of one date's class, like the gym's per-date capacity override: cancelled, or another
 * start time or capacity that day (null: the timetable's).
 */
export const classChanges = pgTable(
  "class_changes",
  {
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    cancelled: boolean("cancelled").notNull().default(false),
    startTime: text("start_time"),
    capacity: integer("capacity"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.date] }),
    check("class_changes_time_format", sql`${t.startTime} is null or ${timeFormat(t.startTime)}`),
    check(
      "class_changes_capacity_range",
      sql`${t.capacity} is null or ${t.capacity} between 0 and ${sql.raw(String(CLASS_CAPACITY_LIMIT))}`,
    ),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
