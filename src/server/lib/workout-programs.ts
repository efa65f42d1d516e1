import { desc, eq, inArray } from "drizzle-orm";
import { currentProgram } from "../../shared/domain/workouts";
import type { Program, StoredProgramDay } from "../../shared/schemas/workouts";
import type { Db, Tx } from "../db/client";
import { exercises, workoutPlans } from "../db/schema";

/**
 * The reader of a member's workout programs, shared by the program manager (`features/workouts`)
 * and the coaching loop (`features/coaching`): rows as the API answers them, with the library's
 * names in both languages.
 */

export const programColumns = {
  id: workoutPlans.id,
  userId: workoutPlans.userId,
  startDate: workoutPlans.startDate,
  daysPerWeek: workoutPlans.daysPerWeek,
  days: workoutPlans.days,
  comments: workoutPlans.comments,
  previousId: workoutPlans.previousId,
  version: workoutPlans.version,
  createdAt: workoutPlans.createdAt,
};

type StoredProgram = Omit<Program, "days"> & { days: StoredProgramDay[] };

export const toProgram = (r: Omit<StoredProgram, "createdAt"> & { createdAt: Date }): StoredProgram => ({
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
  return withLibraryNames(db, rows.map(toProgram));
}

/**
 * Each program exercise taken from the library and kept under one of its names gets both names
 * (`names`), so the member and the coach read it in the page's language; a renamed or typed
 * exercise keeps the trainer's words (`names` null).
 */
export async function withLibraryNames(db: Db | Tx, programs: StoredProgram[]): Promise<Program[]> {
  const ids = [
    ...new Set(programs.flatMap((p) => p.days.flatMap((d) => d.exercises.map((e) => e.exerciseId)))),
  ].filter((id): id is string => Boolean(id));
  const library = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: exercises.id, en: exercises.name, gr: exercises.nameGr })
            .from(exercises)
            .where(inArray(exercises.id, ids))
        ).map((r) => [r.id, r] as const),
  );
  return programs.map((p) => ({
    ...p,
    days: p.days.map((d) => ({
      ...d,
      exercises: d.exercises.map((e) => {
        const lib = e.exerciseId ? library.get(e.exerciseId) : undefined;
        const same = lib && (e.name === lib.en || (lib.gr !== "" && e.name === lib.gr));
        return { ...e, names: same ? { gr: lib.gr || lib.en, en: lib.en } : null };
      }),
    })),
  }));
}

/** The program the member follows on `today` (the studio's date), or null. */
export async function currentProgramOf(db: Db | Tx, userId: string, today: string): Promise<Program | null> {
  return currentProgram(await listPrograms(db, userId), today);
}
