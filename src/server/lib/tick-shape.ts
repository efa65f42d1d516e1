import { createHook } from "node:async_hooks";

/**
 * One of Node's tick objects (what `process.nextTick` queues: an object literal with three
 * computed symbol keys), kept for the life of the process (decision 043).
 *
 * V8 lets the hidden classes ("maps") of such an object die in a full garbage collection when no
 * tick object is alive at that moment, and makes new ones at the next `nextTick`. The store of
 * each computed key remembers the maps it has seen: after four collections of that kind (the
 * start, and every quiet spell's memory-reducing collection, `idle-memory.ts`) it gives up
 * ("megamorphic") for good, and from then on every `nextTick` (several a request: the streams,
 * the answer's end) defines its keys through V8's runtime: measured under the liveness load,
 * about 2 µs of CPU a request, a tenth of the whole. A tick object that never dies keeps its maps
 * alive, so every later tick object has the same ones and the stores stay fast.
 */
let kept: object | undefined;

/** Keeps one tick object (once); returns it. Costs one `nextTick` with an async hook on for it. */
export function keepTickShape(): object | undefined {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept;
}

// On import: the server imports this first, before the start's own collections (main.ts).
keepTickShape();
