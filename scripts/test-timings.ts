import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Each test file's time in the last run that ran it (`test-timings.json`, committed): the slowest
 * files start first, so that no long file starts last and leaves the other worker idle at the end.
 * A fresh clone has no vitest cache; this file is its memory of the last run.
 */
export const TIMINGS_FILE = path.resolve(import.meta.dirname, "../test-timings.json");

export type Timings = Record<string, number>;

export function readTimings(file = TIMINGS_FILE): Timings {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Timings;
  } catch {
    return {};
  }
}

/** The repository-relative name of a test file, the same on every machine. */
export const timingKey = (moduleId: string) =>
  path.relative(path.dirname(TIMINGS_FILE), moduleId).split(path.sep).join("/");

/**
 * Orders files slowest first by the last run's times; a file with no time yet (a new one) goes
 * first, as if it were slow. Ties keep vitest's own order.
 */
export function slowestFirst<T>(files: readonly T[], idOf: (f: T) => string, timings: Timings): T[] {
  const time = (f: T) => timings[timingKey(idOf(f))] ?? Number.POSITIVE_INFINITY;
  return files
    .map((f, i) => ({ f, i, t: time(f) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .map(({ f }) => f);
}

/**
 * Writes the run's file times into the timings file, keeping the times of files it did not run;
 * only when `TEST_TIMINGS=write` (npm test's run of every file on the embedded database), so a run
 * of a few files or of the PostgreSQL pass leaves it as it is.
 */
export class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (process.env.TEST_TIMINGS !== "write") return;
    const timings = readTimings();
    for (const m of modules) {
      const d = m.diagnostic();
      const ms = Math.round(d.duration + d.collectDuration + d.setupDuration + d.prepareDuration);
      if (m.state() === "passed" || m.state() === "failed") timings[timingKey(m.moduleId)] = ms;
    }
    const known = Object.keys(timings).filter((k) =>
      fs.existsSync(path.resolve(path.dirname(TIMINGS_FILE), k)),
    );
    const sorted = Object.fromEntries(known.sort().map((k) => [k, timings[k]]));
    fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify(sorted, null, 1)}\n`);
  }
}
