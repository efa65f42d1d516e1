import type {
  locationDeskErrors as grDeskErrors,
  locationErrors as grErrors,
  locations as grLocations,
} from "../gr/locations";

/** The studio's locations (decision 057): the owner's list, the member's choice, the staff's places. */
export const locations: typeof grLocations = {
  title: "Locations",
  hint: "Each location has its own address, hours and schedules. With one location, no screen mentions locations.",
  choose: "Location",
  all: "All locations",
  nameGr: "Name (Greek)",
  nameEn: "Name (English)",
  namePlaceholder: "Empty: the studio's name",
  key: "Code (Latin letters, e.g. kifisia)",
  address: "Address (Greek)",
  addressEn: "Address (English)",
  addressPlaceholder: "Empty: the studio's address",
  mapUrl: "Map link",
  phone: "Phone",
  hoursGr: "Opening hours (Greek)",
  hoursEn: "Opening hours (English)",
  active: "Open",
  position: "Order",
  add: "New location",
  create: "Create",
  save: "Save",
  created: "The location was created. Set where each schedule is held.",
  saved: "The location was saved.",
  loadError: "The locations could not be loaded.",
  validAt: "Valid at",
  validEverywhere: "At every location",
  worksAt: "Works at",
  worksEverywhere: "At every location",
  placesSaved: "Where {{name}} works was saved.",
  closes: "Closes",
  validAtPlaces: "Valid at: {{places}}",
  byLocation: "By location",
  total: "Total",
  revenueThere:
    "At one location: revenue and packages are those valid there, packages valid everywhere included (so the locations' sums overlap); new members are the whole studio's.",
  messageAll: "A message goes to a whole list: choose “All locations” to send one.",
};

export const locationErrors: typeof grErrors = {
  LOCATION_NOT_FOUND: "The location was not found.",
  LOCATION_KEY_FORMAT:
    "The code: 2 to 30 lower-case Latin letters, digits or dashes, starting with a letter.",
  LOCATION_KEY_TAKEN: "A location with this code exists already.",
  LOCATION_TEXT_TOO_LONG: "The text is too long.",
  LOCATION_MAP_URL: "The map link starts with https://.",
  LOCATION_FORBIDDEN: "You do not work at this location.",
  LOCATION_STAFF_ONLY:
    "Only a trainer or front desk account is assigned to locations; the owner works at every one.",
  LOCATION_LAST_ACTIVE: "At least one location stays open.",
  PACKAGE_NOT_VALID_HERE: "Your package is not valid here; it is valid at: {{places, name}}.",
};

/** The desk's wording (`errorText(..., "desk")`): the member's package, not "yours". */
export const locationDeskErrors: typeof grDeskErrors = {
  PACKAGE_NOT_VALID_HERE: "The member's package is not valid here; it is valid at: {{places, name}}.",
};
