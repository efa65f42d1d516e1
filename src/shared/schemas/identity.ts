import { z } from "zod";
import { CONTRAST_MIN, contrastWithWhite, HEX_COLOR } from "../domain/brand-colour";
import { isHttpsUrl } from "../domain/social-links";
import type { Lang } from "../i18n";
import { isPhone } from "./contact";
import { PHOTO_TYPE_NAMES, PHOTO_TYPES } from "./gallery";
import { logoSchema } from "./site";

/**
 * The studio's identity as the owner edits it (decision 048): name, contact details, links, brand
 * colour, and the home and about pages' words in Greek and English. The limits are written once here.
 */
export const IDENTITY_NAME_MAX = 80;
export const IDENTITY_EMAIL_MAX = 254;
export const IDENTITY_PHONE_MAX = 30;
export const IDENTITY_ADDRESS_MAX = 200;
export const IDENTITY_URL_MAX = 500;
export const SOCIAL_LINKS_MAX = 4;
export const HEADLINE_MAX = 120;
export const INTRO_MAX = 500;
export const STORY_MAX = 5000;

/** Logo uploads: the same image types as the gallery's (checked by their first bytes), never SVG. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);
export const LOGO_TYPES = PHOTO_TYPES;
export const LOGO_TYPE_NAMES = PHOTO_TYPE_NAMES;
const FILL = { error: "FILL_ALL_FIELDS" } as const;

/** An https address; `optional`: or empty (none given). */
const httpsUrl = (optional = false) =>
  z
    .string()
    .trim()
    .max(IDENTITY_URL_MAX, { error: "IDENTITY_URL_HTTPS" })
    .refine((v) => (optional && v === "") || isHttpsUrl(v), { error: "IDENTITY_URL_HTTPS" });

/** The brand colour: `#rrggbb` on which white button text keeps WCAG AA contrast. */
export const brandColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR, { error: "BRAND_COLOR_FORMAT", abort: true })
  .superRefine((value, ctx) => {
    const ratio = contrastWithWhite(value);
    if (ratio < CONTRAST_MIN)
      ctx.addIssue({ code: "custom", message: "BRAND_COLOR_CONTRAST", params: { ratio, min: CONTRAST_MIN } });
  })
  .transform((v) => v.toLowerCase());

export const bilingual = (max: number) =>
  z.object({
    gr: z.string().trim().max(max, { error: "IDENTITY_TEXT_TOO_LONG" }),
    en: z.string().trim().max(max, { error: "IDENTITY_TEXT_TOO_LONG" }),
  });
export type Bilingual = { gr: string; en: string };

export const identitySchema = z.object({
  name: z.string().trim().min(1, FILL).max(IDENTITY_NAME_MAX),
  phone: z
    .string()
    .trim()
    .min(1, FILL)
    .max(IDENTITY_PHONE_MAX, { error: "INVALID_PHONE" })
    .refine(isPhone, { error: "INVALID_PHONE" }),
  email: z
    .email({ error: (issue) => (String(issue.input ?? "").trim() ? "INVALID_EMAIL" : "FILL_ALL_FIELDS") })
    .max(IDENTITY_EMAIL_MAX),
  address: z.string().trim().min(1, FILL).max(IDENTITY_ADDRESS_MAX),
  /** Empty: the studio gives no map. */
  mapUrl: httpsUrl(true),
  socialLinks: z.array(httpsUrl()).max(SOCIAL_LINKS_MAX, { error: "IDENTITY_LINKS_MAX" }),
  color: brandColorSchema,
  headline: bilingual(HEADLINE_MAX),
  intro: bilingual(INTRO_MAX),
  story: bilingual(STORY_MAX),
});
export type IdentityInput = z.input<typeof identitySchema>;
export type Identity = z.output<typeof identitySchema>;

/** The owner's screen: what is saved (the deploy's defaults where nothing is), and the logo. */
export const identityAnswerSchema = identitySchema.extend({
  color: z.string(),
  logo: logoSchema.nullable(),
});
export type IdentityAnswer = z.infer<typeof identityAnswerSchema>;

/** The text a page shows in `lang`: that language's, else the other's, else null (the page's own words). */
export function textIn(text: Bilingual, lang: Lang): string | null {
  const other: Lang = lang === "gr" ? "en" : "gr";
  return text[lang].trim() || text[other].trim() || null;
}
