import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { waitlistEntries, waitlistEvents } from "../../../db/schema";
import type { PersonalDataSource } from "../../../domain/personal-data";

/** The member's waitlist places, past and present, and their history (decision 018); erasing deletes them all. */
export const waitlistPersonalData: PersonalDataSource = {
  key: "waitlist",
  tables: ["waitlist_entries", "waitlist_events"],
  async exportFor(tx: Tx, member) {
    const places = await tx
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
    const history = await tx
      .select({
        kind: waitlistEvents.kind,
        reason: waitlistEvents.reason,
        schedule: waitlistEvents.schedule,
        date: waitlistEvents.date,
        time: waitlistEvents.time,
        at: waitlistEvents.at,
      })
      .from(waitlistEvents)
      .where(eq(waitlistEvents.userId, member.id))
      .orderBy(asc(waitlistEvents.seq));
    return { places, history };
  },
  async erase(tx: Tx, member) {
    await tx.delete(waitlistEvents).where(eq(waitlistEvents.userId, member.id));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, member.id));
  },
};
