import { AGE_ERRORS } from "../domain/age";
import { FAMILY_ERRORS } from "../domain/family";
import { ATTENDANCE, BOOKING, CLASSES, LOCATIONS, PLACES, SCHEDULES, STANDING, WAITLIST } from "./booking";
import { COACHING, COACHING_SCREENS, NUTRITION, QUESTIONNAIRES, WORKOUTS } from "./coaching";
import { AUTH, FIELD_RULES, GENERIC } from "./common";
import { STUDIO_SETUP_ERRORS } from "./identity";
import { ACCOUNT, CLOSURE_EXTENSIONS, MEMBER_DESK, MEMBER_IMPORT, MEMBERS, PACKAGES } from "./members";
import { MASS_MAIL, OWNER_REPORT, REMINDERS, SITE, STUDIO_SETTINGS } from "./studio";

export { IMPORT_LINE_ERRORS } from "./members";

/**
 * Every error code the API can answer, in one typed list shared by server and client.
 * The server throws `AppError(status, code, params)` with one of these; the client turns the code
 * into the sentence under `errors.<CODE>` in both locale files (a test checks both are complete).
 * Add a feature's codes to its own group, in the file of its area. One code per rule, whatever the
 * schedule (decision 035): a code never names a schedule; what a schedule's sentence says differently travels as params
 * (`timetable`, the schedule's and the credit kind's names).
 */
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
  ...LOCATIONS,
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
