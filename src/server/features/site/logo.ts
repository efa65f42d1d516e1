import sharp from "sharp";
import { LOGO_BOX } from "../../../shared/domain/logo";
import { LOGO_MAX_BYTES, LOGO_MAX_MB, LOGO_TYPE_NAMES } from "../../../shared/schemas/identity";
import { AppError } from "../../platform/errors";
import { sniffImageType } from "../../platform/image-type";

/** The logo is kept at three times the box a page draws it in (sharp on a phone's screen). */
const KEPT = { width: LOGO_BOX.width * 3, height: LOGO_BOX.height * 3 };
/** Decoding is refused past this many pixels (a small file can unpack into a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;
/** How far into the file an SVG's root element is looked for (after an XML prolog, comments). */
const SVG_HEAD_BYTES = 4096;

export type EncodedLogo = { data: Buffer; width: number; height: number };

/**
 * Whether the file is SVG: an XML image that can carry scripts and outside references. A logo in
 * SVG is refused rather than cleaned (decision 048): a raster logo is what every page and e-mail draws.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, SVG_HEAD_BYTES)).toString("latin1");
  return /^\s*(\uFEFF|\xEF\xBB\xBF)?\s*</.test(head) && /<svg[\s>/]/i.test(head);
}

/** Refuses what is too large, SVG, or not one of the accepted image types, each with its code. */
export function checkLogo(bytes: Uint8Array): void {
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError(413, "LOGO_TOO_LARGE", { maxMb: LOGO_MAX_MB });
  if (bytes.length === 0) throw new AppError(400, "LOGO_REQUIRED");
  if (sniffImageType(bytes)) return;
  if (looksLikeSvg(bytes)) throw new AppError(415, "LOGO_SVG");
  throw new AppError(415, "LOGO_TYPE", { types: LOGO_TYPE_NAMES });
}

/**
 * Decodes the checked upload (turned upright by its EXIF orientation), fits it in the kept size
 * without enlarging it and encodes it as WebP with its transparency: what `GET /api/site/logo` serves.
 */
export async function encodeLogo(input: Buffer): Promise<EncodedLogo> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ ...KEPT, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, "LOGO_UNREADABLE");
  }
}
