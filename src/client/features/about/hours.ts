import { addDays, dayOfWeek } from "../../../shared/domain/schedule";
import type { StudioRules, TimeRange } from "../../../shared/domain/studio-rules";

/** Any Monday: the opening hours depend only on the day of the week. */
const A_MONDAY = "2024-01-01";

export type OpeningHours = { days: string[]; ranges: TimeRange[] } | { days: string[]; closed: true };

/**
 * The week's opening hours from the studio's rules, consecutive days with the same hours grouped
 * (Monday first). `days` are dates of a sample week, for naming the weekdays.
 */
export function openingHours(rules: Pick<StudioRules, "hours">): OpeningHours[] {
  const groups: OpeningHours[] = [];
  let key = "";
  for (let i = 0; i < 7; i++) {
    const date = addDays(A_MONDAY, i);
    const ranges = [...(rules.hours[dayOfWeek(date)] ?? [])].sort((a, b) => a.from.localeCompare(b.from));
    const entry: OpeningHours = ranges.length ? { days: [date], ranges } : { days: [date], closed: true };
    const entryKey = ranges.map((r) => `${r.from}-${r.to}`).join(",") || "closed";
    const last = groups.at(-1);
    if (last && entryKey === key) last.days.push(date);
    else groups.push(entry);
    key = entryKey;
  }
  return groups;
}

/** A day's ranges as the page writes them: '08:00 – 13:00, 17:00 – 21:00'. */
export const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.map((r) => `${r.from} – ${r.to}`).join(", ");
