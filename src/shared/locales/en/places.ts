import type { places as gr, placesErrors as grErrors } from "../gr/places";

/** Numbered places of a class (decision 037), in English: the same keys as the Greek file. */
export const places: typeof gr = {
  pick: "Pick your place",
  pickHint: "Grey places are taken. Without a pick you get the first free one.",
  pickDesk: "Place in the class",
  pickHintDesk: "Grey places are taken. Without a pick the booking gets the first free one.",
  place: "Place {{place}}",
  free: "Place {{place}}, free",
  taken: "Place {{place}}, taken",
  chosen: "Place {{place}}, chosen",
  none: "No place is free.",
  loadFailed: "The places could not be loaded.",
  bookedPlace: "{{schedule}} booked: {{day}} at {{time}}, place {{place}}.",
  keeps: "keeps place {{place}}",
  move: "Change place",
  moveTitle: "Change place: {{name}}",
  moveTo: "New place",
  moveSave: "Move",
  moved: "Moved to place {{place}}.",
  settingsNumbered: "Numbered places (e.g. reformers, bikes)",
  deskStanding: "Standing bookings",
  deskStandingTitle: "Standing bookings: {{name}}",
  deskStandingNone: "No standing booking running.",
};

export const placesErrors: typeof grErrors = {
  PLACE_TAKEN: "Place {{place}} has just been taken. Please pick another.",
  PLACE_OUT_OF_RANGE: "The class has places 1 to {{max}}.",
  PLACES_NOT_NUMBERED: "This schedule's places are not numbered.",
};
