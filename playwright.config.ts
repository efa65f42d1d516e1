import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { addDays, dayOfWeek, slotInstant, studioToday } from "./src/shared/domain/schedule";

// Ports can move (E2E_PORT_BASE=4100 uses 4100, 4425 and 4426) so two checkouts can run side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 0);
export const E2E_PORT = BASE || 3100;
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
export const E2E_ADMIN = { email: "admin@e2e.kinisi.test", password: "admin-e2e-password" };
const dataDir = path.join(os.tmpdir(), `kinisi-e2e-${process.pid}`);

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 360, height: 780 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 360, height: 780 } } },
  ],
  webServer: [
    {
      command: "npx tsx e2e/support/mail-catcher.ts",
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      url: `${MAIL_HTTP}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        PUBLIC_URL: `http://localhost:${E2E_PORT}`,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        ADMIN_EMAILS: E2E_ADMIN.email,
        ADMIN_INITIAL_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT_MAX: "100",
        LOG_LEVEL: "warn",
      },
    },
    {
      command: `rm -rf ${dataDir}-clocked && npx tsx src/server/main.ts`,
      url: `${CLOCKED_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT + 1),
        PUBLIC_URL: CLOCKED_URL,
        DATA_DIR: `${dataDir}-clocked`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        ADMIN_EMAILS: E2E_ADMIN.email,
        ADMIN_INITIAL_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT_MAX: "100",
        LOG_LEVEL: "warn",
        CLOCK_START: clockedStart(),
      },
    },
  ],
});
