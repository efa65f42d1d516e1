import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { lowestFreePlace, placeNumbers } from "../../../../shared/domain/places";
import type { Schedule, ScheduleRow } from "../../../../shared/domain/schedules";
import type { PlacesView } from "../../../../shared/schemas/places";
import type { Tx } from "../../../db/client";
import { reservations } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { queueBookingMail } from "../../../domain/booking-mail";
import { bookingLengths } from "../../../domain/class-timetable";
import { classSchedule, readSchedule } from "../../../domain/schedules";
import { inTransaction } from "../../../platform/after-commit";
import { conflict, notFound } from "../../../platform/errors";
import { classesOfDate } from "../classes/reads";
import { lockSlot } from "../day-reads";
import type { BookingDeps } from "../types";

/**
 * Numbered places (decision 037): on a schedule the owner marks as having numbered
 * places (reformers, bikes), every booking of a class holds one place 1..the class's places,
 * unique among the slot's live bookings (the partial unique index `reservations_slot_place_uq`).
 */

type Reader = Pick<Tx, "select">;
type Slot = { schedule: Schedule; date: string; time: string };

/** The places taken in a slot (numbers only, never who holds them). */
export async function takenPlaces(db: Reader, s: Slot): Promise<number[]> {
  const rows = await db
    .select({ place: reservations.place })
    .from(reservations)
    .where(
      and(
        eq(reservations.schedule, s.schedule),
        eq(reservations.date, s.date),
        eq(reservations.time, s.time),
        isNotNull(reservations.place),
      ),
    )
    .orderBy(asc(reservations.place));
  return rows.map((r) => r.place!);
}

/** How many places the class of that date and time has (0: no such class). */
async function classPlaces(db: Reader, s: Slot): Promise<number> {
  const cls = (await classesOfDate(db, s.schedule, s.date)).find((c) => c.time === s.time);
  return cls && !cls.cancelled ? cls.max : 0;
}

/** The member's view of a class's places: whether they are numbered, how many, which are taken. */
export async function placesOf(db: Reader, s: Slot): Promise<PlacesView> {
  const row = await classSchedule(db, s.schedule);
  if (!row.numberedPlaces) return { numbered: false, max: 0, taken: [], free: [] };
  const max = await classPlaces(db, s);
  const taken = await takenPlaces(db, s);
  const held = new Set(taken);
  return { numbered: true, max, taken, free: placeNumbers(max).filter((p) => !held.has(p)) };
}

/** What `placeFor` needs of the schedule's row, which the booking read once. */
export type PlacesRow = Pick<ScheduleRow, "numberedPlaces" | "timetable">;

/**
 * The place a new booking of the slot holds, under the slot's lock (the caller holds it): null on a
 * schedule without numbered places; the place asked for when free (409 PLACE_TAKEN, or
 * PLACE_OUT_OF_RANGE beyond the class's places); else the lowest free one. With `fallback` a
 * taken place asked for gives the lowest free one instead (a standing booking's week), and the
 * answer says the place asked for was not had. `max`: the class's places as the caller's check
 * read them under the same lock (read here otherwise).
 */
export async function placeFor(
  tx: Reader,
  row: PlacesRow,
  s: Slot & { wanted?: number | null; fallback?: boolean; max?: number },
): Promise<{ place: number | null; moved: boolean }> {
  if (!row.numberedPlaces || row.timetable !== "classes") return { place: null, moved: false };
  const max = s.max ?? (await classPlaces(tx, s));
  const taken = await takenPlaces(tx, s);
  const wanted = s.wanted ?? null;
  if (wanted !== null) {
    const inRange = wanted >= 1 && wanted <= max;
    if (inRange && !taken.includes(wanted)) return { place: wanted, moved: false };
    if (!s.fallback) {
      if (!inRange) throw conflict("PLACE_OUT_OF_RANGE", { max });
      throw conflict("PLACE_TAKEN", { place: wanted });
    }
  }
  // Capacity is checked before this: fewer bookings than places leaves one of 1..max free. A
  // booking made when the class had more places may hold a higher one; then the next above max.
  return { place: lowestFreePlace(max, taken), moved: wanted !== null };
}

/**
 * The desk moves a booking to another free place of its class (before → after on the activity
 * log, in the move's transaction), and the member is told: the updated calendar invitation with a
 * short e-mail in their language, queued in the same transaction; answers the booking's new place.
 */
export async function movePlace(deps: BookingDeps, o: { id: string; place: number; actorId: string }) {
  return inTransaction(deps, async (tx) => {
    const [found] = await tx.select().from(reservations).where(eq(reservations.id, o.id));
    if (!found || found.kind === "block") throw notFound("RESERVATION_NOT_FOUND");
    await lockSlot(tx, found.date, found.time, found.schedule);
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, o.id)).for("update");
    if (!r) throw notFound("RESERVATION_NOT_FOUND");
    const row = await readSchedule(tx, r.schedule);
    if (!row.numberedPlaces || row.timetable !== "classes") throw conflict("PLACES_NOT_NUMBERED");
    if (r.place === o.place) return { id: r.id, place: r.place };
    const { place } = await placeFor(tx, row, { ...r, wanted: o.place });
    const [changed] = await tx
      .update(reservations)
      .set({ place, calendarSequence: sql`${reservations.calendarSequence} + 1` })
      .where(eq(reservations.id, r.id))
      .returning();
    // The member's confirmation and calendar event named the old place: an updated invitation
    // (same UID, the next SEQUENCE) and a short e-mail saying the new one, after the commit.
    const [minutes] = await bookingLengths(tx, [r]);
    await queueBookingMail(tx, deps, {
      kind: "moved",
      reservation: changed!,
      schedule: r.schedule,
      minutes,
      previousPlace: r.place,
    });
    await recordActivity(tx, {
      actorId: o.actorId,
      memberId: r.userId,
      // A change to a booking: kind 'booking', the place before → after.
      kind: "booking",
      details: {
        action: "place",
        schedule: r.schedule,
        date: r.date,
        time: r.time,
        before: r.place,
        after: place,
        ...(r.userId ? {} : { guest: r.name }),
      },
      at: deps.clock.now(),
    });
    return { id: r.id, place: place! };
  });
}
