import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { PageMeta } from "../components/PageMeta";
import { loadReadsHostWith } from "../lib/firstReads";
import { type Go, ScreenNav } from "../lib/screenNav";
import { HomePage } from "./HomePage";
import { useStandaloneNav } from "./homeNav";
import { lightScreenOf } from "./lightPages";

const loadScreens = () => import("./router");
const RoutedApp = lazy(loadScreens);
// TanStack Query (queryClient.ts) comes with the router; an action on the home page that needs it
// sooner (signing out before the browser was idle) loads it.
loadReadsHostWith(() => import("./queryClient"));

/**
 * A visit that starts at `/` draws the home page at once, without the router and the list of
 * screens, and so does one that starts on a public page of text (lightPages.tsx: about, terms, unsubscribe,
 * a dead reset link, an unknown address): the router loads when the browser is idle, and takes over
 * on the first link followed. Any other address starts with it. TanStack Query comes with it too:
 * until then the home page reads with plain fetch (lib/firstReads.ts), and what it read seeds the
 * query client.
 */
export function App() {
  const [light] = useState(() => (window.location.pathname === "/" ? null : lightScreenOf(window.location)));
  const [routed, setRouted] = useState(() => window.location.pathname !== "/" && !light);
  const leave: Go = (to, o) => {
    if (o?.replace) window.history.replaceState(null, "", to);
    else window.history.pushState(null, "", to);
    // The page stays on screen until the next one can be drawn.
    startTransition(() => setRouted(true));
  };
  if (routed)
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <RoutedApp />
      </Suspense>
    );
  return light ? <FirstLight leave={leave}>{light}</FirstLight> : <FirstHome leave={leave} />;
}

/** The router's chunk, fetched and run when the browser has nothing else to do. */
function usePreloadScreens() {
  useEffect(() => {
    const preload = () => void loadScreens();
    if ("requestIdleCallback" in window) requestIdleCallback(preload, { timeout: 3000 });
    else setTimeout(preload, 1500);
  }, []);
}

function FirstHome({ leave }: { leave: Go }) {
  const nav = useStandaloneNav(leave);
  usePreloadScreens();
  return (
    <>
      <PageMeta page="home" />
      <HomePage nav={nav} />
    </>
  );
}

function FirstLight({ leave, children }: { leave: Go; children: ReactNode }) {
  usePreloadScreens();
  return <ScreenNav.Provider value={leave}>{children}</ScreenNav.Provider>;
}
