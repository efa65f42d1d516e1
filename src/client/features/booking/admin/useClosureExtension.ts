import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api";
import { queryRoots, refreshAfter } from "../../../lib/queryKeys";
import { bookingKeys, bookingQueries } from "../queries";

/** A closure's extension preview (or record), read once the admin opens it. */
export const useClosureExtension = (closureId: string, enabled: boolean) =>
  useQuery(bookingQueries.closureExtension(closureId, enabled));

/** The closures whose packages were extended (the same reads as each closure's control, shared in the cache). */
export function useExtendedClosures(closureIds: readonly string[]): Set<string> {
  return useQueries({
    queries: closureIds.map((id) => bookingQueries.closureExtension(id, true)),
    combine: (results) => new Set(results.flatMap((r) => (r.data?.applied ? [r.data.closureId] : []))),
  });
}

/** Extends the packages: members' expiries change, so the members' and account reads refresh too. */
export function useApplyClosureExtension(closureId: string) {
  const qc = useQueryClient();
  const refresh = refreshAfter(qc, bookingKeys.all, queryRoots.members, queryRoots.account);
  return useMutation({
    mutationFn: () => call(api.admin.closures[":id"].extension.$post({ param: { id: closureId } })),
    onSuccess: (view) => {
      qc.setQueryData(bookingKeys.closureExtension(closureId), view);
      return refresh.onSuccess();
    },
    onError: refresh.onError,
  });
}
