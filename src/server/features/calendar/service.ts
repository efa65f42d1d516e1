import crypto from "node:crypto";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { locationAddress } from "../../../shared/domain/locations";
import { addDays, slotInstant, studioToday } from "../../../shared/domain/schedule";
import { DEFAULT_LANG, isLang } from "../../../shared/i18n";
import { FEED_DAYS_AHEAD, FEED_MAX_EVENTS, type MyCalendar } from "../../../shared/schemas/calendar";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { locations, memberCalendars, reservations, schedules, user } from "../../db/schema";
import { studioOf } from "../../domain/booking-mail";
import { bookingLengths } from "../../domain/class-timetable";
import { feedIcs } from "../../domain/ics";
import { readRules } from "../../domain/studio-rules";

/** The member's reminder preference and private calendar feed, and the studio's reminder time (decision 019). */

export type CalendarDeps = Pick<Deps, "database" | "clock" | "config" | "zone">;

export async function myCalendar(db: Db, userId: string): Promise<MyCalendar> {
  const [row] = await db
    .select({ reminders: memberCalendars.reminders, feedCreatedAt: memberCalendars.feedCreatedAt })
    .from(memberCalendars)
    .where(eq(memberCalendars.userId, userId));
  return {
    reminders: row?.reminders ?? true,
    feedCreatedAt: row?.feedCreatedAt?.toISOString() ?? null,
    reminderTime: (await readRules(db)).reminderTime,
  };
}

export async function setReminders(db: Db, userId: string, reminders: boolean): Promise<MyCalendar> {
  await db
    .insert(memberCalendars)
    .values({ userId, reminders })
    .onConflictDoUpdate({ target: memberCalendars.userId, set: { reminders } });
  return myCalendar(db, userId);
}

/** SHA-256 of a feed token, hex: what the database keeps. */
export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/feed/${token}.ics`;

/**
 * A new private feed address for the member (256 random bits); its hash replaces the old one, so
 * the previous address stops working at once. The token is answered once and never stored.
 */
export async function createFeed(deps: CalendarDeps, userId: string) {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = deps.clock.now();
  const feed = { feedTokenHash: hashToken(token), feedCreatedAt: now };
  await deps.database.db
    .insert(memberCalendars)
    .values({ userId, ...feed })
    .onConflictDoUpdate({ target: memberCalendars.userId, set: feed });
  return { url: feedUrl(deps.config.publicUrl, token), feedCreatedAt: now.toISOString() };
}

/** Turns the feed off: the address answers 404 from now on. */
export async function deleteFeed(db: Db, userId: string): Promise<MyCalendar> {
  await db
    .update(memberCalendars)
    .set({ feedTokenHash: null, feedCreatedAt: null })
    .where(eq(memberCalendars.userId, userId));
  return myCalendar(db, userId);
}

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The feed behind `<token>.ics`: the member's bookings from today (studio date) up to
 * FEED_DAYS_AHEAD days ahead, at most FEED_MAX_EVENTS, as a calendar; null for an unknown or
 * revoked token (answered 404).
 */
export async function feedFor(deps: CalendarDeps, file: string): Promise<string | null> {
  const token = TOKEN_FILE.exec(file)?.[1];
  if (!token) return null;
  const db = deps.database.db;
  const [owner] = await db
    .select({ userId: memberCalendars.userId, language: user.language })
    .from(memberCalendars)
    .innerJoin(user, eq(user.id, memberCalendars.userId))
    .where(eq(memberCalendars.feedTokenHash, hashToken(token)));
  if (!owner) return null;
  const now = deps.clock.now();
  const lang = isLang(owner.language) ? owner.language : DEFAULT_LANG;
  const studio = await studioOf(db, deps, lang);
  const today = studioToday(now, studio.tz);
  const rows = await db
    .select({
      id: reservations.id,
      date: reservations.date,
      time: reservations.time,
      schedule: reservations.schedule,
      scheduleName: { gr: schedules.nameGr, en: schedules.nameEn },
      sequence: reservations.calendarSequence,
      place: { address: locations.address, addressEn: locations.addressEn },
    })
    .from(reservations)
    .innerJoin(schedules, eq(schedules.key, reservations.schedule))
    .innerJoin(locations, eq(locations.key, schedules.location))
    .where(
      and(
        eq(reservations.userId, owner.userId),
        inArray(reservations.kind, ["member"]),
        gte(reservations.date, today),
        lte(reservations.date, addDays(today, FEED_DAYS_AHEAD)),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time))
    .limit(FEED_MAX_EVENTS + 10);
  // Each booking as long as it lasts (a class the timetable's length); today's bookings
  // that already ended drop out.
  const lengths = await bookingLengths(db, rows);
  const upcoming = rows
    // Each at its location's own address (decision 057); none: the studio's.
    .map(({ place, ...r }, i) => ({
      ...r,
      minutes: lengths[i]!,
      address: locationAddress(place, lang, { address: "", addressEn: "" }),
    }))
    .filter((r) => slotInstant(r.date, r.time, studio.tz).getTime() + r.minutes * 60_000 > now.getTime())
    .slice(0, FEED_MAX_EVENTS);
  return feedIcs(studio, upcoming, {
    lang,
    stamp: now,
  });
}
