import { localeOf, numberFormat } from "./intl";

/**
 * Decimal numbers as people read and type them in the interface language: "53,8" in Greek, "53.8"
 * in English. Every decimal shown goes through `formatDecimal`, and every decimal field reads what
 * was typed or pasted with `parseDecimal` (never `Number(text)`, which makes "62,5" NaN, nor a field
 * that drops the comma and stores 625).
 */

/** A decimal in the language's format, with at most `digits` decimals (trailing zeros dropped). */
export function formatDecimal(value: number, lang: string, digits = 2): string {
  return numberFormat(localeOf(lang), { maximumFractionDigits: digits }).format(value);
}

/** A decimal as a field shows it for editing: the language's decimal separator, no grouping. */
export function decimalText(value: number, lang: string, digits = 2): string {
  return numberFormat(localeOf(lang), { maximumFractionDigits: digits, useGrouping: false }).format(value);
}

const DIGITS = /^\d+$/;
/** Thousands in groups of three after the first one to three digits. */
const grouped = (text: string, sep: string) => {
  const parts = text.split(sep);
  return parts.length > 1 && /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
};

/**
 * What a person typed or pasted, read in `lang`: the language's decimal separator ("62,5" in
 * Greek), the other one when it cannot be a thousands separator ("62.5" in Greek, "62,5" in
 * English), thousands grouped by threes ("1.234,5" in Greek, "1,234.5" in English), spaces ignored.
 * Anything else (letters, two decimal points, an empty text) is null: the field says it is wrong
 * instead of storing another number.
 */
export function parseDecimal(text: string, lang: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  const negative = compact.startsWith("-") || compact.startsWith("\u2212");
  const body = negative ? compact.slice(1) : compact;
  if (body === "") return null;
  const dec = lang === "en" ? "." : ",";
  const group = dec === "," ? "." : ",";
  const at = body.lastIndexOf(dec);
  let whole = at === -1 ? body : body.slice(0, at);
  let fraction = at === -1 ? "" : body.slice(at + 1);
  if (at !== -1 && (fraction.includes(group) || (whole === "" && fraction === ""))) return null;
  if (whole.includes(group)) {
    if (grouped(whole, group)) whole = whole.split(group).join("");
    else if (at === -1 && whole.split(group).length === 2) {
      // One separator of the other kind that is not a thousands one: a decimal point after all.
      [whole, fraction] = whole.split(group) as [string, string];
      if (whole === "" && fraction === "") return null;
    } else return null;
  }
  if ((whole !== "" && !DIGITS.test(whole)) || (fraction !== "" && !DIGITS.test(fraction))) return null;
  const value = Number(`${whole || "0"}.${fraction || "0"}`);
  return negative ? -value : value;
}
