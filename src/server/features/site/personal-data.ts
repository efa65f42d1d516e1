import { eq } from "drizzle-orm";
import { studioIdentity } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * The studio's identity names the staff member who last changed it: nothing about a member to export
 * but when they did; an erased person is no longer named.
 */
export const studioIdentityPersonalData: PersonalDataSource = {
  key: "studioIdentity",
  tables: ["studio_identity"],
  async exportFor(tx, member) {
    const changed = await tx
      .select({ at: studioIdentity.updatedAt })
      .from(studioIdentity)
      .where(eq(studioIdentity.updatedBy, member.id));
    return { identityChangedAt: changed.map((r) => r.at.toISOString()) };
  },
  async erase(tx, member) {
    await tx.update(studioIdentity).set({ updatedBy: null }).where(eq(studioIdentity.updatedBy, member.id));
  },
};
