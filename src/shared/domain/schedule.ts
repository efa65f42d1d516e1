import { tzOffset } from "@date-fns/tz";
import { type StudioRules, slotTimesOfWeekday } from "./studio-rules.js";

/**
 * The studio calendar (spec sections 4 and 9).
 * Calendar dates are studio-local 'YYYY-MM-DD' strings, slot times 'HH:MM' strings.
 * Calendar arithmetic on date strings is done in UTC so it never depends on the process time zone.
 * The studio's hours, slot length and capacity are its rules (`studio-rules.ts`), passed in.
 */

/** Max days nextOpenDay looks ahead or back before giving up. */
export const MAX_DAY_SEARCH = 370;

/** A closed period of the studio, both ends inclusive. */
export type Closure = { startDate: string; endDate: string };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_DAY = 86_400_000;

function parseDateParts(date: string): { y: number; m: number; d: number } | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return { y, m, d };
}

function requireDateParts(date: string): { y: number; m: number; d: number } {
  const parts = parseDateParts(date);
  if (!parts) throw new RangeError(`Invalid studio date: ${date}`);
  return parts;
}

function toDateString(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (zero-padded). */
export function isValidDate(date: string): boolean {
  return parseDateParts(date) !== null;
}

/** True for 'HH:MM' with 00-23 hours and 00-59 minutes. */
export function isValidTime(time: string): boolean {
  return TIME_RE.test(time);
}

/** Day of week of a studio date, 0 = Sunday .. 6 = Saturday. */
export function dayOfWeek(date: string): number {
  const { y, m, d } = requireDateParts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A weekday without opening hours (the spec's Sunday). */
export function isClosedWeekday(date: string, rules: Pick<StudioRules, "hours">): boolean {
  return isValidDate(date) && (rules.hours[dayOfWeek(date)] ?? []).length === 0;
}

/** Calendar date n days after (or before, n < 0) the given date. */
export function addDays(date: string, n: number): string {
  const { y, m, d } = requireDateParts(date);
  return toDateString(Date.UTC(y, m - 1, d + n));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const a = requireDateParts(from);
  const b = requireDateParts(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / MS_PER_DAY);
}

type SlotRules = Pick<StudioRules, "hours" | "slotMinutes">;

/** Slot start times of a date: its weekday's opening hours cut into slots (the spec: Mon–Fri 08:00..21:00, Saturday 10:00..17:00, Sunday none). */
export function slotTimesFor(date: string, rules: SlotRules): string[] {
  if (!isValidDate(date)) return [];
  return slotTimesOfWeekday(dayOfWeek(date), rules);
}

export function isSlotTime(date: string, time: string, rules: SlotRules): boolean {
  return slotTimesFor(date, rules).includes(time);
}

/** True when the date falls in any closure (inclusive on both ends). */
export function isClosedDate(date: string, closures: readonly Closure[]): boolean {
  return closures.some((c) => c.startDate <= date && date <= c.endDate);
}

/** Capacity per slot on a date: the override beats the default; 0 means closed; a weekday without hours is always 0. */
export function capacityFor(
  date: string,
  override: number | null,
  rules: Pick<StudioRules, "hours" | "defaultCapacity">,
): number {
  if (isClosedWeekday(date, rules)) return 0;
  return override ?? rules.defaultCapacity;
}

/** The UTC instant at which a studio-local slot starts, correct across DST changes. */
export function slotInstant(date: string, time: string, tz: string): Date {
  const { y, m, d } = requireDateParts(date);
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Invalid slot time: ${time}`);
  const wall = Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2]));
  // The zone's offsets a day either side; an offset fits when the instant it gives has it. Both fit
  // in an autumn repeat (the earlier instant is taken), neither in a spring gap (the clock is read
  // as if moved forward: the offset before the change).
  const before = offsetMinutes(tz, wall - MS_PER_DAY);
  const after = offsetMinutes(tz, wall + MS_PER_DAY);
  const fits = [before, after].filter((o) => offsetMinutes(tz, wall - o * MS_PER_MINUTE) === o);
  const offset = fits.length ? Math.max(...fits) : Math.min(before, after);
  return new Date(wall - offset * MS_PER_MINUTE);
}

/** The studio calendar date of an instant. */
export function studioToday(now: Date, tz: string): string {
  const local = new Date(now.getTime() + offsetMinutes(tz, now.getTime()) * MS_PER_MINUTE);
  const y = String(local.getUTCFullYear()).padStart(4, "0");
  const m = String(local.getUTCMonth() + 1).padStart(2, "0");
  const d = String(local.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

const MS_PER_MINUTE = 60_000;
/** Zones change their offset on a quarter hour (UTC), so one reading serves a whole quarter. */
const QUARTER_HOUR_MS = 15 * MS_PER_MINUTE;
const offsets = new Map<string, number>();

/**
 * Minutes east of UTC in `tz` at the instant `ms`. Reading the zone's rules through Intl costs
 * several microseconds, and a day's view asks dozens of times; the answer is kept per zone and
 * quarter hour (a few thousand entries at most, emptied when it grows past that).
 */
function offsetMinutes(tz: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const key = `${tz} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(tz, new Date(quarter * QUARTER_HOUR_MS));
    if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${tz}`);
    if (offsets.size >= 5000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** Minutes (fractional) from `now` until the slot starts; negative once it has started. */
export function minutesUntilSlot(now: Date, date: string, time: string, tz: string): number {
  return (slotInstant(date, time, tz).getTime() - now.getTime()) / 60_000;
}

/**
 * The next open day from `from` in the given direction (not `from` itself), skipping days for which
 * `isOpen` is false. Never returns a day before `today`; null when none within 370 days.
 */
export function nextOpenDay(
  from: string,
  direction: 1 | -1,
  isOpen: (date: string) => boolean,
  today: string,
): string | null {
  for (let i = 1; i <= MAX_DAY_SEARCH; i++) {
    const candidate = addDays(from, i * direction);
    if (candidate < today) return null;
    if (isOpen(candidate)) return candidate;
  }
  return null;
}

/** A selected weekday without hours (the spec's Sunday) moves forward to the next weekday with hours; other dates are kept. */
export function normalizeSelectedDate(date: string, rules: Pick<StudioRules, "hours">): string {
  let day = date;
  for (let i = 0; i < 7 && isClosedWeekday(day, rules); i++) day = addDays(day, 1);
  return isClosedWeekday(day, rules) ? date : day;
}
