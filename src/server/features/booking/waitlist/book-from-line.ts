import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import { queueBookingMail } from "../../../domain/booking-mail";
import { readRules } from "../../../domain/studio-rules";
import type { BookingDeps } from "../types";
import { endClashingPlaces } from "./clashes";
import { type Recipient, recordEvent, type SlotRef } from "./common";
import type { WaitlistSchedule } from "./schedules";

/**
 * Books a waiting member into their slot once the schedule's own check let them (decision 018): the
 * schedule's booking write (reservation, one credit with its ledger row, the admins' notification),
 * the place marked promoted with its history line (`promoted` by the line, `claimed` by the member
 * in the late window), the member's other clashing lines ended, and the booking's e-mail with its
 * calendar invitation queued (held until `notBefore`, the quiet hours). Answers the outbox id.
 */
export async function bookFromLine(
  tx: Tx,
  deps: BookingDeps,
  o: {
    schedule: WaitlistSchedule;
    slot: SlotRef;
    placeId: string;
    who: Recipient;
    sessionsBefore: number;
    minutes?: number;
    now: Date;
    how: "promoted" | "claimed";
    notBefore?: Date;
  },
): Promise<{ reservationId: string; mailId: number | null }> {
  const { slot, who, now } = o;
  const reservationId = await o.schedule.book(tx, {
    member: { id: who.id, name: who.name, email: who.email },
    date: slot.date,
    time: slot.time,
    sessionsBefore: o.sessionsBefore,
    now,
  });
  await tx
    .update(waitlistEntries)
    .set({ state: "promoted", reservationId, resolvedAt: now, offeredAt: null })
    .where(eq(waitlistEntries.id, o.placeId));
  await recordEvent(tx, { ...slot, id: o.placeId, userId: who.id }, o.how, now);
  const length = o.minutes ?? (await readRules(tx)).slotMinutes;
  await endClashingPlaces(tx, { ...slot, userId: who.id, minutes: length }, now);
  // The booking's e-mail with its calendar invitation, as a booking made by hand sends (decision 019).
  const mailId = await queueBookingMail(tx, deps, {
    kind: "promoted",
    reservation: { id: reservationId, userId: who.id, ...slot, email: who.email, name: who.name },
    schedule: slot.schedule,
    minutes: o.minutes,
    notBefore: o.notBefore,
  });
  return { reservationId, mailId };
}
