import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { guardianConsents } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/** A guardian's consents: when asked, of which address, the terms' version, and what was decided when. */
export const guardianConsentPersonalData: PersonalDataSource = {
  key: "guardianConsents",
  tables: ["guardian_consents"],
  async exportFor(tx: Tx, member) {
    return tx
      .select({
        guardianEmail: guardianConsents.guardianEmail,
        status: guardianConsents.status,
        requestedAt: guardianConsents.requestedAt,
        expiresAt: guardianConsents.expiresAt,
        decidedAt: guardianConsents.decidedAt,
        termsVersion: guardianConsents.termsVersion,
      })
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, member.id))
      .orderBy(guardianConsents.requestedAt);
  },
  async erase(tx: Tx, member) {
    await tx.delete(guardianConsents).where(eq(guardianConsents.userId, member.id));
  },
};
