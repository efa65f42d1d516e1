import type { Announcement, AnnouncementInput, ClosureParams } from "../schemas/announcements.js";
import { addDays, dayOfWeek, isValidDate } from "./schedule.js";

/** Announcement rules (spec sections 1 and 4, DESIGN decision 5). Dates are studio dates 'YYYY-MM-DD'. */

/** Sessions resume at most this many days after the last closed day. */
export const MAX_RESUME_GAP_DAYS = 14;

export type Window = { startsOn: string; endsOn: string };

/** Inside the window, both ends inclusive. */
export function isInWindow(a: Window, today: string): boolean {
  return a.startsOn <= today && today <= a.endsOn;
}

/** The closure's first and last closed days and the day sessions resume, or null if a day does not exist. */
export function closureDates(
  params: Pick<ClosureParams, "month" | "startDay" | "endDay" | "resumeDay">,
  startsOn: string,
): { start: string; end: string; resume: string; resumeWeekday: number } | null {
  if (!isValidDate(startsOn)) return null;
  const windowYear = Number(startsOn.slice(0, 4));
  const windowMonth = Number(startsOn.slice(5, 7));
  // A notice shown in December about a January closure: the closure is next year.
  const year = params.month < windowMonth ? windowYear + 1 : windowYear;
  const at = (y: number, monthIndex: number, d: number) => {
    const yy = y + Math.floor(monthIndex / 12);
    const mm = (monthIndex % 12) + 1;
    return `${yy}-${String(mm).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  };
  const startMonth = params.month - 1;
  const endMonth = params.endDay >= params.startDay ? startMonth : startMonth + 1;
  const resumeMonth = params.resumeDay > params.endDay ? endMonth : endMonth + 1;
  const start = at(year, startMonth, params.startDay);
  const end = at(year, endMonth, params.endDay);
  const resume = at(year, resumeMonth, params.resumeDay);
  if (![start, end, resume].every(isValidDate)) return null;
  return { start, end, resume, resumeWeekday: dayOfWeek(resume) };
}

export type AnnouncementProblem =
  | "ANNOUNCEMENT_DATES"
  | "ANNOUNCEMENT_CLOSURE_DAYS"
  | "ANNOUNCEMENT_TEXT_REQUIRED";

/** The first rule an announcement breaks, or null: checked by the admin form and by the server. */
export function announcementProblem(a: AnnouncementInput): AnnouncementProblem | null {
  if (!isValidDate(a.startsOn) || !isValidDate(a.endsOn) || a.endsOn < a.startsOn)
    return "ANNOUNCEMENT_DATES";
  if (a.kind === "closure_notice") {
    const d = closureDates(a.params, a.startsOn);
    if (!d || d.end < d.start || d.resume <= d.end || d.resume > addDays(d.end, MAX_RESUME_GAP_DAYS))
      return "ANNOUNCEMENT_CLOSURE_DAYS";
  }
  if (a.kind === "message" && (!a.titleGr || !a.titleEn || !a.bodyGr || !a.bodyEn))
    return "ANNOUNCEMENT_TEXT_REQUIRED";
  return null;
}

/** Whether there is something to show: the offers popup stays hidden while its list is empty. */
export function hasContent(a: Announcement): boolean {
  if (a.kind === "offers") return a.params.offers.length > 0;
  if (a.kind === "closure_notice") return closureDates(a.params, a.startsOn) !== null;
  return Boolean(a.titleGr || a.bodyGr || a.titleEn || a.bodyEn);
}

/** The popups to show today, earliest window first. */
export function currentAnnouncements<T extends Announcement>(list: readonly T[], today: string): T[] {
  return list
    .filter((a) => isInWindow(a, today) && hasContent(a))
    .sort((x, y) => x.startsOn.localeCompare(y.startsOn) || x.id.localeCompare(y.id));
}
