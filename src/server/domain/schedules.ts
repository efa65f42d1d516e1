import { asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  CreditKind,
  Schedule,
  ScheduleNames,
  ScheduleRow,
  Timetable,
} from "../../shared/domain/schedules";
import type { ErrorCode, ErrorParams } from "../../shared/errors";
import type { Tx } from "../db/client";
import { creditKinds, schedules } from "../db/schema";
import { type AppError, conflict, notFound } from "../platform/errors";

/**
 * The studio's schedules as rows (decision 035): read by every booking feature (the
 * schedule a request names, the credit kind a booking spends), written by the owner's settings.
 */

export type Reader = Pick<Tx, "select">;

export const scheduleColumns = {
  key: schedules.key,
  nameGr: schedules.nameGr,
  nameEn: schedules.nameEn,
  timetable: schedules.timetable,
  creditKind: schedules.creditKind,
  active: schedules.active,
  position: schedules.position,
  standingAllowed: schedules.standingAllowed,
  standingMaxWeeks: schedules.standingMaxWeeks,
  numberedPlaces: schedules.numberedPlaces,
  defaultCapacity: schedules.defaultCapacity,
  location: schedules.location,
};

/** Every schedule, in the owner's order (switched-off ones too). */
export function listSchedules(db: Reader): Promise<ScheduleRow[]> {
  return db.select(scheduleColumns).from(schedules).orderBy(asc(schedules.position), asc(schedules.key));
}

/**
 * The schedule a row of another table names, to sort those rows in the studio's order
 * (`namedSchedule.position`): left-joined on its key, so a row whose schedule is gone still shows,
 * last. A join, not a lookup per row: a busy day's list sorts hundreds.
 */
export const namedSchedule = alias(schedules, "named_schedule");

/** The schedule `key` names, or 404 SCHEDULE_NOT_FOUND. */
export async function readSchedule(db: Reader, key: Schedule): Promise<ScheduleRow> {
  const [row] = await db.select(scheduleColumns).from(schedules).where(eq(schedules.key, key));
  if (!row) throw notFound("SCHEDULE_NOT_FOUND");
  return row;
}

/**
 * A schedule that a member or the desk books now, of the kind of timetable an engine serves when
 * `timetable` says (404 SCHEDULE_NOT_FOUND for one of the other kind, as for a key no row has; 409
 * SCHEDULE_OFF when switched off).
 */
export async function bookableSchedule(
  db: Reader,
  key: Schedule,
  timetable?: Timetable,
): Promise<ScheduleRow> {
  const row = timetable ? await timetableSchedule(db, key, timetable) : await readSchedule(db, key);
  if (!row.active) throw conflict("SCHEDULE_OFF");
  return row;
}

/** A schedule with that kind of timetable, on or off (404 SCHEDULE_NOT_FOUND otherwise). */
export async function timetableSchedule(
  db: Reader,
  key: Schedule,
  timetable: Timetable,
): Promise<ScheduleRow> {
  const row = await readSchedule(db, key);
  if (row.timetable !== timetable) throw notFound("SCHEDULE_NOT_FOUND");
  return row;
}

/**
 * The class schedule a request names, or, when it names none, the first class schedule in the
 * owner's order (read from the rows: no key is written in code). 404 SCHEDULE_NOT_FOUND when the
 * studio has none.
 */
export async function classScheduleKey(db: Reader, key: Schedule | undefined): Promise<Schedule> {
  if (key !== undefined) return key;
  const first = (await listSchedules(db)).find((s) => s.timetable === "classes");
  if (!first) throw notFound("SCHEDULE_NOT_FOUND");
  return first.key;
}

/** A schedule with a weekly class timetable, on or off (the owner's timetable edits both). */
export const classSchedule = (db: Reader, key: Schedule) => timetableSchedule(db, key, "classes");

/** The keys of the schedules whose day is the open hours cut into slots (the gym floor, a second room). */
export const hoursScheduleKeys: SQL<unknown> = sql`(select ${schedules.key} from ${schedules} where ${schedules.timetable} = 'hours')`;

/** The schedule's names, for its e-mails and calendar files. */
export async function scheduleNames(db: Reader, key: Schedule): Promise<ScheduleNames> {
  const row = await readSchedule(db, key);
  return { gr: row.nameGr, en: row.nameEn };
}

/** The credit kind a booking of `key` spends (and a cancellation gives back). */
export async function creditKindOf(db: Reader, key: Schedule): Promise<CreditKind> {
  return (await readSchedule(db, key)).creditKind;
}

/**
 * The kind the first class schedule in the owner's order spends (on or off): where a combined
 * package's class part goes (decision 017); null when the studio has no class schedule.
 */
export async function classCreditKind(db: Reader): Promise<CreditKind | null> {
  return (await listSchedules(db)).find((s) => s.timetable === "classes")?.creditKind ?? null;
}

/**
 * What a refusal about a booking of a schedule carries besides its rule's own params (decision 035,
 * one code per rule): the kind of timetable (the client says "class" rather than "slot" for
 * `classes`, an i18next context), the schedule's names and the names of the credit kind it spends
 * (the sentence in the reader's language, `{{schedule, name}}`). Empty for a key no row has.
 */
export type RefusalWords = { timetable: Timetable; schedule: ScheduleNames; kind: ScheduleNames };

export async function refusalWords(db: Reader, key: Schedule): Promise<RefusalWords | Record<never, never>> {
  const [row] = await db
    .select({
      timetable: schedules.timetable,
      nameGr: schedules.nameGr,
      nameEn: schedules.nameEn,
      kindGr: creditKinds.nameGr,
      kindEn: creditKinds.nameEn,
    })
    .from(schedules)
    .leftJoin(creditKinds, eq(creditKinds.key, schedules.creditKind))
    .where(eq(schedules.key, key));
  if (!row) return {};
  return {
    timetable: row.timetable,
    schedule: { gr: row.nameGr, en: row.nameEn },
    kind: { gr: row.kindGr ?? row.nameGr, en: row.kindEn ?? row.nameEn },
  };
}

/** A booking rule's refusal (409) on the schedule `key`, with its words. */
export async function scheduleRefusal(
  db: Reader,
  key: Schedule,
  code: ErrorCode,
  params?: ErrorParams,
): Promise<AppError> {
  return conflict(code, { ...params, ...(await refusalWords(db, key)) });
}
