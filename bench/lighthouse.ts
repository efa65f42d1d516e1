import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { startKinisi } from "./support/servers";

const RUNS = 5;
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run";

type LighthouseReport = {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { numericValue?: number }>;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a throttled connection) on the
 * built home page, five times through Debian's chromium; the last line gives the medians.
 */
export async function run() {
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const app = await startKinisi({ NODE_ENV: "production" });
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
  const performance: number[] = [];
  const accessibility: number[] = [];
  try {
    // One unmeasured visit warms the server (first database reads, file cache).
    await fetch(`${app.url}/`);
    await fetch(`${app.url}/api/site`);
    for (let i = 1; i <= RUNS; i++) {
      const { stdout } = await promisify(execFile)(
        "npx",
        [
          "lighthouse",
          `${app.url}/`,
          "--only-categories=performance,accessibility",
          "--output=json",
          "--output-path=stdout",
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { env, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(stdout) as LighthouseReport;
      const p = Math.round(report.categories.performance.score * 100);
      const a = Math.round(report.categories.accessibility.score * 100);
      const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
      console.log(
        `run ${i}: performance ${p}, accessibility ${a} (FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${(report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)})`,
      );
      performance.push(p);
      accessibility.push(a);
    }
  } finally {
    await app.stop();
  }
  console.log(`lighthouse home: performance=${median(performance)} accessibility=${median(accessibility)}`);
}
