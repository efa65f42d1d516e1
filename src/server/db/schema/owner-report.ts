import { sql } from "drizzle-orm";
import { check, integer, pgTable } from "drizzle-orm/pg-core";
import { DRIFT_DEFAULTS } from "../../../shared/schemas/owner-report";
import { timestamps } from "./columns";

/**
 * The thresholds of the drifting members' lists, one row (id 1); without it the
 * defaults hold.
 */
export const driftSettings = pgTable(
  "drift_settings",
  {
    id: integer("id").primaryKey().default(1),
    expiringDays: integer("expiring_days").notNull().default(DRIFT_DEFAULTS.expiringDays),
    sessionsLeft: integer("sessions_left").notNull().default(DRIFT_DEFAULTS.sessionsLeft),
    dormantDays: integer("dormant_days").notNull().default(DRIFT_DEFAULTS.dormantDays),
    lapsedDays: integer("lapsed_days").notNull().default(DRIFT_DEFAULTS.lapsedDays),
    ...timestamps,
  },
  (t) => [
    check("drift_settings_single_row", sql`${t.id} = 1`),
    check(
      "drift_settings_positive",
      sql`${t.expiringDays} > 0 and ${t.dormantDays} > 0 and ${t.lapsedDays} > 0 and ${t.sessionsLeft} >= 0`,
    ),
  ],
);
