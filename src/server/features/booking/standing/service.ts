import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { StaffPlaces } from "../../../../shared/domain/locations";
import { dayOfWeek, minutesUntilSlot, studioToday } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import {
  beyondWeeksCap,
  type StandingEnd,
  type StandingEndReason,
  standingLastDate,
} from "../../../../shared/domain/standing";
import type { StandingView } from "../../../../shared/schemas/standing";
import type { Tx } from "../../../db/client";
import { reservations, standingBookings } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { lockAccount } from "../../../domain/credits";
import { readSchedule } from "../../../domain/schedules";
import { scheduleAt } from "../../../domain/staff-scope";
import { inTransaction } from "../../../platform/after-commit";
import { AppError, conflict, notFound } from "../../../platform/errors";
import { cancelHeldReservation } from "../cancellation";
import { recordingFailures } from "../failures";
import { bookingRefusal } from "../refusal";
import type { Booker, BookingDeps } from "../types";
import { bookAhead, bookOccurrence, endSeries } from "./occurrence";

/**
 * Standing bookings (decision 037): made by a member or the desk for a member, listed,
 * ended. The weeks are booked by `occurrence.ts`.
 */

export type StandingInput = {
  schedule: Schedule;
  date: string;
  time: string;
  end: StandingEnd;
  /** The numbered place its weeks keep (decision 037); absent: its first week's lowest free one. */
  place?: number | undefined;
};

/**
 * Makes a standing booking: the schedule must allow them and the end lie within its cap of weeks;
 * its first week is booked at once through the member's own rules (a refusal answers that rule's
 * code and makes nothing), the weeks after it up to the horizon right after the commit.
 */
export async function createStanding(
  deps: BookingDeps,
  o: StandingInput & { member: Booker; actorId: string },
): Promise<StandingView> {
  const id = await recordingFailures(
    deps,
    { userId: o.actorId, context: "standing booking", code: "BOOKING_FAILED", booking: "standing" },
    () =>
      inTransaction(deps, async (tx) => {
        const schedule = await readSchedule(tx, o.schedule);
        if (!schedule.active) throw conflict("SCHEDULE_OFF");
        if (!schedule.standingAllowed) throw conflict("STANDING_NOT_ALLOWED");
        const until = standingLastDate(o.date, o.end);
        if (until && beyondWeeksCap(o.date, until, schedule.standingMaxWeeks))
          throw conflict("STANDING_TOO_LONG", { weeks: schedule.standingMaxWeeks });
        await lockAccount(tx, o.member.id);
        const weekday = dayOfWeek(o.date);
        const [same] = await tx
          .select({ id: standingBookings.id })
          .from(standingBookings)
          .where(
            and(
              eq(standingBookings.userId, o.member.id),
              eq(standingBookings.schedule, o.schedule),
              eq(standingBookings.weekday, weekday),
              eq(standingBookings.time, o.time),
              isNull(standingBookings.endedAt),
            ),
          );
        if (same) throw conflict("STANDING_EXISTS");
        const [series] = await tx
          .insert(standingBookings)
          .values({
            userId: o.member.id,
            schedule: o.schedule,
            weekday,
            time: o.time,
            startsOn: o.date,
            until,
            untilPackageEnds: o.end.kind === "package",
            bookedThrough: o.date,
            createdBy: o.actorId === o.member.id ? null : o.actorId,
            place: o.place ?? null,
          })
          .returning();
        const first = await bookOccurrence(tx, deps, series!, o.date, true);
        if ("code" in first) throw await bookingRefusal(tx, o.schedule, first);
        // The place the first week holds is the series' place from then on.
        if (first.place !== series!.place)
          await tx
            .update(standingBookings)
            .set({ place: first.place })
            .where(eq(standingBookings.id, series!.id));
        // The desk's series for a member is on the activity log, as its one-off bookings are.
        if (o.actorId !== o.member.id)
          await recordActivity(tx, {
            actorId: o.actorId,
            memberId: o.member.id,
            kind: "booking",
            details: { standing: true, schedule: o.schedule, date: o.date, time: o.time, until },
            at: deps.clock.now(),
          });
        return series!.id;
      }),
  );
  await bookAhead(deps, id);
  const [view] = await standingViews(deps, { userId: o.member.id, id });
  return view!;
}

/** The member's running standing bookings (or one of them), each with its booked weeks to come. */
export async function standingViews(
  deps: BookingDeps,
  q: { userId: string; id?: string; places?: StaffPlaces },
): Promise<StandingView[]> {
  const db = deps.database.db;
  const today = studioToday(deps.clock.now(), deps.zone());
  const rows = await db
    .select()
    .from(standingBookings)
    .where(
      and(
        eq(standingBookings.userId, q.userId),
        q.id ? eq(standingBookings.id, q.id) : isNull(standingBookings.endedAt),
        scheduleAt(standingBookings.schedule, q.places ?? null),
      ),
    )
    .orderBy(asc(standingBookings.weekday), asc(standingBookings.time));
  const booked = rows.length
    ? await db
        .select({
          id: reservations.id,
          date: reservations.date,
          time: reservations.time,
          place: reservations.place,
          standingId: reservations.standingId,
        })
        .from(reservations)
        .where(
          and(
            inArray(
              reservations.standingId,
              rows.map((r) => r.id),
            ),
            gte(reservations.date, today),
          ),
        )
        .orderBy(asc(reservations.date))
    : [];
  const now = deps.clock.now();
  const tz = deps.zone();
  return rows.map((r) => ({
    id: r.id,
    schedule: r.schedule,
    weekday: r.weekday,
    time: r.time,
    startsOn: r.startsOn,
    until: r.until,
    untilPackageEnds: r.untilPackageEnds,
    byDesk: r.createdBy !== null,
    endedAt: r.endedAt?.toISOString() ?? null,
    endReason: r.endReason,
    place: r.place,
    booked: booked
      .filter((b) => b.standingId === r.id && minutesUntilSlot(now, b.date, b.time, tz) > 0)
      .map(({ id, date, time, place }) => ({ id, date, time, place })),
  }));
}

/**
 * Ends a standing booking in one transaction: no further week is booked, and each booked week to
 * come is cancelled as its member would cancel it, credit back and the place to the waitlist; a
 * week inside the cancel cutoff stays booked (counted as kept). The desk ends a member's series by
 * the same rules (`by: "desk"`), on the activity log with the series before → after.
 */
export async function endStanding(
  deps: BookingDeps,
  o: { id: string; userId?: string; actorId: string; by: "member" | "desk" },
) {
  return inTransaction(deps, async (tx) => {
    const [series] = await tx
      .select()
      .from(standingBookings)
      .where(and(eq(standingBookings.id, o.id), o.userId ? eq(standingBookings.userId, o.userId) : undefined))
      .for("update");
    if (!series) throw notFound("STANDING_NOT_FOUND");
    if (series.endedAt) throw conflict("STANDING_ENDED");
    const now = deps.clock.now();
    const reason: StandingEndReason = o.by;
    await endSeries(tx, series.id, reason, now);
    const tally = await cancelWeeks(tx, deps, {
      series: series.id,
      from: studioToday(now, deps.zone()),
      actorId: o.actorId,
      audience: "member",
    });
    if (o.by === "desk")
      await recordActivity(tx, {
        actorId: o.actorId,
        memberId: series.userId,
        kind: "cancellation",
        details: {
          standing: true,
          schedule: series.schedule,
          weekday: series.weekday,
          time: series.time,
          before: { endedAt: null },
          after: { endedAt: now.toISOString(), endReason: reason },
          ...tally,
        },
        at: now,
      });
    return tally;
  });
}

/** Cancels the series' booked weeks from `from` on (through `to`), each as the audience may; answers the tally. */
export async function cancelWeeks(
  tx: Tx,
  deps: BookingDeps,
  o: { series: string; from: string; to?: string; actorId: string; audience: "member" | "admin" },
) {
  const weeks = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.standingId, o.series), gte(reservations.date, o.from)))
    .orderBy(asc(reservations.date))
    .for("update");
  let cancelled = 0;
  let kept = 0;
  for (const r of weeks) {
    if (o.to && r.date > o.to) continue;
    try {
      await cancelHeldReservation(tx, deps, r, { actorId: o.actorId, audience: o.audience });
      cancelled++;
    } catch (err) {
      // Inside the cancel cutoff, started, or checked in: the week stays booked.
      if (!(err instanceof AppError) || err.status !== 409) throw err;
      kept++;
    }
  }
  return { cancelled, kept };
}
