/** Gallery navigation rules (spec sections 2 and 9): the 75 px swipe and wrap-around. */

export const SWIPE_THRESHOLD_PX = 75;
/** A pointer that moved less than this is a tap (a click), not a drag. */
export const TAP_TOLERANCE_PX = 10;

export type SwipeResult = "next" | "previous" | null;

/**
 * The move a horizontal swipe asks for: beyond 75 px to the left shows the next image, to the
 * right the previous one. Shorter or mostly vertical moves do nothing.
 */
export function swipeDirection(dx: number, dy = 0, threshold = SWIPE_THRESHOLD_PX): SwipeResult {
  if (Math.abs(dx) <= threshold || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? "next" : "previous";
}

/** True when a pointer moved so little that its release counts as a click. */
export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_TOLERANCE_PX;
}

/** The index `step` places away, wrapping at both ends; 0 for an empty list. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
