/** The locale of dates and numbers shown to people in an interface language (the spec's Greek format in Greek). */
export function localeOf(lang: string): string {
  return lang === "en" ? "en-GB" : "el-GR";
}

/**
 * Intl's formatters, made once per locale and options and kept. Making one costs about forty times
 * what formatting with it does (63 against 1.4 µs in Node; `toLocaleDateString` with options makes
 * one each call), and a day list, a ledger or the desk's sessions check formats a date per row
 * (decision 028, tenth pass). For options written in the code: values a caller could choose freely
 * (a time zone a request names) would grow the cache without bound, so those make their own. A time
 * of day in the studio's zone is `studioNow` (server/domain/studio-now.ts).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A time of day as every screen shows it: hours and minutes on the 24-hour clock in both languages
 * (the Greek locale's own default is the 12-hour clock, "02:05 μ.μ.").
 */
export function timeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return dateFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...options });
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
