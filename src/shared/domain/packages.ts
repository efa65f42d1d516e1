import { TZDate } from "@date-fns/tz";
import { dateFormat, localeOf, numberFormat } from "../intl";
import { foldText } from "./text.js";

/** Package rules (spec section 9): validity, expiry, tier and list order. */

/** 'nutrition', or the key of the credit kind a package grants ('gym', 'yoga'; decision 038). */
export type PackageKind = string;
export type PackageTier = "basic" | "pro";

const MONTHS_BY_SESSIONS: Readonly<Record<number, number>> = {
  12: 1,
  16: 1,
  24: 2,
  32: 2,
  36: 3,
  50: 3,
  90: 3,
  100: 3,
};

/** Months of validity: weeks/4 rounded (at least 1) when weeks are given, else by session count, default 1. */
export function validityMonths(pkg: { weeks?: number | null; sessions: number }): number {
  if (pkg.weeks != null && pkg.weeks > 0) return Math.max(1, Math.round(pkg.weeks / 4));
  return MONTHS_BY_SESSIONS[pkg.sessions] ?? 1;
}

/**
 * Package expiry: 23:59:59.999 studio time on (studio date of `start`) + `months`,
 * clamped to the end of the target month (31 Jan + 1 month = 28/29 Feb).
 */
export function packageExpiry(start: Date, months: number, tz: string): Date {
  const local = new TZDate(start.getTime(), tz);
  const monthIndex = local.getMonth() + months;
  const year = local.getFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getDate(), lastDay);
  return new Date(new TZDate(year, month, day, 23, 59, 59, 999, tz).getTime());
}

const PRO_SESSIONS = new Set([16, 32, 50, 100]);
/** Sessions the special combined package counts as. */
export const SPECIAL_PACKAGE_SESSIONS = 100;

/** Basic for 12/24/36 sessions, Pro for 16/32/50/100; the special package counts as 100; default Basic. */
export function packageTier(sessions: number, options: { special?: boolean } = {}): PackageTier {
  const count = options.special ? SPECIAL_PACKAGE_SESSIONS : sessions;
  return PRO_SESSIONS.has(count) ? "pro" : "basic";
}

/** True when the name mentions nutrition in Greek ('διατροφ…'), ignoring case and accents. */
export function isNutritionPackageName(name: string): boolean {
  return foldText(name).includes("διατροφ");
}

/** True for offers: the name contains 'summer offer' or Greek 'προσφορά', ignoring case and accents. */
export function isOfferPackageName(name: string): boolean {
  const folded = foldText(name);
  return folded.includes("summer offer") || folded.includes("προσφορα");
}

export type SortablePackage = { name: string; priceCents: number; kind: PackageKind };

function group(pkg: SortablePackage): number {
  if (isOfferPackageName(pkg.name)) return 0;
  if (pkg.kind === "nutrition" || isNutritionPackageName(pkg.name)) return 2;
  return 1;
}

/** Offers first, then normal packages, nutrition last; by price descending inside each group, then by name. */
export function sortPackages<T extends SortablePackage>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => group(a) - group(b) || b.priceCents - a.priceCents || a.name.localeCompare(b.name, "el"),
  );
}

/**
 * The special combined package's indicative free mix of 100 (spec section 2): 70 on its own kind, 30
 * on the first class schedule's (`pilates`: the spec's word, the API's field; the kind is read from the rows).
 */
export const SPECIAL_PACKAGE_MIX = { gym: 70, pilates: 30 } as const;

/** Sessions a package grants: the special package counts 100 whatever its row says. */
export function packageSessions(pkg: { sessions: number; special?: boolean }): number {
  return pkg.special ? SPECIAL_PACKAGE_SESSIONS : pkg.sessions;
}

/**
 * The example split shown on a 'flexible' package: the special package's 70/30 ratio applied to its
 * session count (its own kind rounded, the class part the rest), e.g. 20 → 14 + 6.
 */
export function exampleSplit(sessions: number): { gym: number; pilates: number } {
  const total = SPECIAL_PACKAGE_MIX.gym + SPECIAL_PACKAGE_MIX.pilates;
  const gym = Math.round((sessions * SPECIAL_PACKAGE_MIX.gym) / total);
  return { gym, pilates: sessions - gym };
}

/**
 * Of a package's sessions, the part a combined package puts on the class schedule's kind rather than
 * its own (decision 017): the special package's mix, a flexible one's example split, none otherwise.
 */
export function classPart(pkg: {
  kind: PackageKind;
  sessions: number;
  special?: boolean;
  flexible?: boolean;
}): number {
  if (pkg.kind === "nutrition") return 0;
  if (pkg.special) return SPECIAL_PACKAGE_MIX.pilates;
  if (pkg.flexible) return exampleSplit(packageSessions(pkg)).pilates;
  return 0;
}

/** The end of a studio date typed by an admin as an expiry: 23:59:59.999 studio time that day. */
export function expiryOnDate(date: string, tz: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Invalid studio date: ${date}`);
  const local = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999, tz);
  return new Date(local.getTime());
}

/** A price in euro as the studio shows it: '50 €' / '€50', with cents only when there are some. */
export function formatEuro(cents: number, lang: "gr" | "en"): string {
  return numberFormat(localeOf(lang), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A studio date 'YYYY-MM-DD' for people: '28 Φεβρουαρίου 2025' / '28 February 2025' (long) or '28/2/2025' (short). */
export function formatStudioDay(date: string, lang: "gr" | "en", style: "long" | "short" = "long"): string {
  const [y, m, d] = date.split("-").map(Number);
  const options: Intl.DateTimeFormatOptions =
    style === "long"
      ? { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }
      : { timeZone: "UTC", day: "numeric", month: "numeric", year: "numeric" };
  return dateFormat(localeOf(lang), options).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** A package's name in the page's language: the English name on the English site when it has one. */
export function packageName(pkg: { name: string; nameEn: string }, lang: "gr" | "en"): string {
  return lang === "en" && pkg.nameEn ? pkg.nameEn : pkg.name;
}
