import { addMonths } from "./attendance";
import { addDays, daysBetween } from "./schedule";

/**
 * What the owner's report compares a period with (decision 030): a period of whole calendar months
 * (the 1st of one month to the last day of the same or a later month) with as many calendar months
 * just before it, so December compares with November, not with the 30 days before; any other range
 * with the range of the same length just before it. The screen names which.
 */
export const REPORT_COMPARISONS = ["months", "days"] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export type PreviousPeriod = { from: string; to: string; comparison: ReportComparison };

/** How many calendar months from..to covers exactly, or null when it is not whole months. */
function wholeMonths(from: string, to: string): number | null {
  if (!from.endsWith("-01") || !addDays(to, 1).endsWith("-01") || to < from) return null;
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return index(to) - index(from) + 1;
}

export function previousPeriod(from: string, to: string): PreviousPeriod {
  const before = addDays(from, -1);
  const months = wholeMonths(from, to);
  if (months !== null) return { from: `${addMonths(from, -months)}-01`, to: before, comparison: "months" };
  return { from: addDays(from, -(daysBetween(from, to) + 1)), to: before, comparison: "days" };
}
