// Error codes of one area, joined into the one typed list in ./index.ts. Coaching: nutrition
// plans, questionnaires, workouts and the coaching loop.

export const NUTRITION = [
  "PICK_MEMBER",
  "PICK_START_DATE",
  "DURATION_RANGE",
  "NO_NUTRITION_PACKAGE",
  "PLAN_NOT_FOUND",
  "PLAN_DAY_NOT_FOUND",
  "DATE_NOT_IN_PLAN",
] as const;

export const QUESTIONNAIRES = [
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

export const WORKOUTS = [
  "WORKOUT_PICK_ATHLETE",
  "WORKOUT_DAYS_EXACT",
  "EXERCISE_NAME_REQUIRED",
  "EXERCISE_EXISTS",
  "WORKOUT_NOT_FOUND",
  "WORKOUT_VERSION_STALE",
] as const;

/** The coaching screens as a studio uses them: a program's training day needs an exercise. */
export const COACHING_SCREENS = ["WORKOUT_DAY_EMPTY"] as const;

/** The coaching loop: the member's log, measurements, nutrition check; the coach's page. */
export const COACHING = [
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
