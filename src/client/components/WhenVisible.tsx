import { useIsFetching } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";

/** How long the screen's own reads must have been quiet before the rest is loaded. */
const QUIET_MS = 300;

/**
 * A part of a long screen that is drawn (and so reads its data) once it comes near the screen, or
 * once what is on screen has loaded and the page is quiet: what the user sees loads first, the
 * rest after it instead of beside it (the admin dashboard on a phone).
 */
export function WhenVisible({ children, minHeight = 160 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const busy = useIsFetching();

  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    if (typeof IntersectionObserver === "undefined") return setShown(true);
    const seen = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setShown(true),
      {
        rootMargin: "200px",
      },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [shown]);

  useEffect(() => {
    if (shown || busy > 0) return;
    const quiet = setTimeout(() => setShown(true), QUIET_MS);
    return () => clearTimeout(quiet);
  }, [shown, busy]);

  if (shown) return children;
  return <div ref={ref} style={{ minHeight }} aria-hidden />;
}
