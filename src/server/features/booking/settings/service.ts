import { and, asc, gte, inArray } from "drizzle-orm";
import { minutesUntilSlot, slotTimesFor, studioToday } from "../../../../shared/domain/schedule";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import type { OutsideBooking, SaveStudioRules } from "../../../../shared/schemas/studio-settings";
import type { Tx } from "../../../db/client";
import { type Reservation, reservations, studioSettings } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { queueBookingMail } from "../../../domain/booking-mail";
import { hoursScheduleKeys } from "../../../domain/schedules";
import { readRules } from "../../../domain/studio-rules";
import { afterCommit, inTransaction } from "../../../platform/after-commit";
import { conflict } from "../../../platform/errors";
import { lockSlot } from "../day-reads";
import { writeCancellation } from "../reservations";
import type { BookingDeps } from "../types";

/**
 * The owner's settings (decision 029): read, and saved in one transaction that never
 * changes a booking silently. New opening hours or a new slot length can leave future gym bookings
 * at a time that is no longer a slot: the save is refused with their list until the owner chooses to
 * keep them (they stay booked) or cancel them (sessions back, the members told by e-mail).
 */

/** The rules as the screen shows them: every setting, saved or default. */
export const readStudioRules = (deps: BookingDeps) => readRules(deps.database.db, deps.zone.fallback);

/**
 * Member and guest bookings of the hours schedules (the gym floor, a second room) not yet started that the change leaves outside the hours: a
 * slot under the old rules, none under the new (one kept outside earlier is not asked about again).
 */
async function outsideBookings(
  tx: Tx,
  old: StudioRules,
  rules: StudioRules,
  now: Date,
  tz: string,
): Promise<Reservation[]> {
  const upcoming = await tx
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.schedule, hoursScheduleKeys),
        inArray(reservations.kind, ["member", "guest"]),
        gte(reservations.date, studioToday(now, tz)),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time))
    .for("update");
  const isSlot = (r: Reservation, under: StudioRules) => slotTimesFor(r.date, under).includes(r.time);
  return upcoming.filter(
    (r) => minutesUntilSlot(now, r.date, r.time, tz) > 0 && isSlot(r, old) && !isSlot(r, rules),
  );
}

const listed = (r: Reservation): OutsideBooking => ({
  id: r.id,
  date: r.date,
  time: r.time,
  name: r.name,
  email: r.email,
});

/**
 * Saves the rules. Answers them with the bookings left outside the new hours (kept or cancelled as
 * the owner chose); without a choice and with such bookings, refuses with SETTINGS_BOOKINGS_OUTSIDE_HOURS
 * and their list, saving nothing.
 */
export async function saveStudioRules(deps: BookingDeps, adminId: string, req: SaveStudioRules) {
  const { rules, outsideBookings: choice } = req;
  const { outside } = await inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const tz = rules.timeZone; // the studio's zone once this commits; bookings keep their clock times
    await tx.select({ id: studioSettings.id }).from(studioSettings).for("update");
    const old = await readRules(tx, deps.zone.fallback);
    await tx
      .insert(studioSettings)
      .values({ id: 1, rules, updatedBy: adminId })
      .onConflictDoUpdate({ target: studioSettings.id, set: { rules, updatedBy: adminId, updatedAt: now } });
    const outside = await outsideBookings(tx, old, rules, now, tz);
    if (outside.length > 0 && !choice)
      throw conflict("SETTINGS_BOOKINGS_OUTSIDE_HOURS", { bookings: outside.map(listed) });
    const mails: number[] = [];
    if (choice === "cancel") {
      for (const r of outside) {
        await lockSlot(tx, r.date, r.time, r.schedule);
        await writeCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: Math.floor(minutesUntilSlot(now, r.date, r.time, tz)),
          reason: "ADMIN_CANCELLATION",
          by: adminId,
        });
        const id = await queueBookingMail(tx, deps, {
          kind: "cancelled",
          reservation: r,
          schedule: r.schedule,
        });
        if (id !== null) mails.push(id);
      }
    }
    await recordActivity(tx, {
      actorId: adminId,
      kind: "settings",
      details: {
        before: old,
        after: rules,
        outsideBookings: choice ?? null,
        cancelled: choice === "cancel" ? outside.length : 0,
      },
      at: now,
    });
    afterCommit(tx, async () => deps.zone.set(rules.timeZone)); // the next request's zone (decision 039)
    return { outside: outside.map(listed), mails };
  });
  return { rules: await readStudioRules(deps), outside };
}
