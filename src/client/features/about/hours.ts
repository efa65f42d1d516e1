import { addDays, SLOT_MINUTES, slotTimesFor } from "../../../shared/domain/schedule";

/** Any Monday: the calendar rules depend only on the day of the week. */
const A_MONDAY = "2024-01-01";

export type OpeningHours = { days: string[]; open: string; close: string } | { days: string[]; closed: true };

const plusMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(":").map(Number);
  const total = h! * 60 + m! + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

/**
 * The week's opening hours derived from the booking calendar, consecutive days with the same
 * hours grouped (Monday first). `days` are dates of a sample week, for naming the weekdays.
 */
export function openingHours(): OpeningHours[] {
  const groups: OpeningHours[] = [];
  let key = "";
  for (let i = 0; i < 7; i++) {
    const date = addDays(A_MONDAY, i);
    const times = slotTimesFor(date);
    const entry: OpeningHours = times.length
      ? { days: [date], open: times[0]!, close: plusMinutes(times.at(-1)!, SLOT_MINUTES) }
      : { days: [date], closed: true };
    const entryKey = "closed" in entry ? "closed" : `${entry.open}-${entry.close}`;
    const last = groups.at(-1);
    if (last && entryKey === key) last.days.push(date);
    else groups.push(entry);
    key = entryKey;
  }
  return groups;
}
