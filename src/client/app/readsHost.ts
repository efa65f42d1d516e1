import { type QueryClient, QueryObserver, type QueryObserverOptions } from "@tanstack/react-query";
import { currentAnnouncementsQuery } from "../features/announcements/queries";
import { questionnaireStatusQuery } from "../features/questionnaires/status";
import { termsQuery } from "../features/terms/queries";
import { workoutQueries } from "../features/workouts/queries";
import type { FirstRead, ReadsHost } from "../lib/firstReads";
import { locationQueries } from "../lib/locations";
import { studioRulesQuery } from "../lib/studioRules";
import { meQuery } from "../lib/useMe";
import { siteQuery } from "../lib/useSite";

/** The queries the first reads stand for (lib/firstReads.ts, homeReads.ts), found by their key. */
export const firstReadQueries = [
  meQuery,
  siteQuery,
  currentAnnouncementsQuery,
  questionnaireStatusQuery,
  workoutQueries.mine(),
  studioRulesQuery(),
  termsQuery,
  locationQueries.open(),
] as QueryObserverOptions[];

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export function queryOf(read: FirstRead<unknown>): QueryObserverOptions {
  const query = firstReadQueries.find((q) => sameKey(q.queryKey, read.key));
  if (!query) throw new Error(`no query for the first read ${JSON.stringify(read.key)}`);
  return query;
}

/**
 * The first reads answered by TanStack Query on `qc`: each a QueryObserver, as `useQuery` runs one.
 * Attached by app/queryClient.ts to the app's client and by the component tests to theirs.
 */
export function queryHost(qc: QueryClient): ReadsHost {
  return {
    client: qc,
    watch<T>(read: FirstRead<T>, enabled: boolean) {
      const observer = new QueryObserver(qc, { ...queryOf(read as FirstRead<unknown>), enabled });
      return {
        subscribe: (onChange: () => void) => observer.subscribe(() => onChange()),
        get: () => observer.getCurrentResult().data as T | undefined,
      };
    },
    adopt(read, answer) {
      if ("pending" in answer) {
        // The request on its way answers the query: not sent a second time.
        void qc.prefetchQuery({
          ...queryOf(read as FirstRead<unknown>),
          queryFn: () => answer.pending,
          retry: false,
        });
      } else qc.setQueryData(read.key, answer.data, { updatedAt: answer.at });
    },
    peek: <T>(read: FirstRead<T>) => qc.getQueryData(read.key) as T | undefined,
  };
}
