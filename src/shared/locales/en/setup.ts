import type { setup as gr } from "../gr/setup";

/** The owner's setup checklist (decision 051), in English. */
export const setup: typeof gr = {
  title: "First steps",
  progress: "{{done}} of {{total}} done",
  done: "done",
  todo: "to do",
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
