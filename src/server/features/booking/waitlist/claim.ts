import { and, eq, gt } from "drizzle-orm";
import { isSkipReason } from "../../../../shared/domain/waitlist";
import type { ErrorParams } from "../../../../shared/errors";
import type { Tx } from "../../../db/client";
import { waitlistEntries } from "../../../db/schema";
import { inTransaction } from "../../../platform/after-commit";
import { conflict, notFound } from "../../../platform/errors";
import { recordingFailures } from "../failures";
import { bookingRefusal } from "../refusal";
import type { Booker, BookingDeps } from "../types";
import { bookFromLine } from "./book-from-line";
import { recipient, recordEvent, type SlotRef, skipPlace, waiting } from "./common";
import { withdrawOffers } from "./offers";
import { waitlistScheduleFor } from "./schedules";

/**
 * The member's waiting place (locked with `lock`, only under the slot's lock: a place locked before
 * it would deadlock with the winner withdrawing the other offers); 404 when it is not theirs or no
 * longer waiting.
 */
async function waitingPlace(tx: Tx, memberId: string, id: string, now: Date, lock = false) {
  const query = tx
    .select({
      id: waitlistEntries.id,
      userId: waitlistEntries.userId,
      schedule: waitlistEntries.schedule,
      date: waitlistEntries.date,
      time: waitlistEntries.time,
      offeredAt: waitlistEntries.offeredAt,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.userId, memberId),
        waiting,
        gt(waitlistEntries.closesAt, now),
      ),
    );
  const [place] = lock ? await query.for("update") : await query;
  if (!place) throw notFound("WAITLIST_ENTRY_NOT_FOUND");
  return place;
}

/**
 * A member claims the place the late window offered them (decision 018): first to claim
 * gets it. Under the slot's lock (so claims on every instance run one after the other): no place
 * left, someone else took it (409 WAITLIST_OFFER_TAKEN, after recording the missed claim; the member
 * stays in line); no offer standing, 409 WAITLIST_NO_OFFER; then the schedule's own booking check
 * (a refusal answers its rule's code; a refusal of the member's own, a limit reached or no credits
 * left, also ends their place skipped with that reason in their history, as a promotion would) and
 * the same write as any booking from the line, one credit.
 * The last place taken withdraws the other offers.
 */
export async function claimOffer(deps: BookingDeps, member: Booker, id: string) {
  const outcome = await recordingFailures(
    deps,
    { userId: member.id, context: "waitlist claim", code: "WAITLIST_FAILED", booking: "waitlist" },
    () =>
      inTransaction(deps, async (tx) => {
        const now = deps.clock.now();
        const tz = deps.zone();
        const first = await waitingPlace(tx, member.id, id, now);
        const schedule = waitlistScheduleFor(first.schedule);
        await schedule.lockSlot(tx, first.date, first.time);
        const place = await waitingPlace(tx, member.id, id, now, true);
        const slot: SlotRef = { schedule: place.schedule, date: place.date, time: place.time };
        const q = { date: slot.date, time: slot.time, now, tz };
        const free = await schedule.freePlaces(tx, q);
        if (free <= 0) {
          await recordEvent(tx, place, "missed", now);
          await tx.update(waitlistEntries).set({ offeredAt: null }).where(eq(waitlistEntries.id, place.id));
          return { taken: true as const };
        }
        if (!place.offeredAt) throw conflict("WAITLIST_NO_OFFER");
        const { error, sessionsBefore, minutes } = await schedule.check(tx, { ...q, userId: member.id });
        if (error) {
          const refusal = await bookingRefusal(tx, slot.schedule, {
            code: error.code,
            params: (error as { params?: ErrorParams }).params,
          });
          if (!isSkipReason(error.code)) throw refusal;
          // The member's own rules refuse them (a limit reached, no credits): passed over as a
          // promotion passes them, the reason in their history; the answer says it.
          await skipPlace(tx, deps, place, { reason: error.code, now, tell: false });
          return { taken: false as const, refusal };
        }
        const { reservationId } = await bookFromLine(tx, deps, {
          schedule,
          slot,
          placeId: place.id,
          who: await recipient(tx, member.id),
          sessionsBefore,
          minutes,
          now,
          how: "claimed",
        });
        if (free <= 1) await withdrawOffers(tx, slot);
        return { taken: false as const, booked: { reservationId, ...slot } };
      }),
  );
  // Answered after the commit, so the missed claim or the skip stays in the member's history.
  if (outcome.taken) throw conflict("WAITLIST_OFFER_TAKEN");
  if ("refusal" in outcome) throw outcome.refusal;
  return { booked: outcome.booked };
}
