/**
 * Every error code the API can answer, in one typed list shared by server and client.
 * The server throws `AppError(status, code, params)` with one of these; the client turns the code
 * into the sentence under `errors.<CODE>` in both locale files (a test checks both are complete).
 * Add a feature's codes to its own group.
 */
const GENERIC = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "CAPTCHA_REQUIRED",
  "FILL_ALL_FIELDS",
  "CROSS_ORIGIN_REFUSED",
  "RATE_LIMITED",
  "INTERNAL",
  "NETWORK",
  "INVALID_DATE",
  "MALFORMED_BODY",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "DATABASE_UNAVAILABLE",
] as const;

/** Sign-up, log-in and password answers of `/api/auth/*`, mapped from the auth library's own. */
const AUTH = [
  "EMAIL_NOT_VERIFIED",
  "INVALID_CREDENTIALS",
  "INVALID_EMAIL",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "WRONG_PASSWORD",
  "INVALID_TOKEN",
  "BODY_TOO_LARGE",
  "LAST_ADMIN",
] as const;

const BOOKING = [
  "SUNDAY_CLOSED",
  "DAY_CLOSED",
  "PAST_DATE",
  "NOT_A_SLOT",
  "SLOT_FULL",
  "SLOT_JUST_FILLED",
  "TOO_LATE_TO_BOOK",
  "NO_ACTIVE_PACKAGE",
  "PACKAGE_EXPIRED",
  "NO_SESSIONS_LEFT",
  "ALREADY_BOOKED_THIS_DAY",
  "ACTIVE_RESERVATION_EXISTS",
  "BOOKING_FAILED",
  "RESERVATION_NOT_FOUND",
  "SLOT_STARTED",
  "CANCEL_TOO_LATE",
  "CANCELLATION_FAILED",
  "SLOT_ENDED",
  "CLOSURE_NOT_FOUND",
  "BLOCK_NOT_FOUND",
  "RANGE_TOO_LONG",
  "RANGE_END_BEFORE_START",
  "SELECT_DATES",
  "PICK_DATE",
  "CAPACITY_NOT_A_NUMBER",
] as const;

const PACKAGES = ["PENDING_EXISTS", "PACKAGE_NOT_FOUND", "REQUEST_NOT_FOUND"] as const;

const MEMBERS = ["USER_NOT_FOUND", "SESSIONS_NEGATIVE", "INVALID_SEARCH"] as const;

const SITE = [
  "PHOTO_REQUIRED",
  "PHOTO_TOO_LARGE",
  "PHOTO_TYPE",
  "PHOTO_UNREADABLE",
  "PHOTO_UPLOAD_FORMAT",
  "PHOTO_LIMIT",
  "PHOTO_ORDER_STALE",
  "PHOTO_NOT_FOUND",
  "INVALID_PHONE",
  "CONTACT_MESSAGE_NOT_FOUND",
  "ANNOUNCEMENT_NOT_FOUND",
  "ANNOUNCEMENT_DATES",
  "ANNOUNCEMENT_CLOSURE_DAYS",
  "ANNOUNCEMENT_TEXT_REQUIRED",
] as const;

export const ERROR_CODES = [...GENERIC, ...AUTH, ...BOOKING, ...PACKAGES, ...MEMBERS, ...SITE] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Record<string, unknown>;

/** The one error shape of the whole API, `/api/auth/*` included. */
export type ErrorBody = { error: { code: ErrorCode; params: ErrorParams } };

const known = new Set<string>(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && known.has(value);
}
