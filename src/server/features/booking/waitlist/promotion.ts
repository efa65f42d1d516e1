import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { minutesUntilSlot } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import { inLateWindow, isSkipReason, type WaitlistSkipReason } from "../../../../shared/domain/waitlist";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import type { BookingDeps } from "../types";
import { bookFromLine } from "./book-from-line";
import {
  noticeHold,
  recipient,
  type SkippedPlace,
  type SlotRef,
  skipPlace,
  waiting,
  waitingIn,
} from "./common";
import { offerFreePlaces } from "./offers";
import { waitlistScheduleFor } from "./schedules";

export type Promotion = {
  /** Members booked from the line, in order. */
  promoted: string[];
  skipped: SkippedPlace[];
  /** Inside the late window: members just offered the freed place (first to claim it gets it). */
  offered: string[];
  /** Outbox ids of the e-mails queued (sent after the commit of an `inTransaction` transaction). */
  mails: number[];
};

/**
 * Gives a slot's free places to its line, in the caller's transaction, wherever a place frees (a
 * cancellation by the member or the desk, a capacity raised, a mass fill undone). Under the slot's
 * lock (taken here; the caller usually holds it already) it books the first waiting member still
 * eligible through the schedule's own booking check and write (one credit, ledger row, admins'
 * notification), marks them promoted and queues their e-mail; a member the booking rules now refuse
 * is marked skipped with the rule's code and told why. Repeats while places are free. Places past
 * the booking cutoff are left to the closing job. Inside the late window nobody is booked:
 * the free place is offered to everyone waiting whom the same check lets take it, the others skipped
 * as here (`offerFreePlaces`). The e-mails are held through
 * the quiet hours unless the slot starts before they end.
 */
export async function promoteFromWaitlist(tx: Tx, deps: BookingDeps, q: SlotRef): Promise<Promotion> {
  const out: Promotion = { promoted: [], skipped: [], offered: [], mails: [] };
  const schedule = waitlistScheduleFor(q.schedule);
  if (!schedule) return out;
  const now = deps.clock.now();
  const tz = deps.zone();
  await schedule.lockSlot(tx, q.date, q.time);
  const rules = await readRules(tx);
  if (inLateWindow(minutesUntilSlot(now, q.date, q.time, tz), rules)) {
    const offer = await offerFreePlaces(tx, deps, { schedule, slot: q, rules, now });
    return { ...out, ...offer };
  }
  const hold = noticeHold(deps, rules, q, now);
  for (;;) {
    const [next] = await tx
      .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
      .from(waitlistEntries)
      .where(and(waitingIn(q), gt(waitlistEntries.closesAt, now)))
      .orderBy(asc(waitlistEntries.seq))
      .limit(1)
      .for("update");
    if (!next) break;
    if ((await schedule.freePlaces(tx, { date: q.date, time: q.time, now, tz })) <= 0) break;
    const { error, sessionsBefore, minutes } = await schedule.check(tx, {
      userId: next.userId,
      date: q.date,
      time: q.time,
      now,
      tz,
    });
    if (error && !isSkipReason(error.code)) break; // the slot's side refuses: nobody can take it now
    if (error) {
      const reason = error.code as WaitlistSkipReason;
      const place = { ...q, id: next.id, userId: next.userId };
      const mail = await skipPlace(tx, deps, place, { reason, now, tell: true, notBefore: hold });
      out.skipped.push({ userId: next.userId, reason });
      if (mail !== null) out.mails.push(mail);
      continue;
    }
    const who = await recipient(tx, next.userId);
    const { mailId } = await bookFromLine(tx, deps, {
      schedule,
      slot: q,
      placeId: next.id,
      who,
      sessionsBefore,
      minutes,
      now,
      how: "promoted",
      notBefore: hold,
    });
    out.promoted.push(next.userId);
    if (mailId !== null) out.mails.push(mailId);
  }
  deps.metrics.promoted(tx, out.promoted.length);
  return out;
}

/**
 * Promotion over several slots freed at once (a capacity raised on a date, a mass fill undone):
 * only slots with someone waiting, their locks taken in (date, time) order before any promotion so
 * two such changes never wait on each other's slots.
 */
export async function promoteSlots(
  tx: Tx,
  deps: BookingDeps,
  q: { schedule: Schedule; slots: { date: string; time: string }[] },
): Promise<Promotion> {
  const out: Promotion = { promoted: [], skipped: [], offered: [], mails: [] };
  const schedule = waitlistScheduleFor(q.schedule);
  if (!schedule || q.slots.length === 0) return out;
  const keys = new Set(q.slots.map((s) => `${s.date} ${s.time}`));
  const dates = [...new Set(q.slots.map((s) => s.date))];
  const waited = await tx
    .selectDistinct({ date: waitlistEntries.date, time: waitlistEntries.time })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.schedule, q.schedule), inArray(waitlistEntries.date, dates), waiting))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.time));
  const slots = waited.filter((s) => keys.has(`${s.date} ${s.time}`));
  for (const s of slots) await schedule.lockSlot(tx, s.date, s.time);
  for (const s of slots) {
    const p = await promoteFromWaitlist(tx, deps, { schedule: q.schedule, ...s });
    out.promoted.push(...p.promoted);
    out.skipped.push(...p.skipped);
    out.offered.push(...p.offered);
    out.mails.push(...p.mails);
  }
  return out;
}

/**
 * Places freed by a change that does not promote by itself (an erased account's bookings still to
 * come): every slot with someone waiting whose line is still open is given its free places, one
 * slot a transaction, under the slot's lock as a cancellation would. The closing job runs it every
 * minute. Answers how many members were booked.
 */
export async function fillFreedPlaces(deps: BookingDeps): Promise<number> {
  const now = deps.clock.now();
  const slots = await deps.database.db
    .selectDistinct({
      schedule: waitlistEntries.schedule,
      date: waitlistEntries.date,
      time: waitlistEntries.time,
    })
    .from(waitlistEntries)
    .where(and(waiting, gt(waitlistEntries.closesAt, now)))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.time));
  let booked = 0;
  for (const slot of slots) {
    const p = await inTransaction(deps, (tx) => promoteFromWaitlist(tx, deps, slot));
    booked += p.promoted.length;
  }
  return booked;
}
