import { dateFormat } from "../../../shared/intl";
import { dateLocale } from "../../lib/lang";

/** A plan date ('YYYY-MM-DD', a calendar day) as people read it, with the weekday when asked. */
export function formatDay(date: string, lang: string, o: { weekday?: boolean } = {}): string {
  const [y, m, d] = date.split("-").map(Number);
  return dateFormat(dateLocale(lang), {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    ...(o.weekday ? { weekday: "long" } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** An instant (ISO string) as the day it was in the viewer's time zone. */
export function formatInstant(iso: string, lang: string): string {
  return dateFormat(dateLocale(lang), {
    day: "numeric",
    month: "numeric",
    year: "numeric",
  }).format(new Date(iso));
}
