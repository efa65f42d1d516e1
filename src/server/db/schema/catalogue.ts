import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ANNOUNCEMENT_KINDS } from "../../../shared/schemas/announcements";
import { isOneOf, timestamps } from "./columns";
import { locations } from "./locations";

/** Packages of every kind of credit and nutrition in one table (DESIGN decision 4). */
export const packages = pgTable(
  "packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").unique(),
    /** 'nutrition', or the credit kind the package grants (a `credit_kinds` key; decision 038). */
    kind: text("kind").notNull(),
    /** The Greek name (the studio's language); `name_en` the English one, empty when it is the same. */
    name: text("name").notNull(),
    nameEn: text("name_en").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    oldPriceCents: integer("old_price_cents"),
    sessions: integer("sessions").notNull().default(0),
    weeks: integer("weeks"),
    special: boolean("special").notNull().default(false),
    /** Shown with an example split between its own kind and the class schedule's (spec section 2). */
    flexible: boolean("flexible").notNull().default(false),
    /** Where its credits may be spent (decision 057): null at every location, else the ones named. */
    locations: text("locations").array(),
    ...timestamps,
  },
  (t) => [
    check("packages_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("packages_sessions_nonnegative", sql`${t.sessions} >= 0`),
  ],
);

/** Whole days the studio is closed (inclusive range). */
export const closures = pgTable(
  "closures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").unique(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    note: text("note").notNull().default(""),
    /** The location it closes (decision 057); null closes every location. */
    location: text("location").references(() => locations.key),
    ...timestamps,
  },
  (t) => [check("closures_start_before_end", sql`${t.startDate} <= ${t.endDate}`)],
);

/** Date-limited popups (DESIGN decision 5). */
export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").unique(),
    kind: text("kind", { enum: ANNOUNCEMENT_KINDS }).notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    /** Both languages' texts; empty title or body falls back to the kind's standard wording. */
    titleGr: text("title_gr").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    bodyGr: text("body_gr").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("announcements_kind_known", isOneOf(t.kind, ANNOUNCEMENT_KINDS)),
    check("announcements_start_before_end", sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** The exercise library: `name` is the English name (unique), `name_gr` the Greek one. */
export const exercises = pgTable("exercises", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  nameGr: text("name_gr").notNull().default(""),
  muscle: text("muscle").notNull().default(""),
  equipment: text("equipment").notNull().default(""),
  defaultSets: integer("default_sets").notNull().default(3),
  defaultReps: text("default_reps").notNull().default("10-12"),
  ...timestamps,
});
