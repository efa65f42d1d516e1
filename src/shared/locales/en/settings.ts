import type { settings as gr, settingsErrors as grErrors } from "../gr/settings";

/** The owner's settings screen: the studio's rules (issue 25, decision 029), in English. */
export const settings: typeof gr = {
  title: "Studio rules",
  intro:
    "Rules apply to every new booking as soon as they are saved. Existing bookings never change without asking you.",
  hours: "Opening hours",
  hoursHint: "Each range is cut into booking slots from its start. A day without a range is closed.",
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  closed: "Closed",
  from: "From",
  to: "To",
  addRange: "Add a range",
  removeRange: "Remove the range {{from}}–{{to}}",
  slots: "Slots",
  slotMinutes: "Slot length (minutes)",
  defaultCapacity: "Places per slot",
  classCapacityMax: "Most places in a class",
  classCapacityMaxHint: "For every class schedule; classes already in the timetable stay as they are.",
  activityRetentionDays: "Keep the staff activity log (days)",
  activityRetentionHint: "Older entries are removed every day.",
  bookingCutoff: "Bookings close (minutes before)",
  cancelCutoff: "Cancelling with the session back until (minutes before)",
  waitlistClose: "The waitlist closes (minutes before)",
  lateWindowHours: "Late window of the waitlist (hours before)",
  lateWindowHint:
    "A place freed this close to the start is offered to everyone waiting; the first to claim it gets it. 0: always booked for the first in line.",
  asWords: "= {{minutes, duration}}",
  maxActive: "Active bookings per member",
  across: "Count every schedule together (else per schedule)",
  noShowForfeits: "A no-show forfeits the session",
  reminderTime: "Reminder time (the day before)",
  quietHours: "Quiet hours",
  quietHint:
    "The automatic reminders to members are not sent in these hours, and the waitlist's e-mails wait for their end unless the class is sooner (they may pass midnight).",
  quietFrom: "Quiet from",
  quietTo: "Quiet until",
  timeZone: "Time zone",
  timeZoneHint:
    "The studio's dates, cutoffs, reminders and e-mails follow this zone. If you change it, every booking keeps its date and time: a 10:00 booking stays at 10:00 in the new zone.",
  timeZoneNone: "No zone by that name",
  /** A refusal beside the save button, with the field (or weekday) it is about. */
  problemAt: "{{field}}: {{problem}}",
  save: "Save the rules",
  saved: "The rules are saved.",
  outsideTitle_one: "{{count}} booking falls outside the new hours",
  outsideTitle_other: "{{count}} bookings fall outside the new hours",
  outsideHint: "Nothing was saved. Choose what happens to these bookings:",
  keep: "Keep them and save the rules",
  cancel: "Cancel them (sessions back, members told by e-mail)",
  back: "Back to editing",
  savedKept_one: "The rules are saved; {{count}} booking stays as it was.",
  savedKept_other: "The rules are saved; {{count}} bookings stay as they were.",
  savedCancelled_one: "The rules are saved; {{count}} booking was cancelled.",
  savedCancelled_other: "The rules are saved; {{count}} bookings were cancelled.",
  loadFailed: "The rules did not load. Try again.",
  failed: "Saving failed. Try again.",
};

export const settingsErrors: typeof grErrors = {
  SETTINGS_HOURS_OVERLAP: "Two ranges of the same day overlap.",
  SETTINGS_RANGE_ORDER: "A range ends before it starts.",
  SETTINGS_CUTOFF_ORDER: "Cancelling cannot close later than booking.",
  SETTINGS_BOOKINGS_OUTSIDE_HOURS: "Some bookings fall outside the new hours.",
  SETTINGS_QUIET_HOURS_SAME: "Quiet hours must start and end at different times.",
  SETTINGS_TIME_ZONE_UNKNOWN: "This time zone is unknown. Choose one from the list.",
};
