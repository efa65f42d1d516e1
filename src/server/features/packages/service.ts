import { eq } from "drizzle-orm";
import {
  exampleSplit,
  isOfferPackageName,
  packageSessions,
  packageTier,
  SPECIAL_PACKAGE_MIX,
  sortPackages,
  validityMonths,
} from "../../../shared/domain/packages";
import type { AdminPackage, PackageInput, PublicPackage } from "../../../shared/schemas/packages";
import { NUTRITION, packageInputSchema } from "../../../shared/schemas/packages";
import type { Db } from "../../db/client";
import { packages } from "../../db/schema";
import { knownCreditKinds } from "../../lib/credit-kinds";
import { notFound } from "../../lib/errors";

/** The package catalogue: the public list with spec section 9 applied, and the admin's create/edit/delete. */

const adminColumns = {
  id: packages.id,
  kind: packages.kind,
  name: packages.name,
  nameEn: packages.nameEn,
  priceCents: packages.priceCents,
  oldPriceCents: packages.oldPriceCents,
  sessions: packages.sessions,
  weeks: packages.weeks,
  special: packages.special,
  flexible: packages.flexible,
};

export function toPublicPackage(p: AdminPackage): PublicPackage {
  const sessions = packageSessions(p);
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    nameEn: p.nameEn,
    priceCents: p.priceCents,
    oldPriceCents: p.oldPriceCents,
    sessions,
    months: validityMonths({ weeks: p.weeks, sessions }),
    tier: packageTier(sessions, { special: p.special }),
    offer: isOfferPackageName(p.name),
    special: p.special,
    flexible: p.flexible,
    mix: p.special ? { ...SPECIAL_PACKAGE_MIX } : p.flexible ? exampleSplit(sessions) : null,
  };
}

/** Every package, offers first, nutrition last, by price descending (spec section 9). */
export async function listPublicPackages(db: Db): Promise<PublicPackage[]> {
  return sortPackages(await listAdminPackages(db)).map(toPublicPackage);
}

export async function listAdminPackages(db: Db): Promise<AdminPackage[]> {
  return sortPackages(await db.select(adminColumns).from(packages));
}

export async function findPackage(db: Db, id: string): Promise<AdminPackage> {
  const [row] = await db.select(adminColumns).from(packages).where(eq(packages.id, id));
  if (!row) throw notFound("PACKAGE_NOT_FOUND");
  return row;
}

export async function createPackage(db: Db, input: PackageInput): Promise<AdminPackage> {
  const values = packageInputSchema.parse(input);
  if (values.kind !== NUTRITION) await knownCreditKinds(db, [values.kind]);
  const [row] = await db.insert(packages).values(values).returning(adminColumns);
  return row!;
}

export async function updatePackage(db: Db, id: string, input: PackageInput): Promise<AdminPackage> {
  const values = packageInputSchema.parse(input);
  if (values.kind !== NUTRITION) await knownCreditKinds(db, [values.kind]);
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning(adminColumns);
  if (!row) throw notFound("PACKAGE_NOT_FOUND");
  return row;
}

/**
 * Removes a package from the catalogue. Members keep what they hold (balances live on their
 * account) and requests keep their copy of the package, so a pending one can still be approved.
 */
export async function deletePackage(db: Db, id: string): Promise<void> {
  const rows = await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
  if (rows.length === 0) throw notFound("PACKAGE_NOT_FOUND");
}
