/** Packages extended over a closure (decision 020), in Greek. */
export const closureExtensions = {
  kinds: { gym: "γυμναστήριο", pilates: "Pilates", nutrition: "διατροφή" },
  admin: {
    extend: "Παράταση πακέτων",
    byDays_one: "Παράταση κατά {{count}} ημέρα των πακέτων που ίσχυαν στις {{date}}.",
    byDays_other: "Παράταση κατά {{count}} ημέρες των πακέτων που ίσχυαν στις {{date}}.",
    counts: "Μέλη: {{members}} · Πακέτα: {{packages}} ({{kinds}})",
    example: "Π.χ. {{name}}, {{kind}}: {{old}} → {{new}}",
    confirm: "Επιβεβαίωση παράτασης",
    nothing: "Κανένα πακέτο δεν ίσχυε την πρώτη μέρα του κλεισίματος· δεν υπάρχει τι να παραταθεί.",
    applied: "Παρατάθηκαν {{packages}} πακέτα στις {{date}} από {{admin}}.",
    appliedReason:
      "Η παράταση έγινε ήδη· τα πακέτα παρατείνονται μία φορά ανά κλείσιμο και το κλείσιμο δεν αφαιρείται πια.",
    someone: "έναν διαχειριστή",
    done: "Έγινε: παρατάθηκαν {{packages}} πακέτα {{members}} μελών.",
  },
  member: {
    package: {
      gym: "Το πακέτο γυμναστηρίου σου",
      nutrition: "Το πακέτο διατροφής σου",
    },
    packageOf: "Το πακέτο σου για «{{name}}»",
    notice_one:
      "{{package}} παρατάθηκε κατά {{count}} ημέρα λόγω του κλεισίματος {{range}}: νέα λήξη {{date}}.",
    notice_other:
      "{{package}} παρατάθηκε κατά {{count}} ημέρες λόγω του κλεισίματος {{range}}: νέα λήξη {{date}}.",
  },
};

/** Their error codes (merged into `errors`). */
export const closureExtensionsErrors = {
  CLOSURE_ALREADY_EXTENDED: "Τα πακέτα έχουν ήδη παραταθεί για αυτό το κλείσιμο.",
  CLOSURE_NOTHING_TO_EXTEND:
    "Κανένα πακέτο δεν ίσχυε την πρώτη μέρα του κλεισίματος· δεν υπάρχει τι να παραταθεί.",
  CLOSURE_HAS_EXTENSIONS:
    "Για αυτό το κλείσιμο έχουν παραταθεί πακέτα, οπότε δεν αφαιρείται. Αν χρειάζεται, διόρθωσε τη λήξη ενός μέλους από την καρτέλα του.",
};
