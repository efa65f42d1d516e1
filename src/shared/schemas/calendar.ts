import { z } from "zod";
import { isValidTime } from "../domain/schedule";

/** The member's reminders and calendar feed, and the studio's reminder time (decision 019). */

/** At most this many upcoming bookings are listed in a feed. */
export const FEED_MAX_EVENTS = 100;
/** The feed lists bookings up to this many days ahead. */
export const FEED_DAYS_AHEAD = 120;

export const reminderTimeSchema = z
  .string()
  .refine(isValidTime, "must be a time written HH:MM")
  .meta({ example: "20:00" });

export const myCalendarSchema = z.object({
  /** Reminder e-mails before each booking (on unless the member turned them off). */
  reminders: z.boolean(),
  /** When the current feed address was made; null while the feed is off. */
  feedCreatedAt: z.string().nullable(),
  /** The studio's reminder time, to tell the member when reminders come. */
  reminderTime: z.string(),
});
export type MyCalendar = z.infer<typeof myCalendarSchema>;

export const remindersBodySchema = z.object({ reminders: z.boolean() });

/** A new feed address: shown once (only its hash is kept). */
export const feedCreatedSchema = z.object({ url: z.string(), feedCreatedAt: z.string() });

/** `<token>.ics`; anything else is simply not found. */
export const feedParamSchema = z.object({ file: z.string().max(200) });
