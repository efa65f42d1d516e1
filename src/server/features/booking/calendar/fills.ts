import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { closedReasonFor } from "../../../../shared/domain/booking-rules";
import { addDays, daysBetween, slotTimesFor } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import { BLOCK_RANGE_MAX_DAYS, type BlockBatch } from "../../../../shared/schemas/booking";
import type { Db } from "../../../db/client";
import { closures, reservations, schedules, slotCapacity } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { closureAt } from "../../../domain/closures";
import { bookableSchedule } from "../../../domain/schedules";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import { badRequest, notFound } from "../../../platform/errors";
import type { BookingDeps } from "../types";
import { promoteSlots } from "../waitlist/service";
import { gymOmitted } from "./service";

/**
 * Mass bookings (spec: 'fill slots'): one blocking entry, named 'closed', in every slot of every
 * open day of the range of one hours schedule (the gym floor unless said; a class schedule is 404
 * SCHEDULE_NOT_FOUND, a switched-off one 409 SCHEDULE_OFF), so members see those slots full. A fill
 * is one batch, undone as a whole. Slots another batch already blocks are left to it. Members'
 * existing bookings stay. Another schedule's slots are never touched.
 */
export async function fillRange(
  db: Db,
  o: { schedule: Schedule; startDate: string; endDate: string; adminId: string; now: Date },
): Promise<BlockBatch> {
  const days = daysBetween(o.startDate, o.endDate) + 1;
  if (days > BLOCK_RANGE_MAX_DAYS) throw badRequest("RANGE_TOO_LONG", { max: BLOCK_RANGE_MAX_DAYS });
  const batchId = crypto.randomUUID();
  return db.transaction(async (tx) => {
    await bookableSchedule(tx, o.schedule, "hours");
    const closed = await tx
      .select({ startDate: closures.startDate, endDate: closures.endDate })
      .from(closures)
      .where(
        closureAt(
          sql`(select ${schedules.location} from ${schedules} where ${schedules.key} = ${o.schedule})`,
        ),
      );
    const overrides = await tx
      .select({ date: slotCapacity.date, capacity: slotCapacity.capacity })
      .from(slotCapacity)
      .where(
        and(
          eq(slotCapacity.schedule, o.schedule),
          sql`${slotCapacity.date} between ${o.startDate}::date and ${o.endDate}::date`,
        ),
      );
    const override = new Map(overrides.map((r) => [r.date, r.capacity]));
    const rules = await readRules(tx);
    const rows: (typeof reservations.$inferInsert)[] = [];
    for (let i = 0; i < days; i++) {
      const date = addDays(o.startDate, i);
      if (closedReasonFor(date, closed, override.get(date) ?? null, rules)) continue;
      for (const time of slotTimesFor(date, rules)) {
        rows.push({
          kind: "block",
          schedule: o.schedule,
          name: "closed",
          date,
          time,
          batchId,
          createdBy: o.adminId,
        });
      }
    }
    const inserted = rows.length
      ? await tx.insert(reservations).values(rows).onConflictDoNothing().returning({ id: reservations.id })
      : [];
    const batch = { batchId, startDate: o.startDate, endDate: o.endDate, slots: inserted.length };
    await recordActivity(tx, {
      actorId: o.adminId,
      kind: "settings",
      details: { area: "blocks", action: "create", ...gymOmitted(o.schedule), after: batch },
      at: o.now,
    });
    return { ...batch, schedule: o.schedule };
  });
}

/** The fills still in place, newest range first, each with its schedule. */
export async function listBatches(db: Db): Promise<BlockBatch[]> {
  const rows = await db
    .select({
      batchId: reservations.batchId,
      schedule: reservations.schedule,
      startDate: sql<string>`min(${reservations.date})::text`,
      endDate: sql<string>`max(${reservations.date})::text`,
      slots: sql<number>`count(*)::int`,
    })
    .from(reservations)
    .where(eq(reservations.kind, "block"))
    .groupBy(reservations.batchId, reservations.schedule)
    .orderBy(sql`min(${reservations.date}) desc`);
  return rows.map((r) => ({ ...r, batchId: r.batchId ?? "" }));
}

/**
 * Undoes a mass fill: its schedule's slots only; the slots it freed give their places to their
 * waitlists (decision 018).
 */
export async function undoBatch(
  deps: BookingDeps,
  batchId: string,
  actorId: string,
): Promise<{ slots: number }> {
  const { slots } = await inTransaction(deps, async (tx) => {
    const deleted = await tx
      .delete(reservations)
      .where(and(eq(reservations.kind, "block"), eq(reservations.batchId, batchId)))
      .returning({
        id: reservations.id,
        schedule: reservations.schedule,
        date: reservations.date,
        time: reservations.time,
      });
    if (deleted.length === 0) throw notFound("BLOCK_NOT_FOUND");
    const schedule = deleted[0]!.schedule;
    const dates = deleted.map((d) => d.date).sort();
    const before = { batchId, startDate: dates[0], endDate: dates.at(-1), slots: deleted.length };
    await recordActivity(tx, {
      actorId,
      kind: "settings",
      details: { area: "blocks", action: "remove", ...gymOmitted(schedule), before },
      at: deps.clock.now(),
    });
    const slotsFreed = deleted.map(({ date, time }) => ({ date, time }));
    const promotion = await promoteSlots(tx, deps, { schedule, slots: slotsFreed });
    return { slots: deleted.length, mails: promotion.mails };
  });
  return { slots };
}
