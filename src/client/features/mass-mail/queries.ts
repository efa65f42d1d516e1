import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MassMailAudience, MassMailInput } from "../../../shared/schemas/mass-mail";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** Mass e-mail campaigns: the running one's progress and the past ones. */
export const massMailKeys = {
  all: queryRoots.massMail,
  campaigns: () => [...massMailKeys.all, "campaigns"] as const,
  recipients: (audience: MassMailAudience, days: number | null) =>
    [...massMailKeys.all, "recipients", audience, days] as const,
};

/** While a campaign runs the list is read every second, so progress moves on any device. */
export const PROGRESS_POLL_MS = 1000;
/** While addresses wait for a retry (minutes apart), the list is read every few seconds. */
export const RETRY_POLL_MS = 5000;

export const massMailQueries = {
  campaigns: () =>
    queryOptions({
      queryKey: massMailKeys.campaigns(),
      queryFn: () => call(api.admin["mass-mail"].$get()),
      refetchInterval: (q) => {
        const data = q.state.data;
        if (data?.running) return PROGRESS_POLL_MS;
        return data?.past.some((c) => c.waiting > 0) ? RETRY_POLL_MS : false;
      },
    }),
};

export const useCampaigns = () => useQuery(massMailQueries.campaigns());

/** How many members a campaign would write to now (asked afresh each time the confirm opens). */
export function useRecipientCount(input: { audience: MassMailAudience; days: number | null } | null) {
  const audience = input?.audience ?? "all";
  const days = input?.audience === "expired" ? input.days : null;
  return useQuery({
    queryKey: massMailKeys.recipients(audience, days),
    queryFn: () =>
      call(
        api.admin["mass-mail"].recipients.$get({
          query: { audience, ...(days === null ? {} : { days: String(days) }) },
        }),
      ),
    enabled: input !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Starts a campaign; the server answers at once and sends in the background. */
export function useStartCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: MassMailInput) => call(api.admin["mass-mail"].$post({ json })),
    ...refreshAfter(qc, massMailKeys.all),
  });
}
