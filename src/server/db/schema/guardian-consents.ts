import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { GUARDIAN_CONSENT_STATUSES } from "../../../shared/domain/age";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * A guardian's consent for a member under the studio's consent age: asked of an address the member
 * names (a link with a random token, kept only as its hash, valid 14 days), then confirmed, declined
 * or, once confirmed, withdrawn. The member's latest row is the one that counts.
 */
export const guardianConsents = pgTable(
  "guardian_consents",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    guardianEmail: text("guardian_email").notNull(),
    /** SHA-256 of the link's token, hex; the token itself is only in the guardian's mail. */
    tokenHash: text("token_hash").notNull(),
    status: text("status").notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the guardian confirmed, declined or withdrew. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The version of the terms and of the health-data consent shown to the guardian. */
    termsVersion: text("terms_version").notNull(),
    ...timestamps,
  },
  (t) => [
    check("guardian_consents_status_known", isOneOf(t.status, GUARDIAN_CONSENT_STATUSES)),
    index("guardian_consents_user_idx").on(t.userId, t.requestedAt),
    uniqueIndex("guardian_consents_token_idx").on(t.tokenHash),
  ],
);
