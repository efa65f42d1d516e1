import { and, asc, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import type { BookingDeps } from "../types";
import { noticeHold, queueMail, recipient, recordEvent, type SlotRef, waitingIn } from "./common";
import type { WaitlistSchedule } from "./schedules";

/**
 * The late window (issue 27, decision 018): a slot with a free place offers it to everyone still
 * waiting at once, under the slot's lock the caller holds. Each place not yet offered is marked
 * (`offered_at`), gets its history line and the offer's e-mail (held through the quiet hours unless
 * the slot starts before they end); a place already offered is not told twice. A slot full again
 * (the place claimed or booked) withdraws the offers standing. The minute job calls this too
 * (through `fillFreedPlaces`), so an offer whose place someone booked is withdrawn within a minute.
 */
export async function offerFreePlaces(
  tx: Tx,
  deps: BookingDeps,
  o: { schedule: WaitlistSchedule; slot: SlotRef; rules: StudioRules; now: Date },
): Promise<{ offered: string[]; mails: number[] }> {
  const { slot, now } = o;
  const tz = deps.zone();
  const free = await o.schedule.freePlaces(tx, { date: slot.date, time: slot.time, now, tz });
  if (free <= 0) {
    await withdrawOffers(tx, slot);
    return { offered: [], mails: [] };
  }
  const fresh = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(waitingIn(slot), gt(waitlistEntries.closesAt, now), isNull(waitlistEntries.offeredAt)))
    .orderBy(asc(waitlistEntries.seq))
    .for("update");
  if (fresh.length === 0) return { offered: [], mails: [] };
  await tx
    .update(waitlistEntries)
    .set({ offeredAt: now })
    .where(
      inArray(
        waitlistEntries.id,
        fresh.map((f) => f.id),
      ),
    );
  const hold = noticeHold(deps, o.rules, slot, now);
  const mails: number[] = [];
  for (const f of fresh) {
    await recordEvent(tx, { ...slot, ...f }, "offered", now);
    mails.push(
      await queueMail(tx, deps, await recipient(tx, f.userId), slot, { template: "waitlistOffered" }, hold),
    );
  }
  return { offered: fresh.map((f) => f.userId), mails };
}

/** The slot is full again: no offer stands for its waiting places (they stay in line). */
export async function withdrawOffers(tx: Tx, slot: SlotRef) {
  await tx
    .update(waitlistEntries)
    .set({ offeredAt: null })
    .where(and(waitingIn(slot), isNotNull(waitlistEntries.offeredAt)));
}
