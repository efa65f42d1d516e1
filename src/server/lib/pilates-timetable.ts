import { asc, eq, inArray } from "drizzle-orm";
import { type ClassChange, classesOn, type WeeklyClass } from "../../shared/domain/pilates";
import { GYM, type Schedule } from "../../shared/domain/schedules";
import type { Tx } from "../db/client";
import { pilatesClassChanges, pilatesClasses } from "../db/schema";
import { readRules } from "./studio-rules";

/**
 * Reads of the class timetables (Reformer Pilates and every class schedule the owner adds, decision
 * 035) that several features need (booking, calendar, reminders).
 */

type Reader = Pick<Tx, "select">;

/** A weekly class as the domain reads it (`WeeklyClass`). */
export const weeklyClassColumns = {
  id: pilatesClasses.id,
  schedule: pilatesClasses.schedule,
  weekday: pilatesClasses.weekday,
  time: pilatesClasses.startTime,
  minutes: pilatesClasses.minutes,
  capacity: pilatesClasses.capacity,
};

/** The weekly timetable of one class schedule (of all when none is named), by weekday and time. */
export function weeklyClasses(db: Reader, schedule?: Schedule): Promise<WeeklyClass[]> {
  return db
    .select(weeklyClassColumns)
    .from(pilatesClasses)
    .where(schedule === undefined ? undefined : eq(pilatesClasses.schedule, schedule))
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
 * How long each booking lasts, in order: a gym slot the studio's slot length; a class the
 * length the timetable gives the class held at that date and start time (a moved class at its new
 * time), a slot's length when no such class is left (it was removed since).
 */
export async function bookingLengths(
  db: Reader,
  bookings: readonly { schedule: Schedule; date: string; time: string }[],
): Promise<number[]> {
  const { slotMinutes } = await readRules(db);
  const classes = bookings.filter((b) => b.schedule !== GYM);
  if (classes.length === 0) return bookings.map(() => slotMinutes);
  const weekly = await weeklyClasses(db);
  const changes = await classChangesOn(
    db,
    classes.map((b) => b.date),
  );
  const timetableOf = (schedule: Schedule) => weekly.filter((w) => w.schedule === schedule);
  return bookings.map((b) =>
    b.schedule !== GYM
      ? (classesOn(b.date, timetableOf(b.schedule), changes).find((c) => c.time === b.time)?.minutes ??
        slotMinutes)
      : slotMinutes,
  );
}
