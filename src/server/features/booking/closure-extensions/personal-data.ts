import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { closureExtensionRuns, closureExtensions, closures } from "../../../db/schema";
import type { PersonalDataSource } from "../../../domain/personal-data";

/**
 * The member's packages extended over a closure (decision 020). Erasing keeps the rows (dates
 * only, like the ledger: the studio's books of why an expiry moved) under the tombstone, and an
 * erased admin's applications lose the admin, not the rows.
 */
export const closureExtensionsPersonalData: PersonalDataSource = {
  key: "closureExtensions",
  tables: ["closure_extensions", "closure_extension_runs"],
  async exportFor(tx: Tx, member) {
    const extended = await tx
      .select({
        kind: closureExtensions.kind,
        days: closureExtensions.days,
        closureStart: closures.startDate,
        closureEnd: closures.endDate,
        oldExpiresAt: closureExtensions.oldExpiresAt,
        newExpiresAt: closureExtensions.newExpiresAt,
        appliedAt: closureExtensions.appliedAt,
      })
      .from(closureExtensions)
      .innerJoin(closures, eq(closures.id, closureExtensions.closureId))
      .where(eq(closureExtensions.userId, member.id))
      .orderBy(asc(closureExtensions.appliedAt), asc(closureExtensions.kind));
    // The extensions a staff member applied name them.
    const applied = await tx
      .select({
        closureStart: closures.startDate,
        closureEnd: closures.endDate,
        days: closureExtensionRuns.days,
        appliedAt: closureExtensionRuns.appliedAt,
      })
      .from(closureExtensionRuns)
      .leftJoin(closures, eq(closures.id, closureExtensionRuns.closureId))
      .where(eq(closureExtensionRuns.appliedBy, member.id))
      .orderBy(asc(closureExtensionRuns.appliedAt));
    return { extended, applied };
  },
  async erase(tx: Tx, member) {
    await tx
      .update(closureExtensions)
      .set({ appliedBy: null })
      .where(eq(closureExtensions.appliedBy, member.id));
    await tx
      .update(closureExtensionRuns)
      .set({ appliedBy: null })
      .where(eq(closureExtensionRuns.appliedBy, member.id));
  },
};
