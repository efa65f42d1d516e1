import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { StudioRules } from "../../../shared/domain/studio-rules";
import { user } from "./auth";
import { timestamps } from "./columns";

/**
 * The studio's booking policy (decision 029): one row (id 1) holding the rules the owner
 * set, as a document validated by `studioRulesSchema` when written; a setting it lacks (none saved
 * yet, or one added later) takes the spec's value (`withDefaults`).
 */
export const studioSettings = pgTable(
  "studio_settings",
  {
    id: integer("id").primaryKey().default(1),
    rules: jsonb("rules").$type<Partial<StudioRules>>().notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("studio_settings_single_row", sql`${t.id} = 1`),
    index("studio_settings_updated_by_idx").on(t.updatedBy),
  ],
);
