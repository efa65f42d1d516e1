import { z } from "zod";
import { STAFF_ROLES } from "../domain/roles";

/** A staff account as the owner's staff screen lists it, with where it works (decision 057). */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The locations assigned; empty: every location (the owner always). */
  locations: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Where the signed-in staff member works: null at every location. */
export const myPlacesSchema = z.object({ locations: z.array(z.string()).nullable() });
