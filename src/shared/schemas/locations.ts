import { z } from "zod";
import { LOCATION_KEY_PATTERN } from "../domain/locations";

/** The studio's locations as rows (decision 057): the shapes of their routes and form. */

/** A location's key in a request: its format here; whether it exists, the server answers (LOCATION_NOT_FOUND). */
export const locationKeySchema = z
  .string()
  .regex(LOCATION_KEY_PATTERN, { error: "LOCATION_NOT_FOUND" })
  .meta({ example: "kifisia" });

export const LOCATION_NAME_MAX = 60;
export const LOCATION_TEXT_MAX = 200;

const text = (max: number) => z.string().trim().max(max, { error: "LOCATION_TEXT_TOO_LONG" });
const url = z
  .string()
  .trim()
  .max(LOCATION_TEXT_MAX, { error: "LOCATION_TEXT_TOO_LONG" })
  .refine((v) => v === "" || /^https:\/\/\S+$/.test(v), { error: "LOCATION_MAP_URL" });

/**
 * What the owner sets of a location. Empty names and address are the studio's own (the first
 * location's, until the owner names it); a second location needs a name.
 */
export const locationSettingsSchema = z.object({
  nameGr: text(LOCATION_NAME_MAX),
  nameEn: text(LOCATION_NAME_MAX),
  address: text(LOCATION_TEXT_MAX),
  addressEn: text(LOCATION_TEXT_MAX),
  mapUrl: url,
  phone: text(30),
  hoursGr: text(LOCATION_TEXT_MAX),
  hoursEn: text(LOCATION_TEXT_MAX),
  active: z.boolean(),
  position: z.number().int().min(0).max(1000),
});
export type LocationSettings = z.infer<typeof locationSettingsSchema>;

/** A new location ('kifisia'): named in at least one language. */
export const locationCreateSchema = locationSettingsSchema
  .extend({
    key: z
      .string()
      .regex(LOCATION_KEY_PATTERN, { error: "LOCATION_KEY_FORMAT" })
      .meta({ example: "kifisia" }),
  })
  .refine((l) => l.nameGr !== "" || l.nameEn !== "", { error: "FILL_ALL_FIELDS", path: ["nameGr"] });
export type LocationCreate = z.infer<typeof locationCreateSchema>;

export const locationRowSchema = locationSettingsSchema.extend({ key: z.string() });

export const locationParamSchema = z.object({ key: locationKeySchema });

/** The locations a trainer or desk account works at; none: every location. */
export const staffPlacesSchema = z.object({
  locations: z
    .array(locationKeySchema)
    .max(50)
    .refine((keys) => new Set(keys).size === keys.length, { error: "VALIDATION" }),
});
