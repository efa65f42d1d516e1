import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * The roots of the query keys that more than one feature reads or changes. A feature's own keys
 * live in its `queries.ts` as a key factory built on its root; a mutation invalidates every root
 * whose data it changes (a booking changes the member's day and their account, for example).
 */
export const queryRoots = {
  /** The signed-in user (`/api/me`). */
  me: ["me"] as const,
  /** The member's own account: balances, expiries, package, ledger. */
  account: ["me", "account"] as const,
  /** Members as the desk sees them (active clients, a member's details): packages and bookings change them. */
  members: ["members"] as const,
  /** The shared member picker's searches (`components/MemberPicker.tsx`). */
  memberLookup: ["members", "lookup"] as const,
  /** Attendance statistics: the desk's check-in marks and bookings change them. */
  attendance: ["attendance"] as const,
  /** Mass e-mail campaigns: the owner's report's lists start them too. */
  massMail: ["mass-mail"] as const,
  /** The coach's changes the member has not seen: the home screen shows them, their screens mark them seen. */
  coachNotices: ["coach-notices"] as const,
  /** Public site settings. */
  site: ["site"] as const,
  /** The adult's dependants (family accounts): the who switch of several screens reads them. */
  family: ["family"] as const,
} as const;

/**
 * Options for a read that an admin screen left open should keep fresh on its own (dashboard,
 * day table, notifications, pending requests): refetched when the window regains focus and every
 * 30 s while the screen shows it (not in a background tab), cheaply, one small request each.
 */
export const LIVE_READ = {
  refetchOnWindowFocus: true,
  refetchInterval: 30_000,
  refetchIntervalInBackground: false,
  staleTime: 0,
} as const;

/**
 * A mutation's refresh of what it changes (spread into `useMutation`'s options). After a success the
 * mutation settles once the fresh data is in, so the screen never shows the old data as the spinner
 * stops; after a refusal it settles at once, so the refusal shows without waiting, and the refresh
 * goes on behind it (a refusal may come from data that changed: a slot that just filled).
 *
 * A read already on its way began before the write and may answer without it. A query holding data
 * has that read cancelled by the refresh itself; one holding none (its first read failed, as on a
 * page opened offline) would share it (TanStack's dedupe), so that read is cancelled first: the meal
 * feedback sent on reconnecting stayed off the plan when the reconnect's own read answered first.
 */
export function refreshAfter(qc: QueryClient, ...keys: QueryKey[]) {
  const refresh = () =>
    Promise.all(
      keys.map(async (queryKey) => {
        await qc.cancelQueries({ queryKey, predicate: (q) => q.state.data === undefined });
        await qc.invalidateQueries({ queryKey });
      }),
    );
  return {
    onSuccess: refresh,
    onError: () => {
      void refresh();
    },
  };
}
