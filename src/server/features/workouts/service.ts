import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { labelsMatching } from "../../../shared/domain/exercises";
import { foldText } from "../../../shared/domain/text";
import {
  EXERCISE_SEARCH_LIMIT,
  type Exercise,
  type ExerciseInput,
  exerciseInputSchema,
  type Program,
  type ProgramInput,
  programInputSchema,
} from "../../../shared/schemas/workouts";
import type { Db } from "../../db/client";
import { exercises, workoutPlans } from "../../db/schema";
import { recordActivity, recordSettings, type StaffWriter } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";
import {
  currentProgramOf,
  listPrograms,
  programColumns,
  toProgram,
  withLibraryNames,
} from "../../domain/workout-programs";
import { conflict, notFound } from "../../platform/errors";

/** The exercise library and the members' workout programs (spec sections 2, 3 and 5). */

const exerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  nameGr: exercises.nameGr,
  muscle: exercises.muscle,
  equipment: exercises.equipment,
  defaultSets: exercises.defaultSets,
  defaultReps: exercises.defaultReps,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The library by name, filtered by a search on the English or Greek name, the muscle group or the
 * equipment: every word of the query must appear in one of them, Greek without accents or case (the
 * members' fold, decision 008); a muscle group or equipment is found by its Greek word too ('πλάτη').
 */
export async function searchExercises(db: Db, q: string): Promise<Exercise[]> {
  const words = foldText(q.trim()).split(/\s+/).filter(Boolean);
  const folded = sql`members_fold(left(${exercises.name} || ' ' || ${exercises.nameGr} || ' ' || ${exercises.muscle} || ' ' || ${exercises.equipment}, 400))`;
  const matches = (w: string) => {
    const labels = labelsMatching(w);
    const text = sql`${folded} like ${`%${escapeLike(w)}%`}`;
    return labels.length === 0
      ? text
      : or(text, inArray(exercises.muscle, labels), inArray(exercises.equipment, labels));
  };
  return db
    .select(exerciseColumns)
    .from(exercises)
    .where(and(...words.map(matches)))
    .orderBy(asc(exercises.name))
    .limit(EXERCISE_SEARCH_LIMIT);
}

/** Adds a library exercise; a name already there (accents and case aside) is refused. */
export async function addExercise(w: StaffWriter, input: ExerciseInput): Promise<Exercise> {
  const typed = exerciseInputSchema.parse(input);
  // One name alone stands for both languages (`name` is the library's unique key).
  const values = { ...typed, name: typed.name || typed.nameGr };
  return w.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: exercises.id })
      .from(exercises)
      .where(
        or(
          sql`members_fold(left(${exercises.name}, 400)) = ${foldText(values.name)}`,
          values.nameGr
            ? sql`members_fold(left(${exercises.nameGr}, 400)) = ${foldText(values.nameGr)}`
            : undefined,
        ),
      )
      .limit(1);
    if (same) throw conflict("EXERCISE_EXISTS", { name: values.name });
    const [row] = await tx.insert(exercises).values(values).onConflictDoNothing().returning(exerciseColumns);
    if (!row) throw conflict("EXERCISE_EXISTS", { name: values.name });
    await recordSettings(tx, w, "exercises", { action: "create", after: row });
    return row;
  });
}

/** Saves a new program for a member; the chosen days are exactly the days per week. */
/** Who changes a program, for the activity log (decision 036). */
export type ProgramActor = { actorId: string; now: Date };

export async function createProgram(db: Db, input: ProgramInput, by: ProgramActor): Promise<Program> {
  const values = programInputSchema.parse(input);
  return db
    .transaction(async (tx) => {
      // USER_NOT_FOUND or ACCOUNT_ERASED; the user row stays locked until the program is in.
      await liveMember(tx, values.userId, { lock: true });
      const [row] = await tx.insert(workoutPlans).values(values).returning(programColumns);
      await recordActivity(tx, {
        actorId: by.actorId,
        memberId: values.userId,
        kind: "workout_program",
        details: { after: "created", program: row!.id, startDate: row!.startDate },
        at: by.now,
      });
      return toProgram(row!);
    })
    .then(async (program) => (await withLibraryNames(db, [program]))[0]!);
}

/** The coach's list of a member's programs: USER_NOT_FOUND or ACCOUNT_ERASED for no living member. */
export async function memberPrograms(db: Db, userId: string): Promise<Program[]> {
  await liveMember(db, userId);
  return listPrograms(db, userId);
}

export async function deleteProgram(db: Db, id: string, by: ProgramActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(workoutPlans)
      .where(eq(workoutPlans.id, id))
      .returning({ id: workoutPlans.id, userId: workoutPlans.userId, startDate: workoutPlans.startDate });
    if (!row) throw notFound("WORKOUT_NOT_FOUND");
    await recordActivity(tx, {
      actorId: by.actorId,
      memberId: row.userId,
      kind: "workout_program",
      details: { after: "deleted", program: row.id, startDate: row.startDate },
      at: by.now,
    });
  });
}

/** The program the member follows on `today` (the studio's date), or null. */
export async function myProgram(db: Db, userId: string, today: string): Promise<Program | null> {
  return currentProgramOf(db, userId, today);
}
