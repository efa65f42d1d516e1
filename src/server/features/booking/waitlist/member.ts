import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import { dayOfWeek, studioToday } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import type { WaitlistJoinRefusal } from "../../../../shared/domain/waitlist";
import type { Db, Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import { readSchedule, scheduleRefusal } from "../../../domain/schedules";
import { inTransaction } from "../../../platform/after-commit";
import { conflict, notFound } from "../../../platform/errors";
import { isUniqueViolation, recordingFailures } from "../failures";
import { bookingRefusal } from "../refusal";
import type { Booker, BookingDeps } from "../types";
import { type SlotRef, waiting } from "./common";
import { type WaitlistSchedule, waitlistClosesAt, waitlistScheduleFor } from "./schedules";

/**
 * The member's side of the waitlist (decision 018): joining and leaving, the member's
 * places with their position and the counts the desk sees.
 */

/** The waitlist's view of a schedule a member names: one that exists and is switched on. */
async function scheduleOf(tx: Tx, key: Schedule): Promise<WaitlistSchedule> {
  const row = await readSchedule(tx, key);
  if (!row.active) throw conflict("SCHEDULE_OFF");
  return waitlistScheduleFor(key, row);
}

/** The numbers a join's refusal names: the rule as the studio set it, the weekday closed. */
function refusalParams(code: string, date: string, rules: StudioRules): Record<string, number> | undefined {
  if (code === "WAITLIST_CLOSED") return { waitlistClose: rules.waitlistCloseMinutes };
  if (code === "WEEKDAY_CLOSED") return { weekday: dayOfWeek(date) };
  if (code.includes("ACTIVE_RESERVATION")) return { max: rules.maxActiveBookings };
  return undefined;
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
      ahead: sql<number>`${positionOf} - 1`,
      offered: sql<boolean>`${waitlistEntries.offeredAt} is not null`,
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
    const tz = deps.zone();
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
        const tz = deps.zone();
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
        const { rules } = join;
        if (refusal === "PACKAGE_NOT_VALID_HERE")
          throw await bookingRefusal(tx, q.schedule, {
            code: refusal,
            params: { locations: join.validAt ?? [] },
          });
        if (refusal)
          throw await scheduleRefusal(tx, q.schedule, refusal, refusalParams(refusal, q.date, rules));
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

/** The studio's today, for the routes' default date. */
export const waitlistDate = (deps: BookingDeps, date: string | undefined) =>
  date ?? studioToday(deps.clock.now(), deps.zone());
