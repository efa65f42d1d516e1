// Error codes of one area, joined into the one typed list in ./index.ts. The studio: its public
// site, mass mail, rules, report and reminders.

export const SITE = [
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

export const MASS_MAIL = [
  "MASS_MAIL_EMPTY",
  "MASS_MAIL_TOO_LONG",
  "MASS_MAIL_SUBJECT_TOO_LONG",
  "MASS_MAIL_DAYS_REQUIRED",
  "MASS_MAIL_NO_RECIPIENTS",
  "MASS_MAIL_RUNNING",
  "UNSUBSCRIBE_TOKEN_INVALID",
] as const;

/** The studio's rules as settings (decision 029). */
export const STUDIO_SETTINGS = [
  "SETTINGS_HOURS_OVERLAP",
  "SETTINGS_RANGE_ORDER",
  "SETTINGS_CUTOFF_ORDER",
  "SETTINGS_BOOKINGS_OUTSIDE_HOURS",
  "SETTINGS_QUIET_HOURS_SAME",
  "SETTINGS_TIME_ZONE_UNKNOWN",
] as const;

/** The owner's report. */
export const OWNER_REPORT = ["REPORT_RANGE_INVALID", "REPORT_RANGE_TOO_LONG"] as const;

/** The automatic reminders (decision 030). */
export const REMINDERS = ["REMINDER_WORDS_TOO_LONG", "REMINDER_DAYS_RANGE", "REMINDER_KIND_TWICE"] as const;
