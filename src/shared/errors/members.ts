// Error codes of one area, joined into the one typed list in ./index.ts. Members: their packages,
// accounts, the desk's adjustments, extensions over a closure, the import.

export const PACKAGES = ["PENDING_EXISTS", "PACKAGE_NOT_FOUND", "REQUEST_NOT_FOUND"] as const;

export const MEMBERS = ["USER_NOT_FOUND", "ACCOUNT_ERASED", "SESSIONS_NEGATIVE", "INVALID_SEARCH"] as const;

export const MEMBER_DESK = ["ADJUST_REASON_REQUIRED"] as const;

/** The member's own account: e-mail change, deletion, deactivation. */
export const ACCOUNT = [
  "ACCOUNT_DEACTIVATED",
  "SAME_EMAIL",
  "CONFIRMATION_MISMATCH",
  "ADMIN_ACCOUNT",
] as const;

/** Packages extended over a closure (decision 020). */
export const CLOSURE_EXTENSIONS = [
  "CLOSURE_ALREADY_EXTENDED",
  "CLOSURE_NOTHING_TO_EXTEND",
  "CLOSURE_HAS_EXTENSIONS",
] as const;

/** Moving members in from a spreadsheet (decision 034): a line's problems (shown per line of the report). */
export const IMPORT_LINE_ERRORS = [
  "IMPORT_LINE_MALFORMED",
  "IMPORT_FIELD_MISSING",
  "IMPORT_FIELD_TOO_LONG",
  "IMPORT_EMAIL_INVALID",
  "IMPORT_EMAIL_DUPLICATE",
  "IMPORT_PHONE_INVALID",
  "IMPORT_PACKAGE_UNKNOWN",
  "IMPORT_PACKAGE_MISSING",
  "IMPORT_EXPIRY_MISSING",
  "IMPORT_DATE_INVALID",
  "IMPORT_NUMBER_INVALID",
  "IMPORT_CREDIT_KIND_UNKNOWN",
] as const;

/** The file's refusals, then a line's problems. */
export const MEMBER_IMPORT = [
  "IMPORT_FILE_EMPTY",
  "IMPORT_COLUMNS_MISSING",
  "IMPORT_TOO_MANY_LINES",
  "IMPORT_FILE_TOO_LARGE",
  ...IMPORT_LINE_ERRORS,
] as const;
