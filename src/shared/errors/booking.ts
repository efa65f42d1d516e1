// Error codes of one area, joined into the one typed list in ./index.ts. Booking: the schedules,
// their slots and classes, attendance, the waitlist, standing bookings and places.

export const BOOKING = [
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
export const CLASSES = [
  "CLASS_CANCELLED",
  "CLASS_NOT_FOUND",
  "CLASS_EXISTS",
  "CLASS_HAS_BOOKINGS",
  "CLASS_TIME_TAKEN",
  "CLASS_CAPACITY_RANGE",
  "CLASS_MINUTES_RANGE",
  "CLASS_MINUTES_STEP",
  "PICK_WEEKDAY",
] as const;

/** The studio's schedules as rows (decision 035). */
export const SCHEDULES = [
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

/** The studio's locations as rows (decision 057). */
export const LOCATIONS = [
  "LOCATION_NOT_FOUND",
  "LOCATION_KEY_FORMAT",
  "LOCATION_KEY_TAKEN",
  "LOCATION_TEXT_TOO_LONG",
  "LOCATION_MAP_URL",
  "LOCATION_FORBIDDEN",
  "LOCATION_STAFF_ONLY",
  "LOCATION_LAST_ACTIVE",
  "PACKAGE_NOT_VALID_HERE",
] as const;

export const ATTENDANCE = ["SLOT_NOT_STARTED", "ATTENDANCE_MARKED", "NO_SHOW_SESSION_SPENT"] as const;

/** The waitlist of a full slot (decision 018). */
export const WAITLIST = [
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
export const STANDING = [
  "STANDING_NOT_ALLOWED",
  "STANDING_TOO_LONG",
  "STANDING_END_BEFORE_START",
  "STANDING_EXISTS",
  "STANDING_NOT_FOUND",
  "STANDING_ENDED",
] as const;

/** Numbered places of a class (reformers, bikes; decision 037). */
export const PLACES = ["PLACE_TAKEN", "PLACE_OUT_OF_RANGE", "PLACES_NOT_NUMBERED"] as const;
