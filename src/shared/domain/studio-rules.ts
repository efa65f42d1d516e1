import { DEFAULT_TIME_ZONE } from "./time-zone";

/**
 * The studio's booking policy as data (decision 029): opening hours per weekday, the slot
 * length, the default capacity, the cutoffs, how many future bookings a member may hold, the no-show
 * rule, when a waitlist closes, when reminders go, the quiet hours and the time zone. The owner
 * changes them on the settings screen; the spec's values are the defaults, so a fresh install keeps
 * every rule of the spec. Every rule function takes the rules it applies; no number of them is
 * written anywhere else.
 */

/** 'HH:MM' to 'HH:MM' (exclusive end; '24:00' is the end of the day). */
export type TimeRange = { from: string; to: string };

export type StudioRules = {
  /** Seven lists of ranges, index 0 = Sunday … 6 = Saturday; an empty list: closed that weekday. */
  hours: TimeRange[][];
  /** How long a slot of the gym floor lasts; slots are cut from each range from its start. */
  slotMinutes: number;
  /**
   * Slot and class lengths are whole multiples of this many minutes: the grid the studio plans its
   * day on (5: a 50-minute class; 15: quarter hours only).
   */
  minutesStep: number;
  /** Places in a slot when the day has no capacity override. */
  defaultCapacity: number;
  /** The most places a class of any class schedule may have (the spec's 12 reformers). */
  classCapacityMax: number;
  /** Members book until this many minutes before a slot or class starts. */
  bookingCutoffMinutes: number;
  /** Members cancel (their session back) until this many minutes before. */
  cancelCutoffMinutes: number;
  /** How many bookings not yet started a member may hold. */
  maxActiveBookings: number;
  /** Whether `maxActiveBookings` counts across every schedule (else per schedule). */
  activeAcrossSchedules: boolean;
  /** A no-show forfeits the session (else the session comes back). */
  noShowForfeits: boolean;
  /** The waitlist of a slot closes this many minutes before it starts. */
  waitlistCloseMinutes: number;
  /**
   * The late window (decision 018): a place freed within this many hours of its start is
   * offered to everyone waiting at once, first to claim it gets it; before, promotion is automatic.
   * 0: always automatic (the spec's rule).
   */
  lateWindowHours: number;
  /** The studio-local time the day-before reminders are sent. */
  reminderTime: string;
  /**
   * No automatic e-mail (the reminders to members drifting away) goes from `from` to `to`, studio
   * time; the range may pass midnight ('21:00' to '09:00').
   */
  quietHours: TimeRange;
  /** How long the activity log keeps an entry (decision 036); the retention job removes older ones. */
  activityRetentionDays: number;
  /** How many days ahead the occurrences of standing bookings are booked (decision 037). */
  standingHorizonDays: number;
  /**
   * The studio's IANA time zone (decision 039): its dates, cutoffs and e-mails are in it. Bookings
   * keep their date and time on the clock when it changes. Unsaved: `STUDIO_TZ`, else Athens.
   */
  timeZone: string;
  /** The terms' age: nobody younger signs up (the desk can still help through a guardian). */
  minimumAge: number;
  /** Below this age a member books, asks for a package or answers a questionnaire only once a guardian consents. */
  consentAge: number;
};

const weekdays = (from: string, to: string): TimeRange[] => [{ from, to }];

/** The spec's studio: Mon–Fri 08:00–22:00, Saturday 10:00–18:00, closed on Sunday; hourly slots of 10. */
export const SPEC_RULES: StudioRules = {
  hours: [
    [],
    weekdays("08:00", "22:00"),
    weekdays("08:00", "22:00"),
    weekdays("08:00", "22:00"),
    weekdays("08:00", "22:00"),
    weekdays("08:00", "22:00"),
    weekdays("10:00", "18:00"),
  ],
  slotMinutes: 60,
  minutesStep: 5,
  defaultCapacity: 10,
  classCapacityMax: 12,
  bookingCutoffMinutes: 15,
  cancelCutoffMinutes: 60,
  maxActiveBookings: 1,
  activeAcrossSchedules: false,
  noShowForfeits: true,
  waitlistCloseMinutes: 15,
  lateWindowHours: 0,
  reminderTime: "20:00",
  quietHours: { from: "21:00", to: "09:00" },
  activityRetentionDays: 730,
  standingHorizonDays: 14,
  timeZone: DEFAULT_TIME_ZONE,
  minimumAge: 16,
  consentAge: 18,
};

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440). */
export function minuteOfDay(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** 'HH:MM' of minutes since midnight. */
export function timeOfMinute(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The slot start times of a weekday: each range cut into slots that end within it. */
export function slotTimesOfWeekday(
  weekday: number,
  rules: Pick<StudioRules, "hours" | "slotMinutes">,
): string[] {
  const times: string[] = [];
  const ranges = [...(rules.hours[weekday] ?? [])].sort((a, b) => a.from.localeCompare(b.from));
  for (const range of ranges) {
    const end = minuteOfDay(range.to);
    for (let t = minuteOfDay(range.from); t + rules.slotMinutes <= end; t += rules.slotMinutes) {
      times.push(timeOfMinute(t));
    }
  }
  return times;
}

/** Whether any two of a weekday's ranges overlap (touching ends do not). */
export function rangesOverlap(ranges: readonly TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.some((r, i) => i > 0 && minuteOfDay(r.from) < minuteOfDay(sorted[i - 1]!.to));
}

/** Whether the studio-local 'HH:MM' falls in the quiet hours (from inclusive, to exclusive; may pass midnight). */
export function inQuietHours(time: string, quiet: TimeRange): boolean {
  const t = minuteOfDay(time);
  const from = minuteOfDay(quiet.from);
  const to = minuteOfDay(quiet.to);
  return from <= to ? from <= t && t < to : t >= from || t < to;
}

/**
 * Every setting the stored document lacks (a setting added later) takes the spec's value; the time
 * zone takes `timeZone` when given (the server's `STUDIO_TZ`).
 */
export function withDefaults(
  stored: Partial<StudioRules> | null | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): StudioRules {
  return { ...SPEC_RULES, timeZone, ...(stored ?? {}) };
}
