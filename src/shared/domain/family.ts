/**
 * Family accounts: an adult member holds dependants (member rows without a sign-in of their own)
 * and acts for them. The error codes are a group of `ERROR_CODES` (`errors.ts`).
 */
export const FAMILY_ERRORS = [
  "NOT_YOUR_DEPENDANT",
  "FAMILY_GUARDIAN_NOT_ADULT",
  "FAMILY_DEPENDANT_ADULT",
  "FAMILY_DEPENDANTS_MAX",
  "FAMILY_SIGN_IN_TOO_YOUNG",
  "FAMILY_SIGN_IN_EXISTS",
  "FAMILY_EMAIL_TAKEN",
  "FAMILY_CHOICE_REQUIRED",
  "FAMILY_REMOVE_HAS_BOOKINGS",
  "FAMILY_REMOVE_HAS_CREDITS",
] as const;

/**
 * What removing a dependant did: a dependant with a sign-in of their own stays a member of their
 * own (the link ends); one without is erased, as nobody else could ever use the account.
 */
export const DEPENDANT_REMOVALS = ["own", "erased"] as const;

/** Dependants one adult may hold: a family, not a club run from one account. */
export const DEPENDANTS_MAX = 8;

/** What becomes of an adult's dependants when the adult's account is erased. */
export const DEPENDANT_FATES = ["erase", "keep"] as const;
export type DependantFate = (typeof DEPENDANT_FATES)[number];

/**
 * The reserved domain (RFC 2606: `.invalid` never resolves) of a dependant's placeholder address:
 * the account table needs a unique address, and a dependant has none of their own until the
 * guardian gives them a sign-in. Mail to such an address is never sent.
 */
export const PLACEHOLDER_DOMAIN = "dependants.invalid";
export const placeholderAddress = (id: string) => `${id}@${PLACEHOLDER_DOMAIN}`;
export const isPlaceholderAddress = (email: string) => email.toLowerCase().endsWith(".invalid");
