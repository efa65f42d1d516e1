/**
 * The studio's logo as pages draw it (decision 048): inside a box of 240×72 CSS pixels, never
 * enlarged. The server keeps the image at three times that at most. No zod here: the home page's
 * first load reads it.
 */
export const LOGO_BOX = { width: 240, height: 72 } as const;

/** The box a page's header draws the logo in, no taller than the header's back link. */
export const HEADER_LOGO_BOX = { width: 120, height: 32 } as const;

/** The size a page draws a logo of this many pixels at: inside the box, never enlarged. */
export function logoDrawSize(
  width: number,
  height: number,
  box: { width: number; height: number } = LOGO_BOX,
): { width: number; height: number } {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
