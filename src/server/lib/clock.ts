/** The source of "now" for every rule, so tests can control time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date | string): Clock & { set: (d: Date | string) => void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
  };
}
