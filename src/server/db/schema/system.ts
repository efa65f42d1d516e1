import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";
import { MAIL_STATUSES } from "./site";

/** A text file sent with an e-mail (src/server/mail/). */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail the studio sends, with its delivery status ('pending' while its first try runs). A
 * failed one keeps a next_attempt_at while a retry is due (src/server/mail/outbox.ts).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    template: text("template").notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull(),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Sends tried so far. */
    attempts: integer("attempts").notNull().default(0),
    /** When a failed message is tried again; null once sent or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Files sent with the message (a booking's .ics), kept with it so a retry after a restart sends them too. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_to_idx").on(t.toAddress),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    check("email_outbox_status_known", isOneOf(t.status, MAIL_STATUSES)),
    check("email_outbox_attempts_nonnegative", sql`${t.attempts} >= 0`),
  ],
);

/** Used robot-check solutions, so a replayed one fails on every instance. */
export const captchaSolutions = pgTable("captcha_solutions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  ...timestamps,
});

export const clientErrors = pgTable(
  "client_errors",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    stack: text("stack"),
    context: text("context"),
    ...timestamps,
  },
  (t) => [index("client_errors_user_id_idx").on(t.userId)],
);

/** Small facts about this installation (for example which seed version has run). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});

/**
 * Secrets made once and shared by every instance of the studio (decision 044). `auth` signs the
 * sessions, the e-mailed links and the robot check's challenges when AUTH_SECRET is not set.
 */
export const instanceSecrets = pgTable("instance_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});
