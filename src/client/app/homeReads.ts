import { announcementKeys } from "../features/announcements/keys";
import type { currentAnnouncementsQuery } from "../features/announcements/queries";
import { questionnaireKeys } from "../features/questionnaires/keys";
import type { questionnaireStatusQuery } from "../features/questionnaires/status";
import { workoutKeys } from "../features/workouts/keys";
import type { workoutQueries } from "../features/workouts/queries";
import type { FirstRead, QueryData } from "../lib/firstReads";
import type { locationQueries } from "../lib/locations";
import type { studioRulesQuery } from "../lib/studioRules";

/**
 * The home page's own first reads (who is signed in and the site are `meRead` and `siteRead`,
 * lib/firstReads.ts): each the same key, answer and staleness as its query, which takes it over
 * once TanStack Query is loaded (readsHost.ts; `homeReads.test.ts` holds them to it).
 */
export const announcementsRead: FirstRead<QueryData<typeof currentAnnouncementsQuery>> = {
  key: announcementKeys.current(),
  url: "/api/announcements/current",
  pick: (body: { announcements: QueryData<typeof currentAnnouncementsQuery> }) => body.announcements,
  staleTime: 5 * 60_000,
};

/** Which questionnaires the signed-in member has done. */
export const questionnaireStatusRead: FirstRead<QueryData<typeof questionnaireStatusQuery>> = {
  key: questionnaireKeys.status(),
  url: "/api/me/questionnaires",
  staleTime: 60_000,
};

/** The signed-in member's current program. */
export const myProgramRead: FirstRead<QueryData<ReturnType<typeof workoutQueries.mine>>> = {
  key: workoutKeys.mine(),
  url: "/api/me/workouts",
  staleTime: 30_000, // the app's default (queryClient.ts)
};

/** The studio's rules (its opening hours, for /about drawn before the router: lightPages.tsx). */
export const studioRulesRead: FirstRead<QueryData<typeof studioRulesQuery>> = {
  key: ["studio-rules"],
  url: "/api/studio-rules",
  staleTime: 60_000,
};

/** The studio's open locations (each one's address and hours on /about when there are two or more). */
export const locationsRead: FirstRead<QueryData<ReturnType<typeof locationQueries.open>>> = {
  key: ["locations"],
  url: "/api/locations",
  staleTime: 60_000,
};
