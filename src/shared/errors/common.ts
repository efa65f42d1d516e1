// Error codes of one area, joined into the one typed list in ./index.ts. Codes any request may
// answer: the framework's, a field's rules, and the auth answers.

/**
 * Every error code the API can answer, in one typed list shared by server and client.
 * The server throws `AppError(status, code, params)` with one of these; the client turns the code
 * into the sentence under `errors.<CODE>` in both locale files (a test checks both are complete).
 * Add a feature's codes to its own group. One code per rule, whatever the schedule (decision 035): a
 * code never names a schedule; what a schedule's sentence says differently travels as params
 * (`timetable`, the schedule's and the credit kind's names).
 */
export const GENERIC = [
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
  "HEADERS_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "DATABASE_UNAVAILABLE",
  "DATABASE_BUSY",
  "SHUTTING_DOWN",
] as const;

export const FIELD_RULES = ["NUMBER_RANGE", "NUMBER_STEP_RANGE", "TIME_FORMAT"] as const;

/** Sign-up, log-in and password answers of `/api/auth/*`, mapped from the auth library's own. */
export const AUTH = [
  "INVALID_CREDENTIALS",
  "INVALID_EMAIL",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "WRONG_PASSWORD",
  "INVALID_TOKEN",
  "LAST_OWNER",
] as const;
