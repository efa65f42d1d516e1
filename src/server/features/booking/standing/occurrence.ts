import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { addDays, slotInstant, studioToday } from "../../../../shared/domain/schedule";
import { nextStandingDate, type StandingEndReason } from "../../../../shared/domain/standing";
import type { ErrorCode, ErrorParams } from "../../../../shared/errors";
import { isLang } from "../../../../shared/i18n";
import type { Tx } from "../../../db/client";
import { isTransientDatabaseError } from "../../../db/database-errors";
import {
  memberCredits,
  reservations,
  type StandingBooking,
  standingBookings,
  user,
} from "../../../db/schema";
import { queueBookingMail } from "../../../domain/booking-mail";
import { readSchedule, refusalWords, scheduleNames } from "../../../domain/schedules";
import { studioName } from "../../../domain/studio-identity";
import { readRules } from "../../../domain/studio-rules";
import { inTransaction } from "../../../platform/after-commit";
import { placesOf } from "../refusal";
import type { BookingDeps } from "../types";
import { waitlistScheduleFor } from "../waitlist/schedules";

/**
 * The weeks of a standing booking (decision 037): one week booked as an ordinary
 * reservation through the schedule's own member check and write (capacity, closures, package,
 * credits, the limit of future bookings counting the series once), and the job that books each
 * series ahead on the studio's rolling horizon, one week a transaction.
 */

export type Occurrence =
  | { reservationId: string; place: number | null }
  | { code: ErrorCode; params?: ErrorParams };

/** The refusals that mean the member's package has ended (a series 'until the package ends' ends there). */
const PACKAGE_ENDED: readonly ErrorCode[] = ["NO_ACTIVE_PACKAGE", "PACKAGE_EXPIRED"];

/**
 * Books the series' week on `date` in the caller's transaction, under the slot's lock and the
 * member's account lock, exactly as the member's own booking would be checked and written (its
 * e-mail with the calendar invitation queued too); answers the reservation or the rule that refused.
 */
export async function bookOccurrence(
  tx: Tx,
  deps: BookingDeps,
  s: Pick<StandingBooking, "id" | "userId" | "schedule" | "time" | "createdBy" | "place">,
  date: string,
  /** The first week: the place picked must be free (PLACE_TAKEN); later weeks take the lowest free one instead. */
  first = false,
): Promise<Occurrence> {
  const schedule = await readSchedule(tx, s.schedule);
  if (!schedule.active) return { code: "SCHEDULE_OFF" };
  if (!schedule.standingAllowed) return { code: "STANDING_NOT_ALLOWED" };
  const now = deps.clock.now();
  const tz = deps.zone();
  const engine = waitlistScheduleFor(s.schedule);
  await engine.lockSlot(tx, date, s.time);
  const q = { date, time: s.time, now, tz, userId: s.userId, series: s.id };
  const { error, sessionsBefore, minutes } = await engine.check(tx, q);
  if (error) {
    const params = (error as { params?: ErrorParams }).params;
    return params ? { code: error.code, params } : { code: error.code };
  }
  // Booked ahead, a week must also fall inside the package (a booking made once is judged by today).
  const [credit] = await tx
    .select({ expiresAt: memberCredits.expiresAt })
    .from(memberCredits)
    .where(and(eq(memberCredits.userId, s.userId), eq(memberCredits.kind, schedule.creditKind)));
  const expiresAt = credit?.expiresAt ?? null;
  if (!expiresAt || expiresAt < slotInstant(date, s.time, tz)) return { code: "PACKAGE_EXPIRED" };
  const [member] = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, s.userId));
  const reservationId = await engine.book(tx, {
    member: member!,
    date,
    time: s.time,
    sessionsBefore,
    now,
    actorId: s.createdBy ?? s.userId,
    standingId: s.id,
    place: { wanted: s.place, fallback: !first },
  });
  const [held] = await tx
    .select({ place: reservations.place })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const place = held?.place ?? null;
  await queueBookingMail(tx, deps, {
    kind: "booked",
    reservation: {
      id: reservationId,
      userId: s.userId,
      email: member!.email,
      name: member!.name,
      date,
      time: s.time,
      place,
    },
    schedule: s.schedule,
    minutes,
    // The series' place was taken that week: the e-mail says which it holds instead.
    usualPlace: s.place !== null && place !== s.place ? s.place : null,
  });
  return { reservationId, place };
}

/** Ends a series (no further week is booked; its booked weeks stay unless the caller cancels them). */
export function endSeries(tx: Tx, id: string, reason: StandingEndReason, now: Date) {
  return tx
    .update(standingBookings)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(standingBookings.id, id), isNull(standingBookings.endedAt)));
}

/** Tells the member, once and in their language, which week was not booked and why. */
async function queueSkipped(
  tx: Tx,
  deps: BookingDeps,
  s: StandingBooking,
  date: string,
  skip: Extract<Occurrence, { code: ErrorCode }>,
  ended: boolean,
) {
  const [who] = await tx
    .select({ name: user.name, firstName: user.firstName, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, s.userId));
  if (!who?.email) return;
  await deps.mailer.queue(tx, {
    to: who.email,
    lang: isLang(who.language) ? who.language : "gr",
    template: "standingSkipped",
    data: {
      name: who.firstName || who.name,
      studio: await studioName(tx, deps.config),
      schedule: s.schedule,
      scheduleName: await scheduleNames(tx, s.schedule),
      date,
      time: s.time,
      reason: skip.code,
      params: { ...skip.params, ...(await refusalWords(tx, s.schedule)), ...(await placesOf(tx, skip)) },
      ended,
    },
  });
}

/**
 * One step of the job: claims one running series not yet booked to the horizon (FOR UPDATE SKIP
 * LOCKED, so instances share the work and never handle one week twice), handles its next week and
 * records it as handled, in one transaction. Answers false when no series was left to claim.
 */
export async function bookNextWeek(deps: BookingDeps, only?: string): Promise<boolean> {
  const held: { claimed?: { id: string; date: string } } = {};
  try {
    return await handleNextWeek(deps, only, (c) => {
      held.claimed = c;
    });
  } catch (err) {
    if (isTransientDatabaseError(err) || !held.claimed) throw err;
    // A week whose booking failed unexpectedly is logged and passed over, so one series can never
    // hold up every other (the claim would otherwise pick it first again).
    const { id, date } = held.claimed;
    deps.logger.error({ err, standingId: id, date }, "standing booking: a week failed; passed over");
    await deps.database.db
      .update(standingBookings)
      .set({ bookedThrough: date })
      .where(eq(standingBookings.id, id));
    return true;
  }
}

async function handleNextWeek(
  deps: BookingDeps,
  only: string | undefined,
  claim: (c: { id: string; date: string }) => void,
): Promise<boolean> {
  return inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const today = studioToday(now, deps.zone());
    const horizon = addDays(today, (await readRules(tx)).standingHorizonDays);
    const [s] = await tx
      .select()
      .from(standingBookings)
      .where(
        and(
          isNull(standingBookings.endedAt),
          or(
            // Past its last date: it ends.
            lt(standingBookings.until, today),
            // Weeks left to handle inside the horizon.
            and(
              or(isNull(standingBookings.bookedThrough), lt(standingBookings.bookedThrough, horizon)),
              or(
                isNull(standingBookings.until),
                isNull(standingBookings.bookedThrough),
                lt(standingBookings.bookedThrough, standingBookings.until),
              ),
            ),
          ),
          only ? eq(standingBookings.id, only) : undefined,
        ),
      )
      .orderBy(sql`${standingBookings.bookedThrough} nulls first`, asc(standingBookings.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!s) return false;
    const date = nextStandingDate(s, today);
    if (s.until !== null && s.until < today) {
      await endSeries(tx, s.id, "finished", now);
      return true;
    }
    if (s.until !== null && date > s.until) {
      // Every week is handled; it stays listed (its weeks to come) until its last date passes.
      await tx.update(standingBookings).set({ bookedThrough: s.until }).where(eq(standingBookings.id, s.id));
      return true;
    }
    if (date > horizon) {
      await tx.update(standingBookings).set({ bookedThrough: horizon }).where(eq(standingBookings.id, s.id));
      return true;
    }
    claim({ id: s.id, date });
    const outcome = await bookOccurrence(tx, deps, s, date);
    if ("code" in outcome) {
      const ended = s.untilPackageEnds && PACKAGE_ENDED.includes(outcome.code);
      if (ended) await endSeries(tx, s.id, "package", now);
      await queueSkipped(tx, deps, s, date, outcome, ended);
    }
    await tx.update(standingBookings).set({ bookedThrough: date }).where(eq(standingBookings.id, s.id));
    return true;
  });
}

/** The most weeks one round handles (a week a transaction), so a round never runs unbounded. */
const WEEKS_PER_ROUND = 2000;

/** Books every running series (or only `only`) ahead to the horizon; answers how many steps it took. */
export async function bookAhead(deps: BookingDeps, only?: string): Promise<number> {
  let steps = 0;
  while (steps < WEEKS_PER_ROUND && (await bookNextWeek(deps, only))) steps++;
  return steps;
}
