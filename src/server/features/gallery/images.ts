import sharp, { type OutputInfo } from "sharp";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MB,
  PHOTO_TYPE_NAMES,
  PHOTO_WIDTHS,
} from "../../../shared/schemas/gallery";
import { AppError } from "../../platform/errors";
import { sniffImageType } from "../../platform/image-type";

/** Turns an upload into the sizes and formats the gallery serves. */

export type PhotoFormat = "avif" | "webp" | "jpeg";
export type EncodedFile = { width: number; format: PhotoFormat; data: Buffer };
export type EncodedPhoto = { width: number; height: number; widths: number[]; files: EncodedFile[] };

const MAX_SIDE = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
/** Decoding is refused past this many pixels (a small file can unpack into a huge image). */
const MAX_INPUT_PIXELS = 60_000_000;
/** The JPEG fallback is made at the largest width up to this. */
const FALLBACK_WIDTH = 1024;

export const FILE_EXT: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const CONTENT_TYPE: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The width of the JPEG fallback among an image's widths. */
export const fallbackWidth = (widths: readonly number[]) =>
  [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? widths[0]!;

/** Refuses what is too large or not one of the accepted image types, with a code the admin screen explains. */
export function checkUpload(bytes: Uint8Array): void {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(413, "PHOTO_TOO_LARGE", { maxMb: PHOTO_MAX_MB });
  if (bytes.length === 0) throw new AppError(400, "PHOTO_REQUIRED");
  if (!sniffImageType(bytes)) throw new AppError(415, "PHOTO_TYPE", { types: PHOTO_TYPE_NAMES });
}

/** The widths to make for an image this wide: the standard ones below it, and its own (at most 1600). */
export function widthsFor(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, MAX_SIDE)];
}

/** Decodes (turned upright by its EXIF orientation), fits in 1600×1600 and encodes every size as AVIF and WebP, plus one JPEG. */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(400, "PHOTO_UNREADABLE");
  }
  const { width, height, channels } = base.info;
  const widths = widthsFor(width);
  const fallback = fallbackWidth(widths);
  const at = (w: number) =>
    sharp(base.data, { raw: { width, height, channels } }).resize({ width: w, withoutEnlargement: true });
  const jobs: Promise<EncodedFile>[] = widths.flatMap((w) => [
    at(w)
      .avif({ quality: 52, effort: 3 })
      .toBuffer()
      .then((data) => ({ width: w, format: "avif" as const, data })),
    at(w)
      .webp({ quality: 74 })
      .toBuffer()
      .then((data) => ({ width: w, format: "webp" as const, data })),
  ]);
  jobs.push(
    at(fallback)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
      .then((data) => ({ width: fallback, format: "jpeg" as const, data })),
  );
  return { width, height, widths, files: await Promise.all(jobs) };
}
