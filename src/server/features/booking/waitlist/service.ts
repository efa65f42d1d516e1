import { and, asc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import { dayOfWeek, studioToday } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import {
  isSkipReason,
  WAITLIST_EXPIRY_REASONS,
  type WaitlistJoinRefusal,
  type WaitlistSkipReason,
} from "../../../../shared/domain/waitlist";
import { isLang } from "../../../../shared/i18n";
import type { Db, Tx } from "../../../db/client";
import { user, waitlistEntries } from "../../../db/schema";
import { inTransaction } from "../../../lib/after-commit";
import { queueBookingMail } from "../../../lib/booking-mail";
import { conflict, notFound } from "../../../lib/errors";
import { readSchedule, scheduleNames } from "../../../lib/schedules";
import { readRules } from "../../../lib/studio-rules";
import type { WaitlistMailData } from "../../../mail/waitlist-templates";
import { isUniqueViolation, recordingFailures } from "../failures";
import type { Booker, BookingDeps } from "../types";
import { endClashingPlaces } from "./clashes";
import { type WaitlistSchedule, waitlistClosesAt, waitlistScheduleFor } from "./schedules";

/**
 * The waitlist of a full slot (issue 17, decision 018): joining and leaving, the member's places
 * with their position, the counts the desk sees, the promotion when a place frees and the closing
 * at the booking cutoff.
 */

export type SlotRef = { schedule: Schedule; date: string; time: string };

const waiting = eq(waitlistEntries.state, "waiting");
/** The places still waiting in one slot (a schedule's date and time). */
const waitingIn = (slot: SlotRef) =>
  and(
    eq(waitlistEntries.schedule, slot.schedule),
    eq(waitlistEntries.date, slot.date),
    eq(waitlistEntries.time, slot.time),
    waiting,
  );

/** The waitlist's view of a schedule a member names: one that exists and is switched on. */
async function scheduleOf(tx: Tx, key: Schedule): Promise<WaitlistSchedule> {
  const row = await readSchedule(tx, key);
  if (!row.active) throw conflict("SCHEDULE_OFF");
  return waitlistScheduleFor(key);
}

/** The numbers a join's refusal names: the rule as the studio set it, the weekday closed. */
function refusalParams(code: string, date: string, rules: StudioRules): Record<string, number> | undefined {
  if (code === "WAITLIST_CLOSED") return { waitlistClose: rules.waitlistCloseMinutes };
  if (code === "WEEKDAY_CLOSED") return { weekday: dayOfWeek(date) };
  if (code.includes("ACTIVE_RESERVATION")) return { max: rules.maxActiveBookings };
  return undefined;
}

type Recipient = { id: string; name: string; email: string; language: string };

async function recipient(tx: Tx, userId: string): Promise<Recipient> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new Error(`waitlist: no user ${userId}`);
  return row;
}

type Outcome =
  | { template: "waitlistExpired" | "waitlistCancelled" }
  | { template: "waitlistSkipped"; reason: WaitlistSkipReason };

/** Queues the member's e-mail about their place in the caller's transaction; answers its outbox id. */
async function queueMail(tx: Tx, deps: BookingDeps, who: Recipient, slot: SlotRef, outcome: Outcome) {
  const data: WaitlistMailData = {
    name: who.name,
    studio: deps.config.STUDIO_NAME,
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
      data: { ...data, reason: outcome.reason },
    });
  }
  return deps.mailer.queue(tx, { to: who.email, lang, template: outcome.template, data });
}

/**
 * A place's position in line: the places still waiting in its slot up to and including it (by
 * `seq`, the order of joining). Written against the outer row by the table's own name: drizzle
 * leaves a single-table query's columns unqualified, so `${waitlistEntries.seq}` inside the
 * subquery would name the subquery's own row (and every place would read 1).
 */
const positionOf = sql<number>`(select count(*)::int from waitlist_entries w
  where w.schedule = "waitlist_entries"."schedule" and w.date = "waitlist_entries"."date"
    and w.time = "waitlist_entries"."time" and w.state = 'waiting'
    and w.seq <= "waitlist_entries"."seq")`;

/** Waiting places with their positions: the one reading the join's answer and every view share. */
function placesInLine(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      id: waitlistEntries.id,
      schedule: waitlistEntries.schedule,
      date: waitlistEntries.date,
      time: waitlistEntries.time,
      position: positionOf,
    })
    .from(waitlistEntries)
    .where(and(waiting, where))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.time));
}

/** The member's waiting places from today on, each with its position in line. */
export async function myWaitlistPlaces(deps: BookingDeps, userId: string) {
  const now = deps.clock.now();
  return placesInLine(
    deps.database.db,
    and(eq(waitlistEntries.userId, userId), gt(waitlistEntries.closesAt, now)),
  );
}

/** How many wait in each slot of a date (slots with nobody waiting left out), for both audiences. */
export async function waitingCounts(deps: BookingDeps, q: { schedule: Schedule; date: string }) {
  const rows = await deps.database.db
    .select({ time: waitlistEntries.time, waiting: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.schedule, q.schedule), eq(waitlistEntries.date, q.date), waiting))
    .groupBy(waitlistEntries.time)
    .orderBy(asc(waitlistEntries.time));
  return rows;
}

/**
 * The member's waitlist view of a date: how many wait per slot, whether they could join each full
 * slot (or the rule that refuses it) and all their waiting places with positions.
 */
export async function memberWaitlist(
  deps: BookingDeps,
  userId: string,
  q: { schedule: Schedule; date: string },
) {
  const counts = new Map((await waitingCounts(deps, q)).map((r) => [r.time, r.waiting]));
  const places = await myWaitlistPlaces(deps, userId);
  const schedule = waitlistScheduleFor(q.schedule);
  const slots: { time: string; waiting: number; refusal: WaitlistJoinRefusal | null }[] = [];
  if (schedule) {
    const now = deps.clock.now();
    const tz = deps.config.STUDIO_TZ;
    const alreadyWaiting = places.some((p) => p.schedule === q.schedule && p.date === q.date);
    // Read-only: the same reads a join makes, without its locks (the join checks again under them).
    await inTransaction(deps, async (tx) => {
      for (const time of await schedule.times(tx, q.date)) {
        const join = await schedule.readJoin(tx, { date: q.date, time, now, tz, userId });
        if (!join.full) continue;
        slots.push({ time, waiting: counts.get(time) ?? 0, refusal: join.refusal(alreadyWaiting) });
      }
    });
  }
  return { schedule: q.schedule, date: q.date, slots, places };
}

/**
 * A member joins a full slot's waitlist: under the slot's lock (so a place freed meanwhile is
 * either taken by the line or seen as free here), the booking's rules less capacity, then one
 * waiting place per date and schedule. No credit is taken.
 */
export async function joinWaitlist(deps: BookingDeps, member: Booker, q: SlotRef) {
  return recordingFailures(
    deps,
    { userId: member.id, context: "waitlist join", code: "WAITLIST_FAILED" },
    () =>
      inTransaction(deps, async (tx) => {
        const schedule = await scheduleOf(tx, q.schedule);
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        await schedule.lockSlot(tx, q.date, q.time);
        const join = await schedule.readJoin(tx, { date: q.date, time: q.time, now, tz, userId: member.id });
        const [already] = await tx
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.userId, member.id),
              eq(waitlistEntries.date, q.date),
              eq(waitlistEntries.schedule, q.schedule),
              waiting,
            ),
          );
        const refusal = join.refusal(Boolean(already));
        const rules = await readRules(tx);
        if (refusal) throw conflict(refusal, refusalParams(refusal, q.date, rules));
        try {
          const [row] = await tx
            .insert(waitlistEntries)
            .values({ ...q, userId: member.id, closesAt: waitlistClosesAt(q.date, q.time, tz, rules) })
            .returning({ id: waitlistEntries.id, seq: waitlistEntries.seq });
          const [place] = await placesInLine(tx, eq(waitlistEntries.id, row!.id));
          return { place: place! };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict("ALREADY_WAITING");
          throw err;
        }
      }),
  );
}

/** The member leaves one of their waiting places. */
export async function leaveWaitlist(deps: BookingDeps, member: Booker, id: string) {
  const left = await deps.database.db
    .update(waitlistEntries)
    .set({ state: "left", resolvedAt: deps.clock.now() })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, member.id), waiting))
    .returning({ id: waitlistEntries.id });
  if (left.length === 0) throw notFound("WAITLIST_ENTRY_NOT_FOUND");
  return { left: true as const };
}

export type Promotion = {
  /** Members booked from the line, in order. */
  promoted: string[];
  skipped: { userId: string; reason: WaitlistSkipReason }[];
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
 * the booking cutoff are left to the closing job.
 */
export async function promoteFromWaitlist(tx: Tx, deps: BookingDeps, q: SlotRef): Promise<Promotion> {
  const out: Promotion = { promoted: [], skipped: [], mails: [] };
  const schedule = waitlistScheduleFor(q.schedule);
  if (!schedule) return out;
  const now = deps.clock.now();
  const tz = deps.config.STUDIO_TZ;
  await schedule.lockSlot(tx, q.date, q.time);
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
    const who = await recipient(tx, next.userId);
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
      await tx
        .update(waitlistEntries)
        .set({ state: "skipped", reason, resolvedAt: now })
        .where(eq(waitlistEntries.id, next.id));
      out.skipped.push({ userId: next.userId, reason });
      out.mails.push(await queueMail(tx, deps, who, q, { template: "waitlistSkipped", reason }));
      continue;
    }
    const reservationId = await schedule.book(tx, {
      member: { id: who.id, name: who.name, email: who.email },
      date: q.date,
      time: q.time,
      sessionsBefore,
      now,
    });
    await tx
      .update(waitlistEntries)
      .set({ state: "promoted", reservationId, resolvedAt: now })
      .where(eq(waitlistEntries.id, next.id));
    out.promoted.push(next.userId);
    const length = minutes ?? (await readRules(tx)).slotMinutes;
    await endClashingPlaces(tx, { ...q, userId: next.userId, minutes: length }, now);
    // The booking's e-mail with its calendar invitation, as a booking made by hand sends (decision 019).
    const mailId = await queueBookingMail(tx, deps, {
      kind: "promoted",
      reservation: {
        id: reservationId,
        userId: who.id,
        email: who.email,
        name: who.name,
        date: q.date,
        time: q.time,
      },
      schedule: q.schedule,
      minutes,
    });
    if (mailId !== null) out.mails.push(mailId);
  }
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
  const out: Promotion = { promoted: [], skipped: [], mails: [] };
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
    out.mails.push(...p.mails);
  }
  return out;
}

/**
 * The studio cancelled the class of `slot` (a Pilates class's date): its waiting places end at once,
 * expired with that reason, and each member is e-mailed, in the caller's transaction (which holds
 * the slot's lock). Answers the outbox ids to send after the commit.
 */
export async function closeCancelledWaitlist(tx: Tx, deps: BookingDeps, slot: SlotRef): Promise<number[]> {
  const now = deps.clock.now();
  const ended = await tx
    .update(waitlistEntries)
    .set({ state: "expired", reason: "PILATES_CLASS_CANCELLED", resolvedAt: now })
    .where(waitingIn(slot))
    .returning({ userId: waitlistEntries.userId });
  const ids: number[] = [];
  for (const e of ended) {
    ids.push(
      await queueMail(tx, deps, await recipient(tx, e.userId), slot, { template: "waitlistCancelled" }),
    );
  }
  return ids;
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

/**
 * A slot moved to another time that date (a Pilates class's change): its waiting places move with
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

/** The studio's today, for the routes' default date. */
export const waitlistDate = (deps: BookingDeps, date: string | undefined) =>
  date ?? studioToday(deps.clock.now(), deps.config.STUDIO_TZ);

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
        userId: waitlistEntries.userId,
        schedule: waitlistEntries.schedule,
        date: waitlistEntries.date,
        time: waitlistEntries.time,
      });
    const ids: number[] = [];
    for (const e of expired) {
      const who = await recipient(tx, e.userId);
      ids.push(await queueMail(tx, deps, who, e, { template: "waitlistExpired" }));
    }
    return { count: expired.length, mails: ids };
  });
  return count;
}
