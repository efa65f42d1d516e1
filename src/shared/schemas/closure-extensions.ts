import { z } from "zod";

/** Extending packages over a closure (decision 020): the admin's preview and the member's notices. */

/** Packages per kind: 'nutrition' and each kind of credit (decision 038) that has any. */
const kindCounts = z.record(z.string(), z.number().int());

/** One extended (or to be extended) package; dates are studio dates 'YYYY-MM-DD'. */
export const extensionExampleSchema = z.object({
  name: z.string(),
  kind: z.string(),
  oldExpiresOn: z.string(),
  newExpiresOn: z.string(),
});

/**
 * A closure's extension as the closures screen shows it: before it is applied, what applying would
 * do now (members, packages per kind, an example); after, what it did, when and by whom.
 */
export const closureExtensionViewSchema = z.object({
  closureId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  members: z.number().int(),
  packages: z.number().int(),
  kinds: kindCounts,
  example: extensionExampleSchema.nullable(),
  applied: z
    .object({
      at: z.string(),
      /** The admin's name; null when that account is gone. */
      by: z.string().nullable(),
    })
    .nullable(),
});
export type ClosureExtensionView = z.infer<typeof closureExtensionViewSchema>;

/** A package of the member's extended over a closure, while that extension is still its expiry. */
export const myClosureExtensionSchema = z.object({
  kind: z.string(),
  days: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  newExpiresOn: z.string(),
});
export type MyClosureExtension = z.infer<typeof myClosureExtensionSchema>;
