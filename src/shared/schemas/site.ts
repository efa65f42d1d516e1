import { z } from "zod";

/** The studio's public contact details (settings, not code). */
export const siteSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** The address in English (the English pages). */
  addressEn: z.string(),
  socialUrl: z.string(),
  mapUrl: z.string(),
});
export type Site = z.infer<typeof siteSchema>;
