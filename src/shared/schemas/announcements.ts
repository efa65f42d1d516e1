import { z } from "zod";
import { studioDateSchema } from "./dates";

/** Date-limited popups (DESIGN decision 5): kinds, texts in both languages, and their limits. */
export const ANNOUNCEMENT_KINDS = ["closure_notice", "offers", "message"] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2000;
export const OFFER_TEXT_MAX = 300;
export const OFFERS_MAX = 20;
export const BRAND_MAX = 60;

const day = z.number().int().min(1).max(31);

export const closureParamsSchema = z.object({
  brand: z.string().trim().min(1).max(BRAND_MAX),
  /** The month (1-12) the closure starts in; the year follows from the announcement's window. */
  month: z.number().int().min(1).max(12),
  startDay: day,
  endDay: day,
  resumeDay: day,
});
export type ClosureParams = z.infer<typeof closureParamsSchema>;

export const offerSchema = z.object({
  gr: z.string().trim().min(1).max(OFFER_TEXT_MAX),
  en: z.string().trim().min(1).max(OFFER_TEXT_MAX),
});
export const offersParamsSchema = z.object({ offers: z.array(offerSchema).max(OFFERS_MAX) });
export type OffersParams = z.infer<typeof offersParamsSchema>;

export const messageParamsSchema = z.object({});

const texts = {
  startsOn: studioDateSchema,
  endsOn: studioDateSchema,
  titleGr: z.string().trim().max(ANNOUNCEMENT_TITLE_MAX).default(""),
  titleEn: z.string().trim().max(ANNOUNCEMENT_TITLE_MAX).default(""),
  bodyGr: z.string().trim().max(ANNOUNCEMENT_BODY_MAX).default(""),
  bodyEn: z.string().trim().max(ANNOUNCEMENT_BODY_MAX).default(""),
};

/** What an admin sends to create or edit an announcement. */
export const announcementInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("closure_notice"), params: closureParamsSchema, ...texts }),
  z.object({ kind: z.literal("offers"), params: offersParamsSchema, ...texts }),
  z.object({ kind: z.literal("message"), params: messageParamsSchema.default({}), ...texts }),
]);
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

const stored = {
  id: z.string(),
  /** Changes whenever the announcement is edited, so an edited popup shows again. */
  version: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  titleGr: z.string(),
  titleEn: z.string(),
  bodyGr: z.string(),
  bodyEn: z.string(),
};

export const announcementSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("closure_notice"), params: closureParamsSchema, ...stored }),
  z.object({ kind: z.literal("offers"), params: offersParamsSchema, ...stored }),
  z.object({ kind: z.literal("message"), params: messageParamsSchema, ...stored }),
]);
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({ announcements: z.array(announcementSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;
