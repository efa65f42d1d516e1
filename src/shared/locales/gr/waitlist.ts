/** The waitlist of a full slot (issue 17, decision 018), in Greek. */
export const waitlist = {
  join: "Μπες στη λίστα αναμονής",
  joinAt: "Λίστα αναμονής για τις {{time}}",
  joinHint: "Αν ελευθερωθεί θέση, κλείνεται αυτόματα για σένα (μία συνεδρία) και σου στέλνουμε email.",
  joined: "Μπήκες στη λίστα αναμονής για τις {{time}}. Είσαι στη θέση {{position}} της σειράς.",
  cannotJoin: "Δεν μπορείς να μπεις στη λίστα αναμονής: {{why}}",
  yourPlace: "Λίστα αναμονής {{time}}: είσαι στη θέση {{position}} της σειράς.",
  yourPlaceShort: "{{day}} {{time}} · θέση {{position}}",
  waitingCount_one: "{{count}} σε αναμονή",
  waitingCount_other: "{{count}} σε αναμονή",
  leave: "Αποχώρηση από τη λίστα",
  left: "Βγήκες από τη λίστα αναμονής.",
  confirmLeave: "Να βγεις από τη λίστα αναμονής για τις {{time}};",
  keepPlace: "Μένω στη λίστα",
  myPlaces: "Οι θέσεις σου σε λίστα αναμονής",
  closesHint: "Η λίστα κλείνει {{waitlistClose, duration}} πριν την ώρα.",
  adminTitle: "Λίστα αναμονής",
  adminSlot: "{{time}} ({{count}} σε αναμονή)",
  adminNone: "Κανείς σε αναμονή αυτή την ημέρα.",
  schedule: { gym: "Γυμναστήριο", pilates: "Reformer Pilates" },
};

export const waitlistErrors = {
  WAITLIST_CLOSED: "Η λίστα αναμονής έκλεισε: λιγότερο από {{waitlistClose, duration}} μέχρι την ώρα.",
  SLOT_BLOCKED: "Η ώρα είναι κλειστή από το γυμναστήριο· δεν έχει λίστα αναμονής.",
  SLOT_NOT_FULL: "Η ώρα έχει ακόμα θέσεις: κλείσε την κανονικά.",
  ALREADY_WAITING: "Είσαι ήδη σε λίστα αναμονής αυτή την ημέρα.",
  WAITLIST_ENTRY_NOT_FOUND: "Η θέση σου στη λίστα αναμονής δεν υπάρχει πια.",
  WAITLIST_FAILED: "Η λίστα αναμονής δεν ενημερώθηκε. Δοκίμασε ξανά.",
  WAITLIST_PACKAGE_ENDS:
    "Το πακέτο σου λήγει πριν από αυτή την ώρα: δεν θα μπορούσαμε να σου κλείσουμε θέση από τη λίστα.",
  WAITLIST_BOOKED_ELSEWHERE: "Κλείστηκες από άλλη λίστα αναμονής την ίδια ώρα.",
};
