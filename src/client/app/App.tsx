import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { PageMeta } from "../components/PageMeta";
import { loadReadsHostWith } from "../lib/firstReads";
import { HomePage } from "./HomePage";
import { useStandaloneNav } from "./homeNav";

const loadScreens = () => import("./router");
const RoutedApp = lazy(loadScreens);
// TanStack Query (queryClient.ts) comes with the router; an action on the home page that needs it
// sooner (signing out before the browser was idle) loads it.
loadReadsHostWith(() => import("./queryClient"));

/**
 * A visit that starts at `/` draws the home page at once, without the router and the list of
 * screens: they load when the browser is idle, and take over on the first link followed. Any other
 * address starts with them. TanStack Query comes with them too: until then the home page reads with
 * plain fetch (lib/firstReads.ts), and what it read seeds the query client.
 */
export function App() {
  const [routed, setRouted] = useState(() => window.location.pathname !== "/");
  const leave = (to: string) => {
    window.history.pushState(null, "", to);
    // The home page stays on screen until the next one can be drawn.
    startTransition(() => setRouted(true));
  };
  return routed ? (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <RoutedApp />
    </Suspense>
  ) : (
    <FirstHome leave={leave} />
  );
}

function FirstHome({ leave }: { leave: (to: string) => void }) {
  const nav = useStandaloneNav(leave);
  useEffect(() => {
    const preload = () => void loadScreens();
    if ("requestIdleCallback" in window) requestIdleCallback(preload, { timeout: 3000 });
    else setTimeout(preload, 1500);
  }, []);
  return (
    <>
      <PageMeta page="home" />
      <HomePage nav={nav} />
    </>
  );
}
