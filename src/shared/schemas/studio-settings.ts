import { z } from "zod";
import { STANDING_HORIZON_MAX_DAYS } from "../domain/standing";
import { minuteOfDay, rangesOverlap, type StudioRules } from "../domain/studio-rules";
import { isTimeZone } from "../domain/time-zone";
import { timeOfDay, wholeNumber } from "./fields";

/**
 * The owner's settings screen and its API (decision 029): every studio rule with its
 * bounds, written once. A range ends after it starts; a weekday's ranges do not overlap; members can
 * never cancel (their session back) later than they can book (the cancel cutoff is at least the
 * booking cutoff).
 */

export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 240;
/** The widest grid of lengths a studio may plan on (`minutesStep`): an hour. */
export const MINUTES_STEP_MAX = 60;
export const CAPACITY_MAX = 200;
/** A week: the longest cutoff a studio may set. */
export const CUTOFF_MAX_MINUTES = 7 * 24 * 60;
export const ACTIVE_BOOKINGS_MAX = 50;
export const RANGES_PER_DAY_MAX = 4;
/** Two days: the widest late window of a waitlist. */
export const LATE_WINDOW_MAX_HOURS = 48;
/** The activity log's retention: at least a month, at most ten years. */
export const ACTIVITY_RETENTION_DAYS_MIN = 30;
export const ACTIVITY_RETENTION_DAYS_MAX = 3650;
/** The ages a studio may set: nobody below 12 alone, nobody needs consent past 21. */
export const AGE_MIN = 12;
export const AGE_MAX = 21;
/** Longer than any IANA zone's name ('America/Argentina/ComodRivadavia' is 32). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** An opening range's ends may be 24:00 (open until midnight). */
const rangeEnd = timeOfDay({ untilMidnight: true });

/** A time on the clock, 00:00 to 23:59. */
const clockTime = timeOfDay();

const rangeSchema = z
  .object({ from: rangeEnd, to: rangeEnd })
  .refine((r) => minuteOfDay(r.from) < minuteOfDay(r.to), { error: "SETTINGS_RANGE_ORDER" });

const dayRanges = z
  .array(rangeSchema)
  .max(RANGES_PER_DAY_MAX)
  .refine((ranges) => !rangesOverlap(ranges), { error: "SETTINGS_HOURS_OVERLAP" });

export const studioRulesSchema = z
  .object({
    hours: z.array(dayRanges).length(7).meta({ description: "Sunday (0) to Saturday (6)" }),
    slotMinutes: wholeNumber(SLOT_MINUTES_MIN, SLOT_MINUTES_MAX),
    minutesStep: wholeNumber(1, MINUTES_STEP_MAX),
    defaultCapacity: wholeNumber(1, CAPACITY_MAX),
    classCapacityMax: wholeNumber(1, CAPACITY_MAX),
    bookingCutoffMinutes: wholeNumber(0, CUTOFF_MAX_MINUTES),
    cancelCutoffMinutes: wholeNumber(0, CUTOFF_MAX_MINUTES),
    maxActiveBookings: wholeNumber(1, ACTIVE_BOOKINGS_MAX),
    activeAcrossSchedules: z.boolean(),
    noShowForfeits: z.boolean(),
    waitlistCloseMinutes: wholeNumber(0, CUTOFF_MAX_MINUTES),
    lateWindowHours: wholeNumber(0, LATE_WINDOW_MAX_HOURS),
    reminderTime: clockTime,
    quietHours: z
      .object({ from: clockTime, to: clockTime })
      .refine((q) => q.from !== q.to, { error: "SETTINGS_QUIET_HOURS_SAME", path: ["to"] })
      .meta({ description: "no automatic e-mail from `from` to `to` (may pass midnight)" }),
    activityRetentionDays: wholeNumber(ACTIVITY_RETENTION_DAYS_MIN, ACTIVITY_RETENTION_DAYS_MAX),
    standingHorizonDays: wholeNumber(1, STANDING_HORIZON_MAX_DAYS),
    timeZone: z
      .string()
      .max(TIME_ZONE_MAX_LENGTH)
      .refine(isTimeZone, { error: "SETTINGS_TIME_ZONE_UNKNOWN" })
      .meta({ example: "Europe/Athens", description: "an IANA time zone" }),
    minimumAge: z.number().int().min(AGE_MIN).max(AGE_MAX),
    consentAge: z.number().int().min(AGE_MIN).max(AGE_MAX),
  })
  .refine((r) => r.cancelCutoffMinutes >= r.bookingCutoffMinutes, {
    error: "SETTINGS_CUTOFF_ORDER",
    path: ["cancelCutoffMinutes"],
  })
  .refine((r) => r.consentAge >= r.minimumAge, {
    error: "SETTINGS_AGE_ORDER",
    path: ["consentAge"],
  })
  // The slot is cut on the studio's own grid of lengths; the sentence names the whole range and the step.
  .superRefine((r, ctx) => {
    if (r.slotMinutes % r.minutesStep === 0) return;
    const params = { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX, step: r.minutesStep };
    ctx.addIssue({ code: "custom", message: "NUMBER_STEP_RANGE", path: ["slotMinutes"], params });
  }) satisfies z.ZodType<StudioRules>;

/** What happens to future bookings that new opening hours leave outside them. */
export const OUTSIDE_BOOKINGS_CHOICES = ["keep", "cancel"] as const;

export const saveStudioRulesSchema = z.object({
  rules: studioRulesSchema,
  /** Absent: refuse with the list when bookings would fall outside the new hours. */
  outsideBookings: z.enum(OUTSIDE_BOOKINGS_CHOICES).optional(),
});
export type SaveStudioRules = z.infer<typeof saveStudioRulesSchema>;

/** A future booking the new hours leave outside them. */
export const outsideBookingSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  name: z.string(),
  email: z.string(),
});
export type OutsideBooking = z.infer<typeof outsideBookingSchema>;

export const studioRulesAnswerSchema = z.object({
  rules: studioRulesSchema,
  /** Bookings the save cancelled (outsideBookings 'cancel') or left in place ('keep'). */
  outside: z.array(outsideBookingSchema),
});
