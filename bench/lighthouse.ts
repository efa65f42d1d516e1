import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import runLighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import sharp from "sharp";
import { prepareStudio } from "./support/mixed-setup";
import { startKinisi } from "./support/servers";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run";

/**
 * The pages measured: every public route of the client's router (`src/client/app/router.tsx`; a
 * page it does not know shows the not-found page), `booking`, the signed-in member's home page,
 * where the member books (the booking window opens from it), and two staff screens as their
 * people meet them: the desk's day (`/admin` as a front desk) and the owner's settings.
 * BENCH_PAGES=home,booking picks some.
 */
const PAGES: Record<string, { path: string; as?: "member" | "desk" | "owner" }> = {
  home: { path: "/" },
  about: { path: "/about" },
  terms: { path: "/terms" },
  "reset-password": { path: "/reset-password" },
  unsubscribe: { path: "/unsubscribe" },
  questionnaire: { path: "/questionnaire" },
  "fitness-questionnaire": { path: "/fitness-questionnaire" },
  "not-found": { path: "/no-such-page" },
  booking: { path: "/", as: "member" },
  "admin-desk": { path: "/admin", as: "desk" },
  "admin-settings-owner": { path: "/admin-settings", as: "owner" },
};

type LighthouseReport = {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url?: string; duration?: number; startTime?: number }[] } }
  >;
};

/** The long tasks Lighthouse saw (observed, not simulated: `duration@start` ms, the script's file). */
function longTasks(report: LighthouseReport): string {
  const items = report.audits["long-tasks"]?.details?.items ?? [];
  return items
    .map(
      (t) =>
        `${(t.url ?? "").split("/").pop() || "-"} ${Math.round(t.duration ?? 0)}@${Math.round(t.startTime ?? 0)}`,
    )
    .join(", ");
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * One Lighthouse run in a fresh Debian chromium. A signed-in page gets its session cookie in the
 * browser's cookie jar before the run (Lighthouse keeps cookies between its passes): a `Cookie`
 * header given as Lighthouse's extra headers reaches the page's address but not the app's own
 * requests, so the app drew the signed-out screen.
 */
async function lighthouse(url: string, cookie?: string): Promise<LighthouseReport> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS.split(" "),
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (cookie) {
      const [name, ...value] = cookie.split("=");
      await browser.setCookie({
        name: name!,
        value: value.join("="),
        domain: new URL(url).hostname,
        path: "/",
      });
    }
    const result = await runLighthouse(
      url,
      { output: "json", onlyCategories: ["performance", "accessibility"], logLevel: "error" },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
    return JSON.parse(result.report as string) as LighthouseReport;
  } finally {
    chrome.kill();
  }
}

/**
 * The studio as an owner leaves it (decisions 048, 053): a colour of its own, a logo, the site open,
 * so the pages are measured with the theme and the logo they draw.
 */
async function brandStudio(url: string, cookie: string) {
  const headers = { cookie, origin: url };
  const put = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const identity = (await (await fetch(`${url}/api/admin/identity`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const { logo: _logo, ...values } = identity;
  const saved = await put("/api/admin/identity", { ...values, name: "Ορίζοντας", color: "#8e24aa" });
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#8e24aa" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(logo)]), "logo.png");
  const uploaded = await fetch(`${url}/api/admin/identity/logo`, { method: "POST", headers, body: form });
  const opened = await put("/api/admin/site-open", { open: true });
  if (!saved.ok || !uploaded.ok || !opened.ok)
    throw new Error(`the studio's identity was not set: ${saved.status} ${uploaded.status} ${opened.status}`);
}

/** One built client served on its own studio; `dir` is where `dist/client` is (this tree by default). */
async function serve(dir: string | undefined, port: number | undefined) {
  const studio = await prepareStudio(1, 0);
  const at = port ?? studio.port;
  const base = `http://127.0.0.1:${at}`;
  const here = process.cwd();
  // The server serves `dist/client` from its working directory, which a child inherits.
  if (dir) process.chdir(dir);
  try {
    const app = await startKinisi(
      { NODE_ENV: "production", PUBLIC_URL: base, AUTH_SECRET: studio.secret },
      { port: at, dataDir: studio.dataDir },
    );
    await brandStudio(app.url, studio.admin.cookie);
    // One unmeasured visit warms the server (first database reads, file cache).
    await fetch(`${app.url}/`);
    await fetch(`${app.url}/api/site`);
    return { app, studio };
  } finally {
    process.chdir(here);
  }
}

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a throttled connection) on each
 * page of the built client, five times each through Debian's chromium; one line per page gives
 * the medians and the worst blocking time: `lighthouse PAGE: performance=P accessibility=A
 * tbt-median=T tbt-worst=W` (ms, simulated). Each run's line names its long tasks (`file
 * duration@start`, observed ms).
 *
 * BENCH_AGAINST=DIR also serves the client built in DIR (`DIR/dist/client`, e.g. a copy of main's
 * `dist`, by this tree's server) and runs the two in turn, run for run: a before/after in one
 * machine state, with a second line `lighthouse PAGE (against): …`. BENCH_PORT=N serves on N (and
 * N+1 for the other build); BENCH_REPORTS=DIR keeps each run's whole report (the long-tasks,
 * bootup-time and main-thread audits).
 */
export async function run() {
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const against = process.env.BENCH_AGAINST;
  const reports = process.env.BENCH_REPORTS;
  if (reports) fs.mkdirSync(reports, { recursive: true });
  const sides = [{ label: "", ...(await serve(undefined, port)) }];
  if (against) sides.push({ label: " (against)", ...(await serve(path.resolve(against), port && port + 1)) });
  const wanted = process.env.BENCH_PAGES?.split(",") ?? Object.keys(PAGES);
  const results: string[] = [];
  try {
    for (const name of wanted) {
      const page = PAGES[name];
      if (!page) throw new Error(`unknown page ${name}: ${Object.keys(PAGES).join(", ")}`);
      const scores = sides.map(() => ({
        performance: [] as number[],
        accessibility: [] as number[],
        tbt: [] as number[],
      }));
      for (let i = 1; i <= RUNS; i++) {
        // Alternate which side goes first, so neither always runs on the machine the other left.
        const order = sides.map((_, k) => k);
        if (i % 2 === 0) order.reverse();
        for (const k of order) {
          const { label, app, studio } = sides[k]!;
          const who = { member: studio.members[0], desk: studio.desk, owner: studio.admin };
          const report = await lighthouse(`${app.url}${page.path}`, page.as && who[page.as]!.cookie);
          if (reports) {
            const file = `${name}${label ? "-against" : ""}-${i}.json`;
            fs.writeFileSync(path.join(reports, file), JSON.stringify(report));
          }
          const p = Math.round(report.categories.performance.score * 100);
          const a = Math.round(report.categories.accessibility.score * 100);
          const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
          console.log(
            `${name}${label} run ${i}: performance ${p}, accessibility ${a} (FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${(report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}); long tasks: ${longTasks(report) || "none"}`,
          );
          scores[k]!.performance.push(p);
          scores[k]!.accessibility.push(a);
          scores[k]!.tbt.push(ms("total-blocking-time"));
        }
      }
      sides.forEach(({ label }, k) => {
        results.push(
          `lighthouse ${name}${label}: performance=${median(scores[k]!.performance)} accessibility=${median(scores[k]!.accessibility)} tbt-median=${median(scores[k]!.tbt)} tbt-worst=${Math.max(...scores[k]!.tbt)}`,
        );
      });
    }
  } finally {
    for (const { app } of sides) await app.stop();
  }
  for (const line of results) console.log(line);
}
