import { desc, eq } from "drizzle-orm";
import { waitlistEvents } from "../../../db/schema";
import type { BookingDeps } from "../types";

/** How many lines the account page shows. */
export const WAITLIST_HISTORY_LIMIT = 50;

/**
 * The member's waitlist history (decision 018), newest first: each promotion, offer,
 * claim (won or missed), skip and expiry with its schedule, date and time, read from
 * `waitlist_events` (written where each happened).
 */
export async function waitlistHistory(deps: BookingDeps, userId: string) {
  const events = await deps.database.db
    .select({
      id: waitlistEvents.id,
      kind: waitlistEvents.kind,
      reason: waitlistEvents.reason,
      schedule: waitlistEvents.schedule,
      date: waitlistEvents.date,
      time: waitlistEvents.time,
      at: waitlistEvents.at,
    })
    .from(waitlistEvents)
    .where(eq(waitlistEvents.userId, userId))
    .orderBy(desc(waitlistEvents.at), desc(waitlistEvents.seq))
    .limit(WAITLIST_HISTORY_LIMIT);
  return { events: events.map((e) => ({ ...e, at: e.at.toISOString() })) };
}
