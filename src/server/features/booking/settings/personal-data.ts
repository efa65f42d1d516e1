import { eq } from "drizzle-orm";
import { studioSettings } from "../../../db/schema";
import type { PersonalDataSource } from "../../../domain/personal-data";

/**
 * The studio's rules name the staff member who last changed them: nothing about a member to export
 * but when they did; an erased person is no longer named.
 */
export const studioSettingsPersonalData: PersonalDataSource = {
  key: "studioSettings",
  tables: ["studio_settings"],
  async exportFor(tx, member) {
    const changed = await tx
      .select({ at: studioSettings.updatedAt })
      .from(studioSettings)
      .where(eq(studioSettings.updatedBy, member.id));
    return { settingsChangedAt: changed.map((r) => r.at.toISOString()) };
  },
  async erase(tx, member) {
    await tx.update(studioSettings).set({ updatedBy: null }).where(eq(studioSettings.updatedBy, member.id));
  },
};
