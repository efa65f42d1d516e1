/** Moving members in from a spreadsheet (decision 034). */
export const memberImport = {
  button: "Εισαγωγή μελών",
  title: "Εισαγωγή μελών από αρχείο",
  intro:
    "Ανέβασε τα μέλη σου από ένα λογιστικό φύλλο, ως αρχείο CSV (UTF-8 ή Windows-1253, με κόμμα ή ερωτηματικό). Στήλες με ελληνικούς ή αγγλικούς τίτλους: Όνομα, Επώνυμο, Email (υποχρεωτικές), Τηλέφωνο, Πακέτο (όπως στον κατάλογο), Συνεδρίες, Λήξη (ηη/μμ/εεεε ή εεεε-μμ-ηη), και προαιρετικά Διατροφή (ημερομηνία λήξης) και μία στήλη συνεδριών ανά είδος, με τίτλο το όνομα του είδους (π.χ. Reformer Pilates) ή «Συνεδρίες:» και τον κωδικό του (π.χ. Συνεδρίες:yoga).",
  limits:
    "Έως {{maxMb}} MB και {{maxLines}} γραμμές. Πρώτα γίνεται έλεγχος· τίποτα δεν αποθηκεύεται πριν πατήσεις «Δημιουργία».",
  phoneNote: "Το τηλέφωνο φαίνεται στις λεπτομέρειες του μέλους.",
  file: "Αρχείο CSV",
  clear: "Αφαίρεση αρχείου",
  filePlaceholder: "Διάλεξε αρχείο",
  check: "Έλεγχος αρχείου",
  checkFailed: "Ο έλεγχος του αρχείου απέτυχε.",
  apply_one: "Δημιουργία {{count}} μέλους",
  apply_other: "Δημιουργία {{count}} μελών",
  applyConfirm_one:
    "Θα δημιουργηθεί {{count}} λογαριασμός με τα υπόλοιπά του και θα σταλεί πρόσκληση να οριστεί κωδικός. Οι γραμμές με λάθη και τα υπάρχοντα μέλη παραλείπονται.",
  applyConfirm_other:
    "Θα δημιουργηθούν {{count}} λογαριασμοί με τα υπόλοιπά τους και θα σταλεί σε καθέναν πρόσκληση να ορίσει κωδικό. Οι γραμμές με λάθη και τα υπάρχοντα μέλη παραλείπονται.",
  applied_one: "Δημιουργήθηκε {{count}} μέλος. Η πρόσκληση στέλνεται σε λίγο.",
  applied_other: "Δημιουργήθηκαν {{count}} μέλη. Οι προσκλήσεις στέλνονται σταδιακά.",
  applyFailed: "Η εισαγωγή απέτυχε· δεν δημιουργήθηκε κανένα μέλος.",
  nothingToCreate: "Δεν υπάρχει κανένα νέο μέλος να δημιουργηθεί.",
  summary: "Νέα μέλη: {{create}} · Ήδη μέλη: {{member}} · Με λάθη: {{error}}",
  fileRead: "Κωδικοποίηση {{encoding}}, διαχωριστικό «{{separator}}».",
  onlyErrors: "Μόνο οι γραμμές με λάθη",
  shown: "Εμφανίζονται οι πρώτες {{shown}} από {{total}} γραμμές.",
  table: {
    caption: "Τι θα γίνει σε κάθε γραμμή του αρχείου",
    line: "Γραμμή",
    member: "Μέλος",
    package: "Πακέτο",
    outcome: "Αποτέλεσμα",
  },
  packageUntil: "{{name}} · έως {{expires}}",
  credit_one: "{{kind}}: {{count}} συνεδρία",
  credit_other: "{{kind}}: {{count}} συνεδρίες",
  nutritionUntil: "Διατροφή έως {{date}}",
  outcome: {
    create: "Θα δημιουργηθεί",
    created: "Δημιουργήθηκε",
    member: "Ήδη μέλος· παραλείπεται",
    error: "Λάθος· παραλείπεται",
  },
  columns: {
    firstName: "Όνομα",
    lastName: "Επώνυμο",
    email: "Email",
    phone: "Τηλέφωνο",
    package: "Πακέτο",
    sessions: "Συνεδρίες",
    expires: "Λήξη",
    nutrition: "Διατροφή",
    birthDate: "Ημερομηνία γέννησης",
  },
};

/** The import's error codes (merged into `errors`). */
export const memberImportErrors = {
  IMPORT_FILE_EMPTY: "Το αρχείο δεν έχει γραμμές μελών κάτω από τους τίτλους.",
  IMPORT_COLUMNS_MISSING: "Λείπουν στήλες από την πρώτη γραμμή του αρχείου: {{columns}}.",
  IMPORT_TOO_MANY_LINES: "Το αρχείο έχει πάνω από {{max}} γραμμές· χώρισέ το σε μικρότερα.",
  IMPORT_FILE_TOO_LARGE: "Το αρχείο ξεπερνά τα {{maxMb}} MB.",
  IMPORT_LINE_MALFORMED:
    "Η γραμμή δεν διαβάζεται (εισαγωγικά που δεν κλείνουν ή περισσότερα πεδία από τους τίτλους).",
  IMPORT_FIELD_MISSING: "Λείπει: {{field}}.",
  IMPORT_FIELD_TOO_LONG: "{{field}}: έως {{max}} χαρακτήρες.",
  IMPORT_EMAIL_INVALID: "Το email δεν είναι έγκυρο.",
  IMPORT_EMAIL_DUPLICATE: "Το ίδιο email υπάρχει ήδη στη γραμμή {{line}}.",
  IMPORT_PHONE_INVALID: "Το τηλέφωνο δεν είναι έγκυρο.",
  IMPORT_PACKAGE_UNKNOWN: "Δεν υπάρχει πακέτο «{{name}}» στον κατάλογο.",
  IMPORT_PACKAGE_MISSING: "Συνεδρίες ή λήξη χωρίς πακέτο.",
  IMPORT_EXPIRY_MISSING: "Λείπει η ημερομηνία λήξης του πακέτου.",
  IMPORT_DATE_INVALID: "{{field}}: η ημερομηνία δεν υπάρχει (ηη/μμ/εεεε ή εεεε-μμ-ηη).",
  IMPORT_NUMBER_INVALID: "{{field}}: ακέραιος από 0 έως {{max}}.",
  IMPORT_CREDIT_KIND_UNKNOWN:
    "Στήλη «{{column}}»: δεν υπάρχει είδος συνεδριών με κωδικό «{{kind}}» (δείτε Κανόνες στούντιο → Είδη συνεδριών).",
};
