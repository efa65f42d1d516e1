import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { reservations } from "./booking";
import { timestamps } from "./columns";

/**
 * A member's calendar preferences (decision 019): whether they get reminder e-mails, and
 * the SHA-256 of their private calendar feed's token (null while the feed is off). The token itself
 * is shown once, when it is made; a new one replaces the hash, which revokes the old address.
 */
export const memberCalendars = pgTable(
  "member_calendars",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    reminders: boolean("reminders").notNull().default(true),
    feedTokenHash: text("feed_token_hash").unique(),
    feedCreatedAt: timestamp("feed_created_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("member_calendars_feed_complete", sql`(${t.feedTokenHash} is null) = (${t.feedCreatedAt} is null)`),
  ],
);

/**
 * The reminder sent for a reservation: its primary key is the sent-marker, so of several runners
 * only the one whose insert succeeds queues the e-mail (in the same transaction). Goes with the
 * reservation.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The outbox row of the reminder e-mail. */
    mailId: bigint("mail_id", { mode: "number" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("booking_reminders_user_id_idx").on(t.userId)],
);
