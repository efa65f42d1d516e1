import { WEEKDAYS } from "../../../shared/domain/workouts";
import type { ExerciseRow, Program, ProgramForm } from "../../../shared/schemas/workouts";

let seq = 0;

/** A new row of a day in the trainer's form, with a key of its own for the list. */
export function newRow(r: Omit<ExerciseRow, "key" | "notes"> & { notes?: string }): ExerciseRow {
  seq += 1;
  return { key: `row-${seq}`, notes: "", ...r };
}

/** A program's days as the trainer's form holds them (every weekday, the unchosen ones empty). */
export function rowsOf(p: Program): ProgramForm["days"] {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      (p.days.find((day) => day.dayKey === d)?.exercises ?? []).map((e) =>
        newRow({ exerciseId: e.exerciseId, name: e.name, sets: e.sets, reps: e.reps, notes: e.notes }),
      ),
    ]),
  ) as ProgramForm["days"];
}
