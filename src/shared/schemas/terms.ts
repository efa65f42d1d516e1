import { z } from "zod";
import { bilingual } from "./identity";

/**
 * The terms page as the studio's (decision 053): the spec's terms are the template (the locales'
 * `terms.sections`), filled with the studio's legal name, VAT number, address, ages and retention,
 * and followed by the owner's own paragraphs. The limits are written once here.
 */
export const LEGAL_NAME_MAX = 160;
export const VAT_NUMBER_MAX = 20;
export const TERMS_PARAGRAPHS_MAX = 10_000;

/**
 * The template's version: raise it when the locales' terms sections change, so the page's "last
 * updated" date moves with the words members read.
 */
export const TERMS_TEMPLATE_VERSION = 2;

/** What the owner writes on `/admin-identity` (all optional: an empty legal name is the studio's name). */
export const termsInputSchema = z.object({
  legalName: z.string().trim().max(LEGAL_NAME_MAX, { error: "IDENTITY_TEXT_TOO_LONG" }),
  vatNumber: z.string().trim().max(VAT_NUMBER_MAX, { error: "IDENTITY_TEXT_TOO_LONG" }),
  paragraphs: bilingual(TERMS_PARAGRAPHS_MAX),
});
export type TermsInput = z.infer<typeof termsInputSchema>;

/** The public terms page's values; `paragraphs` already in each reader's fallback (null: none). */
export const termsAnswerSchema = z.object({
  legalName: z.string(),
  vatNumber: z.string(),
  address: z.string(),
  addressEn: z.string(),
  minimumAge: z.number().int(),
  consentAge: z.number().int(),
  retentionMonths: z.number().int(),
  paragraphs: z.object({ gr: z.string().nullable(), en: z.string().nullable() }),
  /** The studio's date (YYYY-MM-DD) of the last change of any of the above or of the template. */
  updated: z.string(),
});
export type TermsAnswer = z.infer<typeof termsAnswerSchema>;
