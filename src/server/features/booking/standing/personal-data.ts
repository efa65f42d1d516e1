import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { standingBookings } from "../../../db/schema";
import type { PersonalDataSource } from "../../../domain/personal-data";

/** The member's standing bookings, running and ended (decision 037); erasing deletes them all. */
export const standingPersonalData: PersonalDataSource = {
  key: "standingBookings",
  tables: ["standing_bookings"],
  async exportFor(tx: Tx, member) {
    return tx
      .select({
        schedule: standingBookings.schedule,
        weekday: standingBookings.weekday,
        time: standingBookings.time,
        startsOn: standingBookings.startsOn,
        until: standingBookings.until,
        untilPackageEnds: standingBookings.untilPackageEnds,
        madeAt: standingBookings.createdAt,
        endedAt: standingBookings.endedAt,
        endReason: standingBookings.endReason,
      })
      .from(standingBookings)
      .where(eq(standingBookings.userId, member.id))
      .orderBy(asc(standingBookings.createdAt));
  },
  async erase(tx: Tx, member) {
    await tx.delete(standingBookings).where(eq(standingBookings.userId, member.id));
  },
};
