import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";

/** Who is signed in (user null when nobody is). */
export const meQuery = queryOptions({
  queryKey: queryRoots.me,
  queryFn: () => call(api.me.$get()),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryRoots.me });
}
