import { lazy } from "react";
import { loadRuleWords } from "../lib/studioRules";
import { loadLaterTexts } from "./i18n";

/**
 * Mantine, its theme and providers, loaded when the first screen that needs them opens (every page
 * but the home page, and the home page's modals), together with the Greek texts of those screens
 * and the studio's rules those texts state.
 */
export const LazyMantineRoot = lazy(() =>
  Promise.all([import("./MantineRoot"), loadLaterTexts(), loadRuleWords()]).then(([m]) => m),
);
