import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { slotInstant } from "../../shared/domain/schedule";
import type { Schedule, ScheduleNames } from "../../shared/domain/schedules";
import type { Lang } from "../../shared/i18n";

/**
 * Calendar files (RFC 5545) made with ical-generator, never by hand (decision 019). Times are
 * written in the studio's time zone (TZID) with its VTIMEZONE, so a phone shows the studio's hour;
 * DTSTAMP is UTC.
 */

export type Studio = { name: string; address: string; email: string; tz: string; host: string };

export type CalendarBooking = {
  id: string;
  schedule: Schedule;
  scheduleName: ScheduleNames;
  date: string;
  time: string;
  /** Length in minutes (a gym slot is 60). */
  minutes: number;
  /** How many times it changed since its first invitation (`reservations.calendar_sequence`; 0 when new). */
  sequence?: number;
  /** The event's notes (its numbered place), in the member's language. */
  description?: string;
  /** Its location's own address (decision 057), when the studio's (`Studio.address`) is not where it is held. */
  address?: string;
};

/** The event's UID: one per reservation, the same in its invitation, its cancellation and the feed. */
export const eventUid = (reservationId: string, host: string) => `reservation-${reservationId}@${host}`;

/**
 * The event's SEQUENCE (RFC 5545 3.8.7.4): the booking's count of changes (0 for its first
 * invitation, one more for each update, a place moved), and one more again for its cancellation,
 * so every later message supersedes the ones before.
 */
export const eventSequence = (changes: number, cancelled: boolean) => changes + (cancelled ? 1 : 0);

export const summaryOf = (studio: string, names: ScheduleNames, lang: Lang) => `${studio}: ${names[lang]}`;

function newCalendar(studio: Studio, method: ICalCalendarMethod | null, name?: string) {
  const cal = ical({
    prodId: { company: studio.name, product: "booking", language: "EL" },
    ...(method ? { method } : {}),
    ...(name ? { name } : {}),
  });
  // The studio's zone as a standard VTIMEZONE (RFC 5545 3.6.5) for the events' TZID, and no
  // calendar-wide zone: with one, ical-generator writes DTSTAMP as a floating local time (no 'Z')
  // and adds the non-standard TIMEZONE-ID. DTSTAMP must be UTC (3.8.7.2); each event names its zone.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  return cal;
}

function addEvent(
  cal: ReturnType<typeof ical>,
  studio: Studio,
  b: CalendarBooking,
  o: { lang: Lang; stamp: Date; cancelled: boolean; attendee?: { name: string; email: string } },
) {
  const start = slotInstant(b.date, b.time, studio.tz);
  const end = new Date(start.getTime() + b.minutes * 60_000);
  cal.createEvent({
    id: eventUid(b.id, studio.host),
    sequence: eventSequence(b.sequence ?? 0, o.cancelled),
    stamp: o.stamp,
    start: new TZDate(start, studio.tz),
    end: new TZDate(end, studio.tz),
    timezone: studio.tz,
    summary: summaryOf(studio.name, b.scheduleName, o.lang),
    location: `${studio.name}, ${b.address || studio.address}`,
    ...(b.description ? { description: b.description } : {}),
    status: o.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: studio.name, email: studio.email },
    ...(o.attendee
      ? { attendees: [{ name: o.attendee.name || o.attendee.email, email: o.attendee.email }] }
      : {}),
  });
}

/**
 * The invitation (METHOD:REQUEST; an update of one sent before has the same UID and a higher
 * SEQUENCE) or its cancellation (METHOD:CANCEL, same UID, higher SEQUENCE).
 */
export function bookingIcs(
  studio: Studio,
  b: CalendarBooking,
  o: { lang: Lang; stamp: Date; cancelled: boolean; attendee: { name: string; email: string } },
): string {
  const cal = newCalendar(studio, o.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(cal, studio, b, o);
  return cal.toString();
}

/** The member's private feed: their upcoming bookings, published (no METHOD). */
export function feedIcs(studio: Studio, bookings: CalendarBooking[], o: { lang: Lang; stamp: Date }): string {
  const cal = newCalendar(studio, null, studio.name);
  for (const b of bookings) addEvent(cal, studio, b, { ...o, cancelled: false });
  return cal.toString();
}
