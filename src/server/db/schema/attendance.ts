import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { timestamps } from "./columns";

/**
 * The studio's attendance settings, one row (id 1); without it the defaults hold. The check-in marks
 * themselves are columns of `reservations` (decision 013).
 */
export const attendanceSettings = pgTable(
  "attendance_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** A no-show keeps the booked session spent (recorded in the ledger); off: the session comes back. */
    noShowForfeits: boolean("no_show_forfeits").notNull().default(false),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("attendance_settings_single_row", sql`${t.id} = 1`),
    index("attendance_settings_updated_by_idx").on(t.updatedBy),
  ],
);
