import { type Periodic, startPeriodic } from "../../../platform/background";
import type { BookingDeps } from "../types";
import { bookAhead } from "./occurrence";

/** How often the standing job books ahead (the horizon moves a day at a time; a new series books at once). */
export const STANDING_INTERVAL_MS = 10 * 60_000;

/**
 * The standing bookings' job (decision 037): every ten minutes and at start, every running series
 * is booked ahead to the studio's horizon, one week a transaction, each series claimed with FOR
 * UPDATE SKIP LOCKED so several instances share the work and none books a week twice.
 */
export function startStandingBookings(deps: BookingDeps, intervalMs = STANDING_INTERVAL_MS): Periodic {
  return startPeriodic({
    name: "standing-bookings",
    intervalMs,
    logger: deps.logger,
    immediately: true,
    run: () => bookAhead(deps),
  });
}
