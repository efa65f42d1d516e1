import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ROLES } from "../../../shared/domain/roles";
import { LANGS } from "../../../shared/i18n";
import { isOneOf, timestamps } from "./columns";

/** Folded text is read from at most this many characters, so a huge name costs no more than a long one. */
const FOLD_MAX = 400;

/**
 * The non-empty columns joined by spaces, cut to FOLD_MAX and folded by members_fold (migration
 * 0004, the same folding as foldText in src/shared/domain/text.ts). Immutable, as a generated
 * column needs (concat_ws is only stable).
 */
function foldedNames(columns: string[]) {
  const parts = columns.map((c) => `case when "${c}" = '' then '' else "${c}" || ' ' end`).join(" || ");
  return sql.raw(`members_fold(left(rtrim(${parts}), ${FOLD_MAX}))`);
}

/** Tables owned by Better Auth (property names are Better Auth's field names). */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    language: text("language").notNull().default("gr"),
    role: text("role").notNull().default("user"),
    /** Given at sign-up or on the profile; null for an account from before it was asked (never blocked). */
    birthDate: date("birth_date", { mode: "string" }),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    /** Active clients search (decision 008): the names folded, 'Μαρία' → 'μαρια'. */
    nameFolded: text("name_folded")
      .notNull()
      .generatedAlwaysAs(foldedNames(["first_name", "last_name", "name"])),
    /** The list's order: last name, first name, then the display name, folded. */
    sortKey: text("sort_key")
      .notNull()
      .generatedAlwaysAs(foldedNames(["last_name", "first_name", "name"])),
    ...timestamps,
  },
  (t) => [
    // "user" (a member) or a staff role (shared/domain/roles.ts, decision 036).
    check("user_role_known", isOneOf(t.role, ROLES)),
    check("user_language_known", isOneOf(t.language, LANGS)),
    index("user_sort_key_idx").on(t.sortKey, t.id),
    // The owner's report: new members of a period.
    index("user_created_at_idx").on(t.createdAt),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
