import { and, eq } from "drizzle-orm";
import { slotInstant } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import type { WaitlistEventKind, WaitlistSkipReason } from "../../../../shared/domain/waitlist";
import { isLang } from "../../../../shared/i18n";
import type { Tx } from "../../../db/client";
import { user, waitlistEntries, waitlistEvents } from "../../../db/schema";
import { quietHoldUntil } from "../../../domain/quiet-hours";
import { refusalWords, scheduleNames } from "../../../domain/schedules";
import { studioName } from "../../../domain/studio-identity";
import type { WaitlistMailData } from "../../../mail/waitlist-templates";
import type { BookingDeps } from "../types";

/** What the waitlist's files share: a slot's name, the waiting places' filters, the member's e-mail. */

export type SlotRef = { schedule: Schedule; date: string; time: string };

export const waiting = eq(waitlistEntries.state, "waiting");
/** The places still waiting in one slot (a schedule's date and time). */
export const waitingIn = (slot: SlotRef) =>
  and(
    eq(waitlistEntries.schedule, slot.schedule),
    eq(waitlistEntries.date, slot.date),
    eq(waitlistEntries.time, slot.time),
    waiting,
  );

export type Recipient = { id: string; name: string; email: string; language: string };

export async function recipient(tx: Tx, userId: string): Promise<Recipient> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new Error(`waitlist: no user ${userId}`);
  return row;
}

type Outcome =
  | { template: "waitlistExpired" | "waitlistCancelled" | "waitlistOffered" }
  | { template: "waitlistSkipped"; reason: WaitlistSkipReason };

/** Queues the member's e-mail about their place in the caller's transaction; answers its outbox id. */
export async function queueMail(
  tx: Tx,
  deps: BookingDeps,
  who: Recipient,
  slot: SlotRef,
  outcome: Outcome,
  notBefore?: Date,
) {
  const data: WaitlistMailData = {
    name: who.name,
    studio: await studioName(tx, deps.config),
    schedule: slot.schedule,
    scheduleName: await scheduleNames(tx, slot.schedule),
    date: slot.date,
    time: slot.time,
  };
  const lang = isLang(who.language) ? who.language : "gr";
  if (outcome.template === "waitlistSkipped") {
    return deps.mailer.queue(tx, {
      to: who.email,
      lang,
      template: "waitlistSkipped",
      data: { ...data, reason: outcome.reason, params: await refusalWords(tx, slot.schedule) },
      notBefore,
    });
  }
  if (outcome.template === "waitlistOffered") {
    const url = `${deps.config.publicUrl}/`;
    return deps.mailer.queue(tx, {
      to: who.email,
      lang,
      template: outcome.template,
      data: { ...data, url },
      notBefore,
    });
  }
  return deps.mailer.queue(tx, { to: who.email, lang, template: outcome.template, data });
}

/** One line of the member's waitlist history (decision 018), in the transaction that made it happen. */
export async function recordEvent(
  tx: Tx,
  place: SlotRef & { id: string; userId: string },
  kind: WaitlistEventKind,
  at: Date,
  reason?: string,
) {
  await tx.insert(waitlistEvents).values({
    entryId: place.id,
    userId: place.userId,
    schedule: place.schedule,
    date: place.date,
    time: place.time,
    kind,
    reason: reason ?? null,
    at,
  });
}

/**
 * A waiting member the booking rules now refuse (decision 018): their place ends skipped with the
 * rule's code, the skip is a line of their history, and (unless they are being answered at once, a
 * claim) they are e-mailed why. Answers the outbox id of that e-mail, or null.
 */
export async function skipPlace(
  tx: Tx,
  deps: BookingDeps,
  place: SlotRef & { id: string; userId: string },
  o: { reason: WaitlistSkipReason; now: Date; tell: boolean; notBefore?: Date },
): Promise<number | null> {
  await tx
    .update(waitlistEntries)
    .set({ state: "skipped", reason: o.reason, resolvedAt: o.now, offeredAt: null })
    .where(eq(waitlistEntries.id, place.id));
  await recordEvent(tx, place, "skipped", o.now, o.reason);
  if (!o.tell) return null;
  const who = await recipient(tx, place.userId);
  return queueMail(tx, deps, who, place, { template: "waitlistSkipped", reason: o.reason }, o.notBefore);
}

/** When a promotion's or offer's e-mail about `slot` may leave: after the quiet hours, unless the class is sooner. */
export const noticeHold = (deps: BookingDeps, rules: StudioRules, slot: SlotRef, now: Date) =>
  quietHoldUntil(now, slotInstant(slot.date, slot.time, deps.zone()), rules.quietHours, deps.zone());

/** A member passed over by a promotion or an offer, with the rule that said no. */
export type SkippedPlace = { userId: string; reason: WaitlistSkipReason };
