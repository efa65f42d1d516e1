import type { closureExtensions as gr, closureExtensionsErrors as grErrors } from "../gr/closureExtensions";

/** Packages extended over a closure (decision 020), in English. */
export const closureExtensions: typeof gr = {
  kinds: { gym: "gym", pilates: "Pilates", nutrition: "nutrition" },
  admin: {
    extend: "Extend packages",
    byDays_one: "Extends by {{count}} day every package valid on {{date}}.",
    byDays_other: "Extends by {{count}} days every package valid on {{date}}.",
    counts: "Members: {{members}} · Packages: {{packages}} ({{kinds}})",
    example: "E.g. {{name}}, {{kind}}: {{old}} → {{new}}",
    confirm: "Confirm the extension",
    nothing: "No package was valid on the closure's first day: there is nothing to extend.",
    applied: "Extended {{packages}} packages on {{date}} by {{admin}}.",
    appliedReason:
      "Already done: packages are extended once per closure, and the closure can no longer be removed.",
    someone: "an admin",
    done: "Done: extended {{packages}} packages of {{members}} members.",
  },
  member: {
    package: {
      gym: "Your gym package",
      nutrition: "Your nutrition package",
    },
    packageOf: "Your {{name}} package",
    notice_one: "{{package}} was extended by {{count}} day for the closure {{range}}: new expiry {{date}}.",
    notice_other:
      "{{package}} was extended by {{count}} days for the closure {{range}}: new expiry {{date}}.",
  },
};

/** Their error codes (merged into `errors`). */
export const closureExtensionsErrors: typeof grErrors = {
  CLOSURE_ALREADY_EXTENDED: "The packages were already extended for this closure.",
  CLOSURE_NOTHING_TO_EXTEND: "No package was valid on the closure's first day: there is nothing to extend.",
  CLOSURE_HAS_EXTENSIONS:
    "Packages were extended for this closure, so it cannot be removed. If needed, correct a member's expiry on their page.",
};
