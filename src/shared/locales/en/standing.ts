import type { standing as gr, standingErrors as grErrors } from "../gr/standing";

/** Standing bookings (decision 037), in English: the same keys as the Greek file. */
export const standing: typeof gr = {
  repeat: "Every week (standing booking)",
  repeatHint: "The same time every week; each week costs one session when it is booked.",
  endKind: "Until when",
  endWeeks: "For weeks",
  endUntil: "Until a date",
  endPackage: "Until my package ends",
  weeks: "Weeks",
  until: "Last date",
  make: "Make standing booking",
  made_one: "Standing booking made: {{count}} week booked so far.",
  made_other: "Standing booking made: {{count}} weeks booked so far.",
  myTitle: "My standing bookings",
  every: "Every {{weekday}} at {{time}}",
  untilDate: "until {{date}}",
  untilPackage: "until your package ends",
  booked: "Booked: {{dates}}",
  noneBooked: "No week booked right now.",
  byDesk: "made by the studio",
  end: "End series",
  cancelWeek: "Cancel {{day}}",
  confirmEnd:
    "End this standing booking? Its booked weeks are cancelled and their sessions come back (except those less than {{cancelCutoff, duration}} away).",
  keep: "No, keep it",
  ended_one: "Standing booking ended: {{count}} week cancelled.",
  ended_other: "Standing booking ended: {{count}} weeks cancelled.",
  loadFailed: "Your standing bookings could not be loaded.",
  failed: "The standing booking was not made. Please try again.",
  mark: "Standing",
  deskMake: "Standing booking for the member",
  settingsAllowed: "Standing bookings",
  settingsWeeks: "Longest standing booking (weeks)",
  horizon: "Standing bookings: days booked ahead",
  closedWeek:
    "{{day}}: the studio is closed, so your standing booking ({{schedule}}, {{time}}) that day is cancelled.",
  closedReturned: "The session has been returned to your balance.",
};

export const standingErrors: typeof grErrors = {
  STANDING_NOT_ALLOWED: "The studio does not take standing bookings on this schedule.",
  STANDING_TOO_LONG: "A standing booking here may run for up to {{weeks}} weeks.",
  STANDING_END_BEFORE_START: "The last date is before the first.",
  STANDING_EXISTS: "You already have a standing booking on this day and time.",
  STANDING_NOT_FOUND: "The standing booking was not found.",
  STANDING_ENDED: "The standing booking has already ended.",
};
