import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../../../shared/schemas/workouts";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { ExerciseLibrary } from "./ExerciseLibrary";

/** The library's seeded repetitions are English words: a Greek page reads them in Greek, as it does muscles. */
const ex = (name: string, nameGr: string, defaultReps: string, muscle = "Core"): Exercise => ({
  id: name,
  name,
  nameGr,
  muscle,
  equipment: "Bodyweight",
  defaultSets: 3,
  defaultReps,
});
const LIBRARY = [
  ex("Bird Dog", "Bird dog (τετραποδική έκταση)", "10 each side"),
  ex("Mountain Climber", "Ορειβάτες", "30s"),
  ex("Treadmill", "Διάδρομος", "10 min", "Cardio"),
  ex("Plank", "Σανίδα", "30-60s"),
];

describe("the exercise library's repetitions", () => {
  it.each([
    ["gr", ["3 × 10 ανά πλευρά", "3 × 30 δευτ.", "3 × 10 λεπ.", "3 × 30-60 δευτ."]],
    ["en", ["3 × 10 each side", "3 × 30s", "3 × 10 min", "3 × 30-60s"]],
  ] as const)("are written in the page's language (%s)", async (lang, reps) => {
    stubApi({ "GET /api/admin/exercises": { exercises: LIBRARY } });
    await renderScreen(<ExerciseLibrary days={["monday"]} onAdd={() => {}} />, { lang });
    for (const r of reps) expect(await screen.findByText(new RegExp(` · ${r}$`))).toBeVisible();
    if (lang === "gr") expect(screen.queryByText(/each side|\dmin|\ds\b/)).toBeNull();
  });
});
