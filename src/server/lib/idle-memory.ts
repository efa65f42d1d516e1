import v8 from "node:v8";
import vm from "node:vm";

/** How long without a request before the server gives back what the last busy spell left (decision 040). */
export const IDLE_RELEASE_MS = 5_000;

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * V8's memory-reducing collection (the one V8 runs under memory pressure: it compacts the heap and
 * unmaps the pages it freed). A plain full collection frees the garbage but keeps its pages for the
 * next allocations, so an idle server stayed at its busy figure (decision 040). Null where the
 * runtime does not offer it.
 */
export function memoryReducingCollection(): (() => void) | null {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as Collect | undefined;
    if (typeof gc !== "function") return null;
    return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
  } catch {
    return null;
  }
}

export type IdleMemoryRelease = {
  /** The server's fetch, counting requests so a quiet spell is seen. */
  wrap<F extends (...args: never[]) => unknown>(fetch: F): F;
  stop(): void;
};

/**
 * Once the server has seen no request for a whole `idleMs`, one memory-reducing collection, and no
 * other until requests came again: a busy hour's garbage is given back when it is over, and a busy
 * server never pauses for it. `collect` is for tests.
 */
export function startIdleMemoryRelease(
  options: { idleMs?: number; collect?: (() => void) | null } = {},
): IdleMemoryRelease {
  const idleMs = options.idleMs ?? IDLE_RELEASE_MS;
  const collect = options.collect === undefined ? memoryReducingCollection() : options.collect;
  let served = 0;
  let seen = 0;
  // -1: the start's own garbage (migrations, the seed, compiling) is given back at the first quiet spell.
  let released = -1;
  const timer = setInterval(() => {
    if (served !== seen) {
      seen = served;
      return;
    }
    if (served === released || !collect) return;
    released = served;
    collect();
  }, idleMs);
  timer.unref();
  return {
    wrap(fetch) {
      return ((...args: never[]) => {
        served++;
        return fetch(...args);
      }) as typeof fetch;
    },
    stop: () => clearInterval(timer),
  };
}
