import { and, eq, ne } from "drizzle-orm";
import type { Schedule } from "../../../../shared/domain/schedules";
import { minuteOfDay } from "../../../../shared/domain/studio-rules";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import { bookingLengths } from "../../../domain/class-timetable";
import { recordEvent } from "./common";

/**
 * A member booked from a waitlist leaves the other lines they wait in that day whose
 * slot or class would overlap the booking: they could not attend both. Each such place ends as
 * skipped with the reason WAITLIST_BOOKED_ELSEWHERE (no e-mail: the promotion's own says where they
 * are booked). Answers how many places ended.
 */
export async function endClashingPlaces(
  tx: Tx,
  booked: { userId: string; schedule: Schedule; date: string; time: string; minutes: number },
  now: Date,
): Promise<number> {
  const others = await tx
    .select({
      id: waitlistEntries.id,
      schedule: waitlistEntries.schedule,
      date: waitlistEntries.date,
      time: waitlistEntries.time,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, booked.userId),
        eq(waitlistEntries.date, booked.date),
        eq(waitlistEntries.state, "waiting"),
        ne(waitlistEntries.schedule, booked.schedule),
      ),
    )
    .for("update");
  if (others.length === 0) return 0;
  const lengths = await bookingLengths(tx, others);
  const start = minuteOfDay(booked.time);
  const end = start + booked.minutes;
  const clashing = others.filter((o, i) => {
    const from = minuteOfDay(o.time);
    return from < end && start < from + lengths[i]!;
  });
  for (const o of clashing) {
    await tx
      .update(waitlistEntries)
      .set({ state: "skipped", reason: "WAITLIST_BOOKED_ELSEWHERE", resolvedAt: now, offeredAt: null })
      .where(eq(waitlistEntries.id, o.id));
    await recordEvent(tx, { ...o, userId: booked.userId }, "skipped", now, "WAITLIST_BOOKED_ELSEWHERE");
  }
  return clashing.length;
}
