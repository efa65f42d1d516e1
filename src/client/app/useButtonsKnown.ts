import { useEffect, useState } from "react";

/**
 * How long the home page waits for the reads that decide its buttons before it draws them anyway
 * (a read that failed twice never answers): the buttons of someone on a broken network still come.
 */
const LONGEST_WAIT_MS = 3000;

/**
 * Whether the home page may draw its buttons: once it knows who is signed in and, for a member, the
 * reads that add buttons among the others have answered. Drawn before, the welcome line and the
 * questionnaire's button arrived above the buttons and pushed them down the screen (a layout shift
 * that cost the member's first screen most of its Lighthouse points).
 */
export function useButtonsKnown(known: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (known) return;
    const wait = setTimeout(() => setLate(true), LONGEST_WAIT_MS);
    return () => clearTimeout(wait);
  }, [known]);
  return known || late;
}
