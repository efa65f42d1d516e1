import { account, accountErrors } from "./en/account";
import { activity } from "./en/activity";
import { age, ageErrors } from "./en/age";
import { attendance, attendanceErrors } from "./en/attendance";
import { backups } from "./en/backups";
import { booking, bookingDeskErrors, bookingErrors } from "./en/booking";
import { calendar } from "./en/calendar";
import { classErrors, classes } from "./en/classes";
import { closureExtensions, closureExtensionsErrors } from "./en/closureExtensions";
import { coaching, coachingErrors } from "./en/coaching";
import { family, familyErrors } from "./en/family";
import { identity, identityErrors } from "./en/identity";
import { locationDeskErrors, locationErrors, locations } from "./en/locations";
import { massMail, massMailErrors } from "./en/massMail";
import { memberImport, memberImportErrors } from "./en/memberImport";
import { members, membersErrors } from "./en/members";
import { nutrition, nutritionErrors } from "./en/nutrition";
import { ownerReport, ownerReportErrors } from "./en/ownerReport";
import { packages, packagesErrors } from "./en/packages";
import { places, placesErrors } from "./en/places";
import { questionnaires, questionnairesErrors } from "./en/questionnaires";
import { reminders, remindersErrors } from "./en/reminders";
import { scheduleErrors, schedules } from "./en/schedules";
import { settings, settingsErrors } from "./en/settings";
import { setup } from "./en/setup";
import { site, siteErrors } from "./en/site";
import { staff, staffErrors } from "./en/staff";
import { standing, standingErrors } from "./en/standing";
import { waitlist, waitlistErrors } from "./en/waitlist";
import { workouts, workoutsErrors } from "./en/workouts";
import type { Messages } from "./gr";

/** English, the fallback language: the same keys as `gr.ts`. */
export const en: Messages = {
  common: {
    appName: "Kinisi",
    back: "Back",
    backHome: "Back to home",
    refresh: "Refresh",
    close: "Close",
    loading: "Loading…",
    language: "Language",
    retry: "Try again",
    save: "Save",
    cancel: "Cancel",
    yes: "Yes",
    no: "No",
    confirmTitle: "Please confirm",
    unknown: "Unknown",
    notFoundTitle: "Page not found",
    notFoundBack: "Go to the home page",
    showPassword: "Show or hide the password",
  },
  memberPicker: {
    label: "Member",
    placeholder: "First name, last name or email",
    minChars_one: "Type at least {{count}} character.",
    minChars_other: "Type at least {{count}} characters.",
    nothing: "No members found.",
    searching: "Searching…",
  },
  dateField: {
    placeholder: "DD/MM/YYYY",
    invalid: "Write the date as DD/MM/YYYY, e.g. 25/11/2026.",
  },
  decimalField: {
    invalid: "Write a number, e.g. 62.5.",
  },
  home: {
    comingSoon: {
      title: "Coming soon",
      text: "Our site is being prepared. For bookings and information, contact us:",
      login: "Log in for members and staff",
    },
    tagline: "Training · Classes · Online booking",
    welcome: "Welcome, {{name}}",
    loginSignup: "Log in / Sign up",
    logout: "Log out",
    admin: "Admin",
    socialNetworks: {
      instagram: "Instagram",
      facebook: "Facebook",
      tiktok: "TikTok",
      youtube: "YouTube",
      x: "X",
      web: "Our page",
    },
    location: "Location",
    terms: "Terms of use",
    loggedOut: "You are logged out.",
    logInFirst: "Please log in to see that page.",

    questionnaireButton: "Fitness questionnaire",
    bookButton: "Online booking",
    loginToBook: "Please log in to book.",
    packagesButton: "Gym packages",
    myNutrition: "Nutrition plan",
    myAccount: "My account",
    myWorkouts: "My workout program",
    myProgress: "My progress",

    accountDeleted: "Your account was deleted.",

    programChanged: "Your coach changed your program on {{date}} (version {{version}}).",
    nutritionChanged: "Your coach changed your nutrition plan on {{date}}.",
    noticeSeen: "Got it",
    noticeNotSaved: "That was not saved; please try again.",
    noticesLabel: "Changes from your coach",
  },
  auth: {
    createAccount: "Create Account",
    logIn: "Log In",
    haveAccount: "Already have an account?",
    noAccount: "No account yet?",
    email: "Email",
    password: "Password",
    firstName: "First name",
    lastName: "Last name",
    loginButton: "Login",
    signupButton: "Sign up",
    forgotPassword: "Forgot password",
    termsNote: "By signing up you accept the",
    termsLink: "terms of use",
    robotCheck: "Check that you are not a robot",
    loginFailed: "Login failed. Please try again.",
    confirmFirst: "Just signed up? Confirm your email first: we have sent you the link again.",
    resetEmailMissing: "Please enter your email to reset your password.",
    resetSent: "A password reset email has been sent to your email address.",
    resetFailed: "Failed to send password reset email. Please try again.",
    signupFailed: "Sign-up failed. Please try again.",
    signupSent: "We sent you a confirmation email. Open it to activate your account.",
    resetTitle: "New password",
    newPassword: "New password",
    resetSave: "Save password",
    resetDone: "Your password was changed. You can log in now.",
    resetInvalid: "This link is no longer valid. Ask for a new one with “Forgot password”.",
    verified: "Your email is confirmed. Welcome!",
  },
  admin: {
    title: "Administration",
    intro: "Run the studio from here.",
    onlyAdmins: "You must be logged in as staff.",
    notForRole: "Not for your role",
    notForRoleText: "This screen belongs to another role of the studio's staff ({{role}} cannot open it).",
    notForRoleBack: "Back to administration",
    apiDocs: "API reference",
  },
  terms: {
    title: "Terms of use",
    lastUpdated: "Last updated: {{date}}",
    loadFailed: "The terms could not be loaded. Please try again.",
    studio: "The studio",
    operator: "The platform is run by {{legalName}}, {{address}}.",
    vat: "VAT number: {{vat}}.",
    own: "The studio's own terms",
    // The spec's terms, filled from the studio's settings: raise TERMS_TEMPLATE_VERSION
    // (shared/schemas/terms.ts) when they change, so the page's date moves with them.
    sections: [
      {
        heading: "Age",
        body: "The platform is for users over {{minimumAge}}. Users under {{consentAge}} need the consent of a parent or guardian.",
      },
      { heading: "Payments", body: "Payments are made only in person at the gym." },
      { heading: "Account", body: "Each person may have only one account." },
      {
        heading: "Content",
        body: "The content (training and nutrition programs) is educational and is not medical advice.",
      },
      {
        heading: "Data retention",
        body: "Your data is kept while your account exists or up to {{retentionMonths}} months after it is deactivated.",
      },
      {
        heading: "Third-party providers",
        body: "Data may be transferred to third-party service providers, including outside the European Union.",
      },
      {
        heading: "Your rights",
        body: "You may ask for access, correction, deletion, restriction of processing and portability of your data, and withdraw your consent.",
      },
      {
        heading: "Governing law",
        body: "These terms are governed by Greek law. The courts of Athens have jurisdiction.",
      },
    ],
  },
  booking,
  account,
  activity,
  backups,
  attendance,
  ownerReport,
  reminders,
  memberImport,
  waitlist,
  standing,
  places,
  packages,
  questionnaires,
  members,
  site,
  massMail,
  nutrition,
  workouts,
  coaching,
  classes,
  closureExtensions,
  calendar,
  settings,
  identity,
  staff,
  setup,
  schedules,
  locations,
  age,
  family,
  /** The front desk's wording of some refusals (`errorText(..., "desk")`). */
  deskErrors: { ...bookingDeskErrors, ...locationDeskErrors },
  errors: {
    ...nutritionErrors,
    ...bookingErrors,
    ...accountErrors,
    ...attendanceErrors,
    ...ownerReportErrors,
    ...remindersErrors,
    ...memberImportErrors,
    ...waitlistErrors,
    ...standingErrors,
    ...placesErrors,
    ...packagesErrors,
    ...questionnairesErrors,
    ...membersErrors,
    ...siteErrors,
    ...massMailErrors,
    ...workoutsErrors,
    ...coachingErrors,
    ...classErrors,
    ...closureExtensionsErrors,
    ...settingsErrors,
    ...identityErrors,
    ...ageErrors,
    ...familyErrors,
    ...staffErrors,
    ...scheduleErrors,
    ...locationErrors,
    INVALID_CREDENTIALS: "Login failed. Please try again.",
    PASSWORD_TOO_SHORT: "The password must have at least {{min}} characters.",
    PASSWORD_TOO_LONG: "The password can have at most {{max}} characters.",
    INVALID_EMAIL: "This email address is not valid.",
    WRONG_PASSWORD: "The current password is not correct.",
    INVALID_TOKEN: "This link is no longer valid. Ask for a new one.",
    LAST_OWNER: "At least one owner must remain.",
    UNAUTHORIZED: "Please log in.",
    FORBIDDEN: "You are not allowed to do this.",
    NOT_FOUND: "Not found.",
    VALIDATION: "Please check what you entered.",
    CAPTCHA_REQUIRED: "Please confirm you are not a robot.",
    FILL_ALL_FIELDS: "Please fill in all fields.",
    CROSS_ORIGIN_REFUSED: "The request was refused.",
    RATE_LIMITED: "Too many attempts. Please try again shortly.",
    INTERNAL: "Something went wrong. Please try again.",
    NETWORK: "The server cannot be reached.",
    MALFORMED_BODY: "The request could not be read. Please try again.",
    PAYLOAD_TOO_LARGE: "The request is too large.",
    HEADERS_TOO_LARGE: "The request's address or headers are too long.",
    UNSUPPORTED_MEDIA_TYPE: "This kind of data is not accepted.",
    DATABASE_UNAVAILABLE: "The service is unavailable right now. Please try again shortly.",
    DATABASE_BUSY: "Too many changes at once. Please try again.",
    SHUTTING_DOWN: "The server is restarting. Please try again in a moment.",
    NUMBER_RANGE: "Write a whole number from {{min}} to {{max}}.",
    NUMBER_STEP_RANGE: "Write a whole number from {{min}} to {{max}}, in steps of {{step}}.",
    TIME_FORMAT: "Write a time from 00:00 to {{latest}} as HH:MM, e.g. 18:30.",
  },
};
