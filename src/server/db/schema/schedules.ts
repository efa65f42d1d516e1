import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { TIMETABLES } from "../../../shared/domain/schedules";
import { CAPACITY_MAX } from "../../../shared/schemas/studio-settings";
import { isOneOf, timestamps } from "./columns";
import { locations } from "./locations";

/**
 * The kinds of credit (decision 038): a package grants credits of one kind, a schedule names the
 * kind it spends, a member holds a balance of each. a new install has the gym's and one class schedule's; the
 * owner adds more ("Yoga"). A kind with history is never deleted (the references restrict it).
 */
export const creditKinds = pgTable(
  "credit_kinds",
  {
    key: text("key").primaryKey(),
    nameGr: text("name_gr").notNull(),
    nameEn: text("name_en").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("credit_kinds_key_format", sql`${t.key} ~ '^[a-z][a-z0-9-]{1,29}$'`),
    check("credit_kinds_names_present", sql`length(${t.nameGr}) > 0 and length(${t.nameEn}) > 0`),
  ],
);
export type CreditKindRecord = typeof creditKinds.$inferSelect;

/**
 * The studio's bookable schedules (decision 035): one row each, named in both languages,
 * with its kind of timetable, the credit kind it spends, an on/off switch and its place in the list
 * (a class's capacity is the timetable's; an hours schedule's its `default_capacity`, the gym floor's the studio's rules). Bookings, waitlist places and cancellations name one by `key`; a schedule
 * with history is switched off, never deleted (the references restrict it).
 */
export const schedules = pgTable(
  "schedules",
  {
    key: text("key").primaryKey(),
    nameGr: text("name_gr").notNull(),
    nameEn: text("name_en").notNull(),
    timetable: text("timetable", { enum: TIMETABLES }).notNull(),
    creditKind: text("credit_kind")
      .notNull()
      .references(() => creditKinds.key),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    /** Where it is held (decision 057): the first location unless the owner says otherwise. */
    location: text("location")
      .notNull()
      .default("main")
      .references(() => locations.key),
    /** Members (and the desk) may make standing bookings of it (decision 037). */
    standingAllowed: boolean("standing_allowed").notNull().default(true),
    /** How many weeks ahead a standing booking of it may run from its first date. */
    standingMaxWeeks: integer("standing_max_weeks").notNull().default(12),
    /** Its classes' places are numbered (reformers, bikes): a booking holds one (decision 037). */
    numberedPlaces: boolean("numbered_places").notNull().default(false),
    /**
     * An hours schedule's places per slot when a date has no override of its own (null: the studio
     * rules' `defaultCapacity`, as the gym floor reads it). Unused by class schedules (a class has its own).
     */
    defaultCapacity: integer("default_capacity"),
    ...timestamps,
  },
  (t) => [
    check("schedules_key_format", sql`${t.key} ~ '^[a-z][a-z0-9-]{1,29}$'`),
    check("schedules_timetable_known", isOneOf(t.timetable, TIMETABLES)),
    check("schedules_standing_weeks_range", sql`${t.standingMaxWeeks} between 1 and 52`),
    check("schedules_names_present", sql`length(${t.nameGr}) > 0 and length(${t.nameEn}) > 0`),
    check(
      "schedules_default_capacity_range",
      sql`${t.defaultCapacity} between 1 and ${sql.raw(String(CAPACITY_MAX))}`,
    ),
  ],
);
export type ScheduleRecord = typeof schedules.$inferSelect;
