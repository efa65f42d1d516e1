/**
 * The kinds of staff action the activity log records (decision 036): each change a staff
 * member makes for a member or to the studio, and a staff member reading members' health answers.
 */
export const ACTIVITY_KINDS = [
  "role",
  "credits",
  "balances",
  "package_request",
  "booking",
  "cancellation",
  "check_in",
  "nutrition_plan",
  "workout_program",
  "questionnaire_review",
  "coach_note",
  "health_read",
  "settings",
  "mass_mail",
  "export",
  "erasure",
  "contact_message",
  "notifications",
  "identity",
  "birth_date",
  "staff_invitation",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What an entry says beyond who, whom, what and when: before → after where it matters, and details. */
export type ActivityDetails = {
  before?: unknown;
  after?: unknown;
  [detail: string]: unknown;
};
