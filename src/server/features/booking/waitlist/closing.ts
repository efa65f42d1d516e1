import { type Periodic, startPeriodic } from "../../../platform/background";
import type { BookingDeps } from "../types";
import { expireClosedWaitlists, fillFreedPlaces } from "./service";

/** How often the closing job looks for waitlists past their booking cutoff. */
export const WAITLIST_CLOSING_INTERVAL_MS = 60_000;

/**
 * The waitlist's closing (decision 018): every minute, places whose slot reached its booking cutoff
 * are claimed (FOR UPDATE SKIP LOCKED, so several instances share the work), expired and their
 * members e-mailed, in rounds of 100 until none are left; then places freed without a promotion
 * (an erased account's bookings) go to the members waiting for them.
 */
export function startWaitlistClosing(deps: BookingDeps, intervalMs = WAITLIST_CLOSING_INTERVAL_MS): Periodic {
  return startPeriodic({
    name: "waitlist-closing",
    intervalMs,
    logger: deps.logger,
    immediately: true,
    run: async () => {
      while ((await expireClosedWaitlists(deps)) > 0) {
        // another round: more places closed than one claim takes
      }
      await fillFreedPlaces(deps);
    },
  });
}
