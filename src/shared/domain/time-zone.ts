/**
 * The studio's time zone (decision 039): an IANA name such as 'Europe/Athens'. One check for the
 * deploy setting `STUDIO_TZ` (its default) and the owner's setting, on both sides.
 */

/** The zone of the spec's studio, when neither the owner nor `STUDIO_TZ` names one. */
export const DEFAULT_TIME_ZONE = "Europe/Athens";

/** Whether this runtime's Intl knows the zone (so every date function of Kinisi can use it). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The zones this runtime's Intl offers (its canonical names), with `current` among them. */
export function timeZoneNames(current: string): string[] {
  const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return names.includes(current) ? names : [current, ...names];
}
