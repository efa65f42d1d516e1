import { buildDayState, type DayState, firstOpenDay } from "../../../shared/domain/booking-day";
import type { Audience } from "../../../shared/domain/booking-rules";
import { normalizeSelectedDate, studioToday } from "../../../shared/domain/schedule";
import type { Schedule } from "../../../shared/domain/schedules";
import { notFound } from "../../platform/errors";
import { type DayData, readDay } from "./day-reads";
import type { BookingDeps } from "./types";

/**
 * One day of an hours schedule's calendar (the gym floor, a second room) as an audience sees it, in
 * one database round trip (404 SCHEDULE_NOT_FOUND for a key no hours schedule has). Without a date it
 * opens on today, or on the next open day when today is closed; an asked weekday without hours (the
 * spec's Sunday) moves forward to the next weekday with hours (spec section 4).
 */
export async function dayView(
  deps: BookingDeps,
  q: { date?: string; schedule: Schedule; userId: string | null; audience: Audience },
): Promise<{ state: DayState; data: DayData; now: Date }> {
  const now = deps.clock.now();
  const tz = deps.zone();
  const today = studioToday(now, tz);
  const { schedule, userId } = q;
  let data = await readDay(deps.database.db, { date: q.date ?? today, today, userId, schedule });
  if (data.timetable !== "hours") throw notFound("SCHEDULE_NOT_FOUND");
  const asked = q.date ? normalizeSelectedDate(q.date, data.rules) : today;
  // An asked weekday without hours moved to the next open weekday: that day's tallies.
  if (asked !== (q.date ?? today))
    data = await readDay(deps.database.db, { date: asked, today, userId, schedule });
  let date = asked;
  if (!q.date) {
    date = firstOpenDay(today, data, today);
    // Rare: today is closed, so the tallies of the day actually shown need a second read.
    if (date !== asked) data = await readDay(deps.database.db, { date, today, userId, schedule });
  }
  const state = buildDayState({
    date,
    today,
    now,
    tz,
    audience: q.audience,
    data,
    override: data.override,
    tallies: data.tallies,
  });
  return { state, data, now };
}
