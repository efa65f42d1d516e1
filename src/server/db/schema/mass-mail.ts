import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { LANGS } from "../../../shared/i18n";
import {
  CAMPAIGN_STATUSES,
  MASS_MAIL_AUDIENCES,
  MASS_MAIL_RECIPIENT_STATUSES,
} from "../../../shared/schemas/mass-mail";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * A mass e-mail: what the admin wrote and to whom. 'running' until its last recipient
 * is sent or given up; at most one runs at a time (the partial unique index).
 */
export const massMailCampaigns = pgTable(
  "mass_mail_campaigns",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    audience: text("audience", { enum: MASS_MAIL_AUDIENCES }).notNull(),
    /** For audience 'expired': the package ended in the last N days. */
    audienceDays: integer("audience_days"),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("running"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("mass_mail_campaigns_created_by_idx").on(t.createdBy),
    uniqueIndex("mass_mail_campaigns_one_running").on(t.status).where(sql`${t.status} = 'running'`),
    check("mass_mail_campaigns_status_known", isOneOf(t.status, CAMPAIGN_STATUSES)),
    check("mass_mail_campaigns_audience_known", isOneOf(t.audience, MASS_MAIL_AUDIENCES)),
  ],
);

/**
 * One row per member a campaign writes to: the job's unit of work. The worker claims a due row
 * with FOR UPDATE SKIP LOCKED and marks it 'sending' with a lease (next_attempt_at); the send is
 * recorded as 'sent', 'pending' with a later next_attempt_at (retry), or 'failed' with its reason.
 */
export const massMailRecipients = pgTable(
  "mass_mail_recipients",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => massMailCampaigns.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    name: text("name").notNull(),
    language: text("language", { enum: LANGS }).notNull(),
    status: text("status", { enum: MASS_MAIL_RECIPIENT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the row may be claimed: due now, a retry's time, or the end of a claim's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("mass_mail_recipients_campaign_idx").on(t.campaignId, t.status),
    index("mass_mail_recipients_user_id_idx").on(t.userId),
    index("mass_mail_recipients_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check("mass_mail_recipients_status_known", isOneOf(t.status, MASS_MAIL_RECIPIENT_STATUSES)),
    check("mass_mail_recipients_language_known", isOneOf(t.language, LANGS)),
    check("mass_mail_recipients_attempts_nonnegative", sql`${t.attempts} >= 0`),
  ],
);

/**
 * The studio's one pacing row (decision 027): at most one campaign mail is on its way at a time,
 * whatever the number of instances, and the next starts no sooner than MASS_MAIL_PACE_MS after the
 * last one ended. A worker takes the row (holder, with a lease for a crash), sends one mail, and
 * gives it back with `last_sent_at` = the database's clock when the receiver had accepted it.
 */
export const massMailPacing = pgTable(
  "mass_mail_pacing",
  {
    id: integer("id").primaryKey().default(1),
    /** When the last campaign mail's send ended (the database's clock). */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** The worker sending now, or null. */
    holder: text("holder"),
    /** When the holder's turn lapses if it never gives the row back (a killed process). */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check("mass_mail_pacing_one_row", sql`${t.id} = 1`)],
);

/** Members who asked for no more campaign mail (service mail still goes to them). */
export const massMailUnsubscribes = pgTable("mass_mail_unsubscribes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  ...timestamps,
});
