import { and, asc, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import { isSkipReason, type WaitlistSkipReason } from "../../../../shared/domain/waitlist";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import type { BookingDeps } from "../types";
import {
  noticeHold,
  queueMail,
  recipient,
  recordEvent,
  type SkippedPlace,
  type SlotRef,
  skipPlace,
  waitingIn,
} from "./common";
import type { WaitlistSchedule } from "./schedules";

/**
 * The late window (decision 018): a slot with a free place offers it to everyone still
 * waiting at once, under the slot's lock the caller holds. Each place not yet offered passes the
 * booking's own check first, as a promotion does: a member the rules now refuse (a limit reached,
 * no credits left) is skipped with the rule's code in their history and told why, never offered a
 * place they could not claim. The others are marked (`offered_at`), get their history line and the
 * offer's e-mail (held through the quiet hours unless the slot starts before they end); a place
 * already offered is not told twice. A slot full again
 * (the place claimed or booked) withdraws the offers standing. The minute job calls this too
 * (through `fillFreedPlaces`), so an offer whose place someone booked is withdrawn within a minute.
 */
export async function offerFreePlaces(
  tx: Tx,
  deps: BookingDeps,
  o: { schedule: WaitlistSchedule; slot: SlotRef; rules: StudioRules; now: Date },
): Promise<{ offered: string[]; skipped: SkippedPlace[]; mails: number[] }> {
  const { slot, now } = o;
  const tz = deps.zone();
  const free = await o.schedule.freePlaces(tx, { date: slot.date, time: slot.time, now, tz });
  if (free <= 0) {
    await withdrawOffers(tx, slot);
    return { offered: [], skipped: [], mails: [] };
  }
  const fresh = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(waitingIn(slot), gt(waitlistEntries.closesAt, now), isNull(waitlistEntries.offeredAt)))
    .orderBy(asc(waitlistEntries.seq))
    .for("update");
  const hold = noticeHold(deps, o.rules, slot, now);
  const mails: number[] = [];
  const offered: typeof fresh = [];
  const skipped: SkippedPlace[] = [];
  for (const f of fresh) {
    const { error } = await o.schedule.check(tx, {
      date: slot.date,
      time: slot.time,
      now,
      tz,
      userId: f.userId,
    });
    if (error && !isSkipReason(error.code)) break; // the slot's side refuses: nobody can take it now
    if (error) {
      const reason = error.code as WaitlistSkipReason;
      const mail = await skipPlace(tx, deps, { ...slot, ...f }, { reason, now, tell: true, notBefore: hold });
      skipped.push({ userId: f.userId, reason });
      if (mail !== null) mails.push(mail);
      continue;
    }
    offered.push(f);
  }
  if (offered.length === 0) return { offered: [], skipped, mails };
  await tx
    .update(waitlistEntries)
    .set({ offeredAt: now })
    .where(
      inArray(
        waitlistEntries.id,
        offered.map((f) => f.id),
      ),
    );
  for (const f of offered) {
    await recordEvent(tx, { ...slot, ...f }, "offered", now);
    mails.push(
      await queueMail(tx, deps, await recipient(tx, f.userId), slot, { template: "waitlistOffered" }, hold),
    );
  }
  return { offered: offered.map((f) => f.userId), skipped, mails };
}

/** The slot is full again: no offer stands for its waiting places (they stay in line). */
export async function withdrawOffers(tx: Tx, slot: SlotRef) {
  await tx
    .update(waitlistEntries)
    .set({ offeredAt: null })
    .where(and(waitingIn(slot), isNotNull(waitlistEntries.offeredAt)));
}
