import { TZDate } from "@date-fns/tz";
import { foldText } from "./text.js";

/** Package rules (spec section 9): validity, expiry, tier and list order. */

export type PackageKind = "gym" | "pilates" | "nutrition";
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
