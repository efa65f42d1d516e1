import type { QueryClient } from "@tanstack/react-query";
import { authApi } from "../features/auth/authApi";
import { readsHost } from "../lib/firstReads";
import { queryRoots } from "../lib/queryKeys";
import { forgetSessionReads } from "../lib/session";

/**
 * The home page's sign-out, loaded when pressed (with TanStack Query, if the browser was not idle
 * yet): nobody is signed in any more, and everything the session read goes, the account under
 * ["me", …] too: the next person signed in on this phone must never see the previous member's
 * balances or sessions while theirs load.
 */
export async function signOut(): Promise<void> {
  const qc = (await readsHost()).client as QueryClient;
  await authApi.signOut().catch(() => undefined);
  qc.setQueryData(queryRoots.me, { user: null });
  forgetSessionReads(qc);
}
