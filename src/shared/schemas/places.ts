import { z } from "zod";
import { isValidTime } from "../domain/schedule";
import { studioDateSchema } from "./dates";
import { scheduleKeySchema } from "./schedules";

/** Numbered places of a class (decision 037): the shapes of their routes. */

/** The most places a class may have (the timetable's bound); a place asked for is 1..this. */
export const PLACE_MAX = 100;
export const placeSchema = z.number().int().min(1).max(PLACE_MAX).meta({ example: 3 });

/** Which class: its schedule (none: the first class schedule in the owner's order), date and start. */
export const placesQuerySchema = z.object({
  schedule: scheduleKeySchema.optional(),
  date: studioDateSchema,
  time: z
    .string()
    .max(5, { error: "VALIDATION" })
    .refine(isValidTime, { error: "VALIDATION" })
    .meta({ example: "18:00" }),
});

/** A class's places: numbers only, never who holds them. */
export const placesViewSchema = z.object({
  /** The schedule numbers its places (false: nothing to pick). */
  numbered: z.boolean(),
  max: z.number().int(),
  taken: z.array(z.number().int()),
  free: z.array(z.number().int()),
});
export type PlacesView = z.infer<typeof placesViewSchema>;

/** The desk moves a booking to another place. */
export const placeMoveSchema = z.object({ place: placeSchema });
export const placeMovedSchema = z.object({ id: z.string(), place: z.number().int() });
