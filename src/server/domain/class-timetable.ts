import { asc, eq, inArray } from "drizzle-orm";
import { type ClassChange, classesOn, type WeeklyClass } from "../../shared/domain/classes";
import { GYM, type Schedule } from "../../shared/domain/schedules";
import type { StudioRules } from "../../shared/domain/studio-rules";
import type { Tx } from "../db/client";
import { classChanges, classes } from "../db/schema";
import { readRules } from "./studio-rules";

/**
 * Reads of the class timetables (the seeded one and every class schedule the owner adds, decision
 * 035) that several features need (booking, calendar, reminders).
 */

type Reader = Pick<Tx, "select">;

/** A weekly class as the domain reads it (`WeeklyClass`). */
export const weeklyClassColumns = {
  id: classes.id,
  schedule: classes.schedule,
  weekday: classes.weekday,
  time: classes.startTime,
  minutes: classes.minutes,
  capacity: classes.capacity,
};

/** The weekly timetable of one class schedule (of all when none is named), by weekday and time. */
export function weeklyClasses(db: Reader, schedule?: Schedule): Promise<WeeklyClass[]> {
  return db
    .select(weeklyClassColumns)
    .from(classes)
    .where(schedule === undefined ? undefined : eq(classes.schedule, schedule))
    .orderBy(asc(classes.weekday), asc(classes.startTime));
}

/** The changes of single dates' classes (cancelled, another time or capacity) on these dates. */
export async function classChangesOn(db: Reader, dates: readonly string[]): Promise<ClassChange[]> {
  if (dates.length === 0) return [];
  return db
    .select({
      classId: classChanges.classId,
      date: classChanges.date,
      cancelled: classChanges.cancelled,
      time: classChanges.startTime,
      capacity: classChanges.capacity,
    })
    .from(classChanges)
    .where(inArray(classChanges.date, [...new Set(dates)]));
}

/**
 * How long each booking lasts, in order: a gym slot the studio's slot length; a class the
 * length the timetable gives the class held at that date and start time (a moved class at its new
 * time), a slot's length when no such class is left (it was removed since).
 */
export async function bookingLengths(
  db: Reader,
  bookings: readonly { schedule: Schedule; date: string; time: string }[],
  rules?: Pick<StudioRules, "slotMinutes">,
): Promise<number[]> {
  const { slotMinutes } = rules ?? (await readRules(db));
  const classBookings = bookings.filter((b) => b.schedule !== GYM);
  if (classBookings.length === 0) return bookings.map(() => slotMinutes);
  const weekly = await weeklyClasses(db);
  const changes = await classChangesOn(
    db,
    classBookings.map((b) => b.date),
  );
  // A day's list holds many bookings of the same few classes: each schedule's date is worked out once.
  const held = new Map<string, Map<string, number>>();
  const lengthsOn = (schedule: Schedule, date: string) => {
    const key = `${schedule} ${date}`;
    let byTime = held.get(key);
    if (!byTime) {
      const timetable = weekly.filter((w) => w.schedule === schedule);
      // The first class at a time wins, as a search of the day's classes in time order would find.
      byTime = new Map();
      for (const c of classesOn(date, timetable, changes))
        if (!byTime.has(c.time)) byTime.set(c.time, c.minutes);
      held.set(key, byTime);
    }
    return byTime;
  };
  return bookings.map((b) =>
    b.schedule !== GYM ? (lengthsOn(b.schedule, b.date).get(b.time) ?? slotMinutes) : slotMinutes,
  );
}
