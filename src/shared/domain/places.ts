/** Numbered places of a class (reformers, bikes; decision 037): pure rules. */

/** The places of a class with `max` places: 1..max. */
export const placeNumbers = (max: number): number[] =>
  Array.from({ length: Math.max(0, max) }, (_, i) => i + 1);

/**
 * The lowest place not taken, from 1 up. With fewer bookings than places it is one of 1..max; a
 * class whose places were lowered after bookings were made may answer one above max.
 */
export function lowestFreePlace(max: number, taken: readonly number[]): number {
  const held = new Set(taken);
  let p = 1;
  while (held.has(p) && p < max + held.size + 1) p++;
  return p;
}
