import { z } from "zod";
import { isValidTime } from "../domain/schedule";
import { studioDateSchema } from "./dates";
import { timeOfDay } from "./fields";
import { scheduleKeySchema } from "./schedules";
import { CAPACITY_MAX } from "./studio-settings";

/** Classes of every class schedule (decision 017): the shapes of their routes and forms. */

/**
 * The bound of a class's places: the largest class is the studio's setting (`classCapacityMax`, the
 * spec's 12 by default), checked by the server's timetable writes; this is the setting's own bound.
 */
export const CLASS_CAPACITY_LIMIT = CAPACITY_MAX;
export const CLASS_MINUTES_MIN = 15;
export const CLASS_MINUTES_MAX = 180;
/** Monday (1) to Saturday (6): the studio is closed on Sundays. */
export const CLASS_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

export const scheduleSchema = scheduleKeySchema;
const time = z.string().refine(isValidTime, { error: "VALIDATION" }).meta({ example: "18:00" });
const capacity = z
  .number({ error: "CLASS_CAPACITY_RANGE" })
  .int({ error: "CLASS_CAPACITY_RANGE" })
  .min(1, { error: "CLASS_CAPACITY_RANGE" })
  .max(CLASS_CAPACITY_LIMIT, { error: "CLASS_CAPACITY_RANGE" });
const minutes = z
  .number({ error: "CLASS_MINUTES_RANGE" })
  .int({ error: "CLASS_MINUTES_RANGE" })
  .min(CLASS_MINUTES_MIN, { error: "CLASS_MINUTES_RANGE" })
  .max(CLASS_MINUTES_MAX, { error: "CLASS_MINUTES_RANGE" });

/** The class schedule a request names (decision 035); none: the first class schedule in the owner's order. */
const classScheduleSchema = scheduleKeySchema.optional();

/** A weekly class as the admin keeps it (its schedule is fixed once added). */
export const classInputSchema = z.object({
  schedule: classScheduleSchema,
  weekday: z
    .number({ error: "PICK_WEEKDAY" })
    .int()
    .min(1, { error: "PICK_WEEKDAY" })
    .max(6, { error: "PICK_WEEKDAY" }),
  time,
  minutes,
  capacity,
});
export type ClassInput = z.infer<typeof classInputSchema>;

/** The timetable form: the weekday as a select's string, the numbers as typed. */
const typedNumber = (inner: z.ZodNumber, code: "CLASS_CAPACITY_RANGE" | "CLASS_MINUTES_RANGE") =>
  z
    .union([z.string(), z.number()])
    .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v)))
    .pipe(inner.refine(Number.isFinite, { error: code }));
export const classFormSchema = z.object({
  weekday: z
    .string()
    .regex(/^[1-6]$/, { error: "PICK_WEEKDAY" })
    .transform(Number),
  time: timeOfDay(),
  minutes: typedNumber(minutes, "CLASS_MINUTES_RANGE"),
  capacity: typedNumber(capacity, "CLASS_CAPACITY_RANGE"),
});

export const classSchema = classInputSchema.extend({ id: z.string(), schedule: scheduleSchema });
export type ClassView = z.infer<typeof classSchema>;

/** One date's change of a class: cancelled, or another time or capacity that day (null: the timetable's). */
export const classChangeInputSchema = z.object({
  cancelled: z.boolean().default(false),
  time: time.nullable().default(null),
  capacity: z
    .number({ error: "CLASS_CAPACITY_RANGE" })
    .int({ error: "CLASS_CAPACITY_RANGE" })
    .min(0, { error: "CLASS_CAPACITY_RANGE" })
    .max(CLASS_CAPACITY_LIMIT, { error: "CLASS_CAPACITY_RANGE" })
    .nullable()
    .default(null),
});
export type ClassChangeInput = z.input<typeof classChangeInputSchema>;

export const classParamSchema = z.object({ id: z.uuid() });
/** The class schedule of a read (none: the first class schedule in the owner's order). */
export const classScheduleQuerySchema = z.object({ schedule: classScheduleSchema });
export const classDayQuerySchema = classScheduleQuerySchema.extend({ date: studioDateSchema.optional() });
export const classDateParamSchema = z.object({ id: z.uuid(), date: studioDateSchema });

const reservationRef = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  schedule: scheduleSchema,
  /** Its numbered place, on a schedule with numbered places (decision 037). */
  place: z.number().int().nullable().optional(),
});

/** One class of a date as a member or the admin sees it. */
export const classOfDaySchema = z.object({
  id: z.string(),
  time: z.string(),
  minutes: z.number().int(),
  count: z.number().int(),
  max: z.number().int(),
  /** Changed for this date only (time or capacity), or cancelled that day. */
  changed: z.boolean(),
  cancelled: z.boolean(),
  available: z.boolean(),
  /** Why it cannot be booked by whoever asked. */
  unavailable: z.enum(["closed", "cancelled", "full", "tooLate", "started"]).nullable(),
});
export type ClassOfDayView = z.infer<typeof classOfDaySchema>;

export const classDaySchema = z.object({
  date: z.string(),
  today: z.string(),
  /** Why there is nothing to book: a closure, Sunday, or no class that weekday. */
  closedReason: z.enum(["closure", "noClasses"]).nullable(),
  classes: z.array(classOfDaySchema),
  prevDay: z.string().nullable(),
  nextDay: z.string().nullable(),
  account: z.object({ sessions: z.number().int(), expiresOn: z.string().nullable(), expired: z.boolean() }),
  /** The member's class of this schedule on this date. */
  mine: reservationRef.nullable(),
  /** The reservation (either schedule, as the studio counts) that keeps them from booking another. */
  active: reservationRef.nullable(),
});
export type ClassDay = z.infer<typeof classDaySchema>;

/** The admin's view of a date: every class with its change and its bookings. */
export const classAdminDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  classes: z.array(
    classOfDaySchema.extend({
      /** The timetable's time and capacity, for the change form. */
      weeklyTime: z.string(),
      weeklyCapacity: z.number().int(),
    }),
  ),
});
export type ClassAdminDay = z.infer<typeof classAdminDaySchema>;
