/** Reformer Pilates texts in Greek (decision 017). */
export const classes = {
  schedule: { gym: "Γυμναστήριο", pilates: "Reformer Pilates" },
  /** The short mark of a row in the admin's tables. */
  mark: { gym: "Γυμν.", pilates: "Pilates" },
  chooseSchedule: "Πρόγραμμα",
  /** The balance line of any kind of credit but the gym's, by the kind's own name (decision 038). */
  kind: {
    creditsLeft: "{{kind}}: υπόλοιπο {{count}}",
    expiresOn: "{{kind}}: λήξη {{date}}",
    expiredOn: "Το πακέτο σου για «{{kind}}» έληξε στις {{date}}.",
    noPackage: "Δεν έχεις ενεργό πακέτο για «{{kind}}».",
  },
  /** Shown only at the studio's limit of active bookings; `count` is that limit. */
  activeWarning_one:
    "Έχεις ήδη ενεργή κράτηση ({{what}}): {{day}} στις {{time}}. Νέα κράτηση γίνεται αφού περάσει ή ακυρωθεί.",
  activeWarning_other:
    "Έχεις ήδη {{count}} ενεργές κρατήσεις, όσες επιτρέπει το γυμναστήριο (η πρώτη: {{what}}, {{day}} στις {{time}}). Νέα κράτηση γίνεται αφού περάσει ή ακυρωθεί μία από αυτές.",
  closed: {
    closure: "Το στούντιο είναι κλειστό αυτή την ημέρα.",
    noClasses: "Δεν υπάρχουν μαθήματα {{schedule}} αυτή την ημέρα.",
  },
  classes: "Μαθήματα",
  classLine: "{{time}} · {{minutes}}′",
  placesLeft_one: "{{count}} θέση ελεύθερη από {{max}}",
  placesLeft_other: "{{count}} θέσεις ελεύθερες από {{max}}",
  unavailable: {
    closed: "Κλειστό αυτή την ημέρα.",
    cancelled: "Το μάθημα ακυρώθηκε αυτή την ημέρα.",
    full: "Πλήρες: όλες οι θέσεις είναι κλεισμένες.",
    tooLate: "Οι κρατήσεις κλείνουν {{bookingCutoff, duration}} πριν από το μάθημα.",
    started: "Το μάθημα έχει ξεκινήσει ή περάσει.",
  },
  bookAt: "Κράτηση {{schedule}} στις {{time}}",
  booked: "Κράτησες {{schedule}}: {{day}} στις {{time}}.",
  yourClass: "Το μάθημά σου: {{time}}",
  cancelled: "Η κράτηση {{schedule}} ακυρώθηκε και η συνεδρία επιστράφηκε.",
  admin: {
    title: "Πρόγραμμα μαθημάτων: {{schedule}}",
    intro: "Το εβδομαδιαίο πρόγραμμα των μαθημάτων και οι αλλαγές μιας ημέρας.",
    dashboardLink: "Πρόγραμμα μαθημάτων",
    weekly: "Εβδομαδιαίο πρόγραμμα",
    weekday: "Ημέρα",
    weekdays: ["Κυριακή", "Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο"],
    time: "Ώρα έναρξης",
    minutes: "Διάρκεια (λεπτά)",
    capacity: "Θέσεις",
    add: "Προσθήκη μαθήματος",
    added: "Το μάθημα προστέθηκε.",
    remove: "Αφαίρεση",
    removeNamed: "Αφαίρεση του μαθήματος {{day}} {{time}}",
    removed: "Το μάθημα αφαιρέθηκε.",
    confirmRemove: "Να αφαιρεθεί το μάθημα {{day}} {{time}} από το πρόγραμμα;",
    empty: "Δεν υπάρχουν μαθήματα στο πρόγραμμα.",
    oneDate: "Αλλαγή μιας ημέρας",
    date: "Ημερομηνία",
    noClassesThatDay: "Δεν υπάρχουν μαθήματα αυτή την ημέρα.",
    closedThatDay: "Το στούντιο είναι κλειστό αυτή την ημέρα.",
    booked: "{{count}}/{{max}} κρατήσεις",
    cancelledMark: "Ακυρώθηκε",
    changedMark: "Αλλαγμένο",
    cancelClass: "Ακύρωση μαθήματος",
    confirmCancelClass:
      "Να ακυρωθεί το μάθημα των {{time}}; Οι κρατήσεις του ακυρώνονται και οι συνεδρίες επιστρέφονται.",
    classCancelled: "Το μάθημα ακυρώθηκε.",
    saveChange: "Αποθήκευση αλλαγής",
    changeSaved: "Η αλλαγή αποθηκεύτηκε.",
    restore: "Επαναφορά στο πρόγραμμα",
    restored: "Το μάθημα επανήλθε στο εβδομαδιαίο πρόγραμμα.",
    dayTime: "Ώρα αυτή την ημέρα",
    dayCapacity: "Θέσεις αυτή την ημέρα",
    pastDate: "Δεν αλλάζει μάθημα περασμένης ημέρας.",
    settings: "Ενεργή κράτηση",
    acrossLabel: "Μία ενεργή κράτηση συνολικά (γυμναστήριο και Pilates μαζί)",
    acrossHint: "Χωρίς αυτό, κάθε μέλος μπορεί να έχει μία ενεργή κράτηση σε κάθε πρόγραμμα.",
    settingsSaved: "Η ρύθμιση αποθηκεύτηκε.",
  },
};

/** The refusals of a class timetable's own rules (a class's booking refusals are the gym's codes, `booking.ts`). */
export const classErrors = {
  CLASS_CANCELLED: "Το μάθημα ακυρώθηκε αυτή την ημέρα.",
  CLASS_NOT_FOUND: "Το μάθημα δεν βρέθηκε.",
  CLASS_EXISTS: "Υπάρχει ήδη μάθημα αυτή την ημέρα και ώρα.",
  CLASS_HAS_BOOKINGS:
    "Υπάρχουν μελλοντικές κρατήσεις σε αυτό το μάθημα· ακύρωσε ή μετέφερε πρώτα τα μαθήματα εκείνων των ημερών.",
  CLASS_TIME_TAKEN: "Άλλο μάθημα ξεκινά αυτή την ώρα εκείνη την ημέρα.",
  CLASS_CAPACITY_RANGE:
    "Οι θέσεις ενός μαθήματος είναι από 1 έως {{classCapacityMax}} (0 μόνο για μία ημέρα).",
  CLASS_MINUTES_RANGE: "Η διάρκεια είναι από {{min}} έως {{max}} λεπτά.",
  CLASS_MINUTES_STEP: "Η διάρκεια είναι από {{min}} έως {{max}} λεπτά, ανά {{minutesStep}}.",
  PICK_WEEKDAY: "Διάλεξε ημέρα από Δευτέρα έως Σάββατο.",
};
