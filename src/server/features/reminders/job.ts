import { and, eq } from "drizzle-orm";
import { inQuietHours } from "../../../shared/domain/studio-rules";
import { REMINDER_ACTION, type ReminderRule } from "../../../shared/schemas/reminders";
import type { Db } from "../../db/client";
import { remindersSent } from "../../db/schema";
import { recipientOf } from "../../domain/booking-mail";
import { studioName } from "../../domain/studio-identity";
import { studioNow } from "../../domain/studio-now";
import { readRules } from "../../domain/studio-rules";
import { unsubscribeUrls } from "../../domain/unsubscribe";
import type { Mailer } from "../../mail/mailer";
import { inTransaction } from "../../platform/after-commit";
import { type Periodic, startPeriodic } from "../../platform/background";
import type { Config } from "../../platform/config";
import type { Logger } from "../../platform/logger";
import { type DueReminder, dueReminders } from "./due";
import { readReminderRules } from "./rules";

/**
 * The automatic reminders' job (decision 030). Outside the studio's quiet hours
 * (StudioRules.quietHours, by default 21:00 to 09:00), each round finds who is due each rule
 * switched on and, per member, inserts the sent-marker (member, kind, occasion) and queues the
 * e-mail in one transaction (`inTransaction`): of several rounds or instances only the one whose
 * insert succeeds sends it, right after its commit; a restart picks up what is due, and the outbox's
 * poll retries a send that failed.
 */

export type DriftReminderDeps = {
  db: Db;
  mailer: Mailer;
  config: Config;
  zone: () => string;
  logger: Logger;
  unsubscribeKey: string;
};

/** The page each message links to: the account page (ask for a package) or the home page (book). */
const linkOf = (publicUrl: string, rule: ReminderRule) =>
  REMINDER_ACTION[rule.kind] === "request" ? `${publicUrl}/account` : `${publicUrl}/`;

/** One round: answers how many reminders this runner queued (none in the quiet hours). */
export async function runDriftReminders(d: DriftReminderDeps, now: Date): Promise<number> {
  const tz = d.zone();
  const rules = (await readReminderRules(d.db)).filter((r) => r.enabled);
  if (rules.length === 0) return 0;
  const n = studioNow(now, tz);
  const { quietHours } = await readRules(d.db);
  if (inQuietHours(n.time, quietHours)) return 0;
  let queued = 0;
  for (const rule of rules) {
    for (const due of await dueReminders(d.db, rule, n, tz)) {
      if (await sendOne(d, rule, due, now)) queued += 1;
    }
  }
  return queued;
}

/**
 * The marker and the e-mail of one member's reminder, in one transaction; the e-mail leaves after
 * its commit. False when another runner had it.
 */
async function sendOne(d: DriftReminderDeps, rule: ReminderRule, due: DueReminder, now: Date) {
  return inTransaction({ database: { db: d.db }, logger: d.logger }, async (tx) => {
    const [marked] = await tx
      .insert(remindersSent)
      .values({ userId: due.userId, kind: rule.kind, occasion: due.occasion, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: remindersSent.userId });
    if (!marked) return false;
    const to = await recipientOf(tx, { userId: due.userId, email: "", name: "" });
    if (!to) return true;
    const gr = to.lang === "gr";
    const mailId = await d.mailer.queue(tx, {
      to: to.to,
      lang: to.lang,
      template: "reminder",
      data: {
        name: to.name,
        subject: gr ? rule.subjectGr : rule.subjectEn,
        text: gr ? rule.textGr : rule.textEn,
        action: REMINDER_ACTION[rule.kind],
        url: linkOf(d.config.publicUrl, rule),
        unsubscribeUrl: unsubscribeUrls(d.config.publicUrl, d.unsubscribeKey, due.userId).page,
        studio: await studioName(tx, d.config),
      },
    });
    await tx
      .update(remindersSent)
      .set({ mailId })
      .where(
        and(
          eq(remindersSent.userId, due.userId),
          eq(remindersSent.kind, rule.kind),
          eq(remindersSent.occasion, due.occasion),
        ),
      );
    return true;
  });
}

/** Looks for due reminders every 15 minutes (and once at start), on the service's clock. */
export function startDriftReminders(
  d: DriftReminderDeps & { now: () => Date },
  intervalMs = 15 * 60_000,
): Periodic {
  return startPeriodic({
    name: "drift-reminders",
    intervalMs,
    logger: d.logger,
    immediately: true,
    run: () => runDriftReminders(d, d.now()),
  });
}
