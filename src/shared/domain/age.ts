/**
 * A member's age on a studio date, both 'YYYY-MM-DD' (the studio's date: `studioToday`). A birthday
 * counts on its day; someone born on 29 February has their birthday on 1 March in a common year (the
 * day after 28 February, as most laws count it).
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  // The birthday of this year: 29 February moves to 1 March in a common year.
  const leapDay = bm === 2 && bd === 29 && !isLeapYear(ty);
  const [m, d] = leapDay ? [3, 1] : [bm, bd];
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Where a member stands against the studio's two ages (no birth date: an account from before, let be). */
export type AgeStanding = "unknown" | "under_minimum" | "needs_consent" | "adult";

export function ageStanding(
  birthDate: string | null | undefined,
  today: string,
  rules: { minimumAge: number; consentAge: number },
): AgeStanding {
  if (!birthDate) return "unknown";
  const age = ageOn(birthDate, today);
  if (age < rules.minimumAge) return "under_minimum";
  if (age < rules.consentAge) return "needs_consent";
  return "adult";
}

/** 'g***@example.com': enough for the member to know which address, not enough to copy it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** A guardian's consent: asked, confirmed, declined, or withdrawn after confirming. */
export const GUARDIAN_CONSENT_STATUSES = ["pending", "confirmed", "declined", "withdrawn"] as const;
export type GuardianConsentStatus = (typeof GUARDIAN_CONSENT_STATUSES)[number];
/** How long the guardian's link stays good. */
export const GUARDIAN_LINK_DAYS = 14;

/** The refusals of the terms' ages (listed with every code in `shared/errors/`). */
export const AGE_ERRORS = [
  "UNDER_MINIMUM_AGE",
  "BIRTH_DATE_INVALID",
  "BIRTH_DATE_LOCKED",
  "GUARDIAN_CONSENT_REQUIRED",
  "GUARDIAN_CONSENT_PENDING",
  "GUARDIAN_CONSENT_NOT_NEEDED",
  "GUARDIAN_SELF",
  "GUARDIAN_LINK_INVALID",
  "SETTINGS_AGE_ORDER",
] as const;
