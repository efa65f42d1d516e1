import { useTranslation } from "react-i18next";
import { isLang, type Lang } from "../../shared/i18n";
import { dateFormat, localeOf } from "../../shared/intl";

/** The interface language as the shared formatters take it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : "gr";
}

/** Locale for dates shown to people (spec: Greek date format). */
export const dateLocale = localeOf;

/** A studio date 'YYYY-MM-DD' as people read it (Greek date format in Greek). */
export function formatDay(date: string, lang: string): string {
  return dateFormat(dateLocale(lang), { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
