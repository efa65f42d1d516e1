import type { ErrorCode } from "../../shared/errors";
import type { Lang } from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import { durationWords, nameWords, onWeekdayWords } from "../../shared/rule-words";

const ERRORS: Record<Lang, Record<string, string>> = { gr: gr.errors, en: en.errors };

/**
 * A booking rule's refusal as an e-mail quotes it, in the e-mail's language, as the screens say it
 * (decision 035): the code's sentence for the schedule's kind of timetable (`SLOT_FULL_classes` when
 * `params.timetable` is `classes`), with the numbers and names it states (`{{cancelCutoff,
 * duration}}`, `{{kind, name}}`).
 */
export function refusalSentence(code: ErrorCode, params: Record<string, unknown> | undefined, lang: Lang) {
  const errors = ERRORS[lang];
  const timetable = typeof params?.timetable === "string" ? params.timetable : null;
  const text = (timetable && errors[`${code}_${timetable}`]) || errors[code] || "";
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+))?\s*\}\}/g, (_, name: string, format?: string) => {
    const value = params?.[name];
    if (value === undefined) return "";
    if (format === "duration") return durationWords(Number(value), lang);
    if (format === "onWeekday") return onWeekdayWords(Number(value), lang);
    if (format === "name") return nameWords(value, lang);
    return String(value);
  });
}
