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
  const namesOf = await libraryNames(
    db,
    programs.flatMap((p) => p.days.flatMap((d) => d.exercises.map((e) => e.exerciseId))),
  );
  return programs.map((p) => ({
    ...p,
    days: p.days.map((d) => ({
      ...d,
      exercises: d.exercises.map((e) => ({ ...e, names: namesOf(e.exerciseId, e.name) })),
    })),
  }));
}

/**
 * Both names of the library's exercises among `ids`: a name kept with an exercise (a program's, a
 * logged set's) that is one of its library names reads in either language; a renamed or typed one
 * keeps its own words (null).
 */
export async function libraryNames(
  db: Db | Tx,
  ids: readonly (string | null)[],
): Promise<(id: string | null, kept: string) => { gr: string; en: string } | null> {
  const wanted = [...new Set(ids)].filter((id): id is string => Boolean(id));
  const library = new Map(
    wanted.length === 0
      ? []
      : (
          await db
            .select({ id: exercises.id, en: exercises.name, gr: exercises.nameGr })
            .from(exercises)
            .where(inArray(exercises.id, wanted))
        ).map((r) => [r.id, r] as const),
  );
  return (id, kept) => {
    const lib = id ? library.get(id) : undefined;
    const same = lib && (kept === lib.en || (lib.gr !== "" && kept === lib.gr));
    return same ? { gr: lib.gr || lib.en, en: lib.en || lib.gr } : null;
  };
}

/** The program the member follows on `today` (the studio's date), or null. */
export async function currentProgramOf(db: Db | Tx, userId: string, today: string): Promise<Program | null> {
  return currentProgram(await listPrograms(db, userId), today);
}
