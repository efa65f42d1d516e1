import type {
  AdminFitness,
  AdminNutrition,
  FitnessAnswersForm,
  MyFitness,
  MyNutrition,
  NutritionAnswersForm,
} from "../../../shared/schemas/questionnaires";
import { emptyFitnessForm, emptyNutritionForm } from "../../../shared/schemas/questionnaires";
import type { TestApp } from "../../test/factories";
import { call, type ErrorBody } from "../../test/requests";

/** A complete nutrition form a member could submit. */
export const nutritionForm = (patch: Partial<NutritionAnswersForm> = {}): NutritionAnswersForm => ({
  ...emptyNutritionForm,
  goals: "Να χάσω 5 κιλά",
  heightCm: 168,
  weightKg: 64.5,
  age: 34,
  sex: "female",
  activityLevel: "light",
  consent: true,
  ...patch,
});

export const fitnessForm = (patch: Partial<FitnessAnswersForm> = {}): FitnessAnswersForm => ({
  ...emptyFitnessForm,
  goals: "Περισσότερη δύναμη",
  heightCm: 181,
  weightKg: 82,
  age: 41,
  sex: "male",
  activityLevel: "moderate",
  trainingDaysPerWeek: 3,
  consent: true,
  ...patch,
});

type List<T> = { items: T[] } & ErrorBody;

/** The questionnaire calls of a member (by cookie) and of the coaches. */
export function questionnaireApi(t: TestApp) {
  return {
    status: (cookie?: string) =>
      call<{ nutritionCompleted: boolean; fitnessCompleted: boolean } & ErrorBody>(
        t,
        "GET",
        "/api/me/questionnaires",
        cookie,
      ),
    getNutrition: (cookie?: string) =>
      call<{ questionnaire: MyNutrition | null } & ErrorBody>(
        t,
        "GET",
        "/api/me/questionnaires/nutrition",
        cookie,
      ),
    putNutrition: (cookie: string | undefined, body: unknown) =>
      call<{ questionnaire: MyNutrition; nutritionActive: boolean } & ErrorBody>(
        t,
        "PUT",
        "/api/me/questionnaires/nutrition",
        cookie,
        body,
      ),
    getFitness: (cookie?: string) =>
      call<{ questionnaire: MyFitness | null } & ErrorBody>(
        t,
        "GET",
        "/api/me/questionnaires/fitness",
        cookie,
      ),
    putFitness: (cookie: string | undefined, body: unknown) =>
      call<{ questionnaire: MyFitness } & ErrorBody>(
        t,
        "PUT",
        "/api/me/questionnaires/fitness",
        cookie,
        body,
      ),
    listNutrition: (cookie: string, query = "") =>
      call<List<AdminNutrition>>(t, "GET", `/api/admin/questionnaires${query}`, cookie),
    listFitness: (cookie: string, query = "") =>
      call<List<AdminFitness>>(t, "GET", `/api/admin/fitness-questionnaires${query}`, cookie),
    review: (cookie: string, kind: "nutrition" | "fitness", userId: string, reviewed: boolean) =>
      call<{ reviewed: boolean; reviewedAt: string | null } & ErrorBody>(
        t,
        "PUT",
        `/api/admin/${kind === "nutrition" ? "questionnaires" : "fitness-questionnaires"}/${userId}/review`,
        cookie,
        { reviewed },
      ),
    editFitness: (cookie: string, userId: string, body: unknown) =>
      call<AdminFitness & ErrorBody>(t, "PUT", `/api/admin/fitness-questionnaires/${userId}`, cookie, body),
    summary: (cookie: string) =>
      call<{
        nutritionUnreviewed: number;
        fitnessUnreviewed: number;
        fitnessNeedsAttention: number;
        followUpsThisWeek: number;
      }>(t, "GET", "/api/admin/questionnaires/summary", cookie),
  };
}
