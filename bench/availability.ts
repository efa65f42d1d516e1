import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createApp } from "../src/server/app";
import { buildDeps } from "../src/server/bootstrap";
import { openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDatabase } from "../src/server/db/seed";
import { loadConfig } from "../src/server/lib/config";
import { createLogger } from "../src/server/lib/logger";
import { quickMembers } from "../src/server/test/members";
import type { MemberDay } from "../src/shared/schemas/booking";
import { freePort } from "./support/servers";

/**
 * The day-availability endpoint for a signed-in member against /api/health, on one in-process
 * server with PGlite in a temporary directory, measured in one run. The load generator runs in a
 * worker thread so it does not share the server's event loop. The endpoint reads the day in one
 * statement; the guard's session lookup (Better Auth) comes on top, which `/api/me` shows alone.
 */

const SECONDS = 5;
const CONNECTIONS = 20;

async function rps(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-availability-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
  });
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openPglite(dir);
  const server = await (async () => {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const deps = buildDeps({
      config,
      database,
      logger,
      secret: crypto.randomBytes(32).toString("base64url"),
    });
    const app = createApp(deps);
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

    // A realistic day: 40 members booked across its slots, then the member who asks.
    const until = new Date(Date.now() + 60 * 86_400_000);
    const [me, ...others] = await quickMembers(deps, 41, { sessions: 5, expiresAt: until, prefix: "bench" });
    const first = (await (
      await fetch(`${base}/api/booking/day`, { headers: { cookie: me!.cookie } })
    ).json()) as MemberDay;
    const date = first.nextDay!;
    const times = first.slots.length ? (await dayOf(base, me!.cookie, date)).slots.map((x) => x.time) : [];
    for (const [i, m] of others.entries()) {
      const res = await fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: { cookie: m.cookie, "content-type": "application/json" },
        body: JSON.stringify({ date, time: times[i % times.length] }),
      });
      if (res.status !== 201) throw new Error(`seeding booking answered ${res.status}: ${await res.text()}`);
    }
    return { s, me: me!, date };
  })();

  try {
    const dayUrl = `${base}/api/booking/day?date=${server.date}`;
    const cookie = { cookie: server.me.cookie };
    const sample = await dayOf(base, server.me.cookie, server.date);
    console.log(
      `measured day ${server.date}: ${sample.slots.reduce((n, s) => n + s.count, 0)} bookings in ${sample.slots.length} slots`,
    );
    await rps(`${base}/api/health`, {}, 1);
    await rps(dayUrl, cookie, 1);
    const health = await rps(`${base}/api/health`);
    const availability = await rps(dayUrl, cookie);
    // For reference: a signed-in request that does nothing but Better Auth's session lookup and one read.
    const me = await rps(`${base}/api/me`, cookie);
    console.log(`/api/health: ${health.toFixed(0)} req/s`);
    console.log(`/api/me (signed-in, for reference): ${me.toFixed(0)} req/s`);
    console.log(`/api/booking/day (signed-in member): ${availability.toFixed(0)} req/s`);
    console.log(`availability/health ratio: ${(availability / health).toFixed(2)}`);
  } finally {
    // Let the answers still in flight when the load stopped finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise<void>((resolve) => server.s.close(() => resolve()));
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function dayOf(base: string, cookie: string, date: string): Promise<MemberDay> {
  const res = await fetch(`${base}/api/booking/day?date=${date}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`day answered ${res.status}`);
  return (await res.json()) as MemberDay;
}
