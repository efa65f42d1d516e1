import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { queryRoots } from "./queryKeys";
import { meQuery } from "./useMe";

/**
 * A session that ended behind the screen's back (a password changed on another device, the session
 * revoked or expired): the first read or write the server refuses with 401 asks `/api/me` again;
 * when nobody is signed in any more, the signed-in user becomes null and everything the session read
 * is forgotten. The route guards (app/guards.tsx) then send the person home, told once that they
 * were signed out, instead of every panel of the screen saying 'please log in'.
 * Attached once to the app's query client (App.tsx) and to the component tests' (test/render.tsx).
 */
export function watchSessionEnd(qc: QueryClient): () => void {
  const check = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (!qc.getQueryData<{ user: unknown }>(queryRoots.me)?.user) return;
    void qc
      .fetchQuery({ ...meQuery, staleTime: 0 })
      .then((me) => {
        if (!me.user) forgetSessionReads(qc);
      })
      .catch(() => undefined); // unreachable: nothing is known, nothing changes
  };
  const offQueries = qc.getQueryCache().subscribe((e) => {
    if (e.type === "updated" && e.action.type === "error") check(e.action.error);
  });
  const offMutations = qc.getMutationCache().subscribe((e) => {
    if (e.type === "updated" && e.action.type === "error") check(e.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
}

/** Forgets what a session read (its account, plans, lists): only who is signed in and the public site stay. */
export function forgetSessionReads(qc: QueryClient): void {
  qc.removeQueries({
    predicate: (q) =>
      !(q.queryKey.length === 1 && q.queryKey[0] === queryRoots.me[0]) &&
      q.queryKey[0] !== queryRoots.site[0],
  });
}
