import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { WhenVisible } from "../../components/WhenVisible";
import { creditKindQueries } from "../../lib/creditKinds";
import { readsClient } from "../../lib/firstReads";
import { locationQueries } from "../../lib/locations";
import { scheduleQueries } from "../../lib/schedules";

// Their reads start beside their code: the panels' first draw then has its data (React draws a lazy
// part in slices that yield to the browser; an answer arriving after it re-draws in one blocking render).
const CreditKindsPanel = lazy(() => {
  const client = readsClient() as QueryClient;
  void client.prefetchQuery(creditKindQueries.all());
  void client.prefetchQuery(scheduleQueries.all());
  return import("./CreditKindsPanel").then((m) => ({ default: m.CreditKindsPanel }));
});
const LocationsPanel = lazy(() => {
  void (readsClient() as QueryClient).prefetchQuery(locationQueries.all());
  return import("./LocationsPanel").then((m) => ({ default: m.LocationsPanel }));
});
const SchedulesPanel = lazy(() => import("./SchedulesPanel").then((m) => ({ default: m.SchedulesPanel })));

/**
 * The settings' panels under the long form (kinds of credit, locations, schedules): their code and reads come
 * when they near the screen or once the page is quiet, not with the owner's first screen.
 */
export function SettingsPanels() {
  return (
    <WhenVisible>
      <Suspense fallback={null}>
        <CreditKindsPanel />
        <LocationsPanel />
        <SchedulesPanel />
      </Suspense>
    </WhenVisible>
  );
}
