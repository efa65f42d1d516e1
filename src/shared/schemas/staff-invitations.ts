import { z } from "zod";
import { emailSchema, langSchema, NAME_MAX, newPasswordSchema, tokenSchema } from "./account";

/** The roles an invitation gives: the owner's helpers (another owner is made from the members list). */
export const INVITED_ROLES = ["trainer", "desk"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** How long an invitation's link opens the page (decision 051). */
export const INVITATION_DAYS = 7;

export const inviteSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITED_ROLES),
  language: langSchema,
});
export type Invite = z.infer<typeof inviteSchema>;

const personName = z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(NAME_MAX);

export const acceptInvitationSchema = z.object({
  token: tokenSchema,
  firstName: personName,
  lastName: personName,
  password: newPasswordSchema,
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  language: langSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitation's page shows before the invitee chooses a password. */
export const invitationViewSchema = z.object({
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  studio: z.string(),
});
