import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Capability, can, type Role } from "../../shared/domain/roles";
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

/** Whether someone is known to be signed in: a read only a member may make waits for it. */
export function useSignedIn(): boolean {
  return Boolean(useMe().data?.user);
}

/** The signed-in person's role ("user" for a member or nobody), read from `/api/me` (decision 036). */
export function useRole(): Role {
  return useMe().data?.user?.role ?? "user";
}

/** Whether the signed-in person's role holds a capability (the one role table, shared/domain/roles.ts). */
export function useCan(capability: Capability): boolean {
  return can(useRole(), capability);
}
