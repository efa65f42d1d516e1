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

/** A clock that reads `start` now and runs on at the real pace (the CLOCK_START setting). */
export function runningClockFrom(start: Date | string, real: Clock = systemClock): Clock {
  const offset = new Date(start).getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}
