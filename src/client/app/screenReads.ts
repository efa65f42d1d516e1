import type { QueryClient } from "@tanstack/react-query";
import { bookingQueries } from "../features/booking/queries";
import { readsClient } from "../lib/firstReads";
import { scheduleQueries } from "../lib/schedules";
import { studioRulesQuery } from "../lib/studioRules";

/**
 * The reads a staff screen's first draw needs, started as its code starts loading (router.tsx), not
 * once it is drawn. With its data in, the screen's first draw is React's render of a lazy screen,
 * which yields to the browser every few milliseconds; drawn empty and then filled, it was filled by
 * the query's answer in one blocking render (the long tasks Lighthouse counted on `/admin` and
 * `/admin-settings`). Each runs once its guard let the screen in (the lazy screen mounts only then),
 * with the same options as the screen's own query, which finds it in the cache or on its way.
 */
const client = () => readsClient() as QueryClient;

/**
 * The desk's day (decision 036: every staff role has it) and the schedules' names its rows show. The
 * day is a live read (stale at once): the screen reads it again on mounting, as it does on a visit
 * from another screen, and the table is drawn from the first answer meanwhile.
 */
export function startDeskReads(): void {
  const c = client();
  void c.prefetchQuery(bookingQueries.reservations(undefined));
  void c.prefetchQuery(scheduleQueries.members());
  void c.prefetchQuery(scheduleQueries.names());
}

/** The owner's settings: the studio's rules, the long form's values. */
export function startSettingsReads(): void {
  void client().prefetchQuery(studioRulesQuery());
}
