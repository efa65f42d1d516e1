import { account, accountErrors } from "./gr/account";
import { attendance, attendanceErrors } from "./gr/attendance";
import { booking, bookingDeskErrors, bookingErrors } from "./gr/booking";
import { calendar } from "./gr/calendar";
import { closureExtensions, closureExtensionsErrors } from "./gr/closureExtensions";
import { massMail, massMailErrors } from "./gr/massMail";
import { members, membersErrors } from "./gr/members";
import { nutrition, nutritionErrors } from "./gr/nutrition";
import { packages, packagesErrors } from "./gr/packages";
import { pilates, pilatesDeskErrors, pilatesErrors } from "./gr/pilates";
import { questionnaires, questionnairesErrors } from "./gr/questionnaires";
import { waitlist, waitlistErrors } from "./gr/waitlist";
import { workouts, workoutsErrors } from "./gr/workouts";

/** Greek texts of every screen but the first (loaded with Mantine; see `gr-first.ts`). */
export const grLater = {
  terms: {
    title: "Όροι χρήσης",
    lastUpdated: "Τελευταία ενημέρωση: {{date}}",
    sections: [
      {
        heading: "Ηλικία",
        body: "Η πλατφόρμα απευθύνεται σε χρήστες άνω των 16 ετών. Οι χρήστες κάτω των 18 ετών χρειάζονται τη συγκατάθεση γονέα ή κηδεμόνα.",
      },
      { heading: "Πληρωμές", body: "Οι πληρωμές γίνονται μόνο δια ζώσης στο γυμναστήριο." },
      { heading: "Λογαριασμός", body: "Κάθε πρόσωπο μπορεί να έχει έναν μόνο λογαριασμό." },
      {
        heading: "Περιεχόμενο",
        body: "Το περιεχόμενο (προγράμματα άσκησης και διατροφής) είναι εκπαιδευτικό και δεν αποτελεί ιατρική συμβουλή.",
      },
      {
        heading: "Διατήρηση δεδομένων",
        body: "Τα δεδομένα σου διατηρούνται όσο υπάρχει ο λογαριασμός σου ή έως 24 μήνες μετά την απενεργοποίησή του.",
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
  attendance,
  packages,
  questionnaires,
  members,
  massMail,
  nutrition,
  workouts,
  pilates,
  waitlist,
  closureExtensions,
  calendar,
  /** The front desk's wording of some refusals (`errorText(..., "desk")`). */
  deskErrors: { ...bookingDeskErrors, ...pilatesDeskErrors },
  errors: {
    ...nutritionErrors,
    ...bookingErrors,
    ...accountErrors,
    ...attendanceErrors,
    ...packagesErrors,
    ...questionnairesErrors,
    ...membersErrors,
    ...massMailErrors,
    ...workoutsErrors,
    ...pilatesErrors,
    ...waitlistErrors,
    ...closureExtensionsErrors,
  },
};
