import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  emptyFitnessForm,
  emptyNutritionForm,
  fitnessAnswersSchema,
  fitnessEditSchema,
  GOAL_PREVIEW_CHARS,
  goalPreview,
  type NutritionAnswersForm,
  needsAttention,
  nutritionAnswersSchema,
} from "./questionnaires";

const filled: NutritionAnswersForm = {
  ...emptyNutritionForm,
  goals: "Να χάσω 5 κιλά",
  heightCm: 170,
  weightKg: 70.5,
  age: 30,
  sex: "female",
  activityLevel: "moderate",
  consent: true,
};

/** The first message the member sees for these values. */
const firstError = (values: unknown, schema: z.ZodType = nutritionAnswersSchema) => {
  const result = schema.safeParse(values);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("questionnaire validation order (spec section 5)", () => {
  it("an empty form reports each required answer in the spec's order, consent last", () => {
    let values: Record<string, unknown> = { ...emptyNutritionForm };
    const fixes: [string, unknown][] = [
      ["goals", "Δύναμη"],
      ["heightCm", 180],
      ["weightKg", 80],
      ["age", 40],
      ["sex", "male"],
      ["activityLevel", "light"],
      ["consent", true],
    ];
    const seen: (string | null)[] = [];
    for (const [field, value] of fixes) {
      seen.push(firstError(values));
      values = { ...values, [field]: value };
    }
    seen.push(firstError(values));
    expect(seen).toEqual([
      "GOALS_REQUIRED",
      "HEIGHT_REQUIRED",
      "WEIGHT_REQUIRED",
      "AGE_REQUIRED",
      "SEX_REQUIRED",
      "ACTIVITY_REQUIRED",
      "CONSENT_REQUIRED",
      null,
    ]);
  });

  it("the fitness form keeps the same order, consent after the readiness block", () => {
    expect(firstError(emptyFitnessForm, fitnessAnswersSchema)).toBe("GOALS_REQUIRED");
    const { consent: _c, ...rest } = filled;
    const fitness = { ...emptyFitnessForm, ...rest, consent: false };
    expect(firstError(fitness, fitnessAnswersSchema)).toBe("CONSENT_REQUIRED");
    expect(firstError({ ...fitness, consent: true }, fitnessAnswersSchema)).toBeNull();
  });

  it("a goal of only spaces is blank", () => {
    expect(firstError({ ...filled, goals: "   " })).toBe("GOALS_REQUIRED");
  });

  it("height, weight and age must be above zero (the spec's message, not a range)", () => {
    expect(firstError({ ...filled, heightCm: 0 })).toBe("HEIGHT_REQUIRED");
    expect(firstError({ ...filled, weightKg: -1 })).toBe("WEIGHT_REQUIRED");
    expect(firstError({ ...filled, age: 0 })).toBe("AGE_REQUIRED");
    expect(firstError({ ...filled, age: null })).toBe("AGE_REQUIRED");
  });

  it("an unknown choice for sex or activity reads as not chosen", () => {
    expect(firstError({ ...filled, sex: "robot" })).toBe("SEX_REQUIRED");
    expect(firstError({ ...filled, activityLevel: "" })).toBe("ACTIVITY_REQUIRED");
  });
});

describe("input bounds (spec section 5)", () => {
  const ok = (patch: Partial<NutritionAnswersForm>) => firstError({ ...filled, ...patch }) === null;

  it("height counts in whole centimetres", () => {
    expect(ok({ heightCm: 171 })).toBe(true);
    expect(ok({ heightCm: 170.5 })).toBe(false);
  });

  it("weight steps by 0.1 kg", () => {
    expect(ok({ weightKg: 70.3 })).toBe(true);
    expect(ok({ weightKg: 70.25 })).toBe(false);
  });

  it("age is a whole number from 1", () => {
    expect(ok({ age: 1 })).toBe(true);
    expect(ok({ age: 30.5 })).toBe(false);
  });

  it("training days are 1 to 7, or left empty", () => {
    expect(ok({ trainingDaysPerWeek: 1 })).toBe(true);
    expect(ok({ trainingDaysPerWeek: 7 })).toBe(true);
    expect(ok({ trainingDaysPerWeek: "" })).toBe(true);
    expect(ok({ trainingDaysPerWeek: 0 })).toBe(false);
    expect(ok({ trainingDaysPerWeek: 8 })).toBe(false);
  });

  it("meals are 1 to 8, 3 when left empty", () => {
    expect(ok({ mealsPerDay: 1 })).toBe(true);
    expect(ok({ mealsPerDay: 8 })).toBe(true);
    expect(ok({ mealsPerDay: 0 })).toBe(false);
    expect(ok({ mealsPerDay: 9 })).toBe(false);
    expect(nutritionAnswersSchema.parse({ ...filled, mealsPerDay: "" }).mealsPerDay).toBe(3);
  });

  it("water from 0 by 0.1 litres, sleep from 0 by half hours; both optional", () => {
    expect(ok({ waterLPerDay: 0 })).toBe(true);
    expect(ok({ waterLPerDay: 2.5 })).toBe(true);
    expect(ok({ waterLPerDay: -0.1 })).toBe(false);
    expect(ok({ waterLPerDay: 1.25 })).toBe(false);
    expect(ok({ sleepHours: 7.5 })).toBe(true);
    expect(ok({ sleepHours: 7.2 })).toBe(false);
    expect(ok({ sleepHours: -0.5 })).toBe(false);
    const parsed = nutritionAnswersSchema.parse({ ...filled, waterLPerDay: "", sleepHours: "" });
    expect([parsed.waterLPerDay, parsed.sleepHours]).toEqual([null, null]);
  });

  it("a bound that is missed says so, not the 'fill in' sentence", () => {
    expect(firstError({ ...filled, mealsPerDay: 9 })).toBe("OUT_OF_RANGE");
  });

  it("the answers drop fields a member may not set", () => {
    const parsed = nutritionAnswersSchema.parse({ ...filled, reviewed: true, adminNotes: "x" });
    expect(parsed).not.toHaveProperty("reviewed");
    expect(parsed).not.toHaveProperty("adminNotes");
  });

  it("the readiness block has exactly seven answers; any 'yes' needs attention", () => {
    const fitness = { ...emptyFitnessForm, ...filled, readiness: [false, false] };
    expect(fitnessAnswersSchema.safeParse(fitness).success).toBe(false);
    expect(needsAttention([false, false, false, false, false, false, false])).toBe(false);
    expect(needsAttention([false, false, false, false, true, false, false])).toBe(true);
  });
});

describe("the coaches' side", () => {
  it("the goal preview is cut to 100 characters", () => {
    expect(goalPreview("a".repeat(GOAL_PREVIEW_CHARS))).toBe("a".repeat(100));
    expect(goalPreview("b".repeat(150))).toBe(`${"b".repeat(100)}…`);
  });

  it("the fitness edit takes an empty follow-up as none and refuses an impossible date", () => {
    const edit = {
      goals: "g",
      trainingExperience: null,
      trainingDaysPerWeek: "",
      trainingReason: "",
      preferredPackage: "",
      medicalConditions: "",
      bloodPressure: "",
      notes: "",
      adminNotes: "",
      assignedCoach: "",
      followUpOn: "",
    } as const;
    expect(fitnessEditSchema.parse(edit).followUpOn).toBeNull();
    expect(fitnessEditSchema.safeParse({ ...edit, followUpOn: "2026-02-30" }).success).toBe(false);
    expect(fitnessEditSchema.parse({ ...edit, followUpOn: "2026-12-01" }).followUpOn).toBe("2026-12-01");
  });
});
