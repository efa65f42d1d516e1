import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildDeps } from "../../bootstrap";
import { openPglite } from "../../db/client";
import { massMailRecipients, user } from "../../db/schema";
import { loadConfig } from "../../platform/config";
import { createLogger } from "../../platform/logger";
import { resolveAuthSecret } from "../../platform/secret";
import { copyTemplateDataDir } from "../../test/db";
import { quickMembers } from "../../test/members";
import { SERVER_ARGS } from "../../test/server-process";
import { startReceiver } from "../../test/smtp-receiver";
import { createCampaign } from "./service";

const REPO_ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-mass-mail-crash-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const RECIPIENTS = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The real server as a child process on the embedded database, sending campaigns fast. */
function startServer(port: number, smtpUrl: string): ChildProcess {
  return spawn(process.execPath, [...SERVER_ARGS], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "error",
      DATA_DIR: dataDir,
      PORT: String(port),
      SMTP_URL: smtpUrl,
      MASS_MAIL_PACE_MS: "20",
      MASS_MAIL_POLL_MS: "100",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch {
      // the server is starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("SIGKILL during a campaign", () => {
  it("resumes after each crash: every recipient sent once, at most one duplicate per crash", {
    timeout: 600_000,
  }, async () => {
    const receiver = await startReceiver();
    copyTemplateDataDir(dataDir);
    const setup = await openPglite(dataDir);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const secret = await resolveAuthSecret(undefined, dataDir, setup);
    const deps = buildDeps({ config, database: setup, logger: createLogger("silent"), secret });
    const [admin, ...members] = await quickMembers(deps, RECIPIENTS + 1, { sessions: 0, expiresAt: null });
    await setup.db.update(user).set({ role: "owner" }).where(eq(user.id, admin!.id));
    await createCampaign(setup.db, {
      input: { subject: "Crash", message: "Survives kill -9", audience: "all", days: null },
      adminId: admin!.id,
      now: new Date(),
      tz: deps.zone(),
    });
    await setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const progress = async () => {
      const res = await fetch(`${base}/api/admin/mass-mail`, { headers: { cookie: admin!.cookie } });
      return (await res.json()) as { running: { sent: number } | null };
    };

    try {
      for (let life = 0; life < 4; life++) {
        const server = startServer(port, receiver.url);
        const exited = new Promise((r) => server.on("exit", r));
        await until("the server", async () => (await fetch(`${base}/api/health`)).ok);
        if (life < 3) {
          // Killed mid-campaign, a different number of messages into each life.
          const target = receiver.inbox.length + 8 + Math.floor(Math.random() * 12);
          await until("some sends", () => receiver.inbox.length >= target);
          server.kill("SIGKILL");
        } else {
          await until("the campaign's end", async () => (await progress()).running === null);
          server.kill("SIGTERM");
        }
        await exited;
      }
    } finally {
      await receiver.stop();
    }

    const db = await openPglite(dataDir);
    try {
      const rows = await db.db.select().from(massMailRecipients);
      expect(rows).toHaveLength(RECIPIENTS);
      expect(rows.filter((r) => r.status !== "sent")).toEqual([]);
      const got = new Map<string, number>();
      for (const m of receiver.inbox) for (const to of m.to) got.set(to, (got.get(to) ?? 0) + 1);
      for (const m of members) expect(got.get(m.email) ?? 0, m.email).toBeGreaterThanOrEqual(1);
      const duplicates = [...got.values()].reduce((sum, n) => sum + n - 1, 0);
      expect(duplicates).toBeLessThanOrEqual(3);
      expect(receiver.inbox.length).toBe(RECIPIENTS + duplicates);
    } finally {
      await db.close();
    }
  });
});
