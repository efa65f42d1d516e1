import { asc, inArray } from "drizzle-orm";
import { type ClassChange, classesOn, type WeeklyClass } from "../../shared/domain/pilates";
import { SLOT_MINUTES } from "../../shared/domain/schedule";
import type { Schedule } from "../../shared/domain/schedules";
import type { Tx } from "../db/client";
import { pilatesClassChanges, pilatesClasses } from "../db/schema";

/** Reads of the Reformer Pilates timetable that several features need (booking, calendar, reminders). */

type Reader = Pick<Tx, "select">;

/** A weekly class as the domain reads it (`WeeklyClass`). */
export const weeklyClassColumns = {
  id: pilatesClasses.id,
  weekday: pilatesClasses.weekday,
  time: pilatesClasses.startTime,
  minutes: pilatesClasses.minutes,
  capacity: pilatesClasses.capacity,
};

/** The weekly timetable, by weekday and time. */
export function weeklyClasses(db: Reader): Promise<WeeklyClass[]> {
  return db
    .select(weeklyClassColumns)
    .from(pilatesClasses)
    .orderBy(asc(pilatesClasses.weekday), asc(pilatesClasses.startTime));
}

/** The changes of single dates' classes (cancelled, another time or capacity) on these dates. */
export async function classChangesOn(db: Reader, dates: readonly string[]): Promise<ClassChange[]> {
  if (dates.length === 0) return [];
  return db
    .select({
      classId: pilatesClassChanges.classId,
      date: pilatesClassChanges.date,
      cancelled: pilatesClassChanges.cancelled,
      time: pilatesClassChanges.startTime,
      capacity: pilatesClassChanges.capacity,
    })
    .from(pilatesClassChanges)
    .where(inArray(pilatesClassChanges.date, [...new Set(dates)]));
}

/**
 * How long each booking lasts, in order: a gym slot an hour; a Pilates class the length the
 * timetable gives the class held at that date and start time (a moved class at its new time), an
 * hour when no such class is left (it was removed since).
 */
export async function bookingLengths(
  db: Reader,
  bookings: readonly { schedule: Schedule; date: string; time: string }[],
): Promise<number[]> {
  const pilates = bookings.filter((b) => b.schedule === "pilates");
  if (pilates.length === 0) return bookings.map(() => SLOT_MINUTES);
  const weekly = await weeklyClasses(db);
  const changes = await classChangesOn(
    db,
    pilates.map((b) => b.date),
  );
  return bookings.map((b) =>
    b.schedule === "pilates"
      ? (classesOn(b.date, weekly, changes).find((c) => c.time === b.time)?.minutes ?? SLOT_MINUTES)
      : SLOT_MINUTES,
  );
}
