import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";
import { scheduleKeys } from "./schedules";
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
 * Reads that are the same whoever is acted for, kept through a change: emptying the schedules or
 * the family would take the booking window and the switch itself off the screen for a moment, and
 * with them the day the member had chosen.
 */
const KEPT: readonly (readonly string[])[] = [
  queryRoots.me,
  queryRoots.site,
  queryRoots.family,
  scheduleKeys.members,
];

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
      predicate: (q) => !KEPT.some((k) => k.every((part, i) => q.queryKey[i] === part)),
    });
  };
  return [who, set];
}

/** The first name of the dependant acted for, or null when the member acts for themselves. */
export function useActingForName(): string | null {
  const [who] = useActingFor();
  const family = useFamily();
  if (!who) return null;
  return family.data?.dependants.find((d) => d.id === who)?.firstName ?? null;
}
