import { z } from "zod";
import { STANDING_END_REASONS, STANDING_WEEKS_MAX } from "../domain/standing";
import { adminBookRequestSchema, slotTimeSchema } from "./booking";
import { studioDateSchema } from "./dates";
import { placeSchema } from "./places";
import { scheduleKeySchema } from "./schedules";

/** Standing bookings (decision 037): the shapes of their routes and forms. */

/** How a standing booking ends: after a number of weeks, on a date, or when the package ends. */
export const standingEndSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("weeks"), weeks: z.number().int().min(1).max(STANDING_WEEKS_MAX) }),
  z.object({ kind: z.literal("until"), until: studioDateSchema }),
  z.object({ kind: z.literal("package") }),
]);

/** A member's standing booking: its first week (a slot or class they could book now) and its end. */
export const standingRequestSchema = z
  .object({
    schedule: scheduleKeySchema.default("gym"),
    date: studioDateSchema,
    time: slotTimeSchema,
    end: standingEndSchema,
    /** The numbered place every week keeps (decision 037); absent: the lowest free one. */
    place: placeSchema.optional(),
  })
  .refine((r) => r.end.kind !== "until" || r.end.until >= r.date, {
    error: "STANDING_END_BEFORE_START",
    path: ["end"],
  });
export type StandingRequest = z.infer<typeof standingRequestSchema>;

/** The desk makes one for the member its e-mail names. */
export const deskStandingRequestSchema = z
  .object({
    email: adminBookRequestSchema.shape.email,
    schedule: scheduleKeySchema.default("gym"),
    date: studioDateSchema,
    time: slotTimeSchema,
    end: standingEndSchema,
    place: placeSchema.optional(),
  })
  .refine((r) => r.end.kind !== "until" || r.end.until >= r.date, {
    error: "STANDING_END_BEFORE_START",
    path: ["end"],
  });
export type DeskStandingRequest = z.infer<typeof deskStandingRequestSchema>;

/** A standing booking as its member sees it: the week it repeats on, its end and its booked weeks to come. */
export const standingViewSchema = z.object({
  id: z.string(),
  schedule: z.string(),
  weekday: z.number().int(),
  time: z.string(),
  startsOn: z.string(),
  until: z.string().nullable(),
  untilPackageEnds: z.boolean(),
  byDesk: z.boolean(),
  endedAt: z.string().nullable(),
  endReason: z.enum(STANDING_END_REASONS).nullable(),
  /** Its weeks booked and not yet started, by date. */
  booked: z.array(
    z.object({ id: z.string(), date: z.string(), time: z.string(), place: z.number().int().nullable() }),
  ),
  /** The numbered place its weeks keep (null: none). */
  place: z.number().int().nullable(),
});
export type StandingView = z.infer<typeof standingViewSchema>;

/** A week of the member's standing booking a closure cancelled, still to come (their account page says so). */
export const closedWeekSchema = z.object({
  schedule: z.string(),
  date: z.string(),
  time: z.string(),
  /** Whether the session came back to the member's balance. */
  sessionReturned: z.boolean(),
});
export type ClosedWeek = z.infer<typeof closedWeekSchema>;

export const standingListSchema = z.object({
  standing: z.array(standingViewSchema),
  closed: z.array(closedWeekSchema),
});

/** Ending a standing booking: how many of its booked weeks were cancelled (credits back) and how many kept (inside the cancel cutoff). */
export const standingEndedSchema = z.object({ cancelled: z.number().int(), kept: z.number().int() });
