import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";

/** Who is signed in (user null when nobody is). */
export function useMe() {
  return useQuery({
    queryKey: queryRoots.me,
    queryFn: () => call(api.me.$get()),
    staleTime: 60_000,
  });
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryRoots.me });
}
