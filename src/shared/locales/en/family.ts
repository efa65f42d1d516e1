import type { familyErrors as grErrors, family as grFamily } from "../gr/family";

/** Family accounts: an adult's dependants, acting for them, their own sign-in. */
export const family: typeof grFamily = {
  title: "My family",
  intro:
    "Add your children under {{consentAge}}: you book, ask for packages and fill in questionnaires for them. Under {{minimumAge}} they have no sign-in of their own.",
  notAdult:
    "Only an adult member (aged {{consentAge}} or over, with a date of birth on the account) can add children.",
  open: "Family",
  none: "You have not added anyone yet.",
  add: "Add a child",
  firstName: "First name",
  lastName: "Last name",
  added: "Added.",
  failed: "That did not work. Try again.",
  age_one: "{{count}} year old",
  age_other: "{{count}} years old",
  hasSignIn: "Has a sign-in of their own ({{email}}).",
  invited: "A link was sent to {{email}}.",
  noSignIn: "No sign-in of their own.",
  giveSignIn: "Give them a sign-in",
  signInEmail: "The child's email",
  signInHint: "From {{minimumAge}}: they get a link to choose a password.",
  signInSent: "The link was sent.",
  bookings: "The family's bookings",
  noBookings: "No bookings for your children.",
  whoFor: "Who for?",
  myself: "Myself",
  deskTitle: "Family",
  deskGuardian: "Guardian: {{name}} ({{email}})",
  deskDependant: "{{name}}, {{age}} years old",
  noAddress: "No address of their own (a guardian's child)",
  bookedBy: "guardian: {{name}}",
  eraseChoice: "What becomes of your children?",
  eraseThem: "Delete them too",
  keepThem: "Keep them as members (the front desk looks after them)",
  remove: "Remove from the family",
  removeNamed: "Remove {{name}} from the family",
  confirmRemove:
    "Remove {{name}} from your family? They have no sign-in of their own, so their account is deleted for good.",
  confirmRemoveOwn:
    "Remove {{name}} from your family? They keep their own sign-in, bookings and sessions, as a member of their own; you can no longer book for them.",
  removed: "{{name}} was removed and their account deleted.",
  removedOwn: "{{name}} is now a member of their own.",
  guardianLine: "Your guardian: {{name}} ({{email}}). They can also book for you.",
};

export const familyErrors: typeof grErrors = {
  NOT_YOUR_DEPENDANT: "This member is not in your family.",
  FAMILY_GUARDIAN_NOT_ADULT:
    "Only an adult member (aged {{consentAge}} or over) can add children. Fill in your date of birth on your account.",
  FAMILY_DEPENDANT_ADULT: "From {{consentAge}} they make an account of their own.",
  FAMILY_DEPENDANTS_MAX: "You can have up to {{max}} children in your family.",
  FAMILY_SIGN_IN_TOO_YOUNG: "They can have a sign-in of their own from {{minimumAge}}.",
  FAMILY_SIGN_IN_EXISTS: "They already have a sign-in of their own.",
  FAMILY_EMAIL_TAKEN: "Another account already uses this email.",
  FAMILY_CHOICE_REQUIRED:
    "You have children in your family ({{dependants}}): choose whether they are deleted too or kept as members.",
  FAMILY_REMOVE_HAS_BOOKINGS:
    "Bookings to come for {{name}}: {{bookings}} (standing ones included). Cancel them before removing them from the family.",
  FAMILY_REMOVE_HAS_CREDITS:
    "Sessions {{name}} still has: {{sessions}}. They would be lost: use them, or ask the front desk.",
};
