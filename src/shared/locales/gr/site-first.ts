/** The pages' titles and descriptions and the home page's site buttons: drawn before the rest of Greek loads. */
export const siteFirst = {
  meta: {
    home: {
      title: "{{studio}} · Προπόνηση και κρατήσεις online",
      description: "{{studio}}: το πρόγραμμα, τα πακέτα και η θέση σου, κλεισμένη online.",
    },
    about: {
      title: "Σχετικά με εμάς · {{studio}}",
      description: "Η ιστορία μας, οι υπηρεσίες, το ωράριο και πού θα μας βρεις.",
    },
    terms: {
      title: "Όροι χρήσης · {{studio}}",
      description: "Οι όροι χρήσης και η προστασία των δεδομένων σου στο {{studio}}.",
    },
    admin: { title: "Διαχείριση · {{studio}}", description: "Η διαχείριση του στούντιο." },
  },
  buttons: { photos: "Φωτογραφίες", contact: "Επικοινωνία", about: "Σχετικά με εμάς" },
};
