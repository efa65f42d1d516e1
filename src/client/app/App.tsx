import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { PageMeta } from "../components/PageMeta";
import { watchSessionEnd } from "../lib/session";
import { HomePage } from "./HomePage";
import { useStandaloneNav } from "./homeNav";

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
watchSessionEnd(queryClient);

const loadScreens = () => import("./router");
const RoutedApp = lazy(loadScreens);

/**
 * A visit that starts at `/` draws the home page at once, without the router and the list of
 * screens: they load when the browser is idle, and take over on the first link followed. Any other
 * address starts with them.
 */
export function App() {
  const [routed, setRouted] = useState(() => window.location.pathname !== "/");
  const leave = (to: string) => {
    window.history.pushState(null, "", to);
    // The home page stays on screen until the next one can be drawn.
    startTransition(() => setRouted(true));
  };
  return (
    <QueryClientProvider client={queryClient}>
      {routed ? (
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <RoutedApp />
        </Suspense>
      ) : (
        <FirstHome leave={leave} />
      )}
    </QueryClientProvider>
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
