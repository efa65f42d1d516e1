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
import { recordSettings, type StaffWriter } from "../../domain/activity";
import { knownCreditKinds } from "../../domain/credit-kinds";
import { knownLocations } from "../../domain/locations";
import { notFound } from "../../platform/errors";

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
  locations: packages.locations,
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
    locations: p.locations,
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

/** The owner's catalogue changes, each on the activity log with before → after (decision 036). */
export async function createPackage(w: StaffWriter, input: PackageInput): Promise<AdminPackage> {
  const values = packageInputSchema.parse(input);
  return w.db.transaction(async (tx) => {
    if (values.kind !== NUTRITION) await knownCreditKinds(tx, [values.kind]);
    await knownLocations(tx, values.locations ?? []);
    const [row] = await tx.insert(packages).values(values).returning(adminColumns);
    await recordSettings(tx, w, "packages", { action: "create", after: row });
    return row!;
  });
}

export async function updatePackage(w: StaffWriter, id: string, input: PackageInput): Promise<AdminPackage> {
  const values = packageInputSchema.parse(input);
  return w.db.transaction(async (tx) => {
    const [before] = await tx.select(adminColumns).from(packages).where(eq(packages.id, id)).for("update");
    if (!before) throw notFound("PACKAGE_NOT_FOUND");
    if (values.kind !== NUTRITION) await knownCreditKinds(tx, [values.kind]);
    await knownLocations(tx, values.locations ?? []);
    const [row] = await tx.update(packages).set(values).where(eq(packages.id, id)).returning(adminColumns);
    await recordSettings(tx, w, "packages", { action: "update", before, after: row });
    return row!;
  });
}

/**
 * Removes a package from the catalogue. Members keep what they hold (balances live on their
 * account) and requests keep their copy of the package, so a pending one can still be approved.
 */
export async function deletePackage(w: StaffWriter, id: string): Promise<void> {
  await w.db.transaction(async (tx) => {
    const [before] = await tx.delete(packages).where(eq(packages.id, id)).returning(adminColumns);
    if (!before) throw notFound("PACKAGE_NOT_FOUND");
    await recordSettings(tx, w, "packages", { action: "remove", before });
  });
}
