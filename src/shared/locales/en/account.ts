import type { account as gr, accountErrors as grErrors } from "../gr/account";

/** The member's own account: profile, e-mail, password, sessions, data and deletion, in English. */
export const account: typeof gr = {
  profile: {
    title: "My details",
    firstName: "First name",
    lastName: "Last name",
    language: "Language",
    save: "Save",
    saved: "Your details were saved.",
  },
  email: {
    title: "Email",
    current: "Current email: {{email}}",
    newEmail: "New email",
    submit: "Change email",
    sent: "We sent a confirmation link to {{email}}. Your email changes when you open the link.",
  },
  password: {
    title: "Password",
    current: "Current password",
    next: "New password",
    submit: "Change password",
    changed: "Your password was changed. Your other devices were signed out.",
  },
  sessions: {
    title: "Sessions",
    thisDevice: "This device",
    unknownDevice: "Unknown device",
    since: "Since {{date}}",
    signOutOthers: "Sign out of the other devices",
    signedOut: "You were signed out of the other devices.",
  },
  data: {
    title: "My data",
    text: "Download in one file (JSON) everything the studio keeps about you: account details, packages and session movements, bookings, cancellations and waiting places, questionnaires, nutrition plans and meal feedback, workout programs, calendar and reminder settings, messages and emails.",
    download: "Download my data",
    confirmTitle: "Download your data?",
    confirm:
      "We will prepare one JSON file with all of the above. It holds personal and health details: keep it somewhere safe.",
    confirmButton: "Download",
    preparing: "Preparing your file…",
    ready: "Your file is ready and was downloaded: {{name}}.",
    failed: "Downloading your data failed. Please try again.",
  },
  remove: {
    title: "Delete account",
    text: "Your account closes at once and your personal data is erased. Bookings and session movements stay in the studio's books without your name.",
    lose: "You will lose your remaining sessions: {{credits}}.",
    confirmLabel: "Type your email to confirm",
    password: "Password",
    submit: "Delete my account for good",
  },
  exports: {
    button: "Data exports",
    title: "Data exports",
    intro:
      "Every 'Download my data' by a member and every export made at the desk for an access request, newest first.",
    member: "Member (optional)",
    when: "When",
    whose: "Whose data",
    askedBy: "Requested by",
    reason: "Reason",
    reasons: { member: "Member (Download my data)", desk: "Desk (access request)" },
    self: "The member themself",
    erased: "Erased account",
    unknownAdmin: "An admin who no longer exists",
    empty: "No exports yet.",
    newest_one: "Showing the newest export.",
    newest_other: "Showing the newest {{count}} exports.",
  },
  admin: {
    deactivate: "Deactivate account",
    reactivate: "Reactivate account",
    confirmDeactivate: "Deactivate this account? The member is signed out and cannot sign in.",
    deactivated: "The account was deactivated.",
    reactivated: "The account was reactivated.",
    exportData: "Export data (access request)",
  },
};

export const accountErrors: typeof grErrors = {
  ACCOUNT_DEACTIVATED: "Your account is deactivated. Please contact the studio.",
  SAME_EMAIL: "This is already your email.",
  CONFIRMATION_MISMATCH: "The confirmation does not match the account's email.",
  ADMIN_ACCOUNT: "A staff account cannot be deleted or deactivated. Make it a member first.",
};
