import type { AttendanceSettings } from "../../../shared/schemas/attendance";
import type { Db } from "../../db/client";
import { attendanceSettings } from "../../db/schema";

/** The studio's attendance setting (one row; the default until an admin saves it). */
export async function readSettings(db: Db): Promise<AttendanceSettings> {
  const [row] = await db
    .select({ noShowForfeits: attendanceSettings.noShowForfeits })
    .from(attendanceSettings);
  return { noShowForfeits: row?.noShowForfeits ?? false };
}

export async function saveSettings(
  db: Db,
  adminId: string,
  s: AttendanceSettings,
): Promise<AttendanceSettings> {
  const values = { noShowForfeits: s.noShowForfeits, updatedBy: adminId };
  await db
    .insert(attendanceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: attendanceSettings.id, set: values });
  return readSettings(db);
}
