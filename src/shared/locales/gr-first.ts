import { siteFirst } from "./gr/site-first";

/**
 * Greek, the default language: only the texts the home page's own markup shows (home, its status
 * lines, the site's buttons and the pages' titles), bundled with it. The rest (`gr-later.ts`: every
 * other screen, the sign-in window, error sentences) is a chunk loaded with the first Mantine screen;
 * `gr.ts` joins both. `first-texts.test.ts` checks the home page asks for nothing else.
 */
export const grFirst = {
  common: {
    appName: "Kinisi",
    back: "Πίσω",
    backHome: "Επιστροφή στην αρχική",
    refresh: "Ανανέωση",
    close: "Κλείσιμο",
    loading: "Φόρτωση…",
    language: "Γλώσσα",
    retry: "Προσπάθεια ξανά",
    save: "Αποθήκευση",
    cancel: "Ακύρωση",
    yes: "Ναι",
    no: "Όχι",
    confirmTitle: "Επιβεβαίωση",
    unknown: "Άγνωστο",
    notFoundTitle: "Η σελίδα δεν βρέθηκε",
    notFoundBack: "Πήγαινε στην αρχική",
    showPassword: "Εμφάνιση ή απόκρυψη κωδικού",
  },
  home: {
    comingSoon: {
      title: "Έρχεται σύντομα",
      text: "Η σελίδα μας ετοιμάζεται. Για κρατήσεις και πληροφορίες επικοινώνησε μαζί μας:",
      login: "Σύνδεση μελών και προσωπικού",
    },
    tagline: "Προπόνηση · Μαθήματα · Κρατήσεις online",
    welcome: "Καλώς ήρθες, {{name}}",
    loginSignup: "Σύνδεση / Εγγραφή",
    logout: "Αποσύνδεση",
    admin: "Admin",
    socialNetworks: {
      instagram: "Instagram",
      facebook: "Facebook",
      tiktok: "TikTok",
      youtube: "YouTube",
      x: "X",
      web: "Η σελίδα μας",
    },
    location: "Τοποθεσία",
    terms: "Όροι χρήσης",
    loggedOut: "Αποσυνδέθηκες.",
    logInFirst: "Συνδέσου για να δεις αυτή τη σελίδα.",

    questionnaireButton: "Ερωτηματολόγιο φυσικής κατάστασης",
    bookButton: "Online κράτηση",
    loginToBook: "Συνδέσου για να κλείσεις θέση.",
    packagesButton: "Πακέτα γυμναστηρίου",
    myNutrition: "Πλάνο διατροφής",
    myAccount: "Ο λογαριασμός μου",
    myWorkouts: "Το πρόγραμμά μου",
    myProgress: "Η πρόοδός μου",

    accountDeleted: "Ο λογαριασμός σου διαγράφηκε.",

    programChanged: "Ο προπονητής σου άλλαξε το πρόγραμμά σου στις {{date}} (έκδοση {{version}}).",
    nutritionChanged: "Ο προπονητής σου άλλαξε το πλάνο διατροφής σου στις {{date}}.",
    noticeSeen: "Το είδα",
    noticeNotSaved: "Δεν αποθηκεύτηκε· δοκίμασε ξανά.",
    noticesLabel: "Αλλαγές από τον προπονητή σου",
  },
  auth: {
    verified: "Το email σου επιβεβαιώθηκε. Καλώς ήρθες!",
  },
  site: siteFirst,
};
