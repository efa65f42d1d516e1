import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { activityLog } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * What the studio's staff did for the member (the activity log, decision 036): exported with who
 * and when. Erasure keeps the entries (the studio must be able to show who did what) and removes the
 * member's name from them.
 */
export const activityPersonalData: PersonalDataSource = {
  key: "staffActivity",
  tables: ["activity_log"],
  async exportFor(tx: Tx, member) {
    const rows = await tx
      .select({
        at: activityLog.at,
        kind: activityLog.kind,
        by: activityLog.actorName,
        details: activityLog.details,
      })
      .from(activityLog)
      .where(eq(activityLog.memberId, member.id))
      .orderBy(asc(activityLog.at));
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  },
  async erase(tx: Tx, member) {
    await tx.update(activityLog).set({ memberName: "" }).where(eq(activityLog.memberId, member.id));
  },
};
