import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import type { PersonalDataSource } from "../../../lib/personal-data";

/** The member's waitlist places, past and present (decision 018); erasing deletes them all. */
export const waitlistPersonalData: PersonalDataSource = {
  key: "waitlist",
  tables: ["waitlist_entries"],
  async exportFor(tx: Tx, member) {
    return tx
      .select({
        schedule: waitlistEntries.schedule,
        date: waitlistEntries.date,
        time: waitlistEntries.time,
        state: waitlistEntries.state,
        reason: waitlistEntries.reason,
        joinedAt: waitlistEntries.createdAt,
        resolvedAt: waitlistEntries.resolvedAt,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, member.id))
      .orderBy(asc(waitlistEntries.seq));
  },
  async erase(tx: Tx, member) {
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, member.id));
  },
};
