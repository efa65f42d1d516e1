import type { reminders as gr, remindersErrors as grErrors } from "../gr/reminders";

/** The automatic reminders: the rules on /admin-drift and a member's reminders on the members screen. */
export const reminders: typeof gr = {
  title: "Automatic reminders",
  hint: "Each reminder is sent once per occasion, never in the studio's quiet hours ({{quietFrom}}–{{quietTo}}), with a link to ask for a package or to book. Members who unsubscribed do not get it.",
  kinds: {
    expiring: "Package ending",
    lastSession: "Last session",
    dormant: "Not coming",
    lapsed: "Package ended",
    welcome: "Welcome",
  },
  when: {
    expiring: "When the package ends within the next {{days}} days.",
    lastSession: "When one session is left on a valid package.",
    dormant: "When the package is valid and the member has not come for {{days}} days.",
    lapsed: "{{days}} days after the package ended, unless a new one was asked for.",
    welcome: "{{days}} days after the first package was approved (0: the same day).",
  },
  days: {
    expiring: "Days before it ends",
    dormant: "Days without a visit",
    lapsed: "Days after it ended",
    welcome: "Days after the approval",
  },
  enabled: "On",
  words: "The message's words",
  subjectGr: "Subject (Greek)",
  subjectEn: "Subject (English)",
  textGr: "Text (Greek)",
  textEn: "Text (English)",
  save: "Save reminders",
  saved: "The reminders were saved.",
  saveFailed: "The reminders could not be saved.",
  loadFailed: "The reminders could not be loaded.",
  member: {
    title: "Automatic reminders",
    none: "No reminder has been sent.",
    kind: "Reminder",
    sentAt: "Sent",
  },
};

/** The reminders' error codes (merged into `errors`). */
export const remindersErrors: typeof grErrors = {
  REMINDER_WORDS_TOO_LONG: "The subject or the text is too long.",
  REMINDER_DAYS_RANGE: "The days are out of range.",
  REMINDER_KIND_TWICE: "The same reminder was given twice.",
};
