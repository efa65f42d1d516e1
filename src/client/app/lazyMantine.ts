import { lazy } from "react";
import { loadLaterTexts } from "./i18n";

/**
 * Mantine, its theme and providers (TanStack Query's too), loaded when the first screen that needs
 * them opens (every page but the home page, and the home page's modals), together with the Greek
 * texts of those screens and the studio's rules those texts state.
 */
export const LazyMantineRoot = lazy(() =>
  Promise.all([
    import("./MantineRoot"),
    loadLaterTexts(),
    import("../lib/studioRules").then((m) => m.loadRuleWords()),
  ]).then(([m]) => m),
);

/** TanStack Query for a lazy part of the home page that is not a Mantine modal (CoachNotices). */
export const LazyQueryRoot = lazy(() => import("./QueryRoot"));
