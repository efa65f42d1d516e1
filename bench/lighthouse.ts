import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { prepareStudio } from "./support/mixed-setup";
import { startKinisi } from "./support/servers";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run";

/**
 * The pages measured: every public route of the client's router (`src/client/app/router.tsx`; a
 * page it does not know shows the not-found page) and `booking`, the signed-in member's home page,
 * where the member books (the booking window opens from it). BENCH_PAGES=home,booking picks some.
 */
const PAGES: Record<string, { path: string; member?: boolean }> = {
  home: { path: "/" },
  about: { path: "/about" },
  terms: { path: "/terms" },
  "reset-password": { path: "/reset-password" },
  unsubscribe: { path: "/unsubscribe" },
  questionnaire: { path: "/questionnaire" },
  "fitness-questionnaire": { path: "/fitness-questionnaire" },
  "not-found": { path: "/no-such-page" },
  booking: { path: "/", member: true },
};

type LighthouseReport = {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { numericValue?: number }>;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function lighthouse(url: string, cookie?: string): Promise<LighthouseReport> {
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
  const { stdout } = await promisify(execFile)(
    "npx",
    [
      "lighthouse",
      url,
      "--only-categories=performance,accessibility",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a throttled connection) on each
 * page of the built client, five times each through Debian's chromium; one line per page gives
 * the medians: `lighthouse PAGE: performance=P accessibility=A`.
 */
export async function run() {
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const studio = await prepareStudio(1, 0);
  const app = await startKinisi(
    { NODE_ENV: "production", PUBLIC_URL: studio.base, AUTH_SECRET: studio.secret },
    { port: studio.port, dataDir: studio.dataDir },
  );
  const wanted = process.env.BENCH_PAGES?.split(",") ?? Object.keys(PAGES);
  const results: string[] = [];
  try {
    // One unmeasured visit warms the server (first database reads, file cache).
    await fetch(`${app.url}/`);
    await fetch(`${app.url}/api/site`);
    for (const name of wanted) {
      const page = PAGES[name];
      if (!page) throw new Error(`unknown page ${name}: ${Object.keys(PAGES).join(", ")}`);
      const performance: number[] = [];
      const accessibility: number[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const report = await lighthouse(
          `${app.url}${page.path}`,
          page.member ? studio.members[0]!.cookie : undefined,
        );
        const p = Math.round(report.categories.performance.score * 100);
        const a = Math.round(report.categories.accessibility.score * 100);
        const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
        console.log(
          `${name} run ${i}: performance ${p}, accessibility ${a} (FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${(report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)})`,
        );
        performance.push(p);
        accessibility.push(a);
      }
      results.push(
        `lighthouse ${name}: performance=${median(performance)} accessibility=${median(accessibility)}`,
      );
    }
  } finally {
    await app.stop();
  }
  for (const line of results) console.log(line);
}
