import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { timestamps } from "./columns";

/**
 * The studio's places (decision 057). The first, `main`, is made by the migrations with empty names
 * and address: it reads as the studio itself (its identity) until the owner names it. A location with
 * history is switched off, never deleted (schedules and closures restrict it).
 */
export const locations = pgTable(
  "locations",
  {
    key: text("key").primaryKey(),
    nameGr: text("name_gr").notNull().default(""),
    nameEn: text("name_en").notNull().default(""),
    address: text("address").notNull().default(""),
    addressEn: text("address_en").notNull().default(""),
    mapUrl: text("map_url").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** Its opening hours as the owner writes them for members ("Mon–Fri 07:00–22:00"). */
    hoursGr: text("hours_gr").notNull().default(""),
    hoursEn: text("hours_en").notNull().default(""),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [check("locations_key_format", sql`${t.key} ~ '^[a-z][a-z0-9-]{1,29}$'`)],
);
export type LocationRecord = typeof locations.$inferSelect;

/**
 * The locations a trainer or desk account works at. None: every location (as before a second one
 * existed); the owner always works at every one.
 */
export const staffLocations = pgTable(
  "staff_locations",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    location: text("location")
      .notNull()
      .references(() => locations.key, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.location] }),
    index("staff_locations_location_idx").on(t.location),
  ],
);
