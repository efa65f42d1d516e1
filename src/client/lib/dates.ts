import { studioToday } from "../../shared/domain/schedule";
import { dateFormat } from "../../shared/intl";
import { dateLocale } from "./lang";

/** Dates of the studio calendar ('YYYY-MM-DD') shown in the interface language (Greek format by default). */

const asUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Δευτέρα 1 Σεπτεμβρίου 2025' */
export function longDay(date: string, lang: string): string {
  return dateFormat(dateLocale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(asUtc(date));
}

/** The weekday of a studio date, in the screen's language ("Monday", "Δευτέρα"). */
export function weekdayName(date: string, lang: string): string {
  return dateFormat(dateLocale(lang), { weekday: "long", timeZone: "UTC" }).format(asUtc(date));
}

/** 'Δευ 1/9' */
export function shortDay(date: string, lang: string): string {
  const weekday = dateFormat(dateLocale(lang), { weekday: "short", timeZone: "UTC" }).format(asUtc(date));
  const [, m, d] = date.split("-");
  return `${weekday} ${Number(d)}/${Number(m)}`;
}

/** '01/10/2025' */
export function numericDay(date: string, lang: string): string {
  return dateFormat(dateLocale(lang), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(asUtc(date));
}

/** An instant as local date and time, e.g. for a cancellation timestamp. */
export function dateTime(iso: string, lang: string): string {
  return dateFormat(dateLocale(lang), { dateStyle: "short", timeStyle: "medium", hourCycle: "h23" }).format(
    new Date(iso),
  );
}

/**
 * The studio's date ('YYYY-MM-DD') of an instant (an ISO timestamp such as a `createdAt`): the day
 * it was at the studio (`useStudioZone`), never its UTC date (a sign-up at 01:57 in Athens is
 * still that day there) nor the browser's.
 */
export const studioDayOf = (iso: string, zone: string) => studioToday(new Date(iso), zone);
