import { type ReactNode, useCallback, useMemo, useState } from "react";
import { openInPlace } from "../lib/screenNav";

/**
 * What the home page needs of navigation: its query string (`?verified`, `?login`, `?deleted`), the
 * state a screen sent home with (`{ statusKey }`), and a way to open another screen. A visit that
 * starts at `/` draws the home page before the router is loaded (`standaloneNav`, App.tsx); once the
 * router runs, `/` is drawn by it with the router's own (router.tsx).
 */
export type HomeNav = {
  params: URLSearchParams;
  clearParams: () => void;
  state: unknown;
  go: (to: string) => void;
};

/** A link to another screen: a real `<a href>` (new tab, copy link), opened in place on a plain click. */
export function ScreenLink({
  nav,
  to,
  children,
  ...rest
}: {
  nav: Pick<HomeNav, "go">;
  to: string;
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
  title?: string;
}) {
  return (
    <a href={to} {...rest} onClick={(e) => openInPlace(e, nav.go, to)}>
      {children}
    </a>
  );
}

/** The home page's navigation before the router is loaded; `leave` opens another screen. */
export function useStandaloneNav(leave: (to: string) => void): HomeNav {
  const [search, setSearch] = useState(() => window.location.search);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const clearParams = useCallback(() => {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
    setSearch("");
  }, []);
  // The router keeps a navigation's state under `usr` (a reload of `/` after a screen sent home).
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return { params, clearParams, state, go: leave };
}
