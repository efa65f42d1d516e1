import { z } from "zod";
import { DEPENDANT_FATES, DEPENDANT_REMOVALS } from "../domain/family";
import { birthDateSchema, emailSchema, personName } from "./account";

/** `POST /api/family/dependants`: the child's names and date of birth. */
export const addDependantSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  birthDate: birthDateSchema,
});
export type AddDependant = z.infer<typeof addDependantSchema>;

/** `POST /api/family/dependants/{id}/sign-in`: the address the dependant's own sign-in will use. */
export const dependantSignInSchema = z.strictObject({ email: emailSchema });

/** What an adult's erasure does with their dependants: required when they hold any. */
export const dependantFateSchema = z.enum(DEPENDANT_FATES);

const dependantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  /** Whether the dependant has a sign-in of their own (a password set from the guardian's link). */
  hasSignIn: z.boolean(),
  /** The address their sign-in uses, once the guardian gave one. */
  email: z.string().nullable(),
  signInInvitedAt: z.string().nullable(),
});
export type Dependant = z.infer<typeof dependantSchema>;

/** `GET /api/family`: the adult's dependants and the ages that bound what they may do. */
export const familySchema = z.object({
  dependants: z.array(dependantSchema),
  minimumAge: z.number().int(),
  consentAge: z.number().int(),
  max: z.number().int(),
  /** Whether the signed-in member may hold dependants (an adult by their date of birth). */
  mayAdd: z.boolean(),
  /** The signed-in member's own guardian, when they are a dependant with a sign-in of their own. */
  guardian: z.object({ name: z.string(), email: z.string() }).nullable(),
});

/** A dependant's upcoming booking, listed beside the adult's own. */
export const familyBookingsSchema = z.object({
  bookings: z.array(
    z.object({
      id: z.string(),
      memberId: z.string(),
      name: z.string(),
      schedule: z.string(),
      date: z.string(),
      time: z.string(),
    }),
  ),
});

/** `GET /api/admin/members/{id}/family`: the desk's view of a member's family link. */
export const deskFamilySchema = z.object({
  guardian: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  dependants: z.array(z.object({ id: z.string(), name: z.string(), age: z.number().int().nullable() })),
});

/** `DELETE /api/family/dependants/{id}`: what became of the dependant, and the family after. */
export const removedDependantSchema = z.object({
  removed: z.enum(DEPENDANT_REMOVALS),
  family: familySchema,
});
