import { eq, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { familyLinks } from "../../db/schema";
import { dependantsOf, guardianOf } from "../../domain/family";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * A member's family link: their guardian, or their dependants (each dependant's own data follow in
 * the export's `dependants`). Erasing either side ends the link; what becomes of an adult's
 * dependants is the erasure's choice (`eraseAccount`).
 */
export const familyPersonalData: PersonalDataSource = {
  key: "family",
  tables: ["family_links"],
  async exportFor(tx: Tx, member) {
    const [guardian, dependants] = await Promise.all([
      guardianOf(tx, member.id),
      dependantsOf(tx, member.id),
    ]);
    return {
      guardian: guardian && { id: guardian.id, name: guardian.name },
      dependants: dependants.map((d) => ({
        id: d.id,
        firstName: d.firstName,
        lastName: d.lastName,
        birthDate: d.birthDate,
        signInInvitedAt: d.signInInvitedAt,
      })),
    };
  },
  async erase(tx: Tx, member) {
    await tx
      .delete(familyLinks)
      .where(or(eq(familyLinks.dependantId, member.id), eq(familyLinks.guardianId, member.id)));
  },
};
