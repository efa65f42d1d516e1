import {
  type Audience,
  buildDayState,
  type DayState,
  firstOpenDay,
} from "../../../shared/domain/booking-day";
import { minutesUntilSlot, studioToday } from "../../../shared/domain/schedule";
import type { DayView, MemberDay } from "../../../shared/schemas/booking";
import { type DayData, loadDay } from "./day-data";
import type { BookingDeps } from "./types";

type DayQuery = { date?: string; userId: string | null; audience: Audience };

/**
 * One day of the calendar in one database round trip. Without a date the modal opens on today, or
 * on the next open day when today is closed.
 */
async function dayWithData(
  deps: BookingDeps,
  q: DayQuery,
): Promise<{ state: DayState; data: DayData; now: Date }> {
  const now = deps.clock.now();
  const tz = deps.config.STUDIO_TZ;
  const today = studioToday(now, tz);
  const asked = q.date ?? today;
  let data = await loadDay(deps.database.db, { date: asked, today, userId: q.userId });
  let date = asked;
  if (!q.date) {
    date = firstOpenDay(today, data, today);
    // Rare: today is closed, so the tallies of the day actually shown need a second read.
    if (date !== asked) data = await loadDay(deps.database.db, { date, today, userId: q.userId });
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

export async function adminDay(deps: BookingDeps, date?: string): Promise<DayView> {
  return (await dayWithData(deps, { date, userId: null, audience: "admin" })).state;
}

/** The member's view of a day: the slots, their balance and expiry, their booking that day and their active one. */
export async function memberDay(deps: BookingDeps, userId: string, date?: string): Promise<MemberDay> {
  const { state, data, now } = await dayWithData(deps, { date, userId, audience: "member" });
  const tz = deps.config.STUDIO_TZ;
  const expiresAt = data.account?.expiresAt ?? null;
  const upcoming = data.mine.filter((r) => minutesUntilSlot(now, r.date, r.time, tz) > 0);
  return {
    ...state,
    account: {
      sessions: data.account?.sessions ?? 0,
      expiresOn: expiresAt ? studioToday(expiresAt, tz) : null,
      expired: expiresAt === null || expiresAt.getTime() < now.getTime(),
    },
    mine: upcoming.find((r) => r.date === state.date) ?? null,
    active: upcoming[0] ?? null,
  };
}
