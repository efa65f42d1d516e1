import { z } from "zod";
import { WAITLIST_EVENT_KINDS, WAITLIST_JOIN_REFUSALS } from "../domain/waitlist";
import { slotTimeSchema } from "./booking";
import { studioDateSchema } from "./dates";
import { scheduleKeySchema } from "./schedules";

/** Request and response shapes of the waitlist (decision 018), shared by the server routes and the client. */

export const scheduleSchema = scheduleKeySchema;

export const waitlistQuerySchema = z.object({
  schedule: scheduleSchema.default("gym"),
  date: studioDateSchema.optional(),
});

export const joinWaitlistSchema = z.object({
  schedule: scheduleSchema.default("gym"),
  date: studioDateSchema,
  time: slotTimeSchema,
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;

export const waitlistPlaceSchema = z.object({
  id: z.string(),
  schedule: scheduleSchema,
  date: z.string(),
  time: z.string(),
  /** 1 for the first in line. */
  position: z.number().int(),
  /** How many wait ahead of the member (position − 1). */
  ahead: z.number().int(),
  /** The late window offers this member a freed place: the first to claim it gets it. */
  offered: z.boolean(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

export const memberWaitlistSchema = z.object({
  schedule: scheduleSchema,
  date: z.string(),
  /** The date's full slots: how many wait, and the rule that keeps this member from joining (null: may join). */
  slots: z.array(
    z.object({
      time: z.string(),
      waiting: z.number().int(),
      refusal: z.enum(WAITLIST_JOIN_REFUSALS).nullable(),
    }),
  ),
  /** Every waiting place of the member from now on, with its position. */
  places: z.array(waitlistPlaceSchema),
});
export type MemberWaitlist = z.infer<typeof memberWaitlistSchema>;

export const joinedSchema = z.object({ place: waitlistPlaceSchema });
export const leftSchema = z.object({ left: z.literal(true) });

export const claimedSchema = z.object({
  booked: z.object({
    reservationId: z.string(),
    schedule: scheduleSchema,
    date: z.string(),
    time: z.string(),
  }),
});

export const waitlistHistorySchema = z.object({
  /** Newest first, at most 50. */
  events: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(WAITLIST_EVENT_KINDS),
      /** A skip's or expiry's rule (an error code). */
      reason: z.string().nullable(),
      schedule: scheduleSchema,
      date: z.string(),
      time: z.string(),
      at: z.string(),
    }),
  ),
});
export type WaitlistHistory = z.infer<typeof waitlistHistorySchema>;

export const adminWaitlistSchema = z.object({
  schedule: scheduleSchema,
  date: z.string(),
  slots: z.array(z.object({ time: z.string(), waiting: z.number().int() })),
});
