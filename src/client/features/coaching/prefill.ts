import type { LoggedSet, WorkoutLog } from "../../../shared/schemas/coaching";

/**
 * What a set row shows before the member taps it: the numbers of the same set of their
 * last session of that exercise, else the program's (the first number of '10-12'; '30-60s' is a
 * time), weight empty when never logged.
 */
export type RowValues = { reps: number | ""; weightKg: number | ""; seconds: number | "" };

type ExerciseRef = { exerciseId: string | null; name: string; reps: string };

/** The program's repetitions as a first target: '10-12' → 10 reps, '30-60s' → 30 seconds. */
export function plannedTarget(reps: string): { reps: number | null; seconds: number | null } {
  const first = /\d+/.exec(reps);
  const n = first ? Number(first[0]) : null;
  if (/\d\s*(s|sec|δ)/i.test(reps)) return { reps: null, seconds: n };
  return { reps: n, seconds: null };
}

const sameExercise = (s: LoggedSet, e: ExerciseRef) =>
  e.exerciseId ? s.exerciseId === e.exerciseId : s.exerciseName === e.name;

/** The sets of the exercise in the member's latest other session that has it (logs newest first). */
export function lastSetsOf(
  logs: readonly WorkoutLog[],
  e: ExerciseRef,
  currentLogId: string | null,
): LoggedSet[] {
  for (const log of logs) {
    if (log.id === currentLogId) continue;
    const sets = log.sets.filter((s) => sameExercise(s, e));
    if (sets.length > 0) return sets;
  }
  return [];
}

/** A row's first numbers: the same set last time (or that session's last set), else the program's. */
export function prefillRow(e: ExerciseRef, last: readonly LoggedSet[], setNumber: number): RowValues {
  const prev = last.find((s) => s.setNumber === setNumber) ?? last[last.length - 1];
  if (prev) return { reps: prev.reps ?? "", weightKg: prev.weightKg ?? "", seconds: prev.seconds ?? "" };
  const target = plannedTarget(e.reps);
  return { reps: target.reps ?? "", weightKg: "", seconds: target.seconds ?? "" };
}

/** Whether a row is a timed set (seconds) rather than repetitions. */
export function isTimed(e: ExerciseRef, last: readonly LoggedSet[]): boolean {
  const prev = last[0];
  if (prev) return prev.reps === null && prev.seconds !== null;
  return plannedTarget(e.reps).seconds !== null;
}

/**
 * A set's id, made from its session's id (a random UUID from the phone), the exercise's place and
 * the set's number: the same row tapped again, or sent again after a lost answer, is the same set
 * (the session's version and variant digits keep it a valid UUID).
 */
export function setIdFor(logId: string, position: number, setNumber: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${logId.slice(0, 24)}${two(position)}${two(setNumber)}00000000`;
}
