import { asc, eq } from "drizzle-orm";
import type { Schedule, ScheduleRow, Timetable } from "../../../../shared/domain/schedules";
import type { ScheduleCreate, ScheduleSettings } from "../../../../shared/schemas/schedules";
import { schedules } from "../../../db/schema";
import { recordActivity, recordSettings, type StaffWriter } from "../../../lib/activity";
import { knownCreditKinds } from "../../../lib/credit-kinds";
import { conflict, notFound } from "../../../lib/errors";
import { scheduleColumns as columns, listSchedules } from "../../../lib/schedules";

/** The owner's writes of the studio's schedules (issue 25, decision 035); the reads are `lib/schedules.ts`. */

type Writer = StaffWriter;

/** Places per slot are an hours schedule's; a class's places are its timetable's. */
const ownCapacity = <T extends { defaultCapacity?: number | null }>(input: T, timetable: Timetable): T =>
  timetable === "hours" ? input : { ...input, defaultCapacity: null };

/** A new schedule, of classes or of the studio's open hours ("Second room"); 409 SCHEDULE_KEY_TAKEN. */
export async function createSchedule(w: Writer, input: ScheduleCreate): Promise<ScheduleRow> {
  return w.db.transaction(async (tx) => {
    await knownCreditKinds(tx, [input.creditKind]);
    const [row] = await tx
      .insert(schedules)
      .values(ownCapacity(input, input.timetable))
      .onConflictDoNothing({ target: schedules.key })
      .returning(columns);
    if (!row) throw conflict("SCHEDULE_KEY_TAKEN");
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "settings",
      details: { area: "schedule", action: "create", after: row },
      at: w.clock.now(),
    });
    return row;
  });
}

/** The owner's changes of a schedule (its key and timetable stay). */
export async function updateSchedule(
  w: Writer,
  key: Schedule,
  input: ScheduleSettings,
): Promise<ScheduleRow> {
  return w.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(schedules).where(eq(schedules.key, key)).for("update");
    if (!before) throw notFound("SCHEDULE_NOT_FOUND");
    await knownCreditKinds(tx, [input.creditKind]);
    const [row] = await tx
      .update(schedules)
      .set(ownCapacity(input, before.timetable))
      .where(eq(schedules.key, key))
      .returning(columns);
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "settings",
      details: { area: "schedule", action: "update", before, after: row! },
      at: w.clock.now(),
    });
    return row!;
  });
}

/**
 * The studio's order of its schedules (every screen lists them so): `keys` names every schedule
 * once, first to last. 404 SCHEDULE_NOT_FOUND for a key no schedule has; 409 SCHEDULE_ORDER_STALE
 * when a schedule is left out (one was added since the owner's screen read the list).
 */
export async function reorderSchedules(w: Writer, keys: readonly Schedule[]): Promise<ScheduleRow[]> {
  return w.db.transaction(async (tx) => {
    const rows = await tx
      .select({ key: schedules.key, position: schedules.position })
      .from(schedules)
      .orderBy(asc(schedules.position), asc(schedules.key))
      .for("update");
    const known = new Set(rows.map((r) => r.key));
    if (keys.some((k) => !known.has(k))) throw notFound("SCHEDULE_NOT_FOUND");
    if (keys.length !== rows.length) throw conflict("SCHEDULE_ORDER_STALE");
    const before = rows.map((r) => r.key);
    const positionOf = new Map(rows.map((r) => [r.key, r.position]));
    for (const [position, key] of keys.entries())
      if (positionOf.get(key) !== position)
        await tx.update(schedules).set({ position }).where(eq(schedules.key, key));
    if (before.join() !== keys.join())
      await recordSettings(tx, w, "schedule", { action: "order", before, after: [...keys] });
    return listSchedules(tx);
  });
}
