import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { LocationKey } from "../../../../shared/domain/locations";
import { slotTimesFor } from "../../../../shared/domain/schedule";
import { GYM, type Schedule } from "../../../../shared/domain/schedules";
import type { ClosureView } from "../../../../shared/schemas/booking";
import type { Db, Tx } from "../../../db/client";
import { closureExtensionRuns, closures, slotCapacity } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { closureScopesMeet } from "../../../domain/closures";
import { knownLocations } from "../../../domain/locations";
import { timetableSchedule } from "../../../domain/schedules";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import { conflict, notFound } from "../../../platform/errors";
import { cancelStandingInClosure } from "../standing/closure";
import type { BookingDeps } from "../types";
import { promoteSlots } from "../waitlist/service";

/**
 * The admin tools of the calendar: capacity overrides of an hours schedule's dates (spec:
 * /admin-slot-capacity; the gym floor unless said) and closed date ranges; mass fills are `fills.ts`.
 * Booking reads all three through `readDay`.
 */

/** One date of one hours schedule (404 SCHEDULE_NOT_FOUND for a key no hours schedule has). */
type ScheduleDate = { schedule: Schedule; date: string };

const overrideOf = (q: ScheduleDate) =>
  and(eq(slotCapacity.schedule, q.schedule), eq(slotCapacity.date, q.date));

/** A date's capacity as it is (null: the schedule's default), for the page and the activity log's before → after. */
async function overrideOn(db: Db | Tx, q: ScheduleDate): Promise<number | null> {
  const [row] = await db.select({ capacity: slotCapacity.capacity }).from(slotCapacity).where(overrideOf(q));
  return row?.capacity ?? null;
}

export async function capacityOn(db: Db, q: ScheduleDate) {
  await timetableSchedule(db, q.schedule, "hours");
  return { date: q.date, capacity: await overrideOn(db, q) };
}

/**
 * A capacity changed on a date of a schedule, recorded with before → after; a raised one gives its
 * new places to the slots' waitlists (decision 018).
 */
async function changeCapacity(
  deps: BookingDeps,
  q: ScheduleDate & { capacity: number | null; adminId: string },
) {
  await inTransaction(deps, async (tx) => {
    await timetableSchedule(tx, q.schedule, "hours");
    const slots = slotTimesFor(q.date, await readRules(tx)).map((time) => ({ date: q.date, time }));
    const before = await overrideOn(tx, q);
    if (q.capacity === null) await tx.delete(slotCapacity).where(overrideOf(q));
    else
      await tx
        .insert(slotCapacity)
        .values({ schedule: q.schedule, date: q.date, capacity: q.capacity, updatedBy: q.adminId })
        .onConflictDoUpdate({
          target: [slotCapacity.schedule, slotCapacity.date],
          set: { capacity: q.capacity, updatedBy: q.adminId },
        });
    // Setting always records; clearing a date without an override changes nothing.
    if (q.capacity !== null || before !== null)
      await recordActivity(tx, {
        actorId: q.adminId,
        kind: "settings",
        details: { area: "capacity", ...gymOmitted(q.schedule), date: q.date, before, after: q.capacity },
        at: deps.clock.now(),
      });
    return (await promoteSlots(tx, deps, { schedule: q.schedule, slots })).mails;
  });
  return { date: q.date, capacity: q.capacity };
}

/** The log's entries of the gym floor read as they always did; another schedule's name its key. */
export const gymOmitted = (schedule: Schedule) => (schedule === GYM ? {} : { schedule });

export const setCapacity = (deps: BookingDeps, o: ScheduleDate & { capacity: number; adminId: string }) =>
  changeCapacity(deps, o);

export const clearCapacity = (deps: BookingDeps, q: ScheduleDate, adminId: string) =>
  changeCapacity(deps, { ...q, capacity: null, adminId });

export async function listClosures(db: Db): Promise<ClosureView[]> {
  return db
    .select({
      id: closures.id,
      startDate: closures.startDate,
      endDate: closures.endDate,
      note: closures.note,
      location: closures.location,
    })
    .from(closures)
    .orderBy(asc(closures.startDate));
}

/**
 * A new closed range, of one location or every one (decision 057). Closures whose locations meet
 * may not overlap: a day is closed once at a place, and an extension over two closures would count
 * it twice. The table lock makes two admins adding overlapping ranges
 * at once take turns, so the second sees the first. The length bound is the shared schema's.
 * Standing bookings' weeks inside it are cancelled with their credits back.
 */
export async function addClosure(
  deps: BookingDeps,
  o: { startDate: string; endDate: string; note: string; location: LocationKey | null },
  actorId: string,
): Promise<ClosureView> {
  return inTransaction(deps, async (tx) => {
    await tx.execute(sql`lock table closures in share row exclusive mode`);
    if (o.location !== null) await knownLocations(tx, [o.location]);
    const [overlapping] = await tx
      .select({ startDate: closures.startDate, endDate: closures.endDate })
      .from(closures)
      .where(
        and(
          lte(closures.startDate, o.endDate),
          gte(closures.endDate, o.startDate),
          closureScopesMeet(o.location),
        ),
      )
      .orderBy(asc(closures.startDate))
      .limit(1);
    if (overlapping) throw conflict("CLOSURE_OVERLAPS", overlapping);
    const [row] = await tx.insert(closures).values(o).returning({
      id: closures.id,
      startDate: closures.startDate,
      endDate: closures.endDate,
      note: closures.note,
      location: closures.location,
    });
    // The weeks standing bookings hold inside it are cancelled, credits back (decision 037).
    await cancelStandingInClosure(tx, deps, { ...o, actorId });
    await recordActivity(tx, {
      actorId,
      kind: "settings",
      details: {
        area: "closure",
        action: "add",
        startDate: row!.startDate,
        endDate: row!.endDate,
        note: row!.note,
        location: row!.location,
      },
      at: deps.clock.now(),
    });
    return row!;
  });
}

/** A closure whose packages were extended stays: it is why their expiries moved (decision 020). */
export async function removeClosure(deps: BookingDeps, id: string, actorId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [closure] = await tx
      .select({
        id: closures.id,
        startDate: closures.startDate,
        endDate: closures.endDate,
        note: closures.note,
        location: closures.location,
      })
      .from(closures)
      .where(eq(closures.id, id))
      .for("update");
    if (!closure) throw notFound("CLOSURE_NOT_FOUND");
    const [run] = await tx
      .select({ id: closureExtensionRuns.closureId })
      .from(closureExtensionRuns)
      .where(eq(closureExtensionRuns.closureId, id));
    if (run) throw conflict("CLOSURE_HAS_EXTENSIONS");
    await tx.delete(closures).where(eq(closures.id, id));
    await recordActivity(tx, {
      actorId,
      kind: "settings",
      details: {
        area: "closure",
        action: "remove",
        startDate: closure.startDate,
        endDate: closure.endDate,
        note: closure.note,
        location: closure.location,
      },
      at: deps.clock.now(),
    });
  });
}
