import type { ReminderKind, ReminderRule } from "../schemas/reminders";

/**
 * The reminders' defaults: the days the issue names and words in both languages, off
 * until the owner switches a rule on. The words never state a number (the owner may change the
 * days); the e-mail adds the greeting, the link and the unsubscribe footer.
 */
export const REMINDER_DEFAULTS: Record<ReminderKind, ReminderRule> = {
  expiring: {
    kind: "expiring",
    enabled: false,
    days: 7,
    subjectGr: "Το πακέτο σου λήγει σύντομα",
    subjectEn: "Your package ends soon",
    textGr:
      "Το πακέτο σου λήγει σε λίγες μέρες. Ζήτησε το επόμενο από τον λογαριασμό σου, για να συνεχίσεις χωρίς διακοπή.",
    textEn:
      "Your package ends in a few days. Ask for the next one from your account to keep going without a break.",
  },
  lastSession: {
    kind: "lastSession",
    enabled: false,
    days: 0,
    subjectGr: "Σου έμεινε μία συνεδρία",
    subjectEn: "One session left",
    textGr: "Σου έμεινε η τελευταία συνεδρία του πακέτου σου. Ζήτησε νέο πακέτο από τον λογαριασμό σου.",
    textEn: "You have the last session of your package left. Ask for a new package from your account.",
  },
  dormant: {
    kind: "dormant",
    enabled: false,
    days: 14,
    subjectGr: "Σε περιμένουμε",
    subjectEn: "We miss you",
    textGr: "Έχουμε καιρό να σε δούμε και το πακέτο σου ισχύει ακόμη. Κλείσε το επόμενο ραντεβού σου.",
    textEn: "We have not seen you for a while and your package is still valid. Book your next session.",
  },
  lapsed: {
    kind: "lapsed",
    enabled: false,
    days: 7,
    subjectGr: "Το πακέτο σου έληξε",
    subjectEn: "Your package has ended",
    textGr:
      "Το πακέτο σου έληξε πριν λίγες μέρες. Ζήτησε νέο από τον λογαριασμό σου και συνέχισε από εκεί που σταμάτησες.",
    textEn:
      "Your package ended a few days ago. Ask for a new one from your account and pick up where you left off.",
  },
  welcome: {
    kind: "welcome",
    enabled: false,
    days: 0,
    subjectGr: "Καλώς ήρθες",
    subjectEn: "Welcome",
    textGr: "Καλώς ήρθες στο στούντιο! Το πακέτο σου εγκρίθηκε: κλείσε το πρώτο σου ραντεβού.",
    textEn: "Welcome to the studio! Your package was approved: book your first session.",
  },
};

/** A reminder missed (the server was down) is still sent within this many days, never older ones. */
export const REMINDER_CATCH_UP_DAYS = 7;
