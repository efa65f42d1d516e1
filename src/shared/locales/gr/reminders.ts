/** The automatic reminders: the rules on /admin-drift and a member's reminders on the members screen. */
export const reminders = {
  title: "Αυτόματες υπενθυμίσεις",
  hint: "Κάθε υπενθύμιση στέλνεται μία φορά για κάθε περίπτωση, ποτέ στις ώρες ησυχίας του στούντιο ({{quietFrom}}–{{quietTo}}), με σύνδεσμο για πακέτο ή κράτηση. Όσοι διαγράφηκαν από τα μηνύματα δεν τη λαμβάνουν.",
  kinds: {
    expiring: "Το πακέτο λήγει",
    lastSession: "Τελευταία συνεδρία",
    dormant: "Δεν έρχεται",
    lapsed: "Το πακέτο έληξε",
    welcome: "Καλωσόρισμα",
  },
  when: {
    expiring: "Όταν το πακέτο λήγει μέσα στις επόμενες {{days}} ημέρες.",
    lastSession: "Όταν μένει μία συνεδρία σε ισχύον πακέτο.",
    dormant: "Όταν το πακέτο ισχύει και δεν έχει έρθει για {{days}} ημέρες.",
    lapsed: "{{days}} ημέρες μετά τη λήξη του πακέτου, αν δεν ζήτησε νέο.",
    welcome: "{{days}} ημέρες μετά την πρώτη έγκριση πακέτου (0: την ίδια μέρα).",
  },
  days: {
    expiring: "Ημέρες πριν τη λήξη",
    dormant: "Ημέρες χωρίς επίσκεψη",
    lapsed: "Ημέρες μετά τη λήξη",
    welcome: "Ημέρες μετά την έγκριση",
  },
  enabled: "Ενεργή",
  words: "Κείμενο μηνύματος",
  subjectGr: "Θέμα (ελληνικά)",
  subjectEn: "Θέμα (αγγλικά)",
  textGr: "Κείμενο (ελληνικά)",
  textEn: "Κείμενο (αγγλικά)",
  save: "Αποθήκευση υπενθυμίσεων",
  saved: "Οι υπενθυμίσεις αποθηκεύτηκαν.",
  saveFailed: "Οι υπενθυμίσεις δεν αποθηκεύτηκαν.",
  loadFailed: "Οι υπενθυμίσεις δεν φορτώθηκαν.",
  member: {
    title: "Αυτόματες υπενθυμίσεις",
    none: "Δεν έχει σταλεί καμία υπενθύμιση.",
    kind: "Υπενθύμιση",
    sentAt: "Στάλθηκε",
  },
};

/** The reminders' error codes (merged into `errors`). */
export const remindersErrors = {
  REMINDER_WORDS_TOO_LONG: "Το θέμα ή το κείμενο είναι πολύ μεγάλο.",
  REMINDER_DAYS_RANGE: "Οι ημέρες είναι εκτός ορίων.",
  REMINDER_KIND_TWICE: "Η ίδια υπενθύμιση δόθηκε δύο φορές.",
};
