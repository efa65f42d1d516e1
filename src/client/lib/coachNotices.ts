import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CoachNoticeKind } from "../../shared/schemas/coach-notices";
import { api, call } from "./api";
import { queryRoots, refreshAfter } from "./queryKeys";

/**
 * What the coach changed that the member has not seen (decision 031): the home screen
 * shows it (`app/CoachNotices.tsx`, loaded lazily), the program and nutrition screens mark it seen.
 */
export const coachNoticesQuery = () =>
  queryOptions({
    queryKey: queryRoots.coachNotices,
    queryFn: () => call(api.me["coach-notices"].$get()),
  });

export const useCoachNotices = (enabled = true) => useQuery({ ...coachNoticesQuery(), enabled });

export function useMarkNoticeSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: CoachNoticeKind; id: string }) =>
      call(api.me["coach-notices"][":kind"].$put({ param: { kind }, json: { id } })),
    ...refreshAfter(qc, queryRoots.coachNotices),
  });
}

/** On the screen that shows the change: the kind's notice marked seen once, when there is one. */
export function useSeenOnOpen(kind: CoachNoticeKind) {
  const { data } = useCoachNotices();
  const { mutate } = useMarkNoticeSeen();
  const id = data?.[kind]?.id;
  useEffect(() => {
    if (id) mutate({ kind, id });
  }, [kind, id, mutate]);
}
