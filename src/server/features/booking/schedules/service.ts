import { eq } from "drizzle-orm";
import type { Schedule, ScheduleRow, Timetable } from "../../../../shared/domain/schedules";
import type { ScheduleCreate, ScheduleSettings } from "../../../../shared/schemas/schedules";
import { schedules } from "../../../db/schema";
import { recordActivity, type StaffWriter } from "../../../domain/activity";
import { knownCreditKinds } from "../../../domain/credit-kinds";
import { knownLocations } from "../../../domain/locations";
import type { OrderedRows } from "../../../domain/reorder";
import { scheduleColumns as columns } from "../../../domain/schedules";
import { conflict, notFound } from "../../../platform/errors";

/** The owner's writes of the studio's schedules (decision 035); the reads are `domain/schedules.ts`. */

type Writer = StaffWriter;

/** Places per slot are an hours schedule's; a class's places are its timetable's. */
const ownCapacity = <T extends { defaultCapacity?: number | null }>(input: T, timetable: Timetable): T =>
  timetable === "hours" ? input : { ...input, defaultCapacity: null };

/** A new schedule, of classes or of the studio's open hours ("Second room"); 409 SCHEDULE_KEY_TAKEN. */
export async function createSchedule(w: Writer, input: ScheduleCreate): Promise<ScheduleRow> {
  return w.db.transaction(async (tx) => {
    await knownCreditKinds(tx, [input.creditKind]);
    if (input.location) await knownLocations(tx, [input.location]);
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
    if (input.location) await knownLocations(tx, [input.location]);
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

/** The schedules' order for `reorderRows` (`PUT /admin/schedule-order`). */
export const scheduleOrder: OrderedRows = {
  table: schedules,
  area: "schedule",
  notFound: "SCHEDULE_NOT_FOUND",
  stale: "SCHEDULE_ORDER_STALE",
};
