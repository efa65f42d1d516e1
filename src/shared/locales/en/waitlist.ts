import type { waitlist as gr, waitlistErrors as grErrors } from "../gr/waitlist";

/** The waitlist of a full slot (issue 17, decision 018), in English: the same keys as the Greek file. */
export const waitlist: typeof gr = {
  join: "Join the waitlist",
  joinAt: "Waitlist for {{time}}",
  joinHint: "If a place frees up, it is booked for you automatically (one session) and we e-mail you.",
  joined: "You joined the waitlist for {{time}}. You are number {{position}} in line.",
  cannotJoin: "You cannot join the waitlist: {{why}}",
  yourPlace: "Waitlist {{time}}: you are number {{position}} in line.",
  yourPlaceShort: "{{day}} {{time}} · number {{position}}",
  waitingCount_one: "{{count}} waiting",
  waitingCount_other: "{{count}} waiting",
  leave: "Leave the waitlist",
  left: "You left the waitlist.",
  confirmLeave: "Leave the waitlist for {{time}}?",
  keepPlace: "Stay in line",
  myPlaces: "Your waitlist places",
  closesHint: "The waitlist closes {{waitlistClose, duration}} before the slot.",
  adminTitle: "Waitlist",
  adminSlot: "{{time}} ({{count}} waiting)",
  adminNone: "Nobody is waiting on this day.",
  schedule: { gym: "Gym", pilates: "Reformer Pilates" },
};

export const waitlistErrors: typeof grErrors = {
  WAITLIST_CLOSED: "The waitlist has closed: less than {{waitlistClose, duration}} to the slot.",
  SLOT_BLOCKED: "The studio has closed this slot; it has no waitlist.",
  SLOT_NOT_FULL: "The slot still has places: book it instead.",
  ALREADY_WAITING: "You are already on a waitlist on this day.",
  WAITLIST_ENTRY_NOT_FOUND: "Your waitlist place no longer exists.",
  WAITLIST_FAILED: "The waitlist could not be updated. Please try again.",
  WAITLIST_PACKAGE_ENDS:
    "Your package ends before this time: we could not book you a place from the waitlist.",
  WAITLIST_BOOKED_ELSEWHERE: "You were booked from another waitlist at the same time.",
};
