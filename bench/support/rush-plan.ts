import { addDays, dayOfWeek } from "../../src/shared/domain/schedule";

/**
 * Who is who in the rush benchmark's studio (bench/support/rush-studio.ts writes it): member
 * `rush-<i>` for i in 0..2999, each holding the kinds of credit its last digit says (see
 * KINDS_BY_DIGIT), and the dates the benchmark reads. Everything is derived from the index, so the
 * generator's SQL and the load agree without reading each other's rows.
 */

export const MEMBERS = 3000;
/** Members added at the end to time the members search over ten times as many. */
export const MORE_MEMBERS = 27_000;
export const memberId = (i: number) => `rush-${i}`;

/** The kinds of credit a member holds by the last digit of its index: a mix of one, two or three kinds. */
export const KINDS_BY_DIGIT: Record<string, number[]> = {
  gym: [0, 1, 2, 3, 4, 5, 6],
  pilates: [4, 7, 9],
  yoga: [5, 8, 9],
  group: [6, 8, 9],
};

/** The five popular classes of the rush date, 12 places each, and the credit kind each spends. */
export const RUSH_CLASSES = [
  { schedule: "pilates", time: "18:00", kind: "pilates", digit: 7, skip: 0 },
  { schedule: "pilates", time: "19:00", kind: "pilates", digit: 7, skip: 60 },
  { schedule: "yoga", time: "18:00", kind: "yoga", digit: 5, skip: 0 },
  { schedule: "barre", time: "19:00", kind: "group", digit: 6, skip: 0 },
  { schedule: "spin", time: "18:00", kind: "group", digit: 6, skip: 60 },
] as const;
export type RushClass = (typeof RUSH_CLASSES)[number];
export const CLASS_PLACES = 12;
export const BOOKERS_PER_CLASS = 60;
export const READERS = 50;

/** The 60 members who try class `c`: the first members with its digit after `skip` (no two classes share one). */
export function bookersOf(c: number): number[] {
  const cls = RUSH_CLASSES[c]!;
  return Array.from({ length: BOOKERS_PER_CLASS }, (_, k) => (cls.skip + k) * 10 + cls.digit);
}

/** Members who only read during the rush: gym members (digits 0-3), none of them a booker. */
export const readerIds = () =>
  Array.from({ length: READERS }, (_, k) => Math.floor(k / 4) * 10 + (k % 4)).map(memberId);

/** Holders of the 300 standing series (150 running, 150 ended): no booker or reader among them. */
export const SERIES_FIRST = 2000;
export const SERIES = 300;
/** The member with three years of history whose data export is timed (three kinds of credit). */
export const LONG_MEMBER = memberId(2999);
export const NEW_MEMBER = "rush-new";
export const DESK = "rush-desk";
export const OWNER = { email: "owner@rush.kinisi.test", password: "rush-owner-password" };

/** History runs this many days back from yesterday. */
export const HISTORY_DAYS = 3 * 365;

export type RushDates = {
  today: string;
  /** The rush's date: the first weekday at least two days ahead that no closure covers. */
  rush: string;
  /** A past weekday with 400 bookings and one with 40 (the desk's day table). */
  busy: string;
  quiet: string;
};

const weekday = (date: string) => {
  const d = dayOfWeek(date);
  return d >= 1 && d <= 5;
};

/** The benchmark's dates, avoiding the closures' ranges. */
export function rushDates(today: string, closed: (date: string) => boolean): RushDates {
  const pick = (from: string, step: number) => {
    let d = from;
    while (!weekday(d) || closed(d)) d = addDays(d, step);
    return d;
  };
  const busy = pick(addDays(today, -15), -1);
  return { today, rush: pick(addDays(today, 2), 1), busy, quiet: pick(addDays(busy, -1), -1) };
}

/**
 * SQL: whether member index `i` (an SQL expression) books a rush class spending the kind `kind`
 * names (an SQL expression): such a member holds more of it, valid past the rush.
 */
export function bookerCase(i: string, kind: string): string {
  const whens = [...new Set(RUSH_CLASSES.map((c) => c.kind))].map((k) => {
    const ranges = RUSH_CLASSES.flatMap((c, n) =>
      c.kind === k
        ? [`(${i} % 10 = ${c.digit} and ${i} between ${bookersOf(n)[0]} and ${bookersOf(n).at(-1)})`]
        : [],
    );
    return `when '${k}' then (${ranges.join(" or ")})`;
  });
  return `(case ${kind} ${whens.join(" ")} else false end)`;
}
