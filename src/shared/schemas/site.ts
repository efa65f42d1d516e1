import { z } from "zod";

/** A text the owner writes in both languages, as a page shows it: null when neither was written. */
const shownText = z.object({ gr: z.string().nullable(), en: z.string().nullable() });

/** The studio's logo as pages draw it: its address (changes with every upload) and its pixel size. */
export const logoSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type Logo = z.infer<typeof logoSchema>;

/**
 * The studio's public identity (decision 048): name, contact details, links, brand colour, logo and
 * the words of the home and about pages. A text missing in one language is the other language's
 * (null when the owner wrote neither: the page shows its own words).
 */
export const siteSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** The address in English (the English pages). */
  addressEn: z.string(),
  /** "" when the studio gives none. */
  mapUrl: z.string(),
  socialLinks: z.array(z.string()),
  /** `#rrggbb`. */
  color: z.string(),
  logo: logoSchema.nullable(),
  texts: z.object({ headline: shownText, intro: shownText, story: shownText }),
  /** The public pages are open; false: visitors not signed in see "coming soon" (decision 051). */
  open: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

export { paragraphsOf } from "../domain/paragraphs";
