import { and, eq, sql } from "drizzle-orm";
import { minutesUntilSlot, studioToday } from "../../../../shared/domain/schedule";
import {
  CLASS_MINUTES_MAX,
  CLASS_MINUTES_MIN,
  type ClassChangeInput,
  type ClassInput,
  type ClassView,
} from "../../../../shared/schemas/classes";
import type { Db, Tx } from "../../../db/client";
import { classChanges, classes, type Reservation, reservations } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { queueBookingMail } from "../../../domain/booking-mail";
import { weeklyClassColumns } from "../../../domain/class-timetable";
import { classSchedule, classScheduleKey } from "../../../domain/schedules";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import { classPlaceFreed } from "../cancellation";
import { lockSlot } from "../day-reads";
import { isUniqueViolation } from "../failures";
import { writeCancellation } from "../reservations";
import type { BookingDeps } from "../types";
import { closeCancelledWaitlist, moveWaitlist } from "../waitlist/service";
import { classesOfDate } from "./reads";

/**
 * The admin's timetable of every class schedule (the seeded one and those the owner adds; decisions
 * 017 and 035): weekly classes added, changed and removed, and one date's class changed or
 * cancelled, its bookings and waitlist following.
 */

/** Future bookings (from `today`) of a weekly class, on the dates and times it is held. */
async function futureBookings(tx: Pick<Tx, "execute">, classId: string, today: string) {
  const result = await tx.execute<{ date: string; n: number }>(sql`
    select r.date::text as date, count(*)::int as n
    from reservations r
    join classes c on c.id = ${classId}
    left join class_changes ch on ch.class_id = c.id and ch.date = r.date
    where r.schedule = c.schedule and r.date >= ${today}::date
      and extract(isodow from r.date) = c.weekday and r.time = coalesce(ch.start_time, c.start_time)
    group by r.date
  `);
  return result.rows;
}

/** The owner's change of the timetable, on the activity log in the change's transaction (decision 036). */
type Timetabler = { actorId: string; at: Date };
const timetableEntry = (tx: Pick<Tx, "insert">, w: Timetabler, details: Record<string, unknown>) =>
  recordActivity(tx, {
    actorId: w.actorId,
    kind: "settings",
    details: { area: "timetable", ...details },
    at: w.at,
  });

/**
 * A class within the studio's settings (decision 029): 400 CLASS_CAPACITY_RANGE for more places than
 * its largest class, 400 CLASS_MINUTES_STEP for a length off its grid of lengths (`minutesStep`).
 */
async function withinClassRules(tx: Pick<Tx, "select">, c: { capacity?: number | null; minutes?: number }) {
  const { classCapacityMax, minutesStep } = await readRules(tx);
  if (c.capacity != null && c.capacity > classCapacityMax)
    throw badRequest("CLASS_CAPACITY_RANGE", { classCapacityMax });
  if (c.minutes !== undefined && c.minutes % minutesStep !== 0)
    throw badRequest("CLASS_MINUTES_STEP", { min: CLASS_MINUTES_MIN, max: CLASS_MINUTES_MAX, minutesStep });
}

export async function addClass(db: Db, input: ClassInput, w: Timetabler): Promise<ClassView> {
  const schedule = await classScheduleKey(db, input.schedule);
  await classSchedule(db, schedule);
  try {
    return await db.transaction(async (tx) => {
      await withinClassRules(tx, input);
      const [row] = await tx
        .insert(classes)
        .values({
          schedule,
          weekday: input.weekday,
          startTime: input.time,
          minutes: input.minutes,
          capacity: input.capacity,
        })
        .returning(weeklyClassColumns);
      await timetableEntry(tx, w, { action: "create", after: row });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("CLASS_EXISTS");
    throw err;
  }
}

async function lockedClass(tx: Tx, id: string) {
  const [row] = await tx.select(weeklyClassColumns).from(classes).where(eq(classes.id, id)).for("update");
  if (!row) throw notFound("CLASS_NOT_FOUND");
  return row;
}

/**
 * Edits a weekly class. Its weekday or time cannot move while members hold future bookings of it
 * (cancel or move those dates' classes first); a larger capacity frees places on every booked date.
 */
export async function updateClass(
  deps: BookingDeps,
  id: string,
  input: ClassInput,
  actorId: string,
): Promise<ClassView> {
  const today = studioToday(deps.clock.now(), deps.zone());
  try {
    const { row } = await inTransaction(deps, async (tx) => {
      const before = await lockedClass(tx, id);
      await withinClassRules(tx, input);
      const booked = await futureBookings(tx, id, today);
      const moves = before.weekday !== input.weekday || before.time !== input.time;
      if (moves && booked.length > 0) throw conflict("CLASS_HAS_BOOKINGS");
      const [row] = await tx
        .update(classes)
        .set({
          weekday: input.weekday,
          startTime: input.time,
          minutes: input.minutes,
          capacity: input.capacity,
        })
        .where(eq(classes.id, id))
        .returning(weeklyClassColumns);
      await timetableEntry(tx, { actorId, at: deps.clock.now() }, { action: "update", before, after: row });
      const mails: number[] = [];
      if (input.capacity > before.capacity) {
        // Only booked dates can have a line; the promotion itself counts the places each date has.
        for (const b of booked) {
          const cls = (await classesOfDate(tx, before.schedule, b.date)).find((c) => c.id === id);
          if (cls && !cls.cancelled) {
            const freed = { schedule: before.schedule, date: b.date, time: cls.time };
            mails.push(...(await classPlaceFreed(tx, deps, freed)).mails);
          }
        }
      }
      return { row: row!, mails };
    });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("CLASS_EXISTS");
    throw err;
  }
}

/** Removes a weekly class (and its dates' changes); refused while members hold future bookings of it. */
export async function removeClass(deps: BookingDeps, id: string, actorId: string): Promise<void> {
  const today = studioToday(deps.clock.now(), deps.zone());
  await inTransaction(deps, async (tx) => {
    const before = await lockedClass(tx, id);
    if ((await futureBookings(tx, id, today)).length > 0) throw conflict("CLASS_HAS_BOOKINGS");
    await tx.delete(classes).where(eq(classes.id, id));
    await timetableEntry(tx, { actorId, at: deps.clock.now() }, { action: "remove", before });
  });
}

type Change = { cancelled: boolean; time: string | null; capacity: number | null };

/**
 * Changes one date's class (or clears its change, `next` null), in one transaction under the
 * class's locks at its old and new times: cancelling it cancels its bookings (each member's credit
 * comes back, as a desk cancellation); another time moves its bookings with it (refused when
 * another class starts then); a larger capacity frees places.
 */
async function applyChange(
  deps: BookingDeps,
  o: { classId: string; date: string; adminId: string; next: Change | null },
) {
  const now = deps.clock.now();
  const tz = deps.zone();
  if (o.date < studioToday(now, tz)) throw conflict("SLOT_STARTED", { timetable: "classes" });
  const { result } = await inTransaction(deps, async (tx) => {
    const weekly = await lockedClass(tx, o.classId);
    await withinClassRules(tx, { capacity: o.next?.capacity });
    const schedule = weekly.schedule;
    const ofDate = await classesOfDate(tx, schedule, o.date);
    const before = ofDate.find((c) => c.id === o.classId);
    if (!before) throw notFound("CLASS_NOT_FOUND");
    const time = o.next?.time ?? weekly.time;
    const cancelled = o.next?.cancelled ?? false;
    const max = o.next?.capacity ?? weekly.capacity;
    await lockSlot(tx, o.date, before.time, schedule);
    if (time !== before.time) {
      await lockSlot(tx, o.date, time, schedule);
      if (ofDate.some((c) => c.id !== o.classId && c.time === time)) throw conflict("CLASS_TIME_TAKEN");
    }
    // The change first, so whatever a freed place triggers sees the class as it now is.
    if (o.next === null) {
      await tx
        .delete(classChanges)
        .where(and(eq(classChanges.classId, o.classId), eq(classChanges.date, o.date)));
    } else {
      const values = { cancelled, startTime: o.next.time, capacity: o.next.capacity };
      await tx
        .insert(classChanges)
        .values({ classId: o.classId, date: o.date, ...values })
        .onConflictDoUpdate({ target: [classChanges.classId, classChanges.date], set: values });
    }
    await timetableEntry(
      tx,
      { actorId: o.adminId, at: now },
      {
        action: o.next === null ? "date_clear" : "date_change",
        schedule,
        date: o.date,
        before: { time: before.time, cancelled: before.cancelled, capacity: before.max },
        after: { time, cancelled, capacity: max },
      },
    );
    const booked = and(
      eq(reservations.schedule, schedule),
      eq(reservations.date, o.date),
      eq(reservations.time, before.time),
    );
    const told: number[] = [];
    if (cancelled && !before.cancelled) {
      // Each booked member gets the credit back and the cancellation with its calendar file; the
      // members waiting for a place are told at once that the class will not happen.
      const rows: Reservation[] = await tx.select().from(reservations).where(booked).for("update");
      for (const r of rows) {
        await writeCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: Math.floor(minutesUntilSlot(now, r.date, r.time, tz)),
          reason: "ADMIN_CANCELLATION",
          by: o.adminId,
        });
        const id = await queueBookingMail(tx, deps, {
          kind: "cancelled",
          reservation: r,
          schedule,
          minutes: before.minutes,
        });
        if (id !== null) told.push(id);
      }
      told.push(...(await closeCancelledWaitlist(tx, deps, { schedule, date: o.date, time: before.time })));
    } else if (time !== before.time) {
      await tx.update(reservations).set({ time }).where(booked);
      await moveWaitlist(tx, { schedule, date: o.date, from: before.time, to: time, tz });
    }
    const promotion =
      !cancelled && (max > before.max || before.cancelled)
        ? await classPlaceFreed(tx, deps, { schedule, date: o.date, time })
        : null;
    return { result: { date: o.date, classId: o.classId }, mails: [...told, ...(promotion?.mails ?? [])] };
  });
  return result;
}

export function changeClassOn(
  deps: BookingDeps,
  o: { classId: string; date: string; adminId: string; change: ClassChangeInput },
) {
  const next = {
    cancelled: o.change.cancelled ?? false,
    time: o.change.time ?? null,
    capacity: o.change.capacity ?? null,
  };
  return applyChange(deps, { ...o, next });
}

export function clearClassChange(deps: BookingDeps, o: { classId: string; date: string; adminId: string }) {
  return applyChange(deps, { ...o, next: null });
}
