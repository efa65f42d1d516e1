import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingReminders, memberCalendars } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * The member's reminder preference, whether a calendar feed is on (never its token: only a hash is
 * kept) and the reminders sent for their bookings. Erasing removes the preference and the feed (the
 * address stops working) and the reminder markers.
 */
export const calendarPersonalData: PersonalDataSource = {
  key: "calendar",
  tables: ["member_calendars", "booking_reminders"],
  async exportFor(tx: Tx, member) {
    const [prefs] = await tx
      .select({ reminders: memberCalendars.reminders, feedCreatedAt: memberCalendars.feedCreatedAt })
      .from(memberCalendars)
      .where(eq(memberCalendars.userId, member.id));
    const reminders = await tx
      .select({ reservationId: bookingReminders.reservationId, sentAt: bookingReminders.sentAt })
      .from(bookingReminders)
      .where(eq(bookingReminders.userId, member.id))
      .orderBy(bookingReminders.sentAt);
    return {
      reminders: prefs?.reminders ?? true,
      feedOn: Boolean(prefs?.feedCreatedAt),
      feedCreatedAt: prefs?.feedCreatedAt ?? null,
      remindersSent: reminders,
    };
  },
  async erase(tx: Tx, member) {
    await tx.delete(memberCalendars).where(eq(memberCalendars.userId, member.id));
    await tx.delete(bookingReminders).where(eq(bookingReminders.userId, member.id));
  },
};
