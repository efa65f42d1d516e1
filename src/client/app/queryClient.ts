import { QueryClient } from "@tanstack/react-query";
import { hasReadsHost, hostReads } from "../lib/firstReads";
import { watchSessionEnd } from "../lib/session";
import { queryHost } from "./readsHost";

/**
 * The app's QueryClient, loaded with the router or the home page's first modal (never with the
 * first paint, decision 033): it takes over the home page's first reads (lib/firstReads.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
watchSessionEnd(queryClient);
// A component test hosts the reads on its own client before any screen loads this module.
if (!hasReadsHost()) hostReads(queryHost(queryClient));
