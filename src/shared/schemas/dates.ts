import { z } from "zod";
import { isValidDate } from "../domain/schedule";

/** The calendar dates any form or API accepts: a studio has no use for year 1 or 9999. */
export const DATE_MIN = "2000-01-01";
export const DATE_MAX = "2100-12-31";

/** A real calendar date 'YYYY-MM-DD' within DATE_MIN..DATE_MAX (ISO dates compare as strings). */
export function isBoundedDate(date: string): boolean {
  return isValidDate(date) && date >= DATE_MIN && date <= DATE_MAX;
}

/** A date of the studio calendar in an API or form: 'YYYY-MM-DD' within DATE_MIN..DATE_MAX. */
const DATE_MESSAGE = "must be a real date written YYYY-MM-DD, between 2000 and 2100";
export const studioDateSchema = z
  .string()
  .max(10, DATE_MESSAGE) // the bound the API's document shows, as every parameter has one
  .refine(isBoundedDate, DATE_MESSAGE)
  .meta({ example: "2025-09-01" });
