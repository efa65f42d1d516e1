import type { Lang } from "./i18n";
import { localeOf, numberFormat } from "./intl";

/**
 * The words a sentence uses for a rule's number: a cutoff's minutes as a duration ("2
 * hours", "15 minutes", "1 hour 30 minutes"), a weekday as "on Sunday". The interface registers
 * them as i18next formatters (`{{minutes, duration}}`, `{{weekday, onWeekday}}`), so every text that
 * states a rule takes the number the studio set, in either language.
 */

const UNITS: Record<Lang, { hour: [string, string]; minute: [string, string]; and: string }> = {
  gr: { hour: ["ώρα", "ώρες"], minute: ["λεπτό", "λεπτά"], and: " και " },
  en: { hour: ["hour", "hours"], minute: ["minute", "minutes"], and: " " },
};

const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

export function durationWords(minutes: number, lang: Lang): string {
  const u = UNITS[lang];
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return counted(m, u.minute);
  if (m === 0) return counted(h, u.hour);
  return `${counted(h, u.hour)}${u.and}${counted(m, u.minute)}`;
}

const ON_WEEKDAY: Record<Lang, readonly string[]> = {
  gr: ["την Κυριακή", "τη Δευτέρα", "την Τρίτη", "την Τετάρτη", "την Πέμπτη", "την Παρασκευή", "το Σάββατο"],
  en: ["on Sunday", "on Monday", "on Tuesday", "on Wednesday", "on Thursday", "on Friday", "on Saturday"],
};

/** A weekday (0 = Sunday) as a sentence says 'on' it. */
export function onWeekdayWords(weekday: number, lang: Lang): string {
  return ON_WEEKDAY[lang][weekday] ?? "";
}

/**
 * A name the server sends in both languages (`{ gr, en }`: a schedule's, a credit kind's) in the
 * reader's language; a plain string as it is.
 */
export function nameWords(value: unknown, lang: Lang): string {
  if (value && typeof value === "object") return String((value as Record<string, unknown>)[lang] ?? "");
  return value === undefined || value === null ? "" : String(value);
}

/** The part of an i18next instance the formatters are added to. */
type Formatters = { add: (name: string, fn: (value: unknown, lng: string | undefined) => string) => void };

/**
 * Adds the rule-words formatters to an i18next instance (`i18n.services.formatter`): the interface's
 * and any test's one registration. `OnWeekday` starts a sentence ('Την Κυριακή …'); `name` says a
 * name sent in both languages in the reader's (`{{schedule, name}}`, decision 035); `decimal` writes a
 * number with the language's decimal mark ('4,5' in Greek: a contrast ratio, decision 048).
 */
export function addRuleWordFormatters(formatter: Formatters | undefined, isLang: (l: unknown) => l is Lang) {
  const lang = (l: string | undefined): Lang => (isLang(l) ? l : "gr");
  formatter?.add("duration", (v, l) => durationWords(Number(v), lang(l)));
  formatter?.add("onWeekday", (v, l) => onWeekdayWords(Number(v), lang(l)));
  formatter?.add("name", (v, l) => nameWords(v, lang(l)));
  formatter?.add("decimal", (v, l) =>
    numberFormat(localeOf(lang(l)), { maximumFractionDigits: 2 }).format(Number(v)),
  );
  formatter?.add("OnWeekday", (v, l) => {
    const words = onWeekdayWords(Number(v), lang(l));
    return words.charAt(0).toUpperCase() + words.slice(1);
  });
}
