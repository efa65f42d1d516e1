import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { shardSpecs } from "./e2e/support/shards";
import { addDays, dayOfWeek, slotInstant, studioToday } from "./src/shared/domain/schedule";

// Ports can move (E2E_PORT_BASE=4100 uses 4100 to 4112, 4425 and 4426) so two checkouts can run side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 0);
export const E2E_PORT = BASE || 3100;
/**
 * How many servers (one worker each) share the specs: E2E_SERVERS, default 5. A worker spends most
 * of its time waiting (for a page, an e-mail, a job: about 0.4 of a core busy), so five keep two
 * cores busy (decision 028).
 */
const SERVERS = Math.max(1, Math.min(8, Number(process.env.E2E_SERVERS ?? 5)));
/** Server 0 keeps E2E_PORT; the clocked server is E2E_PORT + 1; the others follow from E2E_PORT + 2. */
const serverPort = (i: number) => (i === 0 ? E2E_PORT : E2E_PORT + 1 + i);
const MAIL_SMTP_PORT = BASE ? BASE + 325 : 2525;
const MAIL_HTTP_PORT = BASE ? BASE + 326 : 2526;
export const MAIL_HTTP = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
/** Debian's chromium run as root on a machine without internet (see DESIGN.md's gotchas). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/**
 * Debian's chromium-headless-shell when installed (`.ci/run` and `npm test` install it), else
 * chromium: the shell draws the same pages with about a quarter less CPU than chromium's headless
 * mode, and starts fewer renderer processes (decision 028).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const E2E_CHROME = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
export const E2E_ADMIN = { email: "admin@e2e.kinisi.test", password: "admin-e2e-password" };
const dataDir = path.join(os.tmpdir(), `kinisi-e2e-${process.pid}`);
const SPECS = fs
  .readdirSync(path.join(import.meta.dirname, "e2e"))
  .filter((f) => f.endsWith(".spec.ts"))
  .sort();

/**
 * The servers run the server built into one file from these sources (scripts/build-server.ts):
 * built once here, by the main process (the workers, which load this file too, inherit the mark).
 */
if (!process.env.KINISI_E2E_SERVER_BUILT) {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts"], { stdio: "inherit" });
  process.env.KINISI_E2E_SERVER_BUILT = "1";
}
/**
 * One new data directory (initdb), made once by the main process; each server starts on a copy. Its
 * path travels to the workers in KINISI_E2E_TEMPLATE (a spec may start a fresh install on a copy).
 */
export const TEMPLATE_DIR = process.env.KINISI_E2E_TEMPLATE ?? `${dataDir}-template`;
if (!process.env.KINISI_E2E_TEMPLATE) {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  execFileSync(process.execPath, ["--import", "tsx", "e2e/support/data-dir-template.ts", TEMPLATE_DIR], {
    stdio: "inherit",
  });
  process.env.KINISI_E2E_TEMPLATE = TEMPLATE_DIR;
}

/** A fresh install's port (`e2e/support/fresh-install.ts`): one of two, beside the shared servers. */
export const freshInstallPort = (i: 0 | 1) => E2E_PORT + 11 + i;

/** A production server as `npm start` runs it on a new install: its studio closed, nothing but the library. */
export function installEnv(port: number, dir: string): Record<string, string> {
  const url = `http://localhost:${port}`;
  return {
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dir,
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    ADMIN_EMAILS: E2E_ADMIN.email,
    ADMIN_INITIAL_PASSWORD: E2E_ADMIN.password,
    AUTH_RATE_LIMIT_MAX: "100",
    // The robot check stays real but cheap (the tests solve dozens), and queued mail leaves soon.
    CAPTCHA_MAX_NUMBER: "5000",
    MAIL_QUEUE_POLL_MS: "500",
    LOG_LEVEL: "warn",
  };
}

/** A production server of its own (data directory, port), as `npm start` runs it. */
function studioServer(port: number, dir: string, extra: Record<string, string> = {}) {
  const url = `http://localhost:${port}`;
  return {
    command: `rm -rf ${dir} && mkdir -p ${dir} && cp -R ${TEMPLATE_DIR}/. ${dir}/ && node dist/server/main.mjs`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      ...installEnv(port, dir),
      // The browser tests visit the public pages: their studio is open from the start, with the
      // spec's example studio (its packages, closures, announcements) they rely on.
      SITE_OPEN: "true",
      EXAMPLE_STUDIO: "true",
      ...extra,
    },
  };
}

/**
 * A second server whose clock reads 10:20 at the studio on an open day of this month, so the desk's
 * check-in test has a running slot whatever the real time is (CLOCK_START; `e2e/attendance.spec.ts`).
 */
export const CLOCKED_URL = `http://localhost:${E2E_PORT + 1}`;
function clockedStart(tz = "Europe/Athens"): string {
  const today = studioToday(new Date(), tz);
  // Sunday has no slots: the Saturday before, or the Monday after when Saturday is last month.
  const day = dayOfWeek(today) !== 0 ? today : today.endsWith("-01") ? addDays(today, 1) : addDays(today, -1);
  return slotInstant(day, "10:20", tz).toISOString();
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  // Guards against a hang, not a measure of speed: CI runs these beside the other tests on two
  // cores, where a long spec takes three or four times as long as on a quiet machine (decision 028).
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    viewport: { width: 360, height: 780 },
    // As a phone set to less motion: the app's transitions are off (theme.ts), so a check waits
    // for no animation and the browser paints no frames for one (decision 028).
    reducedMotion: "reduce",
    // A trace records a screenshot of every frame, which cost a third of the browser's CPU: CI keeps
    // one for a test's retry only (E2E_TRACE=retain-on-failure records every test, as before).
    trace: (process.env.E2E_TRACE as "on-first-retry" | undefined) ?? "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? E2E_CHROME,
      args: CHROMIUM_ARGS,
    },
  },
  // One project per server, each with one worker: a spec's tests share its server, never another's.
  projects: shardSpecs(SPECS, SERVERS).map((specs, i) => ({
    name: SERVERS === 1 ? "chromium" : `chromium-${i + 1}`,
    workers: 1,
    testMatch: specs.map((f) => `**/e2e/${f}`),
    use: {
      ...devices["Desktop Chrome"],
      viewport: { width: 360, height: 780 },
      baseURL: `http://localhost:${serverPort(i)}`,
    },
  })),
  webServer: [
    {
      command: "npx tsx e2e/support/mail-catcher.ts",
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      url: `${MAIL_HTTP}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...Array.from({ length: SERVERS }, (_, i) => studioServer(serverPort(i), `${dataDir}-${i}`)),
    studioServer(E2E_PORT + 1, `${dataDir}-clocked`, { CLOCK_START: clockedStart() }),
  ],
});
