import type { schedules as gr, scheduleErrors as grErrors } from "../gr/schedules";

export const schedules: typeof gr = {
  title: "Booking schedules",
  hint: "Members and the front desk book every schedule, each with its own waitlist, e-mails and attendance. A schedule with bookings is not deleted; it is switched off.",
  choose: "Schedule",
  nameGr: "Name (Greek)",
  nameEn: "Name (English)",
  key: "Code (Latin letters, e.g. yoga)",
  creditKind: "Spends sessions of",
  credit: { gym: "Gym", pilates: "Pilates" },
  credits: {
    title: "Kinds of credit",
    hint: "A package grants credits of one kind and a schedule spends one kind. Add a kind (e.g. Yoga), then a package that grants it and a schedule that spends it.",
    add: "New kind of credit",
    created: "The kind of credit was created. Packages and schedules can now use it.",
    saved: "The kind of credit was saved.",
    orderSaved:
      "The order was saved. The packages page, the members' screens and the schedules' choice list the kinds in this order.",
  },
  timetable: { hours: "Open hours in slots", classes: "Weekly class timetable" },
  active: "On",
  off: "Off",
  position: "Order",
  moveUp: "Move {{name}} up",
  moveDown: "Move {{name}} down",
  orderSaved: "The order was saved. Members and the desk see the schedules in this order.",
  add: "New schedule",
  create: "Create",
  save: "Save",
  saved: "The schedule was saved.",
  created: "The schedule was created. Add its classes to the weekly timetable.",
  createdHours: "The schedule was created. Members and the desk can book its slots now.",
  timetableChoice: "Kind of timetable",
  placesPerSlot: "Places per slot",
  placesDefault: "Empty: the studio's places per slot ({{value}}), as the gym floor.",
  timetableLink: "Weekly timetable",
  loadError: "The schedules could not be loaded.",
};

export const scheduleErrors: typeof grErrors = {
  SCHEDULE_NOT_FOUND: "The schedule was not found.",
  SCHEDULE_OFF: "This schedule is not taking bookings at the moment.",
  SCHEDULE_KEY_FORMAT:
    "The code: 2 to 30 lower-case Latin letters, digits or dashes, starting with a letter.",
  SCHEDULE_KEY_TAKEN: "A schedule with this code exists already.",
  SCHEDULE_NAME_TOO_LONG: "The name has at most 40 characters.",
  CREDIT_KIND_NOT_FOUND: "This kind of credits was not found.",
  CREDIT_KIND_TAKEN: "A kind of credits with this code exists already.",
  SCHEDULE_ORDER_STALE: "The list of schedules changed meanwhile; reload the page and try again.",
  CREDIT_KIND_ORDER_STALE: "The list of kinds of credit changed meanwhile; reload the page and try again.",
};
