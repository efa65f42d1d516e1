import type { Logger } from "./logger";

export type Periodic = {
  /** Runs one round now, or joins the round under way (never two at once in this process). */
  runOnce: () => Promise<void>;
  /** No round after this one; resolves once the round under way (if any) has ended. */
  stop: () => Promise<void>;
};

/** What an operator asks of a running job (`/metrics`): when it last ran and whether it keeps up. Wall-clock ms. */
export type JobState = {
  name: string;
  intervalMs: number;
  startedAt: number;
  lastEndedAt: number | null;
  lastSuccessAt: number | null;
  lastDurationMs: number | null;
};

/**
 * The jobs this process runs now. A job belongs to the process, not to one app (the server starts
 * each once), so every metrics registry of the process reports the same ones.
 */
const running = new Set<JobState>();

export const runningJobs = (): readonly JobState[] => [...running];

/**
 * How far a job is behind its timetable: the time since its last good round (or its start) beyond
 * one interval. Zero while it keeps up; it grows while its rounds fail or hang.
 */
export function jobLagMs(job: JobState, now: number): number {
  return Math.max(0, now - (job.lastSuccessAt ?? job.startedAt) - job.intervalMs);
}

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
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  const state: JobState = {
    name: o.name,
    intervalMs: o.intervalMs,
    startedAt: Date.now(),
    lastEndedAt: null,
    lastSuccessAt: null,
    lastDurationMs: null,
  };
  running.add(state);
  const ended = (began: number, ok: boolean) => {
    const now = Date.now();
    state.lastEndedAt = now;
    state.lastDurationMs = now - began;
    if (ok) state.lastSuccessAt = now;
  };
  const runOnce = () => {
    if (!inFlight) {
      const began = Date.now();
      inFlight = o
        .run()
        .then(
          () => ended(began, true),
          (err: unknown) => {
            ended(began, false);
            throw err;
          },
        )
        .finally(() => {
          inFlight = null;
        });
    }
    return inFlight;
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
      running.delete(state);
      return (inFlight ?? Promise.resolve()).catch(() => undefined);
    },
  };
}
