import { and, eq, sql } from "drizzle-orm";
import { closedReasonFor, hasExpired } from "../../../../shared/domain/booking-rules";
import {
  type ClassOfDay,
  checkPilatesBooking,
  checkPilatesDeskBooking,
  classesOn,
  classUnavailable,
  type PilatesBookingInput,
  type PilatesError,
  pilatesNeighbours,
  pilatesOpenPredicate,
  type WeeklyClass,
} from "../../../../shared/domain/pilates";
import {
  minutesUntilSlot,
  nextOpenDay,
  normalizeSelectedDate,
  studioToday,
} from "../../../../shared/domain/schedule";
import { type AdminBookRequest, GUEST_NAME } from "../../../../shared/schemas/booking";
import type {
  BookingSettings,
  PilatesAdminDay,
  PilatesBookRequest,
  PilatesChangeInput,
  PilatesClassInput,
  PilatesClassView,
  PilatesDay,
} from "../../../../shared/schemas/pilates";
import type { Db, Tx } from "../../../db/client";
import {
  bookingSettings,
  pilatesClassChanges,
  pilatesClasses,
  type Reservation,
  reservations,
} from "../../../db/schema";
import { queueBookingMail } from "../../../lib/booking-mail";
import { type AppError, conflict, notFound } from "../../../lib/errors";
import { classChangesOn, weeklyClassColumns, weeklyClasses } from "../../../lib/pilates-timetable";
import {
  blockingReservation,
  type DayData,
  lockBookingAccount,
  lockDeskMember,
  lockSlot,
  readDay,
} from "../day-reads";
import { isUniqueViolation, recordingFailures } from "../failures";
import { insertReservation, pilatesPlaceFreed, writeCancellation, writeMemberBooking } from "../reservations";
import type { Booker, BookingDeps } from "../types";
import { closeCancelledWaitlist, moveWaitlist, sendWaitlistMail } from "../waitlist/service";

/**
 * Reformer Pilates classes (issue 17, decision 017): the weekly timetable and one date's changes
 * (admin), the member's Pilates day and booking. Bookings are rows of `reservations` with schedule
 * 'pilates' and the class's start time; cancellations go through the shared `cancelReservation`.
 */

type Reader = Pick<Tx, "select">;

/** The weekly timetable, by weekday and time. */
export const listClasses = (db: Reader): Promise<PilatesClassView[]> => weeklyClasses(db);

/** The classes held on a date (the timetable with that date's changes). */
export async function classesOfDate(db: Reader, date: string, weekly?: WeeklyClass[]): Promise<ClassOfDay[]> {
  return classesOn(date, weekly ?? (await listClasses(db)), await classChangesOn(db, [date]));
}

const upcomingIn = (now: Date, tz: string) => (r: { date: string; time: string }) =>
  minutesUntilSlot(now, r.date, r.time, tz) > 0;

/**
 * The member's Pilates day: the classes with places left and why one cannot be booked, their
 * Pilates balance and expiry, their class that day and the reservation that keeps them from
 * booking another. Without a date it opens on today or the next day with classes.
 */
export async function memberPilatesDay(
  deps: BookingDeps,
  userId: string,
  date?: string,
): Promise<PilatesDay> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const tz = deps.config.STUDIO_TZ;
  const today = studioToday(now, tz);
  const weekly = await listClasses(db);
  let shown = date ? normalizeSelectedDate(date) : today;
  let data = await readDay(db, { date: shown, today, userId, schedule: "pilates" });
  const isOpen = pilatesOpenPredicate(new Set(weekly.map((w) => w.weekday)), data.closures);
  if (!date && !isOpen(shown)) {
    const next = nextOpenDay(shown, 1, isOpen, today);
    if (next) {
      shown = next;
      data = await readDay(db, { date: shown, today, userId, schedule: "pilates" });
    }
  }
  const classes = await classesOfDate(db, shown, weekly);
  const closed = closedReasonFor(shown, data.closures, null);
  const counts = new Map(data.tallies.map((t) => [t.time, t.count]));
  const upcoming = upcomingIn(now, tz);
  const expiresAt = data.account?.expiresAt ?? null;
  return {
    date: shown,
    today,
    closedReason:
      closed === "sunday" || closed === "closure" ? closed : classes.length === 0 ? "noClasses" : null,
    classes: classes.map((c) => {
      const count = counts.get(c.time) ?? 0;
      const unavailable = classUnavailable(
        { ...c, count },
        { date: shown, today, now, tz, closed: closed !== null },
      );
      return { ...pickClass(c), count, available: unavailable === null, unavailable };
    }),
    ...pilatesNeighbours(shown, today, isOpen),
    account: {
      sessions: data.account?.sessions ?? 0,
      expiresOn: expiresAt ? studioToday(expiresAt, tz) : null,
      expired: expiresAt === null || hasExpired(expiresAt, now),
    },
    mine: data.mine.find((r) => r.date === shown && r.schedule === "pilates" && upcoming(r)) ?? null,
    active: blockingReservation(data, "pilates", upcoming),
  };
}

const pickClass = (c: ClassOfDay) => ({
  id: c.id,
  time: c.time,
  minutes: c.minutes,
  max: c.max,
  changed: c.changed,
  cancelled: c.cancelled,
});

/** A refused booking as an error; a full class the member saw with room is 'just filled'. */
function refusal(error: PilatesError, seenCount: number | undefined): AppError {
  if (error.code === "PILATES_CLASS_FULL") {
    const { count, max } = error.params;
    if (seenCount !== undefined && seenCount < max)
      return conflict("PILATES_CLASS_JUST_FILLED", { count, max });
    return conflict("PILATES_CLASS_FULL", { count, max });
  }
  return conflict(error.code);
}

type PilatesSlotQuery = { date: string; time: string; now: Date; tz: string };

/**
 * What a Pilates booking of one class is checked against, read fresh in the caller's transaction:
 * the class of that date and time (timetable and that date's change), its bookings, the member's
 * Pilates balance and expiry, their bookings that day and the reservation that blocks another.
 */
export async function readPilatesBooking(tx: Tx, q: PilatesSlotQuery & { userId: string | null }) {
  const today = studioToday(q.now, q.tz);
  const day: DayData = await readDay(tx, {
    date: q.date,
    today,
    userId: q.userId,
    time: q.time,
    schedule: "pilates",
  });
  // One class per date and time (a change to a taken time is refused).
  const cls = (await classesOfDate(tx, q.date)).find((c) => c.time === q.time) ?? null;
  const active = blockingReservation(day, "pilates", upcomingIn(q.now, q.tz));
  const input: PilatesBookingInput = {
    now: q.now,
    tz: q.tz,
    date: q.date,
    time: q.time,
    closures: day.closures,
    cls,
    bookedCount: day.tallies[0]?.count ?? 0,
    account: day.account,
    hasReservationThatDay: day.mine.some((r) => r.date === q.date && r.schedule === "pilates"),
    active: active?.schedule ?? null,
  };
  return { day, cls, input };
}

/**
 * A member's own booking of a Pilates class, checked under the class's lock (the caller holds it):
 * locks the member's account, reads fresh and applies every Pilates rule. The member's booking and
 * a waitlist promotion both check through here (decision 018).
 */
export async function checkPilatesMemberBooking(tx: Tx, q: PilatesSlotQuery & { userId: string }) {
  await lockBookingAccount(tx, q.userId);
  const { day, cls, input } = await readPilatesBooking(tx, q);
  return { error: checkPilatesBooking(input), day, cls };
}

/**
 * A member books a Pilates class: under the class's lock and the member's account lock, the rules
 * are checked on fresh data (the class from the timetable and that date's change, the reformers
 * taken, the Pilates balance and expiry, the one-active-reservation setting), the reservation
 * inserted, one Pilates credit spent with its ledger row, and the admins notified, in one transaction.
 */
export async function bookPilates(deps: BookingDeps, member: Booker, req: PilatesBookRequest) {
  return recordingFailures(
    deps,
    { userId: member.id, context: "pilates booking", code: "BOOKING_FAILED" },
    () =>
      deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        await lockSlot(tx, req.date, req.time, "pilates");
        const { error, day, cls } = await checkPilatesMemberBooking(tx, {
          userId: member.id,
          date: req.date,
          time: req.time,
          now,
          tz,
        });
        if (error) throw refusal(error, req.seenCount);
        const { reservation, sessions } = await writeMemberBooking(tx, {
          schedule: "pilates",
          member,
          date: req.date,
          time: req.time,
          sessionsBefore: day.account!.sessions,
          actorId: member.id,
          createdAt: now,
        });
        await queueBookingMail(tx, deps, {
          kind: "booked",
          reservation: { ...reservation, userId: member.id, email: member.email, name: member.name },
          schedule: "pilates",
          minutes: cls?.minutes,
        });
        return { reservation, sessions };
      }),
  );
}

/**
 * The front desk books a class for an e-mail (decision 017): a member's e-mail spends one of that
 * member's Pilates credits like their own booking; an unknown e-mail is a guest, named as typed.
 * Under the class's lock, until the class ends, never past its reformers.
 */
export async function bookPilatesForDesk(deps: BookingDeps, admin: Booker, req: AdminBookRequest) {
  return recordingFailures(
    deps,
    { userId: admin.id, context: "admin pilates booking", code: "BOOKING_FAILED" },
    () =>
      deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const tz = deps.config.STUDIO_TZ;
        await lockSlot(tx, req.date, req.time, "pilates");
        const member = await lockDeskMember(tx, req.email);
        const { day, cls, input } = await readPilatesBooking(tx, {
          date: req.date,
          time: req.time,
          now,
          tz,
          userId: member?.id ?? null,
        });
        const error = checkPilatesDeskBooking({ ...input, cls, member: Boolean(member) });
        if (error) throw conflict(error.code, error.params);
        const booked = member
          ? await writeMemberBooking(tx, {
              schedule: "pilates",
              member: { id: member.id, email: req.email, name: member.name },
              date: req.date,
              time: req.time,
              sessionsBefore: day.account!.sessions,
              actorId: admin.id,
              createdAt: now,
            })
          : {
              reservation: await insertReservation(tx, {
                kind: "guest",
                schedule: "pilates",
                userId: null,
                name: req.name || GUEST_NAME,
                email: req.email,
                date: req.date,
                time: req.time,
                sessionsBeforeBooking: null,
                packageExpiredAtBooking: false,
                createdBy: admin.id,
                createdAt: now,
              }),
              sessions: null,
            };
        await queueBookingMail(tx, deps, {
          kind: "booked",
          reservation: {
            ...booked.reservation,
            kind: member ? "member" : "guest",
            userId: member?.id ?? null,
            email: req.email,
            name: member?.name ?? req.name ?? "",
          },
          schedule: "pilates",
          minutes: cls?.minutes,
        });
        return {
          reservation: booked.reservation,
          kind: member ? ("member" as const) : ("guest" as const),
          sessions: booked.sessions,
        };
      }),
  );
}

// ---------------------------------------------------------------- the admin's timetable

/** Future bookings (from `today`) of a weekly class, on the dates and times it is held. */
async function futureBookings(tx: Pick<Tx, "execute">, classId: string, today: string) {
  const result = await tx.execute<{ date: string; n: number }>(sql`
    select r.date::text as date, count(*)::int as n
    from reservations r
    join pilates_classes c on c.id = ${classId}
    left join pilates_class_changes ch on ch.class_id = c.id and ch.date = r.date
    where r.schedule = 'pilates' and r.date >= ${today}::date
      and extract(isodow from r.date) = c.weekday and r.time = coalesce(ch.start_time, c.start_time)
    group by r.date
  `);
  return result.rows;
}

export async function addClass(db: Db, input: PilatesClassInput): Promise<PilatesClassView> {
  try {
    const [row] = await db
      .insert(pilatesClasses)
      .values({
        weekday: input.weekday,
        startTime: input.time,
        minutes: input.minutes,
        capacity: input.capacity,
      })
      .returning(weeklyClassColumns);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("PILATES_CLASS_EXISTS");
    throw err;
  }
}

async function lockedClass(tx: Tx, id: string) {
  const [row] = await tx
    .select(weeklyClassColumns)
    .from(pilatesClasses)
    .where(eq(pilatesClasses.id, id))
    .for("update");
  if (!row) throw notFound("PILATES_CLASS_NOT_FOUND");
  return row;
}

/**
 * Edits a weekly class. Its weekday or time cannot move while members hold future bookings of it
 * (cancel or move those dates' classes first); a larger capacity frees places on every booked date.
 */
export async function updateClass(
  deps: BookingDeps,
  id: string,
  input: PilatesClassInput,
): Promise<PilatesClassView> {
  const today = studioToday(deps.clock.now(), deps.config.STUDIO_TZ);
  try {
    const { row, mails } = await deps.database.db.transaction(async (tx) => {
      const before = await lockedClass(tx, id);
      const booked = await futureBookings(tx, id, today);
      const moves = before.weekday !== input.weekday || before.time !== input.time;
      if (moves && booked.length > 0) throw conflict("PILATES_CLASS_HAS_BOOKINGS");
      const [row] = await tx
        .update(pilatesClasses)
        .set({
          weekday: input.weekday,
          startTime: input.time,
          minutes: input.minutes,
          capacity: input.capacity,
        })
        .where(eq(pilatesClasses.id, id))
        .returning(weeklyClassColumns);
      const mails: number[] = [];
      if (input.capacity > before.capacity) {
        // Only booked dates can have a line; the promotion itself counts the places each date has.
        for (const b of booked) {
          const cls = (await classesOfDate(tx, b.date)).find((c) => c.id === id);
          if (cls && !cls.cancelled)
            mails.push(...(await pilatesPlaceFreed(tx, deps, { date: b.date, time: cls.time })).mails);
        }
      }
      return { row: row!, mails };
    });
    await sendWaitlistMail(deps, mails);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("PILATES_CLASS_EXISTS");
    throw err;
  }
}

/** Removes a weekly class (and its dates' changes); refused while members hold future bookings of it. */
export async function removeClass(deps: BookingDeps, id: string): Promise<void> {
  const today = studioToday(deps.clock.now(), deps.config.STUDIO_TZ);
  await deps.database.db.transaction(async (tx) => {
    await lockedClass(tx, id);
    if ((await futureBookings(tx, id, today)).length > 0) throw conflict("PILATES_CLASS_HAS_BOOKINGS");
    await tx.delete(pilatesClasses).where(eq(pilatesClasses.id, id));
  });
}

/** The admin's view of a date: every class (cancelled ones too) with its bookings and its change. */
export async function adminPilatesDay(deps: BookingDeps, date: string): Promise<PilatesAdminDay> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const tz = deps.config.STUDIO_TZ;
  const today = studioToday(now, tz);
  const data = await readDay(db, { date, today, userId: null, schedule: "pilates" });
  const closed = closedReasonFor(date, data.closures, null) !== null;
  const counts = new Map(data.tallies.map((t) => [t.time, t.count]));
  const classes = await classesOfDate(db, date);
  return {
    date,
    closed,
    classes: classes.map((c) => {
      const count = counts.get(c.time) ?? 0;
      const unavailable = classUnavailable({ ...c, count }, { date, today, now, tz, closed });
      return {
        ...pickClass(c),
        count,
        available: unavailable === null,
        unavailable,
        weeklyTime: c.weeklyTime,
        weeklyCapacity: c.weeklyCapacity,
      };
    }),
  };
}

type Change = { cancelled: boolean; time: string | null; capacity: number | null };

/**
 * Changes one date's class (or clears its change, `next` null), in one transaction under the
 * class's locks at its old and new times: cancelling it cancels its bookings (each member's credit
 * comes back, as a desk cancellation); another time moves its bookings with it (refused when
 * another class starts then); a larger capacity frees places.
 */
async function applyChange(
  deps: BookingDeps,
  o: { classId: string; date: string; adminId: string; next: Change | null },
) {
  const now = deps.clock.now();
  const tz = deps.config.STUDIO_TZ;
  if (o.date < studioToday(now, tz)) throw conflict("PILATES_CLASS_STARTED");
  const { result, mails } = await deps.database.db.transaction(async (tx) => {
    const weekly = await lockedClass(tx, o.classId);
    const classes = await classesOfDate(tx, o.date);
    const before = classes.find((c) => c.id === o.classId);
    if (!before) throw notFound("PILATES_CLASS_NOT_FOUND");
    const time = o.next?.time ?? weekly.time;
    const cancelled = o.next?.cancelled ?? false;
    const max = o.next?.capacity ?? weekly.capacity;
    await lockSlot(tx, o.date, before.time, "pilates");
    if (time !== before.time) {
      await lockSlot(tx, o.date, time, "pilates");
      if (classes.some((c) => c.id !== o.classId && c.time === time)) throw conflict("PILATES_TIME_TAKEN");
    }
    // The change first, so whatever a freed place triggers sees the class as it now is.
    if (o.next === null) {
      await tx
        .delete(pilatesClassChanges)
        .where(and(eq(pilatesClassChanges.classId, o.classId), eq(pilatesClassChanges.date, o.date)));
    } else {
      const values = { cancelled, startTime: o.next.time, capacity: o.next.capacity };
      await tx
        .insert(pilatesClassChanges)
        .values({ classId: o.classId, date: o.date, ...values })
        .onConflictDoUpdate({ target: [pilatesClassChanges.classId, pilatesClassChanges.date], set: values });
    }
    const booked = and(
      eq(reservations.schedule, "pilates"),
      eq(reservations.date, o.date),
      eq(reservations.time, before.time),
    );
    const told: number[] = [];
    if (cancelled && !before.cancelled) {
      // Each booked member gets the credit back and the cancellation with its calendar file; the
      // members waiting for a place are told at once that the class will not happen.
      const rows: Reservation[] = await tx.select().from(reservations).where(booked).for("update");
      for (const r of rows) {
        await writeCancellation(tx, r, {
          now,
          tz,
          minutesRemaining: Math.floor(minutesUntilSlot(now, r.date, r.time, tz)),
          reason: "ADMIN_CANCELLATION",
          by: o.adminId,
        });
        const id = await queueBookingMail(tx, deps, {
          kind: "cancelled",
          reservation: r,
          schedule: "pilates",
          minutes: before.minutes,
        });
        if (id !== null) told.push(id);
      }
      told.push(
        ...(await closeCancelledWaitlist(tx, deps, { schedule: "pilates", date: o.date, time: before.time })),
      );
    } else if (time !== before.time) {
      await tx.update(reservations).set({ time }).where(booked);
      await moveWaitlist(tx, { schedule: "pilates", date: o.date, from: before.time, to: time, tz });
    }
    const promotion =
      !cancelled && (max > before.max || before.cancelled)
        ? await pilatesPlaceFreed(tx, deps, { date: o.date, time })
        : null;
    return { result: { date: o.date, classId: o.classId }, mails: [...told, ...(promotion?.mails ?? [])] };
  });
  await sendWaitlistMail(deps, mails);
  return result;
}

export function changeClassOn(
  deps: BookingDeps,
  o: { classId: string; date: string; adminId: string; change: PilatesChangeInput },
) {
  const next = {
    cancelled: o.change.cancelled ?? false,
    time: o.change.time ?? null,
    capacity: o.change.capacity ?? null,
  };
  return applyChange(deps, { ...o, next });
}

export function clearClassChange(deps: BookingDeps, o: { classId: string; date: string; adminId: string }) {
  return applyChange(deps, { ...o, next: null });
}

// ---------------------------------------------------------------- the studio's booking setting

export async function readBookingSettings(db: Reader): Promise<BookingSettings> {
  const [row] = await db
    .select({ across: bookingSettings.oneActiveAcrossSchedules })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return { oneActiveAcrossSchedules: row?.across ?? false };
}

export async function saveBookingSettings(db: Db, s: BookingSettings): Promise<BookingSettings> {
  const values = { oneActiveAcrossSchedules: s.oneActiveAcrossSchedules };
  await db
    .insert(bookingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: bookingSettings.id, set: values });
  return readBookingSettings(db);
}
