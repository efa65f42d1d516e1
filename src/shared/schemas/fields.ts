import { z } from "zod";
import { isValidTime } from "../domain/schedule";

/**
 * Fields many forms share, each refused with a sentence that says what is allowed (the form names
 * a number's bounds from the schema itself: `numberBounds` in client/lib/form.ts).
 */

/** A whole number from `min` to `max` (a multiple of `step` when given): NUMBER_RANGE or NUMBER_STEP_RANGE. */
export function wholeNumber(min: number, max: number, step?: number) {
  const error = step ? "NUMBER_STEP_RANGE" : "NUMBER_RANGE";
  const n = z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
  return step ? n.multipleOf(step, { error }) : n;
}

/** The last minute a day's time may name: 23:59, or 24:00 for the end of an opening range. */
export const DAY_LAST_MINUTE = "23:59";
export const DAY_END = "24:00";

/** A time of day written HH:MM (24:00 too when `untilMidnight`): TIME_FORMAT names the latest allowed. */
export function timeOfDay(opts: { untilMidnight?: boolean } = {}) {
  const latest = opts.untilMidnight ? DAY_END : DAY_LAST_MINUTE;
  return z
    .string()
    .refine((t) => isValidTime(t) || (opts.untilMidnight === true && t === DAY_END), {
      error: "TIME_FORMAT",
      params: { latest },
    })
    .meta({ example: "18:00" });
}
