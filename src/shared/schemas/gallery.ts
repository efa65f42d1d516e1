import { z } from "zod";

/** Photo uploads: what is accepted, and what the gallery receives. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);
export const PHOTO_MAX_COUNT = 30;
export const PHOTO_ALT_MAX = 200;
/** Accepted upload types (checked by their first bytes on the server, not by the name). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const PHOTO_TYPE_NAMES = "JPEG, PNG, WebP, AVIF";
/** Widths served in the srcset; an image is never enlarged. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

export const photoAltSchema = z.object({
  altGr: z.string().trim().max(PHOTO_ALT_MAX),
  altEn: z.string().trim().max(PHOTO_ALT_MAX),
});
export type PhotoAlt = z.infer<typeof photoAltSchema>;

export const photoSchema = z.object({
  id: z.string(),
  position: z.number(),
  altGr: z.string(),
  altEn: z.string(),
  width: z.number(),
  height: z.number(),
  /** JPEG, for browsers without AVIF or WebP. */
  src: z.string(),
  /** `url 320w, url 640w, …` per modern format, best first. */
  srcset: z.object({ avif: z.string(), webp: z.string() }),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListSchema = z.object({ photos: z.array(photoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

export const photoOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(PHOTO_MAX_COUNT) });
