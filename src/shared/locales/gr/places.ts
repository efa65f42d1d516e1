/** Numbered places of a class (decision 037), in Greek. */
export const places = {
  pick: "Διάλεξε θέση",
  pickHint: "Οι γκρι θέσεις είναι πιασμένες. Χωρίς επιλογή παίρνεις την πρώτη ελεύθερη.",
  pickDesk: "Θέση στο μάθημα",
  pickHintDesk: "Οι γκρι θέσεις είναι πιασμένες. Χωρίς επιλογή η κράτηση παίρνει την πρώτη ελεύθερη.",
  place: "Θέση {{place}}",
  free: "Θέση {{place}}, ελεύθερη",
  taken: "Θέση {{place}}, πιασμένη",
  chosen: "Θέση {{place}}, επιλεγμένη",
  none: "Καμία ελεύθερη θέση.",
  loadFailed: "Οι θέσεις δεν φορτώθηκαν.",
  bookedPlace: "Κράτησες {{schedule}}: {{day}} στις {{time}}, θέση {{place}}.",
  keeps: "κρατά τη θέση {{place}}",
  move: "Αλλαγή θέσης",
  moveTitle: "Αλλαγή θέσης: {{name}}",
  moveTo: "Νέα θέση",
  moveSave: "Μετακίνηση",
  moved: "Μετακινήθηκε στη θέση {{place}}.",
  settingsNumbered: "Αριθμημένες θέσεις (π.χ. reformer, ποδήλατα)",
  deskStanding: "Σταθερές κρατήσεις",
  deskStandingTitle: "Σταθερές κρατήσεις: {{name}}",
  deskStandingNone: "Καμία σταθερή κράτηση σε ισχύ.",
};

export const placesErrors = {
  PLACE_TAKEN: "Η θέση {{place}} μόλις πιάστηκε. Διάλεξε άλλη.",
  PLACE_OUT_OF_RANGE: "Το μάθημα έχει θέσεις από 1 έως {{max}}.",
  PLACES_NOT_NUMBERED: "Οι θέσεις αυτού του προγράμματος δεν είναι αριθμημένες.",
};
