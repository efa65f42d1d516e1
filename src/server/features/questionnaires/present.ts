import type {
  AdminFitness,
  AdminNutrition,
  MyFitness,
  MyNutrition,
} from "../../../shared/schemas/questionnaires";
import type { FitnessQuestionnaireRow, NutritionQuestionnaireRow } from "../../db/schema";

/** Stored rows as their readers see them: the member their answers, the coaches everything. */

type Common = NutritionQuestionnaireRow | FitnessQuestionnaireRow;

function answersOf(r: Common) {
  return {
    goals: r.goals,
    heightCm: r.heightCm,
    weightKg: r.weightKg,
    age: r.age,
    sex: r.sex,
    activityLevel: r.activityLevel,
    medicalConditions: r.medicalConditions,
    notes: r.notes,
    trainingExperience: r.trainingExperience,
    hadPersonalTrainer: r.hadPersonalTrainer,
    trainingDaysPerWeek: r.trainingDaysPerWeek,
    trainingReason: r.trainingReason,
    preferredPackage: r.preferredPackage,
    bloodPressure: r.bloodPressure,
    consentAt: r.consentAt.toISOString(),
    consentVersion: r.consentVersion,
    submittedAt: r.submittedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toMyNutrition(r: NutritionQuestionnaireRow): MyNutrition {
  return {
    ...answersOf(r),
    allergies: r.allergies,
    dislikes: r.dislikes,
    dietaryPreferences: r.dietaryPreferences,
    mealsPerDay: r.mealsPerDay,
    waterLPerDay: r.waterLPerDay,
    sleepHours: r.sleepHours,
    hasDietPlan: r.hasDietPlan,
    currentDietPlan: r.currentDietPlan,
  };
}

export function toMyFitness(r: FitnessQuestionnaireRow): MyFitness {
  return { ...answersOf(r), readiness: r.readiness, needsAttention: r.needsAttention };
}

type Person = { name: string; email: string };

function reviewOf(r: Common, p: Person) {
  return {
    userId: r.userId,
    name: p.name || p.email,
    email: p.email,
    reviewed: r.reviewed,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

export function toAdminNutrition(r: NutritionQuestionnaireRow, p: Person): AdminNutrition {
  return { ...toMyNutrition(r), ...reviewOf(r, p) };
}

export function toAdminFitness(r: FitnessQuestionnaireRow, p: Person): AdminFitness {
  return {
    ...toMyFitness(r),
    ...reviewOf(r, p),
    adminNotes: r.adminNotes,
    assignedCoach: r.assignedCoach,
    followUpOn: r.followUpOn,
  };
}
