import type { staff as gr, staffErrors as grErrors } from "../gr/staff";

/** The owner's staff screen and the invitee's page (decision 051), in English. */
export const staff: typeof gr = {
  title: "Staff",
  intro:
    "Invite a trainer or front desk by e-mail. The link is valid for {{days}} days. To change the role of an existing account, use the members list.",
  link: "Staff and invitations",
  email: "E-mail",
  role: "Role",
  roles: { trainer: "Trainer", desk: "Front desk" },
  language: "Language of the e-mail",
  langs: { gr: "Greek", en: "English" },
  send: "Send the invitation",
  sent: "The invitation was sent to {{email}}.",
  failed: "The invitation was not sent. Please try again.",
  pending: "Pending invitations",
  none: "No pending invitations.",
  validUntil: "Valid until {{date}}",
  expired: "Expired",
  withdraw: "Withdraw",
  withdrawn: "The invitation to {{email}} was withdrawn.",
  team: "Trainers and front desk",
  noTeam: "No trainer or front desk account yet.",
  teamLoadFailed: "The staff could not be loaded.",
  loadFailed: "The invitations could not be loaded.",
  invite: {
    title: "Join the team",
    loading: "Loading the invitation",
    welcome:
      "{{studio}} invites you as “{{role}}”. Write your name and choose a password for the account {{email}}.",
    firstName: "First name",
    lastName: "Last name",
    password: "Password",
    create: "Create my account",
    done: "Your account is ready. Log in with your e-mail and password.",
    failed: "The account was not created. Please try again.",
    noToken: "The link is incomplete. Open it again from the e-mail.",
  },
};

export const staffErrors: typeof grErrors = {
  INVITATION_ACCOUNT_EXISTS:
    "An account with this e-mail exists already. Change its role from the members list.",
  INVITATION_NOT_FOUND: "The invitation was not found. Ask the studio for a new one.",
  INVITATION_EXPIRED: "The invitation has expired. Ask the studio for a new one.",
  INVITATION_WITHDRAWN: "The studio withdrew this invitation.",
  INVITATION_USED: "The invitation has been used already. Log in with your e-mail and password.",
};
