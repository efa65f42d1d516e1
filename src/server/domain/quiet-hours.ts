import { addDays, slotInstant } from "../../shared/domain/schedule";
import { inQuietHours, minuteOfDay, type TimeRange } from "../../shared/domain/studio-rules";
import { studioNow } from "./studio-now";

/**
 * When a notice queued now may leave (decision 018): undefined (at once) outside the
 * studio's quiet hours (`StudioRules.quietHours`); inside them, the instant they end, unless the
 * class it is about starts before then (the notice would come too late: it goes at once).
 */
export function quietHoldUntil(now: Date, startsAt: Date, quiet: TimeRange, tz: string): Date | undefined {
  const n = studioNow(now, tz);
  if (!inQuietHours(n.time, quiet)) return undefined;
  const endsToday = minuteOfDay(n.time) < minuteOfDay(quiet.to);
  const end = slotInstant(endsToday ? n.today : addDays(n.today, 1), quiet.to, tz);
  return startsAt.getTime() <= end.getTime() ? undefined : end;
}
