/**
 * The studio's bookable schedules are rows (decision 035): the gym floor's hourly slots and
 * a class schedule are the two seeded ones, and the owner adds more ("Yoga", "Second
 * room"). A booking, a waitlist place and a cancellation name their schedule by its key.
 */

/** A schedule's key: lower-case letters, digits and dashes ('gym', 'yoga-2'). */
export type Schedule = string;
export const SCHEDULE_KEY_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;

/** How a schedule's day is cut: the open hours into slots (the gym floor) or a weekly class timetable. */
export const TIMETABLES = ["hours", "classes"] as const;
export type Timetable = (typeof TIMETABLES)[number];

/**
 * A kind of credit a package grants and a schedule spends (the ledger's kinds): a `credit_kinds`
 * row's key (decision 038). Two are seeded (the gym's and the class schedule's); the owner adds more ('yoga').
 */
export type CreditKind = string;
/** The gym floor's kind (seeded): its packages are the spec's Basic and Pro. Every other kind is read from its row. */
export const GYM_CREDITS: CreditKind = "gym";

/** A kind of credit as every screen reads it. */
export type CreditKindRow = { key: CreditKind; nameGr: string; nameEn: string; position: number };

/** The hours schedule every install has (seeded; it can be renamed or switched off, not deleted). */
export const GYM: Schedule = "gym";

/** A schedule as every screen reads it. */
export type ScheduleRow = {
  key: Schedule;
  nameGr: string;
  nameEn: string;
  timetable: Timetable;
  creditKind: CreditKind;
  active: boolean;
  position: number;
  /** Standing bookings of it are allowed (decision 037). */
  standingAllowed: boolean;
  /** How many weeks from its first date a standing booking of it may run. */
  standingMaxWeeks: number;
  /** Its classes' places are numbered: a member picks one (decision 037). */
  numberedPlaces: boolean;
  /** An hours schedule's places per slot (null: the studio rules' `defaultCapacity`, as the gym floor's; null for a class schedule). */
  defaultCapacity: number | null;
  /** Where it is held (a `locations` key, decision 057). */
  location: string;
};

export function isSchedule(value: unknown): value is Schedule {
  return typeof value === "string" && SCHEDULE_KEY_PATTERN.test(value);
}

/** A schedule's name in both languages, as an e-mail or a calendar file carries it. */
export type ScheduleNames = { gr: string; en: string };

/** The schedule's name in the reader's language. */
export const scheduleName = (s: Pick<ScheduleRow, "nameGr" | "nameEn">, lang: string) =>
  lang === "en" ? s.nameEn : s.nameGr;
