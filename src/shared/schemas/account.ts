import { z } from "zod";
import { LANGS } from "../i18n";

export const NAME_MAX = 80;
/** The shortest password the auth library accepts (and the forms ask for). */
export const PASSWORD_MIN = 8;

export const langSchema = z.enum(LANGS);

const FILL = { error: "FILL_ALL_FIELDS" } as const;

/** Sign-up fields beyond Better Auth's own (all four required; spec section 5). */
export const signUpExtraSchema = z.object({
  firstName: z.string().trim().min(1, FILL).max(NAME_MAX),
  lastName: z.string().trim().min(1, FILL).max(NAME_MAX),
  language: langSchema.optional(),
});

const emailField = z
  .string()
  .trim()
  .min(1, FILL)
  .pipe(z.email({ error: "INVALID_EMAIL" }));
const newPassword = z.string().min(1, FILL).min(PASSWORD_MIN, { error: "PASSWORD_TOO_SHORT" });

/** The sign-up form: the fields above plus e-mail and password (the auth library checks them again). */
export const signUpFormSchema = signUpExtraSchema.extend({ email: emailField, password: newPassword });

/** The log-in form. */
export const logInFormSchema = z.object({ email: emailField, password: z.string().min(1, FILL) });

/** The new-password form reached from the reset e-mail. */
export const resetPasswordFormSchema = z.object({ password: newPassword });

export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(["admin", "user"]),
      language: langSchema,
      hasCompletedFitnessQuestionnaire: z.boolean(),
      hasActiveNutrition: z.boolean(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const roleSchema = z.object({ role: z.enum(["admin", "user"]) });

export const clientErrorSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  context: z.string().max(500).optional(),
});
