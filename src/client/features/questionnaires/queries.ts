import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FitnessAnswersForm,
  FitnessEditForm,
  NutritionAnswersForm,
} from "../../../shared/schemas/questionnaires";
import { forWho } from "../../lib/actingFor";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";
import { useSignedIn } from "../../lib/useMe";
import { type ListFilter, type QuestionnaireKind, questionnaireKeys } from "./keys";

export type { ListFilter, QuestionnaireKind } from "./keys";

const me = api.me.questionnaires;

export const questionnaireQueries = {
  myNutrition: () =>
    queryOptions({
      queryKey: questionnaireKeys.mine("nutrition"),
      queryFn: async () => (await call(me.nutrition.$get({}, forWho()))).questionnaire,
    }),
  myFitness: () =>
    queryOptions({
      queryKey: questionnaireKeys.mine("fitness"),
      queryFn: async () => (await call(me.fitness.$get({}, forWho()))).questionnaire,
    }),
  nutritionList: (f: ListFilter) =>
    queryOptions({
      queryKey: questionnaireKeys.list("nutrition", f),
      queryFn: async () =>
        (
          await call(
            api.admin.questionnaires.$get({ query: { q: f.q, unreviewed: f.unreviewed ? "true" : "false" } }),
          )
        ).items,
      placeholderData: keepPreviousData,
    }),
  fitnessList: (f: ListFilter) =>
    queryOptions({
      queryKey: questionnaireKeys.list("fitness", f),
      queryFn: async () =>
        (
          await call(
            api.admin["fitness-questionnaires"].$get({
              query: { q: f.q, unreviewed: f.unreviewed ? "true" : "false" },
            }),
          )
        ).items,
      placeholderData: keepPreviousData,
    }),
  summary: () =>
    queryOptions({
      queryKey: questionnaireKeys.summary(),
      queryFn: () => call(api.admin.questionnaires.summary.$get()),
    }),
};

/** The member's own answers, read once someone is known to be signed in (a visitor's read is refused, and retried). */
export const useMyNutritionAnswers = () =>
  useQuery({ ...questionnaireQueries.myNutrition(), enabled: useSignedIn() });
export const useMyFitnessAnswers = () =>
  useQuery({ ...questionnaireQueries.myFitness(), enabled: useSignedIn() });

/** A member submits a questionnaire: their answers, their flags and the coaches' lists change. */
export function useSaveNutrition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: NutritionAnswersForm) => call(me.nutrition.$put({ json }, forWho())),
    ...refreshAfter(qc, questionnaireKeys.all),
  });
}

export function useSaveFitness() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: FitnessAnswersForm) => call(me.fitness.$put({ json }, forWho())),
    ...refreshAfter(qc, questionnaireKeys.all),
  });
}

/** 'Mark as reviewed' / 'Revoke review': the lists and the dashboard's counts change. */
export function useReview(kind: QuestionnaireKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string; reviewed: boolean }) => {
      const args = { param: { userId: v.userId }, json: { reviewed: v.reviewed } };
      return call(
        kind === "nutrition"
          ? api.admin.questionnaires[":userId"].review.$put(args)
          : api.admin["fitness-questionnaires"][":userId"].review.$put(args),
      );
    },
    ...refreshAfter(qc, questionnaireKeys.lists()),
  });
}

export function useEditFitness() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string; json: FitnessEditForm }) =>
      call(
        api.admin["fitness-questionnaires"][":userId"].$put({ param: { userId: v.userId }, json: v.json }),
      ),
    ...refreshAfter(qc, questionnaireKeys.lists()),
  });
}
