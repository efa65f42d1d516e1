import { eq } from "drizzle-orm";
import { attendanceSettings } from "../../db/schema";
import type { PersonalDataSource } from "../../lib/personal-data";

/**
 * The studio's attendance setting names the admin who last changed it: nothing about a member to
 * export; an erased person is no longer named.
 */
export const attendancePersonalData: PersonalDataSource = {
  key: "attendance",
  tables: ["attendance_settings"],
  async exportFor(tx, member) {
    const changed = await tx
      .select({ at: attendanceSettings.updatedAt })
      .from(attendanceSettings)
      .where(eq(attendanceSettings.updatedBy, member.id));
    return { settingsChangedAt: changed.map((r) => r.at.toISOString()) };
  },
  async erase(tx, member) {
    await tx
      .update(attendanceSettings)
      .set({ updatedBy: null })
      .where(eq(attendanceSettings.updatedBy, member.id));
  },
};
