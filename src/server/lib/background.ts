import type { Logger } from "./logger";

export type Periodic = {
  /** Runs one round now, or joins the round under way (never two at once in this process). */
  runOnce: () => Promise<void>;
  /** No round after this one; resolves once the round under way (if any) has ended. */
  stop: () => Promise<void>;
};

/**
 * The one way the server runs work in the background (mail retries, campaigns, retention): one
 * round every `intervalMs`, never two at once in this process, a failed round logged and the next
 * one tried, the timer not keeping the process alive. Work shared by several instances must claim
 * its rows in the database (FOR UPDATE SKIP LOCKED, or a unique run row) so two never do it twice.
 */
export function startPeriodic(o: {
  name: string;
  intervalMs: number;
  logger: Logger;
  run: () => Promise<unknown>;
  /** Also run a first round at once (default false). */
  immediately?: boolean;
}): Periodic {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= o
      .run()
      .then(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => {
    if (stopped) return;
    runOnce().catch((err) => o.logger.error({ err, job: o.name }, "background round failed"));
  };
  const timer = setInterval(tick, o.intervalMs);
  timer.unref();
  if (o.immediately) tick();
  return {
    runOnce,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      return (running ?? Promise.resolve()).catch(() => undefined);
    },
  };
}
