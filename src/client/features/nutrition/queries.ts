import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePlanInput, FeedbackInput, UpdatePlanInput } from "../../../shared/schemas/nutrition";
import { api, call } from "../../lib/api";
import { OFFLINE_COPY_HEADER } from "../../lib/offline";
import { refreshAfter } from "../../lib/queryKeys";

/** Nutrition plans: the coach's lists and a member's plans, the member's own week. */
export const nutritionKeys = {
  all: ["nutrition"] as const,
  users: () => [...nutritionKeys.all, "users"] as const,
  member: (userId: string) => [...nutritionKeys.all, "member", userId] as const,
  mine: () => [...nutritionKeys.all, "mine"] as const,
};

/** How often a page showing the offline copy of the member's week tries the network again. */
export const OFFLINE_RETRY_MS = 5_000;

export const nutritionQueries = {
  users: () =>
    queryOptions({
      queryKey: nutritionKeys.users(),
      queryFn: () => call(api.admin["nutrition-users"].$get()),
    }),
  member: (userId: string) =>
    queryOptions({
      queryKey: nutritionKeys.member(userId),
      queryFn: () => call(api.admin["nutrition-plans"].$get({ query: { userId } })),
    }),
  mine: () =>
    queryOptions({
      queryKey: nutritionKeys.mine(),
      // `offline`: the service worker answered with the copy it kept, the network being unreachable.
      queryFn: async () => {
        let offline = false;
        const body = await call(async () => {
          const res = await api.me.nutrition.$get();
          offline = res.headers.get(OFFLINE_COPY_HEADER) === "1";
          return res;
        });
        return { ...body, offline };
      },
      // While the page shows the kept copy, it asks the network again now and then: the browser can
      // say it is back online before its connection answers, and the first try then gets the copy.
      refetchInterval: (query) => (query.state.data?.offline ? OFFLINE_RETRY_MS : false),
    }),
};

export const useNutritionUsers = () => useQuery(nutritionQueries.users());
export const useMemberPlans = (userId: string | null) =>
  useQuery({ ...nutritionQueries.member(userId ?? ""), enabled: Boolean(userId) });
export const useMyNutrition = () => useQuery(nutritionQueries.mine());

/** The coach creates a plan: the member's plans change. */
export function useCreatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: CreatePlanInput) => call(api.admin["nutrition-plans"].$post({ json })),
    ...refreshAfter(qc, nutritionKeys.all),
  });
}

/** The coach saves a plan's comment and changed days. */
export function useUpdatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: { id: string; json: UpdatePlanInput }) =>
      call(api.admin["nutrition-plans"][":id"].$patch({ param: { id: m.id }, json: m.json })),
    ...refreshAfter(qc, nutritionKeys.all),
  });
}

/** The member's feedback on a meal: their own list shows it. */
export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: FeedbackInput) => call(api.me.nutrition.feedback.$post({ json })),
    ...refreshAfter(qc, nutritionKeys.mine()),
  });
}
