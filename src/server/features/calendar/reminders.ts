import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { addDays, slotInstant, studioToday } from "../../../shared/domain/schedule";
import type { Db } from "../../db/client";
import { bookingReminders, memberCalendars, reservations } from "../../db/schema";
import { mailData, recipientOf, studioOf } from "../../domain/booking-mail";
import { bookingLengths } from "../../domain/class-timetable";
import { scheduleNames } from "../../domain/schedules";
import { readRules } from "../../domain/studio-rules";
import type { Mailer } from "../../mail/mailer";
import { inTransaction } from "../../platform/after-commit";
import { type Periodic, startPeriodic } from "../../platform/background";
import type { Config } from "../../platform/config";
import type { Logger } from "../../platform/logger";

/**
 * The reminder e-mails (decision 019). A booking is reminded at the studio's reminder
 * time on the evening before (20:00 by default), once: a runner locks the reservation (SKIP LOCKED)
 * and inserts its sent-marker in the transaction that queues the e-mail, so several runners or
 * instances never send it twice, and a restart picks up what is due. Not reminded: a member who
 * turned reminders off, a cancelled booking (its row is gone), a booking made after its reminder
 * time (its confirmation just went out), one whose start has passed, and guests.
 */

export type ReminderDeps = { db: Db; mailer: Mailer; config: Config; zone: () => string; logger: Logger };

/** When a booking's reminder is due: the reminder time on the studio day before it. */
export const reminderInstant = (date: string, reminderTime: string, tz: string) =>
  slotInstant(addDays(date, -1), reminderTime, tz);

/** One round: answers how many reminders this runner queued. */
export async function runReminders(d: ReminderDeps, now: Date): Promise<number> {
  const tz = d.zone();
  const { reminderTime } = await readRules(d.db);
  const today = studioToday(now, tz);
  // Only today's and tomorrow's bookings can be due (the reminder comes the evening before).
  const candidates = await d.db
    .select({
      id: reservations.id,
      kind: reservations.kind,
      userId: reservations.userId,
      email: reservations.email,
      name: reservations.name,
      date: reservations.date,
      time: reservations.time,
      schedule: reservations.schedule,
      place: reservations.place,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .leftJoin(bookingReminders, eq(bookingReminders.reservationId, reservations.id))
    .leftJoin(memberCalendars, eq(memberCalendars.userId, reservations.userId))
    .where(
      and(
        eq(reservations.kind, "member"),
        inArray(reservations.date, [today, addDays(today, 1)]),
        isNull(bookingReminders.reservationId),
        or(isNull(memberCalendars.reminders), eq(memberCalendars.reminders, true)),
      ),
    );
  const due = candidates.filter((r) => {
    const at = reminderInstant(r.date, reminderTime, tz).getTime();
    return at <= now.getTime() && r.createdAt.getTime() < at && slotInstant(r.date, r.time, tz) > now;
  });
  let queued = 0;
  for (const r of due) {
    // The reminder leaves once its round's transaction commits (never for a rolled-back one).
    const sent = await inTransaction({ database: { db: d.db }, logger: d.logger }, async (tx) => {
      // A reservation being cancelled (or reminded by another runner) is locked: skipped this round.
      const [live] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, r.id))
        .for("update", { skipLocked: true });
      if (!live) return false;
      const [marked] = await tx
        .insert(bookingReminders)
        .values({ reservationId: r.id, userId: r.userId, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: bookingReminders.reservationId });
      if (!marked) return false;
      const to = await recipientOf(tx, r);
      if (!to) return { mailId: null };
      const mailId = await d.mailer.queue(tx, {
        to: to.to,
        lang: to.lang,
        template: "bookingReminder",
        data: {
          ...mailData(await studioOf(tx, d, to.lang, { schedule: r.schedule }), r, {
            name: to.name,
            lang: to.lang,
            schedule: r.schedule,
            scheduleName: await scheduleNames(tx, r.schedule),
            minutes: (await bookingLengths(tx, [r]))[0]!,
          }),
          accountUrl: `${d.config.publicUrl}/account`,
        },
      });
      await tx.update(bookingReminders).set({ mailId }).where(eq(bookingReminders.reservationId, r.id));
      return { mailId };
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Looks for due reminders every minute (and once at start), on the service's clock. */
export function startReminders(d: ReminderDeps & { now: () => Date }, intervalMs = 60_000): Periodic {
  return startPeriodic({
    name: "booking-reminders",
    intervalMs,
    logger: d.logger,
    immediately: true,
    run: () => runReminders(d, d.now()),
  });
}
