import { AGE_ERRORS } from "./domain/age";
import { FAMILY_ERRORS } from "./domain/family";
import { STUDIO_SETUP_ERRORS } from "./identity-errors";

/**
 * Every error code the API can answer, in one typed list shared by server and client.
 * The server throws `AppError(status, code, params)` with one of these; the client turns the code
 * into the sentence under `errors.<CODE>` in both locale files (a test checks both are complete).
 * Add a feature's codes to its own group. One code per rule, whatever the schedule (decision 035): a
 * code never names a schedule; what a schedule's sentence says differently travels as params
 * (`timetable`, the schedule's and the credit kind's names).
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
  "HEADERS_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "DATABASE_UNAVAILABLE",
  "DATABASE_BUSY",
  "SHUTTING_DOWN",
] as const;
const FIELD_RULES = ["NUMBER_RANGE", "NUMBER_STEP_RANGE", "TIME_FORMAT"] as const;

/** Sign-up, log-in and password answers of `/api/auth/*`, mapped from the auth library's own. */
const AUTH = [
  "INVALID_CREDENTIALS",
  "INVALID_EMAIL",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "WRONG_PASSWORD",
  "INVALID_TOKEN",
  "LAST_OWNER",
] as const;

const BOOKING = [
  "WEEKDAY_CLOSED",
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
  "ACTIVE_RESERVATION_OTHER_SCHEDULE",
  "BOOKING_FAILED",
  "RESERVATION_NOT_FOUND",
  "SLOT_STARTED",
  "CANCEL_TOO_LATE",
  "CANCELLATION_FAILED",
  "SLOT_ENDED",
  "CLOSURE_NOT_FOUND",
  "CLOSURE_OVERLAPS",
  "CLOSURE_TOO_LONG",
  "BLOCK_NOT_FOUND",
  "RANGE_TOO_LONG",
  "RANGE_END_BEFORE_START",
  "SELECT_DATES",
  "PICK_DATE",
  "CAPACITY_NOT_A_NUMBER",
] as const;

/**
 * A class schedule's timetable (decision 017). A class's booking refusals are the gym's
 * codes (one code per rule, decision 035); these are the rules only classes have.
 */
const CLASSES = [
  "CLASS_CANCELLED",
  "CLASS_NOT_FOUND",
  "CLASS_EXISTS",
  "CLASS_HAS_BOOKINGS",
  "CLASS_TIME_TAKEN",
  "CLASS_CAPACITY_RANGE",
  "CLASS_MINUTES_RANGE",
  "PICK_WEEKDAY",
] as const;

/** The studio's schedules as rows (decision 035). */
const SCHEDULES = [
  "SCHEDULE_NOT_FOUND",
  "SCHEDULE_OFF",
  "SCHEDULE_KEY_FORMAT",
  "SCHEDULE_KEY_TAKEN",
  "SCHEDULE_NAME_TOO_LONG",
  "CREDIT_KIND_NOT_FOUND",
  "CREDIT_KIND_TAKEN",
  "SCHEDULE_ORDER_STALE",
  "CREDIT_KIND_ORDER_STALE",
] as const;

const PACKAGES = ["PENDING_EXISTS", "PACKAGE_NOT_FOUND", "REQUEST_NOT_FOUND"] as const;

const NUTRITION = [
  "PICK_MEMBER",
  "PICK_START_DATE",
  "DURATION_RANGE",
  "NO_NUTRITION_PACKAGE",
  "PLAN_NOT_FOUND",
  "PLAN_DAY_NOT_FOUND",
  "DATE_NOT_IN_PLAN",
] as const;

const MEMBERS = ["USER_NOT_FOUND", "ACCOUNT_ERASED", "SESSIONS_NEGATIVE", "INVALID_SEARCH"] as const;
const MEMBER_DESK = ["ADJUST_REASON_REQUIRED"] as const;

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

const MASS_MAIL = [
  "MASS_MAIL_EMPTY",
  "MASS_MAIL_TOO_LONG",
  "MASS_MAIL_SUBJECT_TOO_LONG",
  "MASS_MAIL_DAYS_REQUIRED",
  "MASS_MAIL_NO_RECIPIENTS",
  "MASS_MAIL_RUNNING",
  "UNSUBSCRIBE_TOKEN_INVALID",
] as const;

const QUESTIONNAIRES = [
  "GOALS_REQUIRED",
  "HEIGHT_REQUIRED",
  "WEIGHT_REQUIRED",
  "AGE_REQUIRED",
  "SEX_REQUIRED",
  "ACTIVITY_REQUIRED",
  "CONSENT_REQUIRED",
  "OUT_OF_RANGE",
  "QUESTIONNAIRE_NOT_FOUND",
] as const;

const WORKOUTS = [
  "WORKOUT_PICK_ATHLETE",
  "WORKOUT_DAYS_EXACT",
  "EXERCISE_NAME_REQUIRED",
  "EXERCISE_EXISTS",
  "WORKOUT_NOT_FOUND",
  "WORKOUT_VERSION_STALE",
] as const;
/** The coaching screens as a studio uses them: a program's training day needs an exercise. */
const COACHING_SCREENS = ["WORKOUT_DAY_EMPTY"] as const;
/** The coaching loop: the member's log, measurements, nutrition check; the coach's page. */
const COACHING = [
  "LOG_REPS_RANGE",
  "LOG_WEIGHT_RANGE",
  "LOG_SECONDS_RANGE",
  "LOG_SET_EMPTY",
  "LOG_DATE_RANGE",
  "WORKOUT_LOG_NOT_FOUND",
  "MEASUREMENT_RANGE",
  "MEASUREMENT_NOT_FOUND",
  "MEASUREMENT_KIND_NOT_FOUND",
  "MEASUREMENT_KIND_EXISTS",
  "MEASUREMENT_KIND_BOUNDS",
  "COACH_NOTE_REQUIRED",
  "PAIN_NOTE_REQUIRED",
] as const;
/** The member's own account: e-mail change, deletion, deactivation. */
const ACCOUNT = ["ACCOUNT_DEACTIVATED", "SAME_EMAIL", "CONFIRMATION_MISMATCH", "ADMIN_ACCOUNT"] as const;
const ATTENDANCE = ["SLOT_NOT_STARTED", "ATTENDANCE_MARKED", "NO_SHOW_SESSION_SPENT"] as const;
/** The waitlist of a full slot (decision 018). */
const WAITLIST = [
  "WAITLIST_CLOSED",
  "SLOT_BLOCKED",
  "SLOT_NOT_FULL",
  "ALREADY_WAITING",
  "WAITLIST_ENTRY_NOT_FOUND",
  "WAITLIST_FAILED",
  "WAITLIST_PACKAGE_ENDS",
  "WAITLIST_BOOKED_ELSEWHERE",
  "WAITLIST_OFFER_TAKEN",
  "WAITLIST_NO_OFFER",
] as const;
/** Standing bookings (decision 037). */
const STANDING = [
  "STANDING_NOT_ALLOWED",
  "STANDING_TOO_LONG",
  "STANDING_END_BEFORE_START",
  "STANDING_EXISTS",
  "STANDING_NOT_FOUND",
  "STANDING_ENDED",
] as const;
/** Numbered places of a class (reformers, bikes; decision 037). */
const PLACES = ["PLACE_TAKEN", "PLACE_OUT_OF_RANGE", "PLACES_NOT_NUMBERED"] as const;
/** The studio's rules as settings (decision 029). */
const STUDIO_SETTINGS = [
  "SETTINGS_HOURS_OVERLAP",
  "SETTINGS_RANGE_ORDER",
  "SETTINGS_CUTOFF_ORDER",
  "SETTINGS_BOOKINGS_OUTSIDE_HOURS",
  "SETTINGS_QUIET_HOURS_SAME",
  "SETTINGS_TIME_ZONE_UNKNOWN",
] as const;
/** Packages extended over a closure (decision 020). */
const CLOSURE_EXTENSIONS = [
  "CLOSURE_ALREADY_EXTENDED",
  "CLOSURE_NOTHING_TO_EXTEND",
  "CLOSURE_HAS_EXTENSIONS",
] as const;

/** The owner's report. */
const OWNER_REPORT = ["REPORT_RANGE_INVALID", "REPORT_RANGE_TOO_LONG"] as const;

/** The automatic reminders (decision 030). */
const REMINDERS = ["REMINDER_WORDS_TOO_LONG", "REMINDER_DAYS_RANGE", "REMINDER_KIND_TWICE"] as const;
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
const MEMBER_IMPORT = [
  "IMPORT_FILE_EMPTY",
  "IMPORT_COLUMNS_MISSING",
  "IMPORT_TOO_MANY_LINES",
  "IMPORT_FILE_TOO_LARGE",
  ...IMPORT_LINE_ERRORS,
] as const;

export const ERROR_CODES = [
  ...GENERIC,
  ...FIELD_RULES,
  ...AUTH,
  ...BOOKING,
  ...PACKAGES,
  ...MEMBERS,
  ...MEMBER_DESK,
  ...SITE,
  ...MASS_MAIL,
  ...QUESTIONNAIRES,
  ...NUTRITION,
  ...WORKOUTS,
  ...COACHING_SCREENS,
  ...COACHING,
  ...ACCOUNT,
  ...ATTENDANCE,
  ...CLASSES,
  ...SCHEDULES,
  ...WAITLIST,
  ...STANDING,
  ...PLACES,
  ...CLOSURE_EXTENSIONS,
  ...STUDIO_SETTINGS,
  ...STUDIO_SETUP_ERRORS,
  ...OWNER_REPORT,
  ...REMINDERS,
  ...MEMBER_IMPORT,
  ...AGE_ERRORS,
  ...FAMILY_ERRORS,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Record<string, unknown>;

/** The one error shape of the whole API, `/api/auth/*` included. */
export type ErrorBody = { error: { code: ErrorCode; params: ErrorParams } };

/**
 * Whether a code names a seeded schedule's key ('gym', 'pilates') as one of its words: a second code
 * for a rule the other schedules answer with one (decision 035). A test keeps the list and the
 * OpenAPI document free of them.
 */
export function namesASchedule(code: string): boolean {
  return code.split("_").some((word) => SEEDED_SCHEDULE_WORDS.has(word));
}
const SEEDED_SCHEDULE_WORDS = new Set(["GYM", "PILATES"]);

const known = new Set<string>(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && known.has(value);
}
