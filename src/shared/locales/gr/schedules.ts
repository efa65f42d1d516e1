/** The studio's schedules (issue 25, decision 035): the owner's list on the settings screen and the member's choice. */
export const schedules = {
  title: "Προγράμματα κρατήσεων",
  hint: "Κάθε πρόγραμμα κλείνεται από τα μέλη και τη ρεσεψιόν με τη δική του λίστα αναμονής, email και παρουσίες. Ένα πρόγραμμα με κρατήσεις δεν διαγράφεται· απενεργοποιείται.",
  choose: "Πρόγραμμα",
  nameGr: "Όνομα (ελληνικά)",
  nameEn: "Όνομα (αγγλικά)",
  key: "Κωδικός (λατινικά, π.χ. yoga)",
  creditKind: "Χρεώνει συνεδρίες",
  credit: { gym: "Γυμναστηρίου", pilates: "Pilates" },
  timetable: { hours: "Ώρες λειτουργίας σε slots", classes: "Εβδομαδιαίο πρόγραμμα μαθημάτων" },
  active: "Ενεργό",
  off: "Ανενεργό",
  position: "Σειρά",
  add: "Νέο πρόγραμμα μαθημάτων",
  create: "Δημιουργία",
  save: "Αποθήκευση",
  saved: "Το πρόγραμμα αποθηκεύτηκε.",
  created: "Το πρόγραμμα δημιουργήθηκε. Πρόσθεσε τα μαθήματά του στο εβδομαδιαίο πρόγραμμα.",
  timetableLink: "Εβδομαδιαίο πρόγραμμα",
  loadError: "Τα προγράμματα δεν φορτώθηκαν.",
};

export const scheduleErrors = {
  SCHEDULE_NOT_FOUND: "Το πρόγραμμα δεν βρέθηκε.",
  SCHEDULE_OFF: "Το πρόγραμμα δεν δέχεται κρατήσεις αυτή την περίοδο.",
  SCHEDULE_KEY_FORMAT: "Ο κωδικός: 2 έως 30 πεζά λατινικά γράμματα, ψηφία ή παύλες, ξεκινά με γράμμα.",
  SCHEDULE_KEY_TAKEN: "Υπάρχει ήδη πρόγραμμα με αυτόν τον κωδικό.",
  SCHEDULE_NAME_TOO_LONG: "Το όνομα έχει έως 40 χαρακτήρες.",
};
