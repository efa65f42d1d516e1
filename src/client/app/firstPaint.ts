import { useLayoutEffect } from "react";

/**
 * Removes the server's plain-HTML first paint of a public page (`#first-paint`, before `#root`:
 * src/server/first-paint/) in the commit that draws the screen, before the browser paints: the
 * first paint stays on screen while the lazy screen loads, and is never drawn with the screen.
 */
export function useFirstPaintGone(): void {
  useLayoutEffect(() => document.getElementById("first-paint")?.remove(), []);
}

/** Rendered beside a lazy screen, inside its Suspense boundary: gone when the screen is drawn. */
export function FirstPaintGone(): null {
  useFirstPaintGone();
  return null;
}
