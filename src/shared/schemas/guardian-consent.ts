import { z } from "zod";
import { GUARDIAN_CONSENT_STATUSES } from "../domain/age";
import { emailSchema, TOKEN_MAX } from "./account";

/** `POST /api/me/guardian-consent`: the parent's or guardian's address the link goes to. */
export const askGuardianSchema = z.strictObject({ guardianEmail: emailSchema });

const consentStatusSchema = z.enum([...GUARDIAN_CONSENT_STATUSES, "expired"]);

/** `GET /api/me/guardian-consent`: where the member stands (their account page). */
export const myConsentSchema = z.object({
  standing: z.enum(["unknown", "under_minimum", "needs_consent", "adult"]),
  age: z.number().int().nullable(),
  consentAge: z.number().int(),
  consent: z
    .object({
      status: consentStatusSchema,
      /** Masked, as every refusal shows it. */
      guardian: z.string(),
      requestedAt: z.string(),
      expiresAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
});

/** The link's token (random, 43 characters). */
export const guardianTokenParamSchema = z.object({ token: z.string().min(20).max(TOKEN_MAX) });

/** `GET /api/guardian-consent/{token}`: what the guardian consents to, and where it stands. */
export const guardianPageSchema = z.object({
  memberName: z.string(),
  birthDate: z.string().nullable(),
  consentAge: z.number().int(),
  status: consentStatusSchema,
  decidedAt: z.string().nullable(),
  termsVersion: z.string(),
});

export const GUARDIAN_DECISIONS = ["confirm", "decline", "withdraw"] as const;
export type GuardianDecision = (typeof GUARDIAN_DECISIONS)[number];
/** `POST /api/guardian-consent/{token}`. */
export const guardianDecisionSchema = z.strictObject({ decision: z.enum(GUARDIAN_DECISIONS) });
export const guardianDecidedSchema = guardianPageSchema.extend({ cancelledBookings: z.number().int() });
