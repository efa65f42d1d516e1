import type { age as grAge, ageErrors as grErrors } from "../gr/age";

/** The terms' ages: date of birth, the minimum age, a guardian's consent. */
export const age: typeof grAge = {
  birthDate: "Date of birth",
  birthDateHint:
    "The platform is for people over {{minimumAge}}; under {{consentAge}}, a parent's or guardian's consent is needed.",
  guardianEmail: "Parent's or guardian's email",
  guardianEmailHint: "We will send them a link to consent.",
  years_one: "{{count}} year old",
  years_other: "{{count}} years old",
  consentTitle: "Guardian's consent",
  consentNeeded:
    "You are under {{consentAge}}: you can book, ask for a package and fill in questionnaires once a parent or guardian consents.",
  consentPending: "We sent a link to {{guardian}}. Waiting for their consent.",
  consentConfirmed: "Your guardian ({{guardian}}) consented on {{date}}.",
  consentDeclined:
    "Your guardian ({{guardian}}) did not consent. You can name another email or talk to the front desk.",
  consentExpired: "The link to {{guardian}} expired without an answer. Send it again.",
  consentWithdrawn: "Your guardian ({{guardian}}) withdrew their consent; your bookings were cancelled.",
  sendLink: "Send the link",
  sent: "The link was sent.",
  failed: "Sending failed. Try again.",
  guardianPageTitle: "A parent's or guardian's consent",
  guardianIntro:
    "{{name}} (born {{birthDate}}) asked to become a member of {{studio}}. They are under {{consentAge}}, so they need your consent.",
  guardianTerms:
    "You consent to {{studio}}'s terms of use on the member's behalf: bookings, packages and their payment at the front desk.",
  guardianHealth:
    "You also consent to them filling in the studio's questionnaires, which hold health data (injuries, conditions, medication) that only the studio's trainers see.",
  guardianWithdrawNote:
    "You can withdraw your consent from this link at any time; future bookings are cancelled and their sessions returned.",
  confirm: "I consent",
  decline: "I do not consent",
  withdraw: "Withdraw consent",
  confirmedNote: "You consented on {{date}}.",
  declinedNote: "You did not consent. Thank you for answering.",
  withdrawnBookings_one: "{{count}} booking to come was cancelled; its session was returned.",
  withdrawnBookings_other: "{{count}} bookings to come were cancelled; their sessions were returned.",
  withdrawnNote: "The consent was withdrawn.",
  age: "Age",
};

export const ageErrors: typeof grErrors = {
  UNDER_MINIMUM_AGE:
    "The platform is for people aged {{minimumAge}} and over, so you cannot sign up on your own. The studio can still help you through a parent or guardian: ask at the front desk about a family account.",
  BIRTH_DATE_INVALID: "This date of birth is not valid.",
  BIRTH_DATE_LOCKED: "Only the front desk can change the date of birth.",
  GUARDIAN_CONSENT_REQUIRED:
    "You are under {{consentAge}}: a parent's or guardian's consent is needed first. Name their email on your account page.",
  GUARDIAN_CONSENT_PENDING:
    "We are still waiting for your guardian's consent ({{guardian}}). Once they consent, you can go on.",
  GUARDIAN_CONSENT_NOT_NEEDED: "This account does not need a guardian's consent.",
  GUARDIAN_SELF: "Your guardian's email must differ from your own.",
  GUARDIAN_LINK_INVALID: "This link is no longer valid (it expired or was replaced).",
};
