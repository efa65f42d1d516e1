/** The owner's setup checklist (decision 051), in Greek. */
export const setup = {
  title: "Πρώτα βήματα",
  progress: "{{done}} από {{total}} έτοιμα",
  done: "έτοιμο",
  todo: "εκκρεμεί",
  steps: {
    identity: "Όνομα και στοιχεία του στούντιο",
    rules: "Ωράριο και κανόνες κρατήσεων",
    schedules: "Προγράμματα (γυμναστήριο, μαθήματα)",
    packages: "Πακέτα με τιμές",
    staff: "Πρόσκληση προσωπικού",
    members: "Μέλη (εισαγωγή ή εγγραφές)",
    site: "Άνοιγμα της σελίδας στους επισκέπτες",
  },
};
