import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LANGS } from "../../../shared/i18n";
import { INVITED_ROLES } from "../../../shared/schemas/staff-invitations";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * The owner's invitations of staff (decision 051): an e-mail, the role it will hold and the link's
 * token, kept only as its SHA-256 (a leaked table opens no account). Pending while neither
 * withdrawn nor accepted and before `expires_at`.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** The language of the mail and of the account it makes. */
    language: text("language").notNull().default("gr"),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("staff_invitations_role_known", isOneOf(t.role, INVITED_ROLES)),
    check("staff_invitations_language_known", isOneOf(t.language, LANGS)),
    index("staff_invitations_invited_by_idx").on(t.invitedBy),
    index("staff_invitations_accepted_user_id_idx").on(t.acceptedUserId),
    index("staff_invitations_email_idx").on(t.email),
  ],
);
