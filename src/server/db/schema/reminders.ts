import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { REMINDER_DAYS_MAX, REMINDER_KINDS } from "../../../shared/schemas/reminders";
import { user } from "./auth";
import { isOneOf, timestamps } from "./columns";

/**
 * The automatic reminders' rules (decision 030): one row per kind, seeded with the
 * defaults of `shared/domain/reminders.ts` (a kind without a row reads as its default).
 */
export const reminderRules = pgTable(
  "reminder_rules",
  {
    kind: text("kind", { enum: REMINDER_KINDS }).primaryKey(),
    enabled: boolean("enabled").notNull().default(false),
    days: integer("days").notNull(),
    subjectGr: text("subject_gr").notNull(),
    subjectEn: text("subject_en").notNull(),
    textGr: text("text_gr").notNull(),
    textEn: text("text_en").notNull(),
    ...timestamps,
  },
  (t) => [
    check("reminder_rules_kind_known", isOneOf(t.kind, REMINDER_KINDS)),
    check("reminder_rules_days_range", sql`${t.days} between 0 and ${sql.raw(String(REMINDER_DAYS_MAX))}`),
  ],
);

/**
 * A reminder sent: its key (member, kind, occasion) is the sent-marker, inserted in the transaction
 * that queues the e-mail, so of several runners only the one whose insert succeeds sends it.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    /** What it was about: a package's end date, the last visit, 'first' for the welcome. */
    occasion: text("occasion").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** The outbox row of the e-mail. */
    mailId: bigint("mail_id", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.occasion] }),
    check("reminders_sent_kind_known", isOneOf(t.kind, REMINDER_KINDS)),
  ],
);
