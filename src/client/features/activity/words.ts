import type { TFunction } from "i18next";
import { dateFormat, numberFormat } from "../../../shared/intl";
import { durationWords } from "../../../shared/rule-words";
import { numericDay } from "../../lib/dates";
import { dateLocale } from "../../lib/lang";
import { isRuleKey, RULE_LABELS } from "../../lib/ruleLabels";

/**
 * The words of an activity entry's values and fields (decision 036): in the reader's language, a
 * setting by the name its screen gives it, times of day as ranges ('08:00–22:00'), lengths as
 * durations, dates as the studio writes them, instants in the studio's time.
 */
export type Describe = {
  t: TFunction;
  lang: string;
  scheduleName: (key: string) => string;
  /** A kind of credit's name (decision 038); the key when not given. */
  creditKindName?: (key: string) => string;
  /** The studio's time zone: an instant is said as the studio's day (the browser's while unknown). */
  tz?: string;
};
export type Details = Record<string, unknown>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;
export const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
export const obj = (v: unknown): Details =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Details) : {};
const wordsLang = (lang: string) => (lang === "en" ? "en" : "gr");

type Range = { from: string; to: string };
const isRange = (v: unknown): v is Range =>
  typeof obj(v).from === "string" && typeof obj(v).to === "string" && Object.keys(obj(v)).length === 2;
/** A day's opening ranges, '08:00–14:00, 17:00–22:00', or 'Closed'. */
const rangesWords = (d: Describe, v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every(isRange)
    ? v.map((r) => `${r.from}–${r.to}`).join(", ")
    : d.t("settings.closed");

/** A value in words: a date as DD/MM/YYYY, an instant as its studio day, money in euros, yes/no, a length as a duration. */
export function valueWords(d: Describe, key: string, v: unknown): string {
  const { t, lang } = d;
  if (v === null || v === undefined || v === "") return t("activity.say.none");
  if (typeof v === "boolean") return t(v ? "common.yes" : "common.no");
  if (typeof v === "number" && /Cents$/.test(key))
    return `${numberFormat(dateLocale(lang)).format(v / 100)} €`;
  if (typeof v === "number" && (key === "minutes" || /Minutes$/.test(key)))
    return durationWords(v, wordsLang(lang));
  if (typeof v === "number" && /Hours$/.test(key)) return durationWords(v * 60, wordsLang(lang));
  if (typeof v === "string" && ISO_DAY.test(v)) return numericDay(v, lang);
  if (typeof v === "string" && ISO_INSTANT.test(v))
    return dateFormat(dateLocale(lang), {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      ...(d.tz ? { timeZone: d.tz } : {}),
    }).format(new Date(v));
  if (key === "schedule" && typeof v === "string") return d.scheduleName(v);
  if (key === "role" || key === "roles") return t(`members.roles.${str(v)}`, { defaultValue: str(v) });
  if (key === "weekday" && typeof v === "number")
    return (t("settings.weekdays", { returnObjects: true }) as string[])[v % 7] ?? str(v);
  if (isRange(v)) return `${v.from}–${v.to}`;
  if (Array.isArray(v)) return v.map((x) => valueWords(d, key, x)).join(", ");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/**
 * A field's name: a studio rule's as the settings screen labels it, then the screen's own words
 * (`prefix`, e.g. the drift lists' thresholds), the log's, or the key itself.
 */
export function fieldLabel(t: TFunction, key: string, prefix?: string): string {
  if (isRuleKey(key)) return t(RULE_LABELS[key]);
  const own = t(`activity.fields.${key}`, { defaultValue: t(`settings.${key}`, { defaultValue: key }) });
  return prefix ? t(`${prefix}.${key}`, { defaultValue: own }) : own;
}

/**
 * A balances entry's `credits` list (decision 038) as one field per kind and value, so a change of
 * one kind reads "Yoga: sessions: 2 → 6" like any other field.
 */
function withCreditsSpread(d: Describe, v: unknown): Details {
  const o = { ...obj(v) };
  if (!Array.isArray(o.credits)) return o;
  const name = d.creditKindName ?? ((k: string) => k);
  for (const c of o.credits as Details[]) {
    const kind = name(str(c.kind));
    o[`${kind}: ${d.t("activity.fields.sessions")}`] = c.sessions;
    o[`${kind}: ${d.t("activity.fields.expiresAt")}`] = c.expiresAt;
  }
  delete o.credits;
  return o;
}

/** Monday first, as the settings screen lists the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The opening hours' change, a line per weekday that changed: 'Opening hours, Tuesday: 08:00–22:00 → Closed'. */
function hoursLines(d: Describe, before: unknown, after: unknown): string[] {
  const b = Array.isArray(before) ? before : [];
  const a = Array.isArray(after) ? after : [];
  const names = d.t("settings.weekdays", { returnObjects: true }) as string[];
  return WEEK.filter((i) => !same(b[i], a[i])).map(
    (i) => `${fieldLabel(d.t, "hours")}, ${names[i]}: ${rangesWords(d, b[i])} → ${rangesWords(d, a[i])}`,
  );
}

/** 'Field: before → after' for each field that differs (ids and versions left out). */
export function changedLines(d: Describe, before: unknown, after: unknown, prefix?: string): string[] {
  const b = withCreditsSpread(d, before);
  const a = withCreditsSpread(d, after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !/^(id|version)$/.test(k));
  return keys
    .filter((k) => !same(b[k], a[k]))
    .flatMap((k) =>
      k === "hours"
        ? hoursLines(d, b[k], a[k])
        : [`${fieldLabel(d.t, k, prefix)}: ${valueWords(d, k, b[k])} → ${valueWords(d, k, a[k])}`],
    );
}

/** A reminder's words are long: a change is said, not quoted. */
const REMINDER_TEXTS = new Set(["textGr", "textEn"]);

/**
 * The reminders' change, a line per field of each reminder that changed: 'Package ending: Days
 * before it ends: 14 → 7', 'Welcome: Text (Greek): changed'.
 */
export function reminderLines(d: Describe, before: unknown, after: unknown): string[] {
  const { t } = d;
  const rules = (v: unknown) => (Array.isArray(v) ? (v as Details[]) : []);
  const old = new Map(rules(before).map((r) => [str(r.kind), r]));
  return rules(after).flatMap((r) => {
    const kind = str(r.kind);
    const b = old.get(kind) ?? {};
    const name = t(`reminders.kinds.${kind}`, { defaultValue: kind });
    return Object.keys(r)
      .filter((k) => k !== "kind" && !same(b[k], r[k]))
      .map((k) => {
        const field = k === "days" ? t(`reminders.days.${kind}`, { defaultValue: k }) : t(`reminders.${k}`);
        const change = REMINDER_TEXTS.has(k)
          ? t("activity.say.changed")
          : `${valueWords(d, k, b[k])} → ${valueWords(d, k, r[k])}`;
        return `${name}: ${field}: ${change}`;
      });
  });
}
