import type { ExerciseRow } from "../../../shared/schemas/workouts";

let seq = 0;

/** A new row of a day in the trainer's form, with a key of its own for the list. */
export function newRow(r: Omit<ExerciseRow, "key" | "notes"> & { notes?: string }): ExerciseRow {
  seq += 1;
  return { key: `row-${seq}`, notes: "", ...r };
}
