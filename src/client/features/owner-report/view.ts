import { formatStudioDay } from "../../../shared/domain/packages";
import { daysBetween } from "../../../shared/domain/schedule";
import type { Schedule } from "../../../shared/domain/schedules";
import type { Lang } from "../../../shared/i18n";
import { dateFormat, localeOf } from "../../../shared/intl";
import type { OccupancyCell, OwnerReport } from "../../../shared/schemas/owner-report";

/** Pure shaping of the owner's report for the screen (the figures themselves come from the server). */

/** A share 0..1 as a whole percentage; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/** The change from `previous` to `current` in percent (null when there was nothing before). */
export function change(current: number, previous: number): number | null {
  return previous > 0 ? Math.round(((current - previous) / previous) * 100) : null;
}

/** The weekdays a heat map shows, Monday first (the studio is closed on Sundays; shown when a slot had one). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export type HeatMap = {
  weekdays: number[];
  /** The slots' start times, one row each ('08:30', '10:00'), as the lists beside the map name them. */
  times: string[];
  /** `cells[time][weekday]`: bookings and places of the slot at that time on that weekday, all dates together. */
  cells: Map<string, Map<number, { bookings: number; capacity: number }>>;
};

/**
 * One schedule's cells as weekday × slot start time: a row per start time the schedule has, so a
 * 90-minute slot at 08:30 is the 08:30 row (never folded into an 08:00 one).
 */
export function heatMap(cells: readonly OccupancyCell[], schedule: Schedule): HeatMap {
  const mine = cells.filter((c) => c.schedule === schedule);
  const days = new Set(mine.map((c) => c.weekday));
  const out: HeatMap = {
    weekdays: WEEK_ORDER.filter((d) => days.has(d) || (d >= 1 && d <= 6 && mine.length > 0)),
    times: [...new Set(mine.map((c) => c.time))].sort(),
    cells: new Map(),
  };
  for (const c of mine) {
    const row = out.cells.get(c.time) ?? new Map();
    const cell = row.get(c.weekday) ?? { bookings: 0, capacity: 0 };
    cell.bookings += c.bookings;
    cell.capacity += c.capacity;
    row.set(c.weekday, cell);
    out.cells.set(c.time, row);
  }
  return out;
}

/** A slot's occupancy and no-show rate, for the tables. */
export function slotFigures(c: Pick<OccupancyCell, "bookings" | "capacity" | "noShows" | "pastBookings">) {
  return {
    occupancy: percent(c.bookings, c.capacity),
    noShowRate: percent(c.noShows, c.pastBookings),
  };
}

/** The `n` fullest and `n` emptiest slots of a schedule (by bookings ÷ places; ties by day and time). */
export function fullestAndEmptiest(cells: readonly OccupancyCell[], schedule: Schedule, n: number) {
  const ratio = (c: OccupancyCell) => (c.capacity > 0 ? c.bookings / c.capacity : 0);
  const order = (c: OccupancyCell) =>
    WEEK_ORDER.indexOf(c.weekday) * 10_000 + Number(c.time.replace(":", ""));
  const mine = cells.filter((c) => c.schedule === schedule && c.capacity > 0);
  const byRatio = [...mine].sort((a, b) => ratio(b) - ratio(a) || order(a) - order(b));
  const fullest = byRatio.slice(0, n);
  const emptiest = [...mine]
    .sort((a, b) => ratio(a) - ratio(b) || order(a) - order(b))
    .filter((c) => !fullest.includes(c) || mine.length <= n)
    .slice(0, n);
  return { fullest, emptiest };
}

/** The cells of a schedule in the screen's order: Monday first, then by time. */
export function orderedCells(cells: readonly OccupancyCell[], schedule: Schedule): OccupancyCell[] {
  return cells
    .filter((c) => c.schedule === schedule)
    .sort(
      (a, b) => WEEK_ORDER.indexOf(a.weekday) - WEEK_ORDER.indexOf(b.weekday) || a.time.localeCompare(b.time),
    );
}

/** The heat map's colour step for a percentage: 0 empty, 1..5 by fifths (null: no slot there). */
export function heatStep(share: number | null): number | null {
  if (share === null) return null;
  return Math.min(5, Math.ceil(share / 20));
}

/** The month as from..to dates. */
export function monthDates(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** A month 'YYYY-MM' (or a date in it) as people name it: "November 2025", "Νοέμβριος 2025". */
export const monthTitle = (month: string, lang: string) =>
  dateFormat(localeOf(lang), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month.slice(0, 7)}-15T12:00:00Z`),
  );

/**
 * The sentence naming what the report compares with (decision 030): the calendar months before a
 * period of whole months, named as months; otherwise as many days before, named by their dates.
 */
export function comparedWith(
  data: Pick<OwnerReport, "previousFrom" | "previousTo" | "comparison">,
  lang: Lang,
) {
  const { previousFrom: from, previousTo: to } = data;
  if (data.comparison === "months") {
    const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
    const count = index(to) - index(from) + 1;
    const period =
      count === 1 ? monthTitle(from, lang) : `${monthTitle(from, lang)} – ${monthTitle(to, lang)}`;
    return { months: true, count, period };
  }
  const count = daysBetween(from, to) + 1;
  const day = (d: string) => formatStudioDay(d, lang, "short");
  return { months: false, count, period: count === 1 ? day(from) : `${day(from)} – ${day(to)}` };
}

/** This month on the device's calendar, 'YYYY-MM'. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}

/** Cents as a plain decimal number of euros for a CSV file ('50.00'). */
export const euros = (cents: number) => (cents / 100).toFixed(2);
