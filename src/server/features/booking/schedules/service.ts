import { eq } from "drizzle-orm";
import type { Schedule, ScheduleRow } from "../../../../shared/domain/schedules";
import type { ScheduleCreate, ScheduleSettings } from "../../../../shared/schemas/schedules";
import type { Db } from "../../../db/client";
import { schedules } from "../../../db/schema";
import { conflict, notFound } from "../../../lib/errors";
import { scheduleColumns as columns } from "../../../lib/schedules";

/** The owner's writes of the studio's schedules (issue 25, decision 035); the reads are `lib/schedules.ts`. */

/** A new class schedule (the gym floor's open hours are the seeded 'gym' row's); 409 SCHEDULE_KEY_TAKEN. */
export async function createSchedule(db: Db, input: ScheduleCreate): Promise<ScheduleRow> {
  const [row] = await db
    .insert(schedules)
    .values({ ...input, timetable: "classes" })
    .onConflictDoNothing({ target: schedules.key })
    .returning(columns);
  if (!row) throw conflict("SCHEDULE_KEY_TAKEN");
  return row;
}

/** The owner's changes of a schedule (its key and timetable stay). */
export async function updateSchedule(db: Db, key: Schedule, input: ScheduleSettings): Promise<ScheduleRow> {
  const [row] = await db.update(schedules).set(input).where(eq(schedules.key, key)).returning(columns);
  if (!row) throw notFound("SCHEDULE_NOT_FOUND");
  return row;
}
