import { dateLocale } from "../../lib/lang";

/** A studio date 'YYYY-MM-DD' as people read it (Greek date format in Greek). */
export function formatDay(date: string, lang: string): string {
  return new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
