import crypto from "node:crypto";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { closedReasonFor } from "../../../../shared/domain/booking-rules";
import { addDays, daysBetween, slotTimesFor } from "../../../../shared/domain/schedule";
import { BLOCK_RANGE_MAX_DAYS, type BlockBatch, type ClosureView } from "../../../../shared/schemas/booking";
import type { Db, Tx } from "../../../db/client";
import { closureExtensionRuns, closures, reservations, slotCapacity } from "../../../db/schema";
import { recordActivity } from "../../../lib/activity";
import { inTransaction } from "../../../lib/after-commit";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { readRules } from "../../../lib/studio-rules";
import { cancelStandingInClosure } from "../standing/closure";
import type { BookingDeps } from "../types";
import { promoteSlots } from "../waitlist/service";

/**
 * The admin tools of the calendar: capacity overrides (spec: /admin-slot-capacity), closed date
 * ranges and mass fills. Booking reads all three through `readDay`.
 */

export async function capacityOn(db: Db, date: string) {
  const [row] = await db
    .select({ capacity: slotCapacity.capacity })
    .from(slotCapacity)
    .where(eq(slotCapacity.date, date));
  return { date, capacity: row?.capacity ?? null };
}

/** A capacity changed on a date; a raised one gives its new places to the slots' waitlists (decision 018). */
async function changingCapacity(deps: BookingDeps, date: string, change: (tx: Tx) => Promise<unknown>) {
  await inTransaction(deps, async (tx) => {
    const slots = slotTimesFor(date, await readRules(tx)).map((time) => ({ date, time }));
    await change(tx);
    return (await promoteSlots(tx, deps, { schedule: "gym", slots })).mails;
  });
}

/** A day's capacity as it was, for the activity log's before → after. */
async function capacityBefore(tx: Tx, date: string): Promise<number | null> {
  const [row] = await tx
    .select({ capacity: slotCapacity.capacity })
    .from(slotCapacity)
    .where(eq(slotCapacity.date, date));
  return row?.capacity ?? null;
}

export async function setCapacity(deps: BookingDeps, o: { date: string; capacity: number; adminId: string }) {
  await changingCapacity(deps, o.date, async (tx) => {
    const before = await capacityBefore(tx, o.date);
    await tx
      .insert(slotCapacity)
      .values({ date: o.date, capacity: o.capacity, updatedBy: o.adminId })
      .onConflictDoUpdate({
        target: slotCapacity.date,
        set: { capacity: o.capacity, updatedBy: o.adminId },
      });
    await recordActivity(tx, {
      actorId: o.adminId,
      kind: "settings",
      details: { area: "capacity", date: o.date, before, after: o.capacity },
      at: deps.clock.now(),
    });
  });
  return { date: o.date, capacity: o.capacity };
}

export async function clearCapacity(deps: BookingDeps, date: string, adminId: string) {
  await changingCapacity(deps, date, async (tx) => {
    const before = await capacityBefore(tx, date);
    await tx.delete(slotCapacity).where(eq(slotCapacity.date, date));
    if (before === null) return; // nothing changed, nothing to record
    await recordActivity(tx, {
      actorId: adminId,
      kind: "settings",
      details: { area: "capacity", date, before, after: null },
      at: deps.clock.now(),
    });
  });
  return { date, capacity: null };
}

export async function listClosures(db: Db): Promise<ClosureView[]> {
  return db
    .select({
      id: closures.id,
      startDate: closures.startDate,
      endDate: closures.endDate,
      note: closures.note,
    })
    .from(closures)
    .orderBy(asc(closures.startDate));
}

/**
 * A new closed range. Closures may not overlap (issue 24): a day is closed once, and an extension
 * over two closures would count it twice. The table lock makes two admins adding overlapping ranges
 * at once take turns, so the second sees the first. The length bound is the shared schema's.
 * Standing bookings' weeks inside it are cancelled with their credits back.
 */
export async function addClosure(
  deps: BookingDeps,
  o: { startDate: string; endDate: string; note: string },
  actorId: string,
): Promise<ClosureView> {
  return inTransaction(deps, async (tx) => {
    await tx.execute(sql`lock table closures in share row exclusive mode`);
    const [overlapping] = await tx
      .select({ startDate: closures.startDate, endDate: closures.endDate })
      .from(closures)
      .where(and(lte(closures.startDate, o.endDate), gte(closures.endDate, o.startDate)))
      .orderBy(asc(closures.startDate))
      .limit(1);
    if (overlapping) throw conflict("CLOSURE_OVERLAPS", overlapping);
    const [row] = await tx.insert(closures).values(o).returning({
      id: closures.id,
      startDate: closures.startDate,
      endDate: closures.endDate,
      note: closures.note,
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
      },
      at: deps.clock.now(),
    });
  });
}
/**
 * Mass bookings (spec: 'fill slots'): one blocking entry, named 'closed', in every slot of every
 * open day of the range, so members see those slots full. A fill is one batch, undone as a whole.
 * Slots another batch already blocks are left to it. Members' existing bookings stay.
 */
export async function fillRange(
  db: Db,
  o: { startDate: string; endDate: string; adminId: string; now: Date },
): Promise<BlockBatch> {
  const days = daysBetween(o.startDate, o.endDate) + 1;
  if (days > BLOCK_RANGE_MAX_DAYS) throw badRequest("RANGE_TOO_LONG", { max: BLOCK_RANGE_MAX_DAYS });
  const batchId = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const closed = await tx
      .select({ startDate: closures.startDate, endDate: closures.endDate })
      .from(closures);
    const overrides = await tx
      .select({ date: slotCapacity.date, capacity: slotCapacity.capacity })
      .from(slotCapacity)
      .where(sql`${slotCapacity.date} between ${o.startDate}::date and ${o.endDate}::date`);
    const override = new Map(overrides.map((r) => [r.date, r.capacity]));
    const rules = await readRules(tx);
    const rows: (typeof reservations.$inferInsert)[] = [];
    for (let i = 0; i < days; i++) {
      const date = addDays(o.startDate, i);
      if (closedReasonFor(date, closed, override.get(date) ?? null, rules)) continue;
      for (const time of slotTimesFor(date, rules)) {
        rows.push({ kind: "block", name: "closed", date, time, batchId, createdBy: o.adminId });
      }
    }
    const inserted = rows.length
      ? await tx.insert(reservations).values(rows).onConflictDoNothing().returning({ id: reservations.id })
      : [];
    const batch = { batchId, startDate: o.startDate, endDate: o.endDate, slots: inserted.length };
    await recordActivity(tx, {
      actorId: o.adminId,
      kind: "settings",
      details: { area: "blocks", action: "create", after: batch },
      at: o.now,
    });
    return batch;
  });
}

/** The fills still in place, newest range first. */
export async function listBatches(db: Db): Promise<BlockBatch[]> {
  const rows = await db
    .select({
      batchId: reservations.batchId,
      startDate: sql<string>`min(${reservations.date})::text`,
      endDate: sql<string>`max(${reservations.date})::text`,
      slots: sql<number>`count(*)::int`,
    })
    .from(reservations)
    .where(eq(reservations.kind, "block"))
    .groupBy(reservations.batchId)
    .orderBy(sql`min(${reservations.date}) desc`);
  return rows.map((r) => ({ ...r, batchId: r.batchId ?? "" }));
}

/** Undoes a mass fill; the slots it freed give their places to their waitlists (decision 018). */
export async function undoBatch(
  deps: BookingDeps,
  batchId: string,
  actorId: string,
): Promise<{ slots: number }> {
  const { slots } = await inTransaction(deps, async (tx) => {
    const deleted = await tx
      .delete(reservations)
      .where(and(eq(reservations.kind, "block"), eq(reservations.batchId, batchId)))
      .returning({ id: reservations.id, date: reservations.date, time: reservations.time });
    if (deleted.length === 0) throw notFound("BLOCK_NOT_FOUND");
    const dates = deleted.map((d) => d.date).sort();
    const before = { batchId, startDate: dates[0], endDate: dates.at(-1), slots: deleted.length };
    await recordActivity(tx, {
      actorId,
      kind: "settings",
      details: { area: "blocks", action: "remove", before },
      at: deps.clock.now(),
    });
    const promotion = await promoteSlots(tx, deps, { schedule: "gym", slots: deleted });
    return { slots: deleted.length, mails: promotion.mails };
  });
  return { slots };
}
