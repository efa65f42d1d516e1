import { z } from "zod";
import { SCHEDULE_KEY_PATTERN, TIMETABLES } from "../domain/schedules";
import { STANDING_WEEKS_MAX } from "../domain/standing";
import { locationKeySchema } from "./locations";
import { CAPACITY_MAX } from "./studio-settings";

/** The studio's schedules as rows (decision 035): the shapes of their routes and form. */

/** A schedule's key in a request: its format here; whether it exists, the server answers (SCHEDULE_NOT_FOUND). */
export const scheduleKeySchema = z
  .string()
  .regex(SCHEDULE_KEY_PATTERN, { error: "SCHEDULE_NOT_FOUND" })
  .meta({ example: "gym" });

/** A kind of credit's key in a request; whether it exists, the server answers (CREDIT_KIND_NOT_FOUND). */
export const creditKindKeySchema = z
  .string()
  .regex(SCHEDULE_KEY_PATTERN, { error: "CREDIT_KIND_NOT_FOUND" })
  .meta({ example: "yoga" });

export const SCHEDULE_NAME_MAX = 40;

const name = z
  .string()
  .trim()
  .min(1, { error: "FILL_ALL_FIELDS" })
  .max(SCHEDULE_NAME_MAX, { error: "SCHEDULE_NAME_TOO_LONG" });

/** What the owner sets of a schedule (its timetable and key are fixed once created). */
export const scheduleSettingsSchema = z.object({
  nameGr: name,
  nameEn: name,
  /** The credit kind its bookings spend; the server answers CREDIT_KIND_NOT_FOUND for a key no kind has. */
  creditKind: creditKindKeySchema,
  active: z.boolean(),
  position: z.number().int().min(0).max(1000),
  /** Standing bookings allowed (decision 037); absent: unchanged. */
  standingAllowed: z.boolean().optional(),
  /** How many weeks a standing booking may run; absent: unchanged. */
  standingMaxWeeks: z.number().int().min(1).max(STANDING_WEEKS_MAX).optional(),
  /** Numbered places (reformers, bikes; decision 037); absent: unchanged. */
  numberedPlaces: z.boolean().optional(),
  /**
   * An hours schedule's places per slot (null: the studio rules' default, as the gym floor's);
   * absent: unchanged. A class's places are its timetable's.
   */
  defaultCapacity: z.number().int().min(1).max(CAPACITY_MAX).nullable().optional(),
  /** Where it is held (decision 057); absent: unchanged, or the first location for a new schedule. */
  location: locationKeySchema.optional(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/**
 * A new schedule: a weekly class timetable ("Yoga", the default) or the studio's open hours cut
 * into slots ("Second room", with its own places per slot).
 */
export const scheduleCreateSchema = scheduleSettingsSchema.extend({
  key: z.string().regex(SCHEDULE_KEY_PATTERN, { error: "SCHEDULE_KEY_FORMAT" }).meta({ example: "yoga" }),
  timetable: z.enum(TIMETABLES).default("classes"),
});
export type ScheduleCreate = z.infer<typeof scheduleCreateSchema>;

export const scheduleRowSchema = scheduleSettingsSchema.extend({
  key: z.string(),
  timetable: z.enum(TIMETABLES),
  standingAllowed: z.boolean(),
  standingMaxWeeks: z.number().int(),
  numberedPlaces: z.boolean(),
  defaultCapacity: z.number().int().nullable(),
  location: z.string(),
});

/** A schedule's names alone (switched off too), for the screens that name a booking's schedule. */
export const scheduleNamesRowSchema = z.object({ key: z.string(), nameGr: z.string(), nameEn: z.string() });

export const scheduleParamSchema = z.object({ key: scheduleKeySchema });

/** The owner's order of a list of rows: every row's key once, first to last. */
const orderOf = (key: z.ZodString) =>
  z.object({
    keys: z
      .array(key)
      .min(1)
      .max(100)
      .refine((keys) => new Set(keys).size === keys.length, { error: "VALIDATION" }),
  });

/** The studio's order of its schedules. */
export const scheduleOrderSchema = orderOf(scheduleKeySchema);
/** The studio's order of its kinds of credit (the packages page's sections, the members' columns). */
export const creditKindOrderSchema = orderOf(creditKindKeySchema);

/** A kind of credit as the owner names it (decision 038): both names and its place in the lists. */
export const creditKindSettingsSchema = z.object({
  nameGr: name,
  nameEn: name,
  position: z.number().int().min(0).max(1000),
});
export type CreditKindSettings = z.infer<typeof creditKindSettingsSchema>;

/** A new kind of credit ('yoga'): a package may then grant it and a schedule spend it. */
export const creditKindCreateSchema = creditKindSettingsSchema.extend({
  key: z.string().regex(SCHEDULE_KEY_PATTERN, { error: "SCHEDULE_KEY_FORMAT" }).meta({ example: "yoga" }),
});
export type CreditKindCreate = z.infer<typeof creditKindCreateSchema>;

export const creditKindRowSchema = creditKindSettingsSchema.extend({ key: z.string() });
