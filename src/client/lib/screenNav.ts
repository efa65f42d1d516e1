import { createContext, type MouseEvent, useContext } from "react";

/** Opens another screen of the app; `replace` takes the current entry of the history's place. */
export type Go = (to: string, o?: { replace?: boolean }) => void;

/**
 * How a plain page (no router hooks: it may be drawn before the router has loaded, App.tsx) opens
 * another screen: the router's navigate under the router (router.tsx), App's hand-over to the router
 * before it. Without either (a component test), a page load.
 */
export const ScreenNav = createContext<Go>((to, o) =>
  o?.replace ? window.location.replace(to) : window.location.assign(to),
);

export const useGo = (): Go => useContext(ScreenNav);

/**
 * A link's plain click opens its screen in place; a click with a modifier or another button is the
 * browser's (a new tab, a copied link), as on any `<a href>`.
 */
export function openInPlace(e: MouseEvent, go: Go, to: string): void {
  if (e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || e.defaultPrevented) return;
  e.preventDefault();
  go(to);
}
