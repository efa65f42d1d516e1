import { and, asc, desc, eq, sql } from "drizzle-orm";
import { foldText } from "../../../shared/domain/text";
import { currentProgram } from "../../../shared/domain/workouts";
import {
  EXERCISE_SEARCH_LIMIT,
  type Exercise,
  type ExerciseInput,
  exerciseInputSchema,
  type Program,
  type ProgramInput,
  programInputSchema,
} from "../../../shared/schemas/workouts";
import type { Db, Tx } from "../../db/client";
import { exercises, workoutPlans } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { liveMember } from "../../lib/live-member";

/** The exercise library and the members' workout programs (spec sections 2, 3 and 5). */

const exerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  muscle: exercises.muscle,
  equipment: exercises.equipment,
  defaultSets: exercises.defaultSets,
  defaultReps: exercises.defaultReps,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The library by name, filtered by a search on the name or the muscle group: every word of the
 * query must appear in one of them, Greek without accents or case (the members' fold, decision 008).
 */
export async function searchExercises(db: Db, q: string): Promise<Exercise[]> {
  const words = foldText(q.trim()).split(/\s+/).filter(Boolean);
  const folded = sql`members_fold(left(${exercises.name} || ' ' || ${exercises.muscle}, 400))`;
  return db
    .select(exerciseColumns)
    .from(exercises)
    .where(and(...words.map((w) => sql`${folded} like ${`%${escapeLike(w)}%`}`)))
    .orderBy(asc(exercises.name))
    .limit(EXERCISE_SEARCH_LIMIT);
}

/** Adds a library exercise; a name already there (accents and case aside) is refused. */
export async function addExercise(db: Db, input: ExerciseInput): Promise<Exercise> {
  const values = exerciseInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: exercises.id })
      .from(exercises)
      .where(sql`members_fold(left(${exercises.name}, 400)) = ${foldText(values.name)}`)
      .limit(1);
    if (same) throw conflict("EXERCISE_EXISTS", { name: values.name });
    const [row] = await tx.insert(exercises).values(values).onConflictDoNothing().returning(exerciseColumns);
    if (!row) throw conflict("EXERCISE_EXISTS", { name: values.name });
    return row;
  });
}

const programColumns = {
  id: workoutPlans.id,
  userId: workoutPlans.userId,
  startDate: workoutPlans.startDate,
  daysPerWeek: workoutPlans.daysPerWeek,
  days: workoutPlans.days,
  comments: workoutPlans.comments,
  createdAt: workoutPlans.createdAt,
};

const toProgram = (r: Omit<Program, "createdAt"> & { createdAt: Date }): Program => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** A member's programs, newest first. */
export async function listPrograms(db: Db | Tx, userId: string): Promise<Program[]> {
  const rows = await db
    .select(programColumns)
    .from(workoutPlans)
    .where(eq(workoutPlans.userId, userId))
    .orderBy(desc(workoutPlans.createdAt), desc(workoutPlans.id));
  return rows.map(toProgram);
}

/** Saves a new program for a member; the chosen days are exactly the days per week. */
export async function createProgram(db: Db, input: ProgramInput): Promise<Program> {
  const values = programInputSchema.parse(input);
  return db.transaction(async (tx) => {
    // USER_NOT_FOUND or ACCOUNT_ERASED; the user row stays locked until the program is in.
    await liveMember(tx, values.userId, { lock: true });
    const [row] = await tx.insert(workoutPlans).values(values).returning(programColumns);
    return toProgram(row!);
  });
}

/** The coach's list of a member's programs: USER_NOT_FOUND or ACCOUNT_ERASED for no living member. */
export async function memberPrograms(db: Db, userId: string): Promise<Program[]> {
  await liveMember(db, userId);
  return listPrograms(db, userId);
}

export async function deleteProgram(db: Db, id: string): Promise<void> {
  const rows = await db
    .delete(workoutPlans)
    .where(eq(workoutPlans.id, id))
    .returning({ id: workoutPlans.id });
  if (rows.length === 0) throw notFound("WORKOUT_NOT_FOUND");
}

/** The program the member follows on `today` (the studio's date), or null. */
export async function myProgram(db: Db, userId: string, today: string): Promise<Program | null> {
  return currentProgram(await listPrograms(db, userId), today);
}
