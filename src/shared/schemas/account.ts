import { z } from "zod";
import { LANGS } from "../i18n";

export const NAME_MAX = 80;

export const langSchema = z.enum(LANGS);

/** Sign-up fields beyond Better Auth's own (all four required; spec section 5). */
export const signUpExtraSchema = z.object({
  firstName: z.string().trim().min(1).max(NAME_MAX),
  lastName: z.string().trim().min(1).max(NAME_MAX),
  language: langSchema.optional(),
});

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
