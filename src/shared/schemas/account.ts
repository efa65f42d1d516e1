import { z } from "zod";
import { DEPENDANT_FATES } from "../domain/family";
import { ROLES } from "../domain/roles";
import { isValidDate } from "../domain/schedule";
import { LANGS } from "../i18n";

/** First and last names, each (spec section 5): the display name is the two joined. */
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Links the auth library builds for e-mails and redirects: paths on the studio's own site. */
export const CALLBACK_MAX = 500;
/** Better Auth's session tokens are 32 characters; room to spare, never unbounded. */
export const TOKEN_MAX = 200;

export const langSchema = z.enum(LANGS);

/** No control characters (NUL included) in anything a person types. */
const printable = (s: string) => ![...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

export const personName = z
  .string()
  .trim()
  .min(1, { error: "FILL_ALL_FIELDS" })
  .max(NAME_MAX)
  .refine(printable, { error: "VALIDATION" });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .pipe(z.email({ error: "INVALID_EMAIL" }));

/** A new password: the library's bounds, refused with codes the client shows as sentences. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: "PASSWORD_TOO_SHORT" })
  .max(PASSWORD_MAX, { error: "PASSWORD_TOO_LONG" });

/** A password being checked: only bounded (an old account may predate today's minimum). */
const currentPasswordSchema = z.string().min(1, { error: "FILL_ALL_FIELDS" }).max(PASSWORD_MAX);

const callbackURL = z
  .string()
  .max(CALLBACK_MAX)
  .regex(/^\/(?![/\\])/, { error: "VALIDATION" });

/** A token of the auth library's (a reset link's, in a body or in the link's path). */
export const tokenSchema = z.string().min(1).max(TOKEN_MAX);

/** The earliest birth year taken: a typo of the century, not a member. */
export const BIRTH_YEAR_MIN = 1900;

/** A date of birth, 'YYYY-MM-DD' (a day in the future is refused as under the minimum age). */
export const birthDateSchema = z
  .string()
  .refine((d) => isValidDate(d) && Number(d.slice(0, 4)) >= BIRTH_YEAR_MIN, { error: "BIRTH_DATE_INVALID" })
  .meta({ example: "2008-05-17" });

/** `PUT /api/admin/members/{id}/birth-date`: the desk sets or corrects it (null: unknown). */
export const deskBirthDateSchema = z.strictObject({ birthDate: birthDateSchema.nullable() });

/**
 * Sign-up fields beyond Better Auth's own (names required; spec section 5). The date of birth is
 * asked by the form; an API caller without it is let in as the accounts from before it was asked.
 * The guardian's address, when the date says under the consent age, is asked for consent at once.
 */
export const signUpExtraSchema = z.object({
  firstName: personName,
  lastName: personName,
  language: langSchema.optional(),
  birthDate: birthDateSchema.optional(),
  guardianEmail: emailSchema.optional(),
});

/**
 * `POST /api/auth/sign-up/email`. `name` may be sent (the auth library's own field) but the
 * display name is always the first and last names joined.
 */
export const signUpSchema = z.strictObject({
  ...signUpExtraSchema.shape,
  email: emailSchema,
  password: newPasswordSchema,
  name: z
    .string()
    .max(2 * NAME_MAX + 1)
    .optional(),
  callbackURL: callbackURL.optional(),
  rememberMe: z.boolean().optional(),
});

/** `POST /api/auth/sign-in/email`. */
export const signInSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
  callbackURL: callbackURL.optional(),
  rememberMe: z.boolean().optional(),
});

/** `POST /api/auth/request-password-reset`: the e-mail link leads to `redirectTo`. */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  redirectTo: callbackURL.optional(),
});

/** `POST /api/auth/reset-password`: the token from the e-mail's link and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: tokenSchema,
  newPassword: newPasswordSchema,
});

/** `POST /api/auth/change-password`: the other sessions are always signed out. */
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** `POST /api/auth/update-user`: both names (the display name follows them) and the language. */
export const updateUserSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  language: langSchema.optional(),
  birthDate: birthDateSchema.optional(),
});

/** `POST /api/auth/change-email`: the new address gets a verification link; the change waits for it. */
export const changeEmailSchema = z.strictObject({
  newEmail: emailSchema,
  callbackURL: callbackURL.optional(),
});

/** `POST /api/me/delete`: the account's e-mail typed again as the confirmation, and the password. */
export const deleteAccountSchema = z.object({
  confirmation: z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(EMAIL_MAX),
  password: currentPasswordSchema,
  /** What becomes of the member's dependants (family accounts): required when they hold any. */
  dependants: z.enum(DEPENDANT_FATES).optional(),
});

/** `GET /api/me/profile`: what the account page's forms start from. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: langSchema,
  /** Null for an account from before it was asked; once given, only the desk changes it. */
  birthDate: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile form: the names and language `update-user` takes. */
export const profileFormSchema = updateUserSchema.extend({
  language: langSchema,
  birthDate: z.union([z.literal(""), birthDateSchema]),
});

/** `GET /api/admin/members/{id}/account-state`: whether the member may sign in. */
export const accountStateSchema = z.object({ deactivatedAt: z.string().nullable() });

/** The member's sessions to lose, shown before the deletion is confirmed. */
export const remainingSessionsSchema = z.object({
  credits: z.array(z.object({ kind: z.string(), sessions: z.number().int() })),
});

/** `POST /api/auth/send-verification-email`. */
export const sendVerificationSchema = z.strictObject({
  email: emailSchema,
  callbackURL: callbackURL.optional(),
});

/** The forms' e-mail: an empty field asks to fill all fields before the format is checked. */
const emailField = z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).pipe(emailSchema);

/** The sign-up form: the same fields and bounds as the server's `signUpSchema`. */
export const signUpFormSchema = signUpExtraSchema.extend({
  email: emailField,
  /** Asked of every new member (the terms' ages); the API still lets an older client in without. */
  birthDate: z.string().min(1, { error: "FILL_ALL_FIELDS" }).pipe(birthDateSchema),
  /** Shown and sent only when the date says under the studio's consent age. */
  guardianEmail: z.union([z.literal(""), emailSchema]),
  password: z.string().min(1, { error: "FILL_ALL_FIELDS" }).pipe(newPasswordSchema),
});

/** The account page's forms: the same bounds as the endpoints. */
export const changeEmailFormSchema = z.object({ newEmail: emailField });
export const changePasswordFormSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: z.string().min(1, { error: "FILL_ALL_FIELDS" }).pipe(newPasswordSchema),
});

/** The log-in form. */
export const logInFormSchema = z.object({ email: emailField, password: currentPasswordSchema });

/** The new-password form reached from the reset e-mail. */
export const resetPasswordFormSchema = z.object({
  password: z.string().min(1, { error: "FILL_ALL_FIELDS" }).pipe(newPasswordSchema),
});

/** Query of the links in e-mails: `GET /api/auth/verify-email`. */
export const verifyEmailQuerySchema = z.strictObject({
  token: z.string().min(1).max(4000),
  callbackURL: callbackURL.optional(),
});

/** Query of `GET /api/auth/reset-password/{token}`. */
export const resetLinkQuerySchema = z.strictObject({ callbackURL: callbackURL });

export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(ROLES),
      language: langSchema,
      hasCompletedFitnessQuestionnaire: z.boolean(),
      hasActiveNutrition: z.boolean(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** The role the owner gives an account: member ("user") or a staff role (decision 036). */
export const roleSchema = z.object({ role: z.enum(ROLES) });

export const clientErrorSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  context: z.string().max(500).optional(),
});

/** The exports' audit: the newest DATA_EXPORTS_MAX exports, optionally of one member. */
export const DATA_EXPORTS_MAX = 200;
export const DATA_EXPORT_REASONS = ["member", "desk"] as const;
export const dataExportsQuerySchema = z.object({
  memberId: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional(),
});
const exportPerson = z.object({
  id: z.string(),
  /** Empty for an erased account (its name and e-mail are gone). */
  name: z.string(),
  email: z.string(),
  erased: z.boolean(),
});
export const dataExportItemSchema = z.object({
  id: z.number(),
  at: z.string(),
  subject: exportPerson,
  /** Who asked: null once that admin's account is gone; the member themself when `self`. */
  requestedBy: exportPerson.extend({ self: z.boolean() }).nullable(),
  reason: z.enum(DATA_EXPORT_REASONS),
});
export const dataExportListSchema = z.object({ items: z.array(dataExportItemSchema) });
export type DataExportItem = z.infer<typeof dataExportItemSchema>;
