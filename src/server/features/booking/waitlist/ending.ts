import { and, asc, lte, sql } from "drizzle-orm";
import type { Schedule } from "../../../../shared/domain/schedules";
import { WAITLIST_EXPIRY_REASONS } from "../../../../shared/domain/waitlist";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import type { BookingDeps } from "../types";
import { queueMail, recipient, recordEvent, type SlotRef, waiting, waitingIn } from "./common";
import { waitlistClosesAt, waitlistScheduleFor } from "./schedules";

/** How a line ends outside a promotion (decision 018): a class cancelled, a class moved, the cutoff. */

/**
 * The studio cancelled the class of `slot` (a class's date): its waiting places end at once,
 * expired with that reason, and each member is e-mailed, in the caller's transaction (which holds
 * the slot's lock). Answers the outbox ids to send after the commit.
 */
export async function closeCancelledWaitlist(tx: Tx, deps: BookingDeps, slot: SlotRef): Promise<number[]> {
  const now = deps.clock.now();
  const ended = await tx
    .update(waitlistEntries)
    .set({ state: "expired", reason: "CLASS_CANCELLED", resolvedAt: now })
    .where(waitingIn(slot))
    .returning({ id: waitlistEntries.id, userId: waitlistEntries.userId });
  const ids: number[] = [];
  for (const e of ended) {
    await recordEvent(tx, { ...slot, ...e }, "expired", now, "CLASS_CANCELLED");
    ids.push(
      await queueMail(tx, deps, await recipient(tx, e.userId), slot, { template: "waitlistCancelled" }),
    );
  }
  return ids;
}

/**
 * A slot moved to another time that date (a class's change): its waiting places move with
 * it, keeping their order, and close at the new time's cutoff. The caller holds both slots' locks.
 */
export async function moveWaitlist(
  tx: Tx,
  q: { schedule: Schedule; date: string; from: string; to: string; tz: string },
) {
  const schedule = waitlistScheduleFor(q.schedule);
  if (!schedule) return;
  await tx
    .update(waitlistEntries)
    .set({ time: q.to, closesAt: waitlistClosesAt(q.date, q.to, q.tz, await readRules(tx)) })
    .where(waitingIn({ schedule: q.schedule, date: q.date, time: q.from }));
}

/**
 * The closing (decision 018): places still waiting once their slot's booking cutoff has passed are
 * claimed with FOR UPDATE SKIP LOCKED (two instances never take the same), marked expired and their
 * members e-mailed that the slot did not free up. Answers how many it closed.
 */
export async function expireClosedWaitlists(deps: BookingDeps, limit = 100): Promise<number> {
  const now = deps.clock.now();
  const { count } = await inTransaction(deps, async (tx) => {
    const due = tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(waiting, lte(waitlistEntries.closesAt, now)))
      .orderBy(asc(waitlistEntries.closesAt), asc(waitlistEntries.seq))
      .limit(limit)
      .for("update", { skipLocked: true });
    const expired = await tx
      .update(waitlistEntries)
      .set({ state: "expired", reason: WAITLIST_EXPIRY_REASONS[0], resolvedAt: now })
      .where(sql`${waitlistEntries.id} in (${due})`)
      .returning({
        id: waitlistEntries.id,
        userId: waitlistEntries.userId,
        schedule: waitlistEntries.schedule,
        date: waitlistEntries.date,
        time: waitlistEntries.time,
      });
    const ids: number[] = [];
    for (const e of expired) {
      const who = await recipient(tx, e.userId);
      await recordEvent(tx, e, "expired", now, WAITLIST_EXPIRY_REASONS[0]);
      ids.push(await queueMail(tx, deps, who, e, { template: "waitlistExpired" }));
    }
    return { count: expired.length, mails: ids };
  });
  return count;
}
