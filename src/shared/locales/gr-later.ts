import { account, accountErrors } from "./gr/account";
import { activity } from "./gr/activity";
import { age, ageErrors } from "./gr/age";
import { attendance, attendanceErrors } from "./gr/attendance";
import { backups } from "./gr/backups";
import { booking, bookingDeskErrors, bookingErrors } from "./gr/booking";
import { calendar } from "./gr/calendar";
import { classErrors, classes } from "./gr/classes";
import { closureExtensions, closureExtensionsErrors } from "./gr/closureExtensions";
import { coaching, coachingErrors } from "./gr/coaching";
import { family, familyErrors } from "./gr/family";
import { identity, identityErrors } from "./gr/identity";
import { locationDeskErrors, locationErrors, locations } from "./gr/locations";
import { massMail, massMailErrors } from "./gr/massMail";
import { memberImport, memberImportErrors } from "./gr/memberImport";
import { members, membersErrors } from "./gr/members";
import { nutrition, nutritionErrors } from "./gr/nutrition";
import { ownerReport, ownerReportErrors } from "./gr/ownerReport";
import { packages, packagesErrors } from "./gr/packages";
import { places, placesErrors } from "./gr/places";
import { questionnaires, questionnairesErrors } from "./gr/questionnaires";
import { reminders, remindersErrors } from "./gr/reminders";
import { scheduleErrors, schedules } from "./gr/schedules";
import { settings, settingsErrors } from "./gr/settings";
import { setup } from "./gr/setup";
import { site, siteErrors } from "./gr/site";
import { staff, staffErrors } from "./gr/staff";
import { standing, standingErrors } from "./gr/standing";
import { waitlist, waitlistErrors } from "./gr/waitlist";
import { workouts, workoutsErrors } from "./gr/workouts";

/** Greek texts of every screen but the first (loaded with Mantine; see `gr-first.ts`). */
export const grLater = {
  memberPicker: {
    label: "Μέλος",
    placeholder: "Όνομα, επώνυμο ή email",
    minChars_one: "Γράψε τουλάχιστον {{count}} χαρακτήρα.",
    minChars_other: "Γράψε τουλάχιστον {{count}} χαρακτήρες.",
    nothing: "Δεν βρέθηκαν μέλη.",
    searching: "Αναζήτηση…",
  },
  dateField: {
    placeholder: "ΗΗ/ΜΜ/ΕΕΕΕ",
    invalid: "Γράψε την ημερομηνία ως ΗΗ/ΜΜ/ΕΕΕΕ, π.χ. 25/11/2026.",
  },
  decimalField: {
    invalid: "Γράψε έναν αριθμό, π.χ. 62,5.",
  },
  auth: {
    createAccount: "Δημιουργία λογαριασμού",
    logIn: "Σύνδεση",
    haveAccount: "Έχεις ήδη λογαριασμό;",
    noAccount: "Δεν έχεις λογαριασμό;",
    email: "Email",
    password: "Κωδικός",
    firstName: "Όνομα",
    lastName: "Επώνυμο",
    loginButton: "Σύνδεση",
    signupButton: "Εγγραφή",
    forgotPassword: "Ξέχασες τον κωδικό;",
    termsNote: "Με την εγγραφή σου αποδέχεσαι τους",
    termsLink: "όρους χρήσης",
    robotCheck: "Έλεγχος ότι δεν είσαι ρομπότ",
    loginFailed: "Η σύνδεση απέτυχε. Προσπάθησε ξανά.",
    confirmFirst: "Μόλις έκανες εγγραφή; Επιβεβαίωσε πρώτα το email σου: σου στείλαμε ξανά τον σύνδεσμο.",
    resetEmailMissing: "Συμπλήρωσε το email σου για να επαναφέρεις τον κωδικό.",
    resetSent: "Στάλθηκε email επαναφοράς κωδικού στη διεύθυνσή σου.",
    resetFailed: "Η αποστολή email επαναφοράς απέτυχε. Προσπάθησε ξανά.",
    signupFailed: "Η εγγραφή απέτυχε. Προσπάθησε ξανά.",
    signupSent: "Σου στείλαμε email επιβεβαίωσης. Άνοιξέ το για να ενεργοποιήσεις τον λογαριασμό σου.",
    resetTitle: "Νέος κωδικός",
    newPassword: "Νέος κωδικός",
    resetSave: "Αποθήκευση κωδικού",
    resetDone: "Ο κωδικός άλλαξε. Μπορείς να συνδεθείς.",
    resetInvalid: "Ο σύνδεσμος δεν ισχύει πια. Ζήτησε νέο από το «Ξέχασες τον κωδικό;».",
  },
  admin: {
    title: "Διαχείριση",
    intro: "Από εδώ διαχειρίζεσαι το στούντιο.",
    onlyAdmins: "Πρέπει να είσαι συνδεδεμένος ως προσωπικό.",
    notForRole: "Δεν είναι για τον ρόλο σου",
    notForRoleText: "Η οθόνη αυτή ανήκει σε άλλον ρόλο του προσωπικού (ο ρόλος «{{role}}» δεν την ανοίγει).",
    notForRoleBack: "Πίσω στη διαχείριση",
    apiDocs: "Τεκμηρίωση API",
  },
  site,
  terms: {
    title: "Όροι χρήσης",
    lastUpdated: "Τελευταία ενημέρωση: {{date}}",
    loadFailed: "Οι όροι δεν φορτώθηκαν. Δοκίμασε ξανά.",
    studio: "Το στούντιο",
    operator: "Την πλατφόρμα λειτουργεί η επιχείρηση {{legalName}}, {{address}}.",
    vat: "ΑΦΜ: {{vat}}.",
    own: "Οι όροι του στούντιο",
    // The spec's terms, filled from the studio's settings: raise TERMS_TEMPLATE_VERSION
    // (shared/schemas/terms.ts) when they change, so the page's date moves with them.
    sections: [
      {
        heading: "Ηλικία",
        body: "Η πλατφόρμα απευθύνεται σε χρήστες άνω των {{minimumAge}} ετών. Οι χρήστες κάτω των {{consentAge}} ετών χρειάζονται τη συγκατάθεση γονέα ή κηδεμόνα.",
      },
      { heading: "Πληρωμές", body: "Οι πληρωμές γίνονται μόνο δια ζώσης στο γυμναστήριο." },
      { heading: "Λογαριασμός", body: "Κάθε πρόσωπο μπορεί να έχει έναν μόνο λογαριασμό." },
      {
        heading: "Περιεχόμενο",
        body: "Το περιεχόμενο (προγράμματα άσκησης και διατροφής) είναι εκπαιδευτικό και δεν αποτελεί ιατρική συμβουλή.",
      },
      {
        heading: "Διατήρηση δεδομένων",
        body: "Τα δεδομένα σου διατηρούνται όσο υπάρχει ο λογαριασμός σου ή έως {{retentionMonths}} μήνες μετά την απενεργοποίησή του.",
      },
      {
        heading: "Τρίτοι πάροχοι",
        body: "Τα δεδομένα μπορεί να διαβιβαστούν σε τρίτους παρόχους υπηρεσιών, και εκτός της Ευρωπαϊκής Ένωσης.",
      },
      {
        heading: "Τα δικαιώματά σου",
        body: "Μπορείς να ζητήσεις πρόσβαση, διόρθωση, διαγραφή, περιορισμό της επεξεργασίας και φορητότητα των δεδομένων σου, καθώς και να ανακαλέσεις τη συγκατάθεσή σου.",
      },
      {
        heading: "Εφαρμοστέο δίκαιο",
        body: "Οι όροι διέπονται από το ελληνικό δίκαιο. Αρμόδια είναι τα δικαστήρια της Αθήνας.",
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
  packages,
  questionnaires,
  members,
  massMail,
  nutrition,
  workouts,
  coaching,
  classes,
  waitlist,
  standing,
  places,
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
    INVALID_CREDENTIALS: "Η σύνδεση απέτυχε. Προσπάθησε ξανά.",
    PASSWORD_TOO_SHORT: "Ο κωδικός πρέπει να έχει τουλάχιστον {{min}} χαρακτήρες.",
    PASSWORD_TOO_LONG: "Ο κωδικός μπορεί να έχει έως {{max}} χαρακτήρες.",
    INVALID_EMAIL: "Το email δεν είναι έγκυρο.",
    WRONG_PASSWORD: "Ο τρέχων κωδικός δεν είναι σωστός.",
    INVALID_TOKEN: "Αυτός ο σύνδεσμος δεν ισχύει πια. Ζήτησε νέο.",
    LAST_OWNER: "Πρέπει να μείνει τουλάχιστον ένας ιδιοκτήτης.",
    UNAUTHORIZED: "Πρέπει να συνδεθείς.",
    FORBIDDEN: "Δεν έχεις δικαίωμα πρόσβασης.",
    NOT_FOUND: "Δεν βρέθηκε.",
    VALIDATION: "Έλεγξε τα στοιχεία που συμπλήρωσες.",
    CAPTCHA_REQUIRED: "Επιβεβαίωσε ότι δεν είσαι ρομπότ.",
    FILL_ALL_FIELDS: "Συμπλήρωσε όλα τα πεδία.",
    CROSS_ORIGIN_REFUSED: "Το αίτημα απορρίφθηκε.",
    RATE_LIMITED: "Πολλές προσπάθειες. Δοκίμασε ξανά σε λίγο.",
    INTERNAL: "Κάτι πήγε στραβά. Δοκίμασε ξανά.",
    NETWORK: "Δεν υπάρχει σύνδεση με τον διακομιστή.",
    MALFORMED_BODY: "Το αίτημα δεν μπόρεσε να διαβαστεί. Δοκίμασε ξανά.",
    PAYLOAD_TOO_LARGE: "Το αίτημα είναι πολύ μεγάλο.",
    HEADERS_TOO_LARGE: "Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες.",
    UNSUPPORTED_MEDIA_TYPE: "Αυτή η μορφή δεδομένων δεν γίνεται δεκτή.",
    DATABASE_UNAVAILABLE: "Η υπηρεσία δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκίμασε ξανά σε λίγο.",
    DATABASE_BUSY: "Πολλές αλλαγές ταυτόχρονα. Δοκίμασε ξανά.",
    SHUTTING_DOWN: "Ο διακομιστής επανεκκινείται. Δοκίμασε ξανά σε λίγο.",
    NUMBER_RANGE: "Γράψε έναν ακέραιο από {{min}} έως {{max}}.",
    NUMBER_STEP_RANGE: "Γράψε έναν ακέραιο από {{min}} έως {{max}}, ανά {{step}}.",
    TIME_FORMAT: "Γράψε μια ώρα από 00:00 έως {{latest}} ως ΩΩ:ΛΛ, π.χ. 18:30.",
    ...siteErrors,
    ...nutritionErrors,
    ...bookingErrors,
    ...accountErrors,
    ...attendanceErrors,
    ...ownerReportErrors,
    ...remindersErrors,
    ...memberImportErrors,
    ...packagesErrors,
    ...questionnairesErrors,
    ...membersErrors,
    ...massMailErrors,
    ...workoutsErrors,
    ...coachingErrors,
    ...classErrors,
    ...waitlistErrors,
    ...standingErrors,
    ...placesErrors,
    ...closureExtensionsErrors,
    ...settingsErrors,
    ...identityErrors,
    ...ageErrors,
    ...familyErrors,
    ...staffErrors,
    ...scheduleErrors,
    ...locationErrors,
  },
};
