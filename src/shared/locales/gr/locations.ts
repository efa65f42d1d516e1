/** The studio's locations (decision 057): the owner's list, the member's choice, the staff's places. */
export const locations = {
  title: "Τοποθεσίες",
  hint: "Κάθε τοποθεσία έχει τη διεύθυνση, τις ώρες και τα προγράμματά της. Με μία μόνο τοποθεσία, καμία οθόνη δεν αναφέρει τοποθεσίες.",
  choose: "Τοποθεσία",
  all: "Όλες οι τοποθεσίες",
  nameGr: "Όνομα (ελληνικά)",
  nameEn: "Όνομα (αγγλικά)",
  namePlaceholder: "Κενό: το όνομα του στούντιο",
  key: "Κωδικός (λατινικά, π.χ. kifisia)",
  address: "Διεύθυνση (ελληνικά)",
  addressEn: "Διεύθυνση (αγγλικά)",
  addressPlaceholder: "Κενό: η διεύθυνση του στούντιο",
  mapUrl: "Σύνδεσμος χάρτη",
  phone: "Τηλέφωνο",
  hoursGr: "Ώρες λειτουργίας (ελληνικά)",
  hoursEn: "Ώρες λειτουργίας (αγγλικά)",
  active: "Ενεργή",
  position: "Σειρά",
  add: "Νέα τοποθεσία",
  create: "Δημιουργία",
  save: "Αποθήκευση",
  created: "Η τοποθεσία δημιουργήθηκε. Όρισε σε ποια τοποθεσία γίνεται κάθε πρόγραμμα.",
  saved: "Η τοποθεσία αποθηκεύτηκε.",
  loadError: "Οι τοποθεσίες δεν φορτώθηκαν.",
  validAt: "Ισχύει σε",
  validEverywhere: "Σε όλες τις τοποθεσίες",
  worksAt: "Εργάζεται σε",
  worksEverywhere: "Σε όλες τις τοποθεσίες",
  placesSaved: "Αποθηκεύτηκε πού εργάζεται ο/η {{name}}.",
  closes: "Κλείνει",
  /** A balance or package valid at some locations only: where. */
  validAtPlaces: "Ισχύει σε: {{places}}",
  byLocation: "Ανά τοποθεσία",
  total: "Σύνολο",
  revenueThere:
    "Σε μία τοποθεσία: έσοδα και πακέτα είναι όσα ισχύουν εκεί, μαζί με όσα ισχύουν παντού (άρα τα ποσά των τοποθεσιών επικαλύπτονται)· τα νέα μέλη είναι όλου του στούντιο.",
  messageAll: "Το μήνυμα πηγαίνει σε ολόκληρη λίστα: διάλεξε «Όλες οι τοποθεσίες» για να το στείλεις.",
};

export const locationErrors = {
  LOCATION_NOT_FOUND: "Η τοποθεσία δεν βρέθηκε.",
  LOCATION_KEY_FORMAT: "Ο κωδικός: 2 έως 30 πεζά λατινικά γράμματα, ψηφία ή παύλες, με γράμμα πρώτα.",
  LOCATION_KEY_TAKEN: "Υπάρχει ήδη τοποθεσία με αυτόν τον κωδικό.",
  LOCATION_TEXT_TOO_LONG: "Το κείμενο είναι πολύ μεγάλο.",
  LOCATION_MAP_URL: "Ο σύνδεσμος χάρτη ξεκινά με https://.",
  LOCATION_FORBIDDEN: "Δεν εργάζεσαι σε αυτή την τοποθεσία.",
  LOCATION_STAFF_ONLY:
    "Σε τοποθεσίες ορίζονται μόνο λογαριασμοί προπονητή ή υποδοχής· ο ιδιοκτήτης εργάζεται σε όλες.",
  LOCATION_LAST_ACTIVE: "Μία τοποθεσία τουλάχιστον μένει ενεργή.",
  PACKAGE_NOT_VALID_HERE: "Το πακέτο σου δεν ισχύει εδώ· ισχύει σε: {{places, name}}.",
};

/** The desk's wording (`errorText(..., "desk")`): the member's package, not "yours". */
export const locationDeskErrors = {
  PACKAGE_NOT_VALID_HERE: "Το πακέτο του μέλους δεν ισχύει εδώ· ισχύει σε: {{places, name}}.",
};
