import { z } from "zod";
import { SCHEDULE_KEY_PATTERN } from "../domain/schedules";
import { locationKeySchema } from "./locations";

/** Package catalogue and package requests: one schema for the server route and the client form. */

/** A package's kind that grants no credits. */
export const NUTRITION = "nutrition";
export const PACKAGE_NAME_MAX = 120;
/** 10,000 € in cents: a typo guard, not a business rule. */
export const PRICE_MAX_CENTS = 1_000_000;
export const PACKAGE_SESSIONS_MAX = 1000;
export const PACKAGE_WEEKS_MAX = 520;

/** 'nutrition' or a credit kind's key; the server answers CREDIT_KIND_NOT_FOUND for a key no kind has. */
export const packageKindSchema = z.string().regex(SCHEDULE_KEY_PATTERN);
const cents = z.number().int().min(0).max(PRICE_MAX_CENTS);

/**
 * Where a package's credits may be spent (decision 057): null or none is every location; the server
 * answers LOCATION_NOT_FOUND for a key no location has. Stored as null when empty.
 */
export const packageLocationsSchema = z
  .array(locationKeySchema)
  .max(50)
  .refine((keys) => new Set(keys).size === keys.length, { error: "VALIDATION" })
  .nullable()
  .transform((keys) => (keys && keys.length > 0 ? keys : null));

/** Create and edit (admin): name and price required, numbers never negative (spec section 5). */
export const packageInputSchema = z.object({
  kind: packageKindSchema,
  name: z.string().trim().min(1).max(PACKAGE_NAME_MAX),
  /** The name on the English site; empty: the same as `name`. */
  nameEn: z.string().trim().max(PACKAGE_NAME_MAX).default(""),
  priceCents: cents,
  oldPriceCents: cents.nullable().default(null),
  sessions: z.number().int().min(0).max(PACKAGE_SESSIONS_MAX).default(0),
  weeks: z.number().int().min(0).max(PACKAGE_WEEKS_MAX).nullable().default(null),
  special: z.boolean().default(false),
  flexible: z.boolean().default(false),
  locations: packageLocationsSchema.default(null),
});
export type PackageInput = z.input<typeof packageInputSchema>;

/** A number input's value as the form holds it: '' while empty. */
const empty = z.literal("");
const FILL = { error: "FILL_ALL_FIELDS" } as const;
const euros = z
  .number()
  .min(0)
  .max(PRICE_MAX_CENTS / 100);
const toCents = (v: number) => Math.round(v * 100);

/**
 * The admin's package form, prices in euros as typed: name and price required ('fill all fields'),
 * the same limits as above. Parsing it gives the API's input.
 */
export const packageFormSchema = z
  .object({
    kind: packageKindSchema,
    name: z.string().trim().min(1, FILL).max(PACKAGE_NAME_MAX),
    nameEn: z.string().trim().max(PACKAGE_NAME_MAX),
    price: z.union([empty, euros]).refine((v) => v !== "", FILL),
    oldPrice: z.union([empty, euros]),
    sessions: z.union([empty, z.number().int().min(0).max(PACKAGE_SESSIONS_MAX)]),
    weeks: z.union([empty, z.number().int().min(0).max(PACKAGE_WEEKS_MAX)]),
    special: z.boolean(),
    flexible: z.boolean(),
    /** The locations picked; none: every location. */
    locations: z.array(locationKeySchema),
  })
  .transform(
    (f): PackageInput => ({
      kind: f.kind,
      name: f.name,
      nameEn: f.nameEn,
      priceCents: toCents(Number(f.price)),
      oldPriceCents: f.oldPrice === "" ? null : toCents(f.oldPrice),
      sessions: f.sessions === "" ? 0 : f.sessions,
      weeks: f.weeks === "" ? null : f.weeks,
      special: f.special,
      flexible: f.flexible,
      locations: f.locations.length > 0 ? f.locations : null,
    }),
  );
export type PackageForm = z.input<typeof packageFormSchema>;

export const packageIdParamSchema = z.object({ id: z.uuid() });

/** What every answer about a package carries. */
const packageFieldsSchema = z.object({
  id: z.string(),
  kind: packageKindSchema,
  name: z.string(),
  nameEn: z.string(),
  priceCents: z.number(),
  oldPriceCents: z.number().nullable(),
  sessions: z.number(),
  /** Where its credits may be spent; null: every location. */
  locations: z.array(z.string()).nullable(),
});

/** A package as an admin edits it. */
export const adminPackageSchema = packageFieldsSchema.extend({
  weeks: z.number().nullable(),
  special: z.boolean(),
  flexible: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** A package as visitors see it, with the rules of spec section 9 already applied. */
export const publicPackageSchema = packageFieldsSchema.extend({
  months: z.number(),
  tier: z.enum(["basic", "pro"]),
  offer: z.boolean(),
  special: z.boolean(),
  flexible: z.boolean(),
  /** The indicative mix (special) or example split (flexible); null for other packages. */
  mix: z.object({ gym: z.number(), pilates: z.number() }).nullable(),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

export const packageListSchema = z.object({ packages: z.array(publicPackageSchema) });
export const adminPackageListSchema = z.object({ packages: z.array(adminPackageSchema) });

export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;

export const createRequestSchema = z.object({ packageId: z.uuid() });

/** A member's own request. */
export const myRequestSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  kind: packageKindSchema,
  priceCents: z.number(),
  sessions: z.number(),
  months: z.number(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

/** A stored request as its owner sees it (the server's Date becomes an ISO string). */
export function toMyRequest(r: Omit<MyRequest, "createdAt"> & { createdAt: Date }): MyRequest {
  return {
    id: r.id,
    packageName: r.packageName,
    kind: r.kind,
    priceCents: r.priceCents,
    sessions: r.sessions,
    months: r.months,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A row of the dashboard's pending requests table (user, package, price, approve / reject). */
export const pendingRequestSchema = z.object({
  id: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** Who asked, when the member is a dependant (their own address is a placeholder). */
    guardian: z.object({ name: z.string(), email: z.string() }).nullable(),
  }),
  packageName: z.string(),
  kind: packageKindSchema,
  priceCents: z.number(),
  sessions: z.number(),
  months: z.number(),
  createdAt: z.string(),
  /**
   * Each balance approving sets (the package's kind, a combined package's class part): what the
   * member holds of it now, replaced (forfeited) by `granted`; empty for nutrition.
   */
  balances: z.array(z.object({ kind: z.string(), held: z.number(), granted: z.number() })),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export const pendingRequestListSchema = z.object({ requests: z.array(pendingRequestSchema) });

export const requestIdParamSchema = z.object({ id: z.uuid() });

export const approvalResultSchema = z.object({
  kind: packageKindSchema,
  sessions: z.number(),
  expiresAt: z.string(),
  /** The approval e-mail's fate; a failure never undoes the approval. */
  mail: z.enum(["sent", "failed", "logged"]),
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;
