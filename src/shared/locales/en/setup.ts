import type { setup as gr } from "../gr/setup";

/** The owner's setup checklist (decision 051), in English. */
export const setup: typeof gr = {
  title: "First steps",
  progress: "{{done}} of {{total}} done",
  done: "done",
  todo: "to do",
  firstRun: {
    title: "Welcome! How would you like to start?",
    text: "The exercise library is ready either way. You choose once; afterwards you change everything on its own screen.",
    empty: "Start empty",
    emptyText: "No packages, closures or announcements: you add your own.",
    example: "Load the example studio",
    exampleText:
      "The example's packages and prices, closures, announcements and a week of classes, to look around and edit.",
  },
  steps: {
    identity: "The studio's name and contact details",
    rules: "Opening hours and booking rules",
    schedules: "Schedules (gym floor, classes)",
    packages: "Packages with prices",
    staff: "Invite your staff",
    members: "Members (import or sign-ups)",
    site: "Open the site to visitors",
  },
};
