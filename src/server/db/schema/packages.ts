import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REQUEST_STATUSES } from "../../../shared/schemas/packages";
import { user } from "./auth";
import { packages } from "./catalogue";
import { isOneOf, timestamps } from "./columns";

/**
 * A member's request for a package, with the package as it was when asked for (so an edited or
 * deleted package never changes what was requested). At most one pending request per member.
 */
export const packageRequests = pgTable(
  "package_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    packageName: text("package_name").notNull(),
    /** 'nutrition', or the credit kind the package grants (a `credit_kinds` key; decision 038). */
    kind: text("kind").notNull(),
    priceCents: integer("price_cents").notNull(),
    sessions: integer("sessions").notNull(),
    /**
     * Of `sessions`, the class part the approval puts on the first class schedule's kind: the combined
     * and flexible packages' split, copied at request time (decision 017); 0 for any other package.
     * The column keeps its first name (a rename would touch every stored request for no reader).
     */
    pilatesSessions: integer("pilates_sessions").notNull().default(0),
    months: integer("months").notNull(),
    /** The package's locations when asked for (null: every location), copied to the balance on approval. */
    locations: text("locations").array(),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    /** The expiry the approval set. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("package_requests_user_id_idx").on(t.userId),
    index("package_requests_package_id_idx").on(t.packageId),
    index("package_requests_decided_by_idx").on(t.decidedBy),
    index("package_requests_status_idx").on(t.status, t.createdAt),
    // The owner's report: approved packages by approval time.
    index("package_requests_approved_at_idx").on(t.approvedAt).where(sql`${t.status} = 'approved'`),
    uniqueIndex("package_requests_one_pending_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
    check("package_requests_sessions_nonnegative", sql`${t.sessions} >= 0`),
    check(
      "package_requests_pilates_sessions_within",
      sql`${t.pilatesSessions} >= 0 and ${t.pilatesSessions} <= ${t.sessions}`,
    ),
    check("package_requests_status_known", isOneOf(t.status, REQUEST_STATUSES)),
  ],
);

export type PackageRequest = typeof packageRequests.$inferSelect;
