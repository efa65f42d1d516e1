import {
  emptyFitnessForm,
  emptyNutritionForm,
  type FitnessAnswersForm,
  type MyFitness,
  type MyNutrition,
  type NutritionAnswersForm,
} from "../../../shared/schemas/questionnaires";

/**
 * Saved answers as the form holds them (empty numbers as ''); the consent box starts unticked, so
 * each submit is a fresh consent to the current text.
 */
export function nutritionFormFrom(q: MyNutrition | null): NutritionAnswersForm {
  if (!q) return emptyNutritionForm;
  return {
    ...emptyNutritionForm,
    ...pickKeys(q, emptyNutritionForm),
    trainingDaysPerWeek: q.trainingDaysPerWeek ?? "",
    waterLPerDay: q.waterLPerDay ?? "",
    sleepHours: q.sleepHours ?? "",
    consent: false,
  };
}

export function fitnessFormFrom(q: MyFitness | null): FitnessAnswersForm {
  if (!q) return emptyFitnessForm;
  return {
    ...emptyFitnessForm,
    ...pickKeys(q, emptyFitnessForm),
    trainingDaysPerWeek: q.trainingDaysPerWeek ?? "",
    readiness: [...q.readiness],
    consent: false,
  };
}

/** The saved values of the form's own fields (the answer also carries times and flags). */
function pickKeys<T extends object>(saved: object, form: T): Partial<T> {
  const keys = new Set(Object.keys(form));
  return Object.fromEntries(Object.entries(saved).filter(([k]) => keys.has(k))) as Partial<T>;
}
