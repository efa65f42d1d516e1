import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { LOG_DAYS_BACK } from "../../../shared/domain/coaching";
import { addDays } from "../../../shared/domain/schedule";
import type { LoggedSet, SetInput, WorkoutLog } from "../../../shared/schemas/coaching";
import { setInputSchema } from "../../../shared/schemas/coaching";
import type { Db, Tx } from "../../db/client";
import { reservations, workoutLogs, workoutPlans, workoutSets } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";

/** The member's workout log (decision 031): sets written with the phone's ids. */

const setColumns = {
  id: workoutSets.id,
  logId: workoutSets.logId,
  position: workoutSets.position,
  exerciseId: workoutSets.exerciseId,
  exerciseName: workoutSets.exerciseName,
  setNumber: workoutSets.setNumber,
  reps: workoutSets.reps,
  weightKg: workoutSets.weightKg,
  seconds: workoutSets.seconds,
};

const logNotFound = () => notFound("WORKOUT_LOG_NOT_FOUND");

/** The dates a member may log on: from LOG_DAYS_BACK days ago to the studio's today. */
export function loggableDates(today: string) {
  return { min: addDays(today, -LOG_DAYS_BACK), max: today };
}

/**
 * Writes one set (and its session the first time). The same set sent again is stored once (its id
 * is the key); sent with other numbers it is changed. A session or set of another member is not
 * found, and a date outside the loggable days is refused.
 */
export async function saveSet(
  db: Db,
  userId: string,
  today: string,
  id: string,
  input: SetInput,
): Promise<{ logId: string; set: LoggedSet }> {
  const s = setInputSchema.parse(input);
  const range = loggableDates(today);
  if (s.log.date < range.min || s.log.date > range.max)
    throw badRequest("LOG_DATE_RANGE", { ...range, field: "log.date" });
  return db.transaction(async (tx) => {
    if (s.log.programId) {
      const [own] = await tx
        .select({ id: workoutPlans.id })
        .from(workoutPlans)
        .where(and(eq(workoutPlans.id, s.log.programId), eq(workoutPlans.userId, userId)));
      if (!own) throw notFound("WORKOUT_NOT_FOUND");
    }
    await tx
      .insert(workoutLogs)
      .values({ id: s.log.id, userId, date: s.log.date, programId: s.log.programId, dayKey: s.log.dayKey })
      .onConflictDoNothing({ target: workoutLogs.id });
    const [log] = await tx
      .select({ userId: workoutLogs.userId })
      .from(workoutLogs)
      .where(eq(workoutLogs.id, s.log.id))
      .for("update");
    if (log?.userId !== userId) throw logNotFound();
    const values = {
      position: s.position,
      exerciseId: s.exerciseId,
      exerciseName: s.exerciseName,
      setNumber: s.setNumber,
      reps: s.reps,
      weightKg: s.weightKg,
      seconds: s.seconds,
    };
    const [row] = await tx
      .insert(workoutSets)
      .values({ id, logId: s.log.id, ...values })
      .onConflictDoUpdate({ target: workoutSets.id, set: values, setWhere: eq(workoutSets.logId, s.log.id) })
      .returning(setColumns);
    // The id is another session's set: nothing was written.
    if (!row) throw logNotFound();
    const { logId, ...set } = row;
    return { logId, set };
  });
}

/** Removes one of the member's sets (gone already: nothing to do); a session left empty goes too. */
export async function deleteSet(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(workoutSets)
      .where(
        and(
          eq(workoutSets.id, id),
          inArray(
            workoutSets.logId,
            tx.select({ id: workoutLogs.id }).from(workoutLogs).where(eq(workoutLogs.userId, userId)),
          ),
        ),
      )
      .returning({ logId: workoutSets.logId });
    if (!gone) throw logNotFound();
    await tx
      .delete(workoutLogs)
      .where(
        and(
          eq(workoutLogs.id, gone.logId),
          sql`not exists (select 1 from ${workoutSets} where ${workoutSets.logId} = ${gone.logId})`,
        ),
      );
  });
}

/**
 * A member's logged sessions since `from` (all when null), newest first, each with its sets in order
 * and the desk's check-in of that day when there is one (the member's booking marked attended; the
 * earliest when they came twice), so an undone check-in unlinks itself.
 */
export async function logsOf(db: Db | Tx, userId: string, from: string | null): Promise<WorkoutLog[]> {
  const heads = await db
    .select({
      id: workoutLogs.id,
      date: workoutLogs.date,
      programId: workoutLogs.programId,
      dayKey: workoutLogs.dayKey,
    })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.userId, userId), from ? gte(workoutLogs.date, from) : undefined))
    .orderBy(desc(workoutLogs.date), desc(workoutLogs.createdAt));
  if (heads.length === 0) return [];
  const [sets, visits] = await Promise.all([
    db
      .select(setColumns)
      .from(workoutSets)
      .where(
        inArray(
          workoutSets.logId,
          heads.map((h) => h.id),
        ),
      )
      .orderBy(workoutSets.position, workoutSets.setNumber, workoutSets.createdAt),
    db
      .select({
        reservationId: reservations.id,
        date: reservations.date,
        schedule: reservations.schedule,
        time: reservations.time,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, userId),
          eq(reservations.kind, "member"),
          eq(reservations.attendance, "attended"),
          inArray(reservations.date, [...new Set(heads.map((h) => h.date))]),
        ),
      )
      .orderBy(reservations.date, reservations.time),
  ]);
  return heads.map((h) => {
    const visit = visits.find((v) => v.date === h.date);
    return {
      ...h,
      dayKey: h.dayKey as WorkoutLog["dayKey"],
      sets: sets.filter((s) => s.logId === h.id).map(({ logId: _l, ...set }) => set),
      checkIn: visit
        ? { reservationId: visit.reservationId, schedule: visit.schedule, time: visit.time }
        : null,
    };
  });
}
