/** Family accounts: an adult's dependants, acting for them, their own sign-in. */
export const family = {
  title: "Η οικογένειά μου",
  intro:
    "Πρόσθεσε τα παιδιά σου κάτω των {{consentAge}}: κλείνεις ραντεβού, ζητάς πακέτα και συμπληρώνεις ερωτηματολόγια για λογαριασμό τους. Κάτω από τα {{minimumAge}} δεν έχουν δική τους είσοδο.",
  notAdult:
    "Μόνο ενήλικο μέλος (από {{consentAge}} ετών, με ημερομηνία γέννησης στον λογαριασμό) μπορεί να προσθέσει παιδιά.",
  open: "Οικογένεια",
  none: "Δεν έχεις προσθέσει κανέναν ακόμα.",
  add: "Προσθήκη παιδιού",
  firstName: "Όνομα",
  lastName: "Επώνυμο",
  added: "Προστέθηκε.",
  failed: "Δεν έγινε. Δοκίμασε ξανά.",
  age_one: "{{count}} έτους",
  age_other: "{{count}} ετών",
  hasSignIn: "Έχει δική του/της είσοδο ({{email}}).",
  invited: "Στάλθηκε σύνδεσμος στο {{email}}.",
  noSignIn: "Χωρίς δική του/της είσοδο.",
  giveSignIn: "Δώσε δική του/της είσοδο",
  signInEmail: "Email του παιδιού",
  signInHint: "Από τα {{minimumAge}}: θα λάβει σύνδεσμο για να ορίσει κωδικό.",
  signInSent: "Ο σύνδεσμος στάλθηκε.",
  bookings: "Τα ραντεβού της οικογένειας",
  noBookings: "Κανένα ραντεβού για τα παιδιά σου.",
  whoFor: "Για ποιον;",
  myself: "Για μένα",
  deskTitle: "Οικογένεια",
  deskGuardian: "Κηδεμόνας: {{name}} ({{email}})",
  deskDependant: "{{name}}, {{age}} ετών",
  bookedBy: "κηδεμόνας: {{name}}",
  eraseChoice: "Τι γίνεται με τα παιδιά σου;",
  eraseThem: "Να διαγραφούν κι αυτά",
  keepThem: "Να μείνουν ως μέλη (τα αναλαμβάνει η ρεσεψιόν)",
};

export const familyErrors = {
  NOT_YOUR_DEPENDANT: "Αυτό το μέλος δεν ανήκει στην οικογένειά σου.",
  FAMILY_GUARDIAN_NOT_ADULT:
    "Μόνο ενήλικο μέλος (από {{consentAge}} ετών) μπορεί να προσθέσει παιδιά. Συμπλήρωσε την ημερομηνία γέννησής σου στον λογαριασμό.",
  FAMILY_DEPENDANT_ADULT: "Από τα {{consentAge}} κάνει δικό του/της λογαριασμό.",
  FAMILY_DEPENDANTS_MAX: "Μπορείς να έχεις έως {{max}} παιδιά στην οικογένεια.",
  FAMILY_SIGN_IN_TOO_YOUNG: "Δική του/της είσοδο μπορεί να έχει από τα {{minimumAge}}.",
  FAMILY_SIGN_IN_EXISTS: "Έχει ήδη δική του/της είσοδο.",
  FAMILY_EMAIL_TAKEN: "Αυτό το email το χρησιμοποιεί ήδη άλλος λογαριασμός.",
  FAMILY_CHOICE_REQUIRED:
    "Έχεις παιδιά στην οικογένεια ({{dependants}}): διάλεξε αν θα διαγραφούν κι αυτά ή θα μείνουν ως μέλη.",
  FAMILY_REMOVE_HAS_BOOKINGS:
    "{{name}}: υπάρχουν {{count}} κρατήσεις που δεν έχουν γίνει ακόμη (μαζί με τις σταθερές): ακύρωσέ τις πριν από την αφαίρεση.",
  FAMILY_REMOVE_HAS_CREDITS:
    "{{name}}: απομένουν {{count}} συνεδρίες, που θα χάνονταν. Χρησιμοποίησέ τις ή μίλησε με τη γραμματεία.",
};
