import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, authSessions, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";

/** The member's own account (shared root: bookings and package requests refresh it too). */
export const accountKeys = {
  mine: queryRoots.account,
  profile: [...queryRoots.me, "profile"] as const,
  sessions: [...queryRoots.me, "sessions"] as const,
  remaining: [...queryRoots.account, "remaining"] as const,
  guardianConsent: [...queryRoots.account, "guardian-consent"] as const,
};

export const accountQueries = {
  mine: () => queryOptions({ queryKey: accountKeys.mine, queryFn: () => call(api.me.account.$get()) }),
  profile: () => queryOptions({ queryKey: accountKeys.profile, queryFn: () => call(api.me.profile.$get()) }),
  sessions: () => queryOptions({ queryKey: accountKeys.sessions, queryFn: authSessions }),
  guardianConsent: () =>
    queryOptions({
      queryKey: accountKeys.guardianConsent,
      queryFn: () => call(api.me["guardian-consent"].$get()),
    }),
  remaining: () =>
    queryOptions({
      queryKey: accountKeys.remaining,
      queryFn: () => call(api.me["remaining-sessions"].$get()),
    }),
};

/** The admin's exports' audit, all or one member's; under the members' root, so it refreshes with them. */
export const dataExportKeys = {
  list: (memberId: string | null) => [...queryRoots.members, "data-exports", memberId] as const,
};

export function useDataExports(memberId: string | null) {
  return useQuery({
    queryKey: dataExportKeys.list(memberId),
    queryFn: () => call(api.admin["data-exports"].$get({ query: memberId ? { memberId } : {} })),
  });
}
