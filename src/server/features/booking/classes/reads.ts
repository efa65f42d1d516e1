import { and, eq } from "drizzle-orm";
import { activeLimitReached, hasExpired } from "../../../../shared/domain/booking-rules";
import {
  type ClassBookingInput,
  type ClassOfDay,
  checkClassBooking,
  classesOn,
  classNeighbours,
  classOpenPredicate,
  classUnavailable,
  type WeeklyClass,
} from "../../../../shared/domain/classes";
import {
  dayOfWeek,
  isClosedDate,
  isValidDate,
  minutesUntilSlot,
  nextOpenDay,
  normalizeSelectedDate,
  studioToday,
} from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { ClassAdminDay, ClassDay, ClassView } from "../../../../shared/schemas/classes";
import type { Tx } from "../../../db/client";
import { classChanges, classes, reservations } from "../../../db/schema";
import { classChangesOn, weeklyClassColumns, weeklyClasses } from "../../../domain/class-timetable";
import { lockAccount } from "../../../domain/credits";
import { classSchedule } from "../../../domain/schedules";
import { blockingReservation, type DayData, readDay, type SlotQuery } from "../day-reads";
import type { BookingDeps } from "../types";

/**
 * Reads of a class schedule (decision 017): the weekly timetable, the classes of a date, the
 * member's and the admin's day, and what a booking of one class is checked against.
 */

type Reader = Pick<Tx, "select">;

/** A class schedule's weekly timetable, by weekday and time. */
export const listClasses = (db: Reader, schedule: Schedule): Promise<ClassView[]> =>
  weeklyClasses(db, schedule);

/**
 * The classes of a class schedule held on a date (the timetable with that date's changes). Without
 * the timetable at hand, that weekday's classes and their changes are read in one statement: a
 * booking reads them under the class's lock, where each round trip is one every other booking of
 * the class waits for.
 */
export async function classesOfDate(
  db: Reader,
  schedule: Schedule,
  date: string,
  weekly?: WeeklyClass[],
): Promise<ClassOfDay[]> {
  if (weekly) return classesOn(date, weekly, await classChangesOn(db, [date]));
  if (!isValidDate(date)) return [];
  const rows = await db
    .select({
      ...weeklyClassColumns,
      changed: classChanges.classId,
      cancelled: classChanges.cancelled,
      changedTime: classChanges.startTime,
      changedCapacity: classChanges.capacity,
    })
    .from(classes)
    .leftJoin(classChanges, and(eq(classChanges.classId, classes.id), eq(classChanges.date, date)))
    .where(and(eq(classes.schedule, schedule), eq(classes.weekday, dayOfWeek(date))));
  const changes = rows.flatMap((r) =>
    r.changed === null
      ? []
      : [{ classId: r.id, date, cancelled: r.cancelled!, time: r.changedTime, capacity: r.changedCapacity }],
  );
  return classesOn(date, rows, changes);
}

const upcomingIn = (now: Date, tz: string) => (r: { date: string; time: string }) =>
  minutesUntilSlot(now, r.date, r.time, tz) > 0;

/**
 * The member's day of a class schedule: the classes with places left and why one cannot be booked,
 * their balance and expiry of the kind it spends, their class that day and the reservation that keeps them from
 * booking another. Without a date it opens on today or the next day with classes.
 */
export async function memberClassDay(
  deps: BookingDeps,
  userId: string,
  q: { schedule: Schedule; date?: string | undefined },
): Promise<ClassDay> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const tz = deps.zone();
  const today = studioToday(now, tz);
  const { schedule, date } = q;
  await classSchedule(db, schedule);
  const weekly = await listClasses(db, schedule);
  let shown = date ?? today;
  let data = await readDay(db, { date: shown, today, userId, schedule });
  const isOpen = classOpenPredicate(new Set(weekly.map((w) => w.weekday)), data.closures);
  const moved = date
    ? normalizeSelectedDate(date, data.rules)
    : (nextOpenDay(today, 1, isOpen, today) ?? today);
  if (moved !== shown && (date || !isOpen(shown))) {
    shown = moved;
    data = await readDay(db, { date: shown, today, userId, schedule });
  }
  const classes = await classesOfDate(db, schedule, shown, weekly);
  const closed = isClosedDate(shown, data.closures) ? "closure" : null;
  const counts = new Map(data.tallies.map((t) => [t.time, t.count]));
  const upcoming = upcomingIn(now, tz);
  const expiresAt = data.account?.expiresAt ?? null;
  return {
    date: shown,
    today,
    closedReason: closed ?? (classes.length === 0 ? "noClasses" : null),
    classes: classes.map((c) => {
      const count = counts.get(c.time) ?? 0;
      const unavailable = classUnavailable(
        { ...c, count },
        { date: shown, today, now, tz, closed: closed !== null, rules: data.rules },
      );
      return { ...pickClass(c), count, available: unavailable === null, unavailable };
    }),
    ...classNeighbours(shown, today, isOpen),
    account: {
      sessions: data.account?.sessions ?? 0,
      expiresOn: expiresAt ? studioToday(expiresAt, tz) : null,
      expired: expiresAt === null || hasExpired(expiresAt, now),
    },
    mine: await withPlace(
      db,
      data.mine.find((r) => r.date === shown && r.schedule === schedule && upcoming(r)),
    ),
    active: blockingReservation(data, schedule, upcoming),
  };
}

/** The member's booking of the day with its numbered place (decision 037), or null. */
async function withPlace<R extends { id: string }>(db: Reader, r: R | undefined) {
  if (!r) return null;
  const [row] = await db
    .select({ place: reservations.place })
    .from(reservations)
    .where(eq(reservations.id, r.id));
  return { ...r, place: row?.place ?? null };
}

export const pickClass = (c: ClassOfDay) => ({
  id: c.id,
  time: c.time,
  minutes: c.minutes,
  max: c.max,
  changed: c.changed,
  cancelled: c.cancelled,
});

/**
 * What a booking of one class is checked against, read fresh in the caller's transaction:
 * the class of that date and time (timetable and that date's change), its bookings, the member's
 * balance and expiry of the kind it spends, their bookings that day and the reservation that blocks another.
 */
export async function readClassBooking(tx: Tx, q: SlotQuery & { userId: string | null }) {
  const today = studioToday(q.now, q.tz);
  const day: DayData = await readDay(tx, {
    date: q.date,
    today,
    userId: q.userId,
    time: q.time,
    schedule: q.schedule,
  });
  // One class per date and time (a change to a taken time is refused).
  const cls = (await classesOfDate(tx, q.schedule, q.date)).find((c) => c.time === q.time) ?? null;
  const upcoming = day.mine.filter(upcomingIn(q.now, q.tz));
  const reached = activeLimitReached(upcoming, q.schedule, day.rules, q.series);
  const input: ClassBookingInput = {
    rules: day.rules,
    now: q.now,
    tz: q.tz,
    date: q.date,
    time: q.time,
    closures: day.closures,
    cls,
    bookedCount: day.tallies[0]?.count ?? 0,
    account: day.account,
    hasReservationThatDay: day.mine.some((r) => r.date === q.date && r.schedule === q.schedule),
    active: reached,
    location: day.location,
  };
  return { day, cls, input };
}

/**
 * A member's own booking of a class, checked under the class's lock (the caller holds it):
 * locks the member's account, reads fresh and applies every class rule. The member's booking and
 * a waitlist promotion both check through here (decision 018).
 */
export async function checkClassMemberBooking(tx: Tx, q: SlotQuery & { userId: string }) {
  // The account locked for this transaction, so `readDay` sees the balance as it stays.
  await lockAccount(tx, q.userId);
  return classBookingAsItStands(tx, q);
}

/** The member rules of a class on the data as it stands, with no lock taken. */
export async function classBookingAsItStands(tx: Tx, q: SlotQuery & { userId: string }) {
  const { day, cls, input } = await readClassBooking(tx, q);
  return { error: checkClassBooking(input), day, cls };
}

/** The admin's view of a date: every class (cancelled ones too) with its bookings and its change. */
export async function adminClassDay(
  deps: BookingDeps,
  date: string,
  schedule: Schedule,
): Promise<ClassAdminDay> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const tz = deps.zone();
  const today = studioToday(now, tz);
  await classSchedule(db, schedule);
  const data = await readDay(db, { date, today, userId: null, schedule });
  const closed = isClosedDate(date, data.closures);
  const counts = new Map(data.tallies.map((t) => [t.time, t.count]));
  const classes = await classesOfDate(db, schedule, date);
  return {
    date,
    closed,
    classes: classes.map((c) => {
      const count = counts.get(c.time) ?? 0;
      const unavailable = classUnavailable(
        { ...c, count },
        { date, today, now, tz, closed, rules: data.rules },
      );
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
