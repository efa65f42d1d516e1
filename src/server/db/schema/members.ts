import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { timestamps } from "./columns";
import { creditKinds } from "./schedules";

/** The studio's side of a member: the package, nutrition and questionnaire flags (balances: `member_credits`). */
export const memberAccounts = pgTable("member_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  activePackageName: text("active_package_name").notNull().default(""),
  packagePurchasedAt: timestamp("package_purchased_at", { withTimezone: true }),
  nutritionName: text("nutrition_name"),
  nutritionExpiresAt: timestamp("nutrition_expires_at", { withTimezone: true }),
  nutritionComment: text("nutrition_comment"),
  /** The member's phone number as the studio had it (a member import's column); null when unknown. */
  phone: text("phone"),
  hasCompletedQuestionnaire: boolean("has_completed_questionnaire").notNull().default(false),
  questionnaireSubmittedAt: timestamp("questionnaire_submitted_at", { withTimezone: true }),
  hasCompletedFitnessQuestionnaire: boolean("has_completed_fitness_questionnaire").notNull().default(false),
  fitnessQuestionnaireSubmittedAt: timestamp("fitness_questionnaire_submitted_at", { withTimezone: true }),
  ...timestamps,
});

/**
 * A member's balance of one credit kind and when it expires (decision 038): a row per kind the
 * member has ever held. Changed only by `domain/credits.ts`, with its ledger row.
 */
export const memberCredits = pgTable(
  "member_credits",
  {
    userId: text("user_id")
      .notNull()
      .references(() => memberAccounts.userId, { onDelete: "cascade" }),
    kind: text("kind")
      .notNull()
      .references(() => creditKinds.key),
    sessions: integer("sessions").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Where these credits may be spent: the granting package's locations (null: every location; decision 057). */
    validAt: text("valid_at").array(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    index("member_credits_kind_idx").on(t.kind),
    check("member_credits_sessions_nonnegative", sql`${t.sessions} >= 0`),
  ],
);

/** Every change of a balance; a balance always equals the sum of its rows. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Restrict: a member with history can never be deleted with it (a ban keeps them out). */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    kind: text("kind")
      .notNull()
      .references(() => creditKinds.key),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    relatedId: text("related_id"),
    /** The desk's reason for a change by hand (± a session), shown to the member with it. */
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    index("credit_ledger_user_id_idx").on(t.userId),
    index("credit_ledger_actor_id_idx").on(t.actorId),
    check("credit_ledger_balance_nonnegative", sql`${t.balanceAfter} >= 0`),
  ],
);

export type MemberAccount = typeof memberAccounts.$inferSelect;
export type MemberCredit = typeof memberCredits.$inferSelect;
export type LedgerRow = typeof creditLedger.$inferSelect;

/**
 * How many changes the members directory has seen (decision 023): statement triggers on "user",
 * member_accounts and account_states add a row; the version is the sum of `n`, which a compaction
 * keeps while it folds rows into one. Read in the same statement as the rows, it names exactly the
 * committed changes those rows include.
 */
export const memberDirectoryChanges = pgTable(
  "member_directory_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    n: integer("n").notNull().default(1),
  },
  (t) => [check("member_directory_changes_positive", sql`${t.n} > 0`)],
);
