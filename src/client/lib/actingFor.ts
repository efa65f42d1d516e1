import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";
import { useSignedIn } from "./useMe";

/**
 * Who the member acts for on the screens that book, ask for a package or answer a questionnaire:
 * themselves (null) or one of their dependants (family accounts). The server checks the link on
 * every call that names a dependant (`X-For-Member`); this is only the screen's choice.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

/** The second argument of an API call acting for the chosen member (nothing when for oneself). */
export function forWho(): { headers?: Record<string, string> } {
  return current ? { headers: { "x-for-member": current } } : {};
}

export const familyQuery = queryOptions({
  queryKey: queryRoots.family,
  queryFn: () => call(api.family.$get()),
  staleTime: 60_000,
});

/** The adult's family (none for a visitor or a dependant). */
export function useFamily() {
  const signedIn = useSignedIn();
  return useQuery({ ...familyQuery, enabled: signedIn });
}

/**
 * The choice and its setter. Changing it reads the member's screens again for the new person, so
 * nothing of the one before stays on screen.
 */
export function useActingFor(): [string | null, (id: string | null) => void] {
  const qc = useQueryClient();
  const who = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  const set = (id: string | null) => {
    if (id === current) return;
    current = id;
    for (const l of listeners) l();
    void qc.resetQueries({
      predicate: (q) => q.queryKey[0] !== queryRoots.me[0] && q.queryKey[0] !== queryRoots.site[0],
    });
  };
  return [who, set];
}
