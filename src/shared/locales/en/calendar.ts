import type { calendar as gr } from "../gr/calendar";

/** Reminders and the member's calendar feed, in English. */
export const calendar: typeof gr = {
  title: "Calendar and reminders",
  loadError: "Your calendar settings did not load.",
  reminders: {
    label: "Reminder e-mail before each booking",
    hint: "It comes the evening before at {{time}}.",
    on: "Reminders are on.",
    off: "Reminders are off.",
    saveFailed: "The change was not saved. Try again.",
  },
  feed: {
    title: "Your bookings in your phone's calendar",
    intro:
      "A private address your calendar app (Google, Apple, Outlook) reads to show your upcoming bookings.",
    off: "The calendar address is off.",
    create: "Make an address",
    urlLabel: "Your calendar address",
    shownOnce:
      "Copy it now and add it as a subscription in your calendar app: for your safety it is shown only once. Anyone who has it sees your bookings.",
    copy: "Copy",
    copied: "Copied",
    onSince:
      "The calendar address has been on since {{date}}. To see it again, make a new one (the old one stops working).",
    regenerate: "New address",
    regenerated: "A new address is ready; the old one no longer works.",
    created: "The address is ready.",
    turnOff: "Turn off",
    turnedOff: "The address is off and no longer works.",
    failed: "That did not work. Try again.",
  },
  admin: {
    title: "Booking reminders",
    time: "Sending time (the evening before)",
    hint: "Members get an e-mail the day before at this time (studio time). A booking made after that time gets no reminder.",
    saved: "Saved.",
    saveFailed: "Not saved. Try again.",
  },
};
