import { describe, expect, it } from "vitest";
import {
  EXERCISES_PER_DAY_MAX,
  type ExerciseRow,
  exerciseInputSchema,
  programFormSchema,
  programInputSchema,
} from "./workouts";

const row = (name: string, sets: number | "" = 3): ExerciseRow => ({
  key: name,
  exerciseId: null,
  name,
  sets,
  reps: "10-12",
  notes: "",
});
const form = (over: Partial<Parameters<typeof programFormSchema.parse>[0]> = {}) => ({
  userId: "u1",
  startDate: "2026-11-23",
  daysPerWeek: 3,
  selectedDays: ["monday", "wednesday", "friday"] as const,
  days: { monday: [row("Squat")], wednesday: [row("Lunge")], friday: [row("Row")], tuesday: [row("", "")] },
  comments: "",
  ...over,
});
const codes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];

describe("the program form", () => {
  it("gives the API its chosen days in the week's order, leaving unticked days' rows out", () => {
    const input = programFormSchema.parse(form({ selectedDays: ["friday", "monday", "wednesday"] }));
    expect(input.days.map((d) => d.dayKey)).toEqual(["monday", "wednesday", "friday"]);
    expect(input.days[0]?.exercises).toEqual([
      { exerciseId: null, name: "Squat", sets: 3, reps: "10-12", notes: "" },
    ]);
    expect(programInputSchema.safeParse(input).success).toBe(true);
  });

  it("asks for an athlete and for exactly N days", () => {
    expect(codes(programFormSchema.safeParse(form({ userId: "" })))).toEqual(["userId:WORKOUT_PICK_ATHLETE"]);
    const r = programFormSchema.safeParse(form({ daysPerWeek: 4 }));
    expect(codes(r)).toEqual(["selectedDays:WORKOUT_DAYS_EXACT"]);
    expect(r.error?.issues.map((i) => (i as { params?: unknown }).params)).toEqual([{ count: 4 }]);
  });

  it("checks the chosen days' rows where they are", () => {
    const r = programFormSchema.safeParse(
      form({ days: { monday: [row(" ", 0)], wednesday: [row("Lunge")], friday: [row("Row")] } }),
    );
    expect(codes(r)).toEqual([
      "days.monday.0.name:EXERCISE_NAME_REQUIRED",
      expect.stringMatching(/^days\.monday\.0\.sets:/),
    ]);
  });

  it("refuses a chosen day without exercises, beside that day (a rest day is a day not chosen)", () => {
    const r = programFormSchema.safeParse(
      form({ days: { monday: [row("Squat")], wednesday: [], friday: [] } }),
    );
    expect(codes(r)).toEqual(["days.wednesday:WORKOUT_DAY_EMPTY", "days.friday:WORKOUT_DAY_EMPTY"]);
  });
});

describe("the program the API accepts", () => {
  const day = (dayKey: string, n = 1) => ({
    dayKey,
    exercises: Array.from({ length: n }, () => ({ name: "Squat", sets: 3, reps: "5" })),
  });
  const input = { userId: "u1", startDate: "2026-11-23", daysPerWeek: 3 };

  it("holds exactly days-per-week distinct days, 3 to 7", () => {
    expect(
      programInputSchema.safeParse({ ...input, days: [day("monday"), day("tuesday"), day("friday")] })
        .success,
    ).toBe(true);
    expect(codes(programInputSchema.safeParse({ ...input, days: [day("monday"), day("friday")] }))).toEqual([
      "days:WORKOUT_DAYS_EXACT",
    ]);
    expect(
      programInputSchema.safeParse({ ...input, days: [day("monday"), day("monday"), day("friday")] }).success,
    ).toBe(false);
    const two = { ...input, daysPerWeek: 2, days: [day("monday"), day("friday")] };
    expect(programInputSchema.safeParse(two).success).toBe(false);
  });

  it("refuses a training day without exercises", () => {
    const empty = { ...input, days: [day("monday"), day("tuesday", 0), day("friday")] };
    expect(codes(programInputSchema.safeParse(empty))).toEqual(["days.1.exercises:WORKOUT_DAY_EMPTY"]);
  });

  it("bounds sets, reps, text and exercises per day", () => {
    const days = (ex: object) => [day("monday"), day("tuesday"), { dayKey: "friday", exercises: [ex] }];
    const ok = { name: "Squat", sets: 20, reps: "10-12", notes: "x".repeat(200) };
    expect(programInputSchema.safeParse({ ...input, days: days(ok) }).success).toBe(true);
    for (const bad of [
      { ...ok, sets: 21 },
      { ...ok, sets: 0 },
      { ...ok, reps: "" },
      { ...ok, notes: "x".repeat(201) },
      { ...ok, name: "x".repeat(81) },
    ])
      expect(programInputSchema.safeParse({ ...input, days: days(bad) }).success).toBe(false);
    const crowded = [day("monday", EXERCISES_PER_DAY_MAX + 1), day("tuesday"), day("friday")];
    expect(programInputSchema.safeParse({ ...input, days: crowded }).success).toBe(false);
    expect(
      programInputSchema.safeParse({ ...input, days: days(ok), comments: "x".repeat(2001) }).success,
    ).toBe(false);
  });

  it("gives a new library exercise 3 sets of '10-12' and needs its name", () => {
    expect(exerciseInputSchema.parse({ name: " Face Pull " })).toEqual({
      name: "Face Pull",
      nameGr: "",
      muscle: "",
      equipment: "",
      defaultSets: 3,
      defaultReps: "10-12",
    });
    expect(codes(exerciseInputSchema.safeParse({ name: "  " }))).toEqual(["name:EXERCISE_NAME_REQUIRED"]);
    // One name in either language is enough.
    expect(exerciseInputSchema.parse({ nameGr: "Έλξεις" })).toMatchObject({ name: "", nameGr: "Έλξεις" });
  });
});
