import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CREDIT_KINDS } from "../../../shared/domain/schedules";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/** The studio's side of a member: balances, packages and questionnaire flags. */
export const memberAccounts = pgTable(
  "member_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    gymSessions: integer("gym_sessions").notNull().default(0),
    gymExpiresAt: timestamp("gym_expires_at", { withTimezone: true }),
    pilatesSessions: integer("pilates_sessions").notNull().default(0),
    pilatesExpiresAt: timestamp("pilates_expires_at", { withTimezone: true }),
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
  },
  (t) => [
    check("member_accounts_gym_sessions_nonnegative", sql`${t.gymSessions} >= 0`),
    check("member_accounts_pilates_sessions_nonnegative", sql`${t.pilatesSessions} >= 0`),
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
    kind: text("kind", { enum: CREDIT_KINDS }).notNull(),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    relatedId: text("related_id"),
    ...timestamps,
  },
  (t) => [
    index("credit_ledger_user_id_idx").on(t.userId),
    index("credit_ledger_actor_id_idx").on(t.actorId),
    check("credit_ledger_balance_nonnegative", sql`${t.balanceAfter} >= 0`),
    check("credit_ledger_kind_known", isOneOf(t.kind, CREDIT_KINDS)),
  ],
);

export type MemberAccount = typeof memberAccounts.$inferSelect;
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
